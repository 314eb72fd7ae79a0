/**
 * Klaviyo's rate limits with their real figures: the burst window over HTTP (a clock that stands
 * still puts every request in one second), the steady window on the limiter itself.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {klaviyoKeys} from '../../sandbox/config';
import {KLAVIYO_LIMITS, RateLimiter} from '../../sandbox/marketing/klaviyo-rate-limit';
import {startTestSandbox, type JsonBody, type TestSandbox} from './helpers';

let now = Date.UTC(2026, 10, 2, 10, 0, 0, 100);
let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox({clock: () => now});
});
afterAll(() => t.stop());

const KEY = klaviyoKeys().publicKey;
const profile = {data: {type: 'profile', attributes: {email: 'burst@example.com'}}};
const post = (key: string) =>
  fetch(`${t.url}/client/profiles/?company_id=${key}`, {
    method: 'POST',
    headers: {revision: '2024-05-15', 'content-type': 'application/json'},
    body: JSON.stringify(profile),
  });

describe('the burst window over HTTP', () => {
  it('throttles the 351st request of a second for one account and endpoint, then lets it pass', async () => {
    const burst = KLAVIYO_LIMITS.profiles!.burst;
    expect(burst).toBe(350);
    const answers = await Promise.all(Array.from({length: burst}, () => post(KEY)));
    expect(answers.map((a) => a.status)).toEqual(Array(burst).fill(202));

    const throttled = await post(KEY);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('1');
    const {errors} = (await throttled.json()) as JsonBody;
    expect(errors).toEqual([
      expect.objectContaining({
        status: 429,
        code: 'throttled',
        title: 'Request was throttled.',
        detail: 'Request was throttled. Expected available in 1 second.',
      }),
    ]);

    // Another endpoint of the same account has its own window.
    const other = await fetch(`${t.url}/client/subscriptions/?company_id=${KEY}`, {
      method: 'POST',
      headers: {revision: '2024-05-15', 'content-type': 'application/json'},
      body: JSON.stringify({data: {type: 'subscription'}}),
    });
    expect(other.status).toBe(400); // refused for its body, not throttled

    now += 1000; // the next second
    expect((await post(KEY)).status).toBe(202);
  });
});

describe('the steady window', () => {
  it('throttles past 3500 a minute until the minute ends, and counts accounts apart', () => {
    let clock = Date.UTC(2026, 10, 2, 10, 0, 10);
    const limiter = new RateLimiter(() => clock);
    const limit = KLAVIYO_LIMITS.profiles!;
    for (let i = 0; i < limit.steady; i++) {
      if (i % limit.burst === 0) clock += 1000; // stay under the burst window
      expect(limiter.take('A profiles', limit).throttled).toBe(false);
    }
    clock += 1000; // a new burst window: only the steady one is full
    const over = limiter.take('A profiles', limit);
    expect(over).toEqual({throttled: true, retryAfter: 39}); // 10:00:21 → 10:01:00
    expect(limiter.take('B profiles', limit).throttled).toBe(false);
    clock = Date.UTC(2026, 10, 2, 10, 1, 0);
    expect(limiter.take('A profiles', limit)).toEqual({
      throttled: false,
      headers: {'ratelimit-limit': '3500', 'ratelimit-remaining': '3499', 'ratelimit-reset': '60'},
    });
  });

  it('holds the subscriptions endpoint to 750 a minute', () => {
    let clock = 0;
    const limiter = new RateLimiter(() => clock);
    const limit = KLAVIYO_LIMITS.subscriptions!;
    expect(limit).toEqual({burst: 350, steady: 750});
    for (let i = 0; i < 750; i++) {
      if (i % 350 === 0) clock += 1000;
      expect(limiter.take('A subscriptions', limit).throttled).toBe(false);
    }
    expect(limiter.take('A subscriptions', limit).throttled).toBe(true);
  });
});
