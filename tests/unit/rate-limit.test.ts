import {describe, expect, it} from 'vitest';
import {clientAddress, RATE_LIMITS, RateLimiter} from '~/lib/rate-limit.server';

function clock(start = 1_000_000) {
  let now = start;
  return {now: () => now, advance: (ms: number) => (now += ms)};
}

describe('per-client rate limits', () => {
  it('lets a client send its sign-in budget at once, then refuses with the wait', () => {
    const time = clock();
    const limiter = new RateLimiter(100, time.now);
    const {limit, windowSeconds} = RATE_LIMITS.signIn;
    for (let i = 0; i < limit; i++) expect(limiter.take('signIn', '10.0.0.1')).toEqual({ok: true});
    expect(limiter.take('signIn', '10.0.0.1')).toEqual({
      ok: false,
      retryAfterSeconds: windowSeconds / limit,
    });
  });

  it('refills evenly over the window', () => {
    const time = clock();
    const limiter = new RateLimiter(100, time.now);
    for (let i = 0; i < RATE_LIMITS.signIn.limit; i++) limiter.take('signIn', 'a');
    time.advance(5_999);
    expect(limiter.take('signIn', 'a').ok).toBe(false);
    time.advance(1);
    expect(limiter.take('signIn', 'a').ok).toBe(true);
    expect(limiter.take('signIn', 'a').ok).toBe(false);
  });

  it('counts each client and each group apart', () => {
    const limiter = new RateLimiter(100, clock().now);
    for (let i = 0; i < RATE_LIMITS.signIn.limit; i++) limiter.take('signIn', 'a');
    expect(limiter.take('signIn', 'a').ok).toBe(false);
    expect(limiter.take('signIn', 'b').ok).toBe(true);
    expect(limiter.take('forms', 'a').ok).toBe(true);
  });

  it('60 logins for 60 e-mails from one client in 3 s: only the budget gets through', () => {
    const time = clock();
    const limiter = new RateLimiter(100, time.now);
    let allowed = 0;
    for (let i = 0; i < 60; i++) {
      if (limiter.take('signIn', '10.0.0.9').ok) allowed += 1;
      time.advance(50);
    }
    expect(allowed).toBe(RATE_LIMITS.signIn.limit);
  });

  it('remembers a bounded number of clients, the least recently seen forgotten first', () => {
    const limiter = new RateLimiter(3, clock().now);
    for (const client of ['a', 'b', 'c', 'd']) limiter.take('forms', client);
    expect(limiter.size).toBe(3);
    limiter.take('forms', 'b');
    limiter.take('forms', 'e');
    expect(limiter.size).toBe(3);
  });

  it("takes the client from Oxygen's buyer IP, and one shared bucket without it", () => {
    const request = (headers: Record<string, string>) => new Request('https://x.test/', {headers});
    expect(clientAddress(request({'oxygen-buyer-ip': ' 203.0.113.7 '}))).toBe('203.0.113.7');
    expect(clientAddress(request({'x-forwarded-for': '203.0.113.8'}))).toBe('unknown');
  });
});
