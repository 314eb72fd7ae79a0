/**
 * Customer secrets. Passwords are stored as scrypt hashes with a random salt each and compared in
 * constant time; access and reset tokens are random and stored only as SHA-256 digests, so the
 * database never holds anything a customer could log in with.
 */
import {createHash, randomBytes, scryptSync, timingSafeEqual} from 'node:crypto';

const SALT_BYTES = 16;
const KEY_BYTES = 64;

export function hashPassword(password: string): string {
  const salt = randomBytes(SALT_BYTES);
  return `scrypt$${salt.toString('hex')}$${scryptSync(password, salt, KEY_BYTES).toString('hex')}`;
}

export function passwordMatches(password: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  return timingSafeEqual(scryptSync(password, Buffer.from(salt, 'hex'), expected.length), expected);
}

let decoy: string | undefined;
/**
 * A hash no password matches, checked when the e-mail is unknown: the answer then takes as long
 * as for a wrong password, so timing does not tell which e-mails have an account.
 */
export function decoyHash(): string {
  decoy ??= hashPassword(randomBytes(SALT_BYTES).toString('hex'));
  return decoy;
}

/** 32 hex characters, like Shopify's customer access tokens. */
export function newSecretToken(): string {
  return randomBytes(16).toString('hex');
}

export function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
