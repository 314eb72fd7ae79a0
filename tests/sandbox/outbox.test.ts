import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {customerOf, logIn, M, signUp, testClock, type SignedUp} from './customers-helpers';
import {ok} from './schema-checked';
import {fetchJson, type JsonBody, startTestSandbox, type TestSandbox} from './helpers';

const STOREFRONT = 'http://shop.test';
const RESET_LINK = /http:\/\/shop\.test\/(it|sl|hr)\/account\/reset\/(\d+)\/([0-9a-f]{32})/;
const clock = testClock();
let t: TestSandbox;
let storefrontBefore: string | undefined;
beforeAll(async () => {
  storefrontBefore = process.env.SANDBOX_STOREFRONT_URL;
  process.env.SANDBOX_STOREFRONT_URL = STOREFRONT;
  t = await startTestSandbox({clock: clock.now});
});
afterAll(async () => {
  if (storefrontBefore === undefined) delete process.env.SANDBOX_STOREFRONT_URL;
  else process.env.SANDBOX_STOREFRONT_URL = storefrontBefore;
  await t.stop();
});

async function outbox(query = ''): Promise<JsonBody[]> {
  const {status, body} = await fetchJson(`${t.url}/sandbox/api/outbox${query}`);
  expect(status).toBe(200);
  return body.emails;
}

/** Asks for a reset e-mail and answers it with the link it carries. */
async function recover(customer: SignedUp, country?: string) {
  const {customerRecover} = await ok(t, M.recover, {email: customer.email.toUpperCase(), country});
  expect(customerRecover).toEqual({customerUserErrors: [], userErrors: []});
  const [email] = await outbox(`?to=${encodeURIComponent(customer.email)}&limit=1`);
  const link = RESET_LINK.exec(email.text)?.[0];
  expect(link, email.text).toBeDefined();
  return {email, link: link!, token: RESET_LINK.exec(link!)![3]!};
}

