import type {ChildProcess, StdioOptions} from 'node:child_process';

export function waitForHealth(
  url: string,
  options?: {timeoutMs?: number; child?: ChildProcess},
): Promise<void>;
export function startSandboxProcess(options?: {
  port?: number;
  args?: string[];
  env?: Record<string, string | undefined>;
  stdio?: StdioOptions;
}): Promise<{url: string; child: ChildProcess; close(): Promise<void>}>;
