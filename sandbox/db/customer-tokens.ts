/**
 * What lets a customer in: access tokens (with their expiry), single-use password reset tokens,
 * and the failed logins that throttle an e-mail. Tokens are handed out once and kept as digests.
 */
import {LOGIN_THROTTLE, RESET_TOKEN_TTL_MS} from '../config';
import type {Clock} from '../context';
import {digest, newSecretToken} from '../customers/credentials';
import {isoSeconds} from '../text';
import {scalar, type Db} from './open';

/** The Storefront API's `CustomerAccessToken`. */
export interface AccessToken {
  accessToken: string;
  expiresAt: string;
}

export function customerTokens(db: Db, clock: Clock, ttlSeconds: number) {
  const stmt = {
    insert: db.prepare(
      'INSERT INTO customer_access_tokens (token_hash, customer_id, expires_at) VALUES (?, ?, ?)',
    ),
    live: db.prepare(
      'SELECT id, customer_id FROM customer_access_tokens WHERE token_hash = ? AND expires_at > ?',
    ),
    extend: db.prepare('UPDATE customer_access_tokens SET expires_at = ? WHERE id = ?'),
    delete: db.prepare('DELETE FROM customer_access_tokens WHERE id = ?'),
    deleteAll: db.prepare('DELETE FROM customer_access_tokens WHERE customer_id = ?'),
    insertReset: db.prepare(
      'INSERT INTO customer_reset_tokens (token_hash, customer_id, expires_at) VALUES (?, ?, ?)',
    ),
    liveReset: db.prepare(
      'SELECT COUNT(*) FROM customer_reset_tokens WHERE token_hash = ? AND customer_id = ? AND expires_at > ?',
    ),
    deleteResets: db.prepare('DELETE FROM customer_reset_tokens WHERE customer_id = ?'),
    fail: db.prepare('INSERT INTO login_failures (email, failed_at) VALUES (?, ?)'),
    forget: db.prepare('DELETE FROM login_failures WHERE email = ? AND failed_at <= ?'),
    failures: db.prepare('SELECT COUNT(*) FROM login_failures WHERE email = ? AND failed_at > ?'),
    clearFailures: db.prepare('DELETE FROM login_failures WHERE email = ?'),
  };
  const ttlMs = ttlSeconds * 1000;
  const live = (token: string) =>
    (stmt.live.raw(true).all(digest(token), clock()) as Array<[number, number]>)[0];
  const windowStart = () => clock() - LOGIN_THROTTLE.windowMs;

  return {
    issue(customerId: number): AccessToken {
      const accessToken = newSecretToken();
      const expiresAt = clock() + ttlMs;
      stmt.insert.run(digest(accessToken), customerId, expiresAt);
      return {accessToken, expiresAt: isoSeconds(expiresAt)};
    },
    /** The customer an unexpired, undeleted token belongs to. */
    customerId: (token: string): number | undefined => live(token)?.[1],
    /** A live token gets a fresh lifetime; an expired or deleted one stays dead. */
    renew(token: string): AccessToken | undefined {
      const row = live(token);
      if (!row) return undefined;
      const expiresAt = clock() + ttlMs;
      stmt.extend.run(expiresAt, row[0]);
      return {accessToken: token, expiresAt: isoSeconds(expiresAt)};
    },
    /** Deletes a live token; answers its id. */
    revoke(token: string): number | undefined {
      const row = live(token);
      if (row) stmt.delete.run(row[0]);
      return row?.[0];
    },
    /** After a password change no earlier token works. */
    revokeAll(customerId: number): void {
      stmt.deleteAll.run(customerId);
    },
    issueReset(customerId: number): string {
      const token = newSecretToken();
      stmt.insertReset.run(digest(token), customerId, clock() + RESET_TOKEN_TTL_MS);
      return token;
    },
    /** Uses up a valid reset token: it and the customer's other reset links stop working. */
    redeemReset(customerId: number, token: string): boolean {
      const valid = (scalar<number>(stmt.liveReset, digest(token), customerId, clock()) ?? 0) > 0;
      if (valid) stmt.deleteResets.run(customerId);
      return valid;
    },
    throttled: (email: string) =>
      (scalar<number>(stmt.failures, email.trim(), windowStart()) ?? 0) >=
      LOGIN_THROTTLE.maxFailures,
    recordFailure(email: string): void {
      stmt.forget.run(email.trim(), windowStart());
      stmt.fail.run(email.trim(), clock());
    },
    clearFailures(email: string): void {
      stmt.clearFailures.run(email.trim());
    },
  };
}

export type CustomerTokens = ReturnType<typeof customerTokens>;
