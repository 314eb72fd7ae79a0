export const HELD_BACK_BODY_BYTES: number;
export const PEER_HEADER: string;
export function heldBackBodyBytes(target: string): number;
export function startGateway(options: {
  host: string;
  port: number;
  upstream: string;
}): Promise<{port: number; close(): Promise<void>}>;