describe('customerRecover', () => {
  it.each([
    [
      'IT',
      'it',
      'Reimposta la password del tuo account Passo',
      'Reimposta la password',
      'Ciao Ana,',
    ],
    ['SI', 'sl', 'Ponastavite geslo za svoj račun Passo', 'Ponastavi geslo', 'Pozdravljeni, Ana!'],
    [
      'HR',
      'hr',
      'Postavite novu lozinku za svoj Passo račun',
      'Postavi novu lozinku',
      'Pozdrav, Ana!',
    ],
  ])(
    'mails a reset link to the %s market, in its language, that sets a new password once',
    async (country, market, subject, action, greeting) => {
      const customer = await signUp(t, {firstName: 'Ana'});
      const {email, link, token} = await recover(customer, country);
      expect(email).toMatchObject({
        id: expect.any(Number),
        to: customer.email,
        subject,
        kind: 'customer_password_reset',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(link).toBe(`${STOREFRONT}/${market}/account/reset/${customer.numericId}/${token}`);
      expect(email.html).toContain(`<html lang="${market}">`);
      expect(email.html).toContain(`<a href="${link}"`);
      expect(email.html).toContain(`>${action}</a>`);
      expect(email.text).toContain(`${action}: ${link}`);
      expect(email.text.startsWith(greeting)).toBe(true);

      const {customerResetByUrl} = await ok(t, M.resetByUrl, {url: link, password: 'brand-new-1'});
      expect(customerResetByUrl.customerUserErrors).toEqual([]);
      expect(customerResetByUrl.customer).toEqual({id: customer.id, email: customer.email});
      const fresh = customerResetByUrl.customerAccessToken.accessToken;
      expect((await customerOf(t, fresh)).id).toBe(customer.id);
      expect(await customerOf(t, customer.token)).toBeNull();
      expect(await logIn(t, customer.email, 'brand-new-1')).toMatch(/^[0-9a-f]{32}$/);

      const {customerResetByUrl: again} = await ok(t, M.resetByUrl, {
        url: link,
        password: 'other-pw',
      });
      expect(again).toMatchObject({
        customer: null,
        customerAccessToken: null,
        customerUserErrors: [
          {
            code: 'TOKEN_INVALID',
            field: null,
            message: 'The reset password link is invalid or has expired',
          },
        ],
      });
    },
  );

  it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
    const known = await signUp(t);
    const before = await outbox();
    const {customerRecover} = await ok(t, M.recover, {email: 'nobody@example.com'});
    expect(customerRecover).toEqual({customerUserErrors: [], userErrors: []});
    expect(await outbox()).toEqual(before);
    // Positive control: the same request for a known e-mail, answered alike, adds its e-mail.
    const {customerRecover: forKnown} = await ok(t, M.recover, {email: known.email});
    expect(forKnown).toEqual(customerRecover);
    const after = await outbox();
    expect(after).not.toEqual(before);
    expect(after[0]).toMatchObject({to: known.email, kind: 'customer_password_reset'});
  });

  it('resets with customerReset(id, resetToken), and only for the customer the link names', async () => {
    const customer = await signUp(t);
    const other = await signUp(t);
    const {token} = await recover(customer);
    const {customerReset: wrongCustomer} = await ok(t, M.reset, {
      id: other.id,
      input: {resetToken: token, password: 'brand-new-2'},
    });
    expect(wrongCustomer.customerUserErrors[0].code).toBe('TOKEN_INVALID');
    const {customerReset: tooShort} = await ok(t, M.reset, {
      id: customer.id,
      input: {resetToken: token, password: 'abc'},
    });
    expect(tooShort.customerUserErrors).toEqual([
      {
        code: 'TOO_SHORT',
        field: ['input', 'password'],
        message: 'Password is too short (minimum is 5 characters)',
      },
    ]);
    // Neither used the link up.
    const {customerReset} = await ok(t, M.reset, {
      id: customer.id,
      input: {resetToken: token, password: 'brand-new-2'},
    });
    expect(customerReset.customerUserErrors).toEqual([]);
    expect(customerReset.customer.id).toBe(customer.id);
    expect(await logIn(t, other.email, other.password)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('lets a reset link expire after 24 hours', async () => {
    const customer = await signUp(t);
    const {link} = await recover(customer);
    clock.advance(24 * 3600_000 + 1000);
    const {customerResetByUrl} = await ok(t, M.resetByUrl, {url: link, password: 'too-late-1'});
    expect(customerResetByUrl.customerUserErrors[0].code).toBe('TOKEN_INVALID');
    expect(await logIn(t, customer.email, customer.password)).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('the outbox', () => {
  it('lists e-mails newest first, by recipient in any case, up to the limit', async () => {
    const customer = await signUp(t);
    await recover(customer, 'IT');
    await recover(customer, 'HR');
    const mine = await outbox(`?to=${encodeURIComponent(customer.email.toUpperCase())}`);
    expect(mine.map((e) => e.subject)).toEqual([
      'Postavite novu lozinku za svoj Passo račun',
      'Reimposta la password del tuo account Passo',
      'Benvenuto in Passo', // the sign-up's
    ]);
    expect(mine[0].id).toBeGreaterThan(mine[1].id);
    expect(await outbox('?limit=1')).toEqual([mine[0]]);
    expect((await fetchJson(`${t.url}/sandbox/api/outbox?limit=x`)).status).toBe(400);
  });

  it('shows an Outbox tab with every e-mail and each one with its reset link clickable', async () => {
    const customer = await signUp(t);
    const {email, link} = await recover(customer, 'SI');
    const list = await (await fetch(`${t.url}/sandbox?tab=outbox`)).text();
    expect(list).toContain('aria-current="page">Outbox</a>');
    expect(list).toContain(`<a href="/sandbox?tab=outbox&id=${email.id}">${email.subject}</a>`);
    const detail = await (await fetch(`${t.url}/sandbox?tab=outbox&id=${email.id}`)).text();
    expect(detail).toContain(`<h2>${email.subject}</h2>`);
    expect(detail).toContain(`<li><a href="${link}">${link}</a></li>`);
    expect(detail).toContain('<iframe');
    const summary = (await fetchJson(`${t.url}/sandbox/api/summary`)).body;
    expect(summary.emails).toBeGreaterThanOrEqual(1);
    expect(summary.customers).toBeGreaterThanOrEqual(2); // the demo customer and this one
  });
});
