export function startPreview(options?: {
  port?: number;
  host?: string;
  root?: string;
  env?: Record<string, string | undefined>;
  trustClientIp?: boolean;
}): Promise<{url: string; close(): Promise<void>}>;
