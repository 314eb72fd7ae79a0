export function regionOutlineSource(): Promise<string>;
