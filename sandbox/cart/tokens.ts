/**
 * Cart identifiers in Shopify's forms: the id `gid://shopify/Cart/{token}?key={key}`, the
 * checkout URL `{shop}/cart/c/{token}?key={key}`, the order status URL
 * `{shop}/checkouts/c/{token}/thank-you?key={key}` and line ids `gid://shopify/CartLine/{uuid}?cart={token}`.
 * The token names the cart; the key proves the holder was given it, so both must match.
 */
import {randomBytes, randomUUID, timingSafeEqual} from 'node:crypto';

const TOKEN_LENGTH = 26;
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const CART_GID = /^gid:\/\/shopify\/Cart\/([A-Za-z0-9]+)\?key=([a-f0-9]+)$/;

export interface CartKeyPair {
  token: string;
  key: string;
}

/** A random token over [A-Za-z0-9]; the rejection bound keeps every character equally likely. */
export function newCartToken(): string {
  let token = '';
  while (token.length < TOKEN_LENGTH) {
    for (const byte of randomBytes(TOKEN_LENGTH)) {
      if (byte < 248 && token.length < TOKEN_LENGTH) token += ALPHANUMERIC[byte % 62];
    }
  }
  return token;
}

export function newCartKey(): string {
  return randomBytes(16).toString('hex');
}

export function newOrderToken(): string {
  return randomBytes(16).toString('hex');
}

export function cartGid({token, key}: CartKeyPair): string {
  return `gid://shopify/Cart/${token}?key=${key}`;
}

export function parseCartGid(id: string): CartKeyPair | null {
  const match = CART_GID.exec(id);
  return match ? {token: match[1]!, key: match[2]!} : null;
}

export function newLineId(token: string): string {
  return `gid://shopify/CartLine/${randomUUID()}?cart=${token}`;
}

export function checkoutUrl(publicUrl: string, {token, key}: CartKeyPair): string {
  return `${publicUrl}/cart/c/${token}?key=${key}`;
}

/** The order status page of the order a cart became: Shopify's thank-you URL. */
export function orderStatusUrl(publicUrl: string, {token, key}: CartKeyPair): string {
  return `${publicUrl}/checkouts/c/${token}/thank-you?key=${key}`;
}

/** Constant-time comparison, so the key cannot be guessed from response times. */
export function keyMatches(expected: string, given: string | null | undefined): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given ?? '');
  return a.length === b.length && timingSafeEqual(a, b);
}
