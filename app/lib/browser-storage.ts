/**
 * The browser's localStorage, failing safe: where storage is blocked (a privacy setting, a
 * sandboxed frame, a full quota) reading finds nothing and writing keeps nothing, and the page
 * goes on without what it would have remembered.
 */

export function readStored(key: string): unknown {
  try {
    const text = window.localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Not kept: the shopper's list lasts until the page is left.
  }
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage blocked: there is nothing kept to remove.
  }
}
