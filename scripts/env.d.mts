export function parseEnvFile(text: string): Record<string, string>;
export function loadProjectEnv(root?: string): Record<string, string | undefined>;
export function workerEnv(env?: Record<string, string | undefined>): Record<string, string>;
export function envForSandboxPort(port: number): Record<string, string | undefined>;
