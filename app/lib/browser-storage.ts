/**
 * The browser's localStorage (or, for what lasts one visit, sessionStorage), failing safe: where
 * storage is blocked (a privacy setting, a sandboxed frame, a full quota) reading finds nothing
 * and writing keeps nothing, and the page goes on without what it would have remembered.
 */
type Area = 'localStorage' | 'sessionStorage';

export function readStored(key: string, area: Area = 'localStorage'): unknown {
  try {
    const text = window[area].getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown, area: Area = 'localStorage'): void {
  try {
    window[area].setItem(key, JSON.stringify(value));
  } catch {
    // Not kept: what was to be remembered lasts until the page is left.
  }
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage blocked: there is nothing kept to remove.
  }
}
