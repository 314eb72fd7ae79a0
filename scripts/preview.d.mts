export function startPreview(options?: {
  port?: number;
  host?: string;
  root?: string;
  env?: Record<string, string | undefined>;
  trustClientIp?: boolean;
  inspectorPort?: number;
  bindings?: Record<string, string>;
}): Promise<{url: string; inspectorUrl: string | null; close(): Promise<void>}>;
