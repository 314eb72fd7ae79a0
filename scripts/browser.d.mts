export const CHROMIUM_ARGS: string[];
export function findChromium(): Promise<string | null>;
export const INSTALL_HINT: string;
