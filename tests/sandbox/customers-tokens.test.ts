import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {REDACTED} from '../../sandbox/http/redact';
import {DEMO_CUSTOMER} from '../../sandbox/seed/customers';
import {customerOf, M, signUp, testClock, CUSTOMER_QUERY} from './customers-helpers';
import {ok} from './schema-checked';
import {fetchJson, PUBLIC_TOKEN, startTestSandbox, type TestSandbox} from './helpers';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const clock = testClock();
let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox({clock: clock.now});
});
afterAll(async () => {
  await t.stop();
});

const expiresIn = (expiresAt: string) => Date.parse(expiresAt) - clock.now();

describe('customerAccessTokenRenew and customerAccessTokenDelete', () => {
  it('renews a live token for another 14 days', async () => {
    const {token} = await signUp(t);
    clock.advance(DAY);
    const {customerAccessTokenRenew} = await ok(t, M.renew, {token});
    expect(customerAccessTokenRenew.userErrors).toEqual([]);
    expect(customerAccessTokenRenew.customerAccessToken.accessToken).toBe(token);
    const {expiresAt} = customerAccessTokenRenew.customerAccessToken;
    expect(Math.abs(expiresIn(expiresAt) - 14 * DAY)).toBeLessThan(5000);
    clock.advance(13 * DAY + 23 * HOUR); // past the first expiry, within the renewed one
    expect(await customerOf(t, token)).not.toBeNull();
  });

  it('deletes a token: it opens nothing any more, anywhere', async () => {
    const {token} = await signUp(t);
    const {customerAccessTokenDelete} = await ok(t, M.logout, {token});
    expect(customerAccessTokenDelete).toEqual({
      deletedAccessToken: token,
      deletedCustomerAccessTokenId: expect.stringMatching(/^\d+$/),
      userErrors: [],
    });
    expect(await customerOf(t, token)).toBeNull();
    const noSuchToken = [{field: ['customerAccessToken'], message: 'Access token does not exist'}];
    expect((await ok(t, M.renew, {token})).customerAccessTokenRenew).toEqual({
      customerAccessToken: null,
      userErrors: noSuchToken,
    });
    expect((await ok(t, M.logout, {token})).customerAccessTokenDelete.userErrors).toEqual(
      noSuchToken,
    );
    const {customerUpdate} = await ok(t, M.update, {token, customer: {firstName: 'X'}});
    expect(customerUpdate.customerUserErrors).toEqual([
      {
        code: 'UNIDENTIFIED_CUSTOMER',
        field: ['customerAccessToken'],
        message: 'Unidentified customer',
      },
    ]);
  });

  it('lets an expired token open nothing and renew nothing', async () => {
    const {token} = await signUp(t);
    clock.advance(14 * DAY + 1000);
    expect(await customerOf(t, token)).toBeNull();
    expect((await ok(t, M.renew, {token})).customerAccessTokenRenew.customerAccessToken).toBeNull();
  });

  it('answers null for a token that never existed', async () => {
    expect((await ok(t, CUSTOMER_QUERY, {token: 'f'.repeat(32)})).customer).toBeNull();
  });
});

describe('token lifetime', () => {
  it('comes from SANDBOX_CUSTOMER_TOKEN_TTL_SECONDS', async () => {
    const before = process.env.SANDBOX_CUSTOMER_TOKEN_TTL_SECONDS;
    process.env.SANDBOX_CUSTOMER_TOKEN_TTL_SECONDS = '3600';
    const short = await startTestSandbox();
    try {
      const {customerAccessTokenCreate} = await ok(short, M.login, {
        input: {email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password},
      });
      const expiresAt = Date.parse(customerAccessTokenCreate.customerAccessToken.expiresAt);
      expect(Math.abs(expiresAt - Date.now() - 3600_000)).toBeLessThan(5000);
    } finally {
      if (before === undefined) delete process.env.SANDBOX_CUSTOMER_TOKEN_TTL_SECONDS;
      else process.env.SANDBOX_CUSTOMER_TOKEN_TTL_SECONDS = before;
      await short.stop();
    }
  });
});

describe('the request log', () => {
  it('never keeps a password or a reset token, in variables, inline or in a query string', async () => {
    const secret = 'Sup3r-Secret-Pw';
    const resetToken = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
    const {since} = await lastRequestId();
    await signUp(t, {password: secret});
    await ok(
      t,
      `mutation { customerAccessTokenCreate(input: {email: "x@example.com", password: "${secret}"}) {
      customerUserErrors { code } } }`,
    );
    await ok(t, M.reset, {
      id: 'gid://shopify/Customer/1',
      input: {resetToken, password: secret},
    });
    await ok(t, M.resetByUrl, {
      url: `http://shop.test/it/account/reset/1/${resetToken}`,
      password: secret,
    });
    const get = new URL(`${t.url}/api/2025-07/graphql.json`);
    get.searchParams.set('query', M.login);
    get.searchParams.set('variables', JSON.stringify({input: {email: 'a@b.co', password: secret}}));
    await fetch(get, {headers: {'x-shopify-storefront-access-token': PUBLIC_TOKEN}});

    const {body} = await fetchJson(
      `${t.url}/sandbox/api/requests?service=storefront&since=${since}`,
    );
    const logged = body.requests as Array<{body: string; query: string}>;
    expect(logged).toHaveLength(6);
    for (const entry of logged) {
      expect(entry.body + entry.query).not.toContain(secret);
      expect(entry.body + entry.query).not.toContain(resetToken);
    }
    const bodies = logged.map((entry) => entry.body).join('\n');
    expect(bodies).toContain(`"password":"${REDACTED}"`);
    expect(bodies).toContain(`password: \\"${REDACTED}\\"`);
    expect(bodies).toContain(`"resetToken":"${REDACTED}"`);
    expect(bodies).toContain(`"url":"${REDACTED}"`); // the variable passed as resetUrl
    expect(bodies).toContain('x@example.com'); // only secrets go
    expect(decodeURIComponent(logged[0]!.query)).toContain(REDACTED);
  });
});

async function lastRequestId(): Promise<{since: number}> {
  const {body} = await fetchJson(`${t.url}/sandbox/api/requests?limit=1`);
  return {since: body.requests[0]?.id ?? 0};
}
