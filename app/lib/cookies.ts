/** Reading one cookie from a Cookie header (server) or document.cookie (browser). */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return null;
    }
  }
  return null;
}

/** A cookie's JSON object, or null when the value is absent, not JSON or not an object. */
export function parseJsonCookie(value: string | null | undefined): Record<string, unknown> | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export interface CookieOptions {
  /** When the cookie ends; a past date deletes it. */
  expires: Date;
  /** Session-bearing cookies are HttpOnly; flags the browser reads are not. */
  httpOnly: boolean;
  /** Secure everywhere except plain-http localhost (docs/product.md#security). */
  secure: boolean;
}

/** A Set-Cookie value with path / and SameSite=Lax; the value is URI-encoded. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  // Rounded: the few milliseconds between choosing `expires` and writing it are not a second less.
  const maxAge = Math.max(0, Math.round((options.expires.getTime() - Date.now()) / 1000));
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    `Expires=${options.expires.toUTCString()}`,
    ...(options.httpOnly ? ['HttpOnly'] : []),
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}
