/**
 * customerCreate mails Shopify's "Customer account welcome" e-mail to the Outbox, in the language
 * of the request's market, with a link to that market's login page; a refused sign-up mails
 * nothing.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {CUSTOMER_FIELDS} from './customers-helpers';
import {ok} from './schema-checked';
import {fetchJson, type JsonBody, startTestSandbox, type TestSandbox} from './helpers';

const STOREFRONT = 'http://shop.test';
/** The storefront's own document, market and all (app/lib/customer/customer-documents.ts). */
const REGISTER = `mutation Register($input: CustomerCreateInput!, $country: CountryCode,
  $language: LanguageCode) @inContext(country: $country, language: $language) {
  customerCreate(input: $input) {
    customer { ...CustomerFields }
    customerUserErrors { code field message }
  }
} ${CUSTOMER_FIELDS}`;

let t: TestSandbox;
let storefrontBefore: string | undefined;
beforeAll(async () => {
  storefrontBefore = process.env.SANDBOX_STOREFRONT_URL;
  process.env.SANDBOX_STOREFRONT_URL = STOREFRONT;
  t = await startTestSandbox();
});
afterAll(async () => {
  if (storefrontBefore === undefined) delete process.env.SANDBOX_STOREFRONT_URL;
  else process.env.SANDBOX_STOREFRONT_URL = storefrontBefore;
  await t.stop();
});

let signUps = 0;
const newEmail = () => `welcome${++signUps}.${Date.now()}@example.com`;

async function register(input: Record<string, unknown>, country?: string, language?: string) {
  const {customerCreate} = await ok(t, REGISTER, {
    input: {password: 'correct-horse', ...input},
    country,
    language,
  });
  return customerCreate;
}

async function mailTo(email: string): Promise<JsonBody[]> {
  const {status, body} = await fetchJson(
    `${t.url}/sandbox/api/outbox?to=${encodeURIComponent(email)}`,
  );
  expect(status).toBe(200);
  return body.emails;
}

describe('customerCreate', () => {
  it.each([
    ['IT', 'IT', 'it', 'Benvenuto in Passo', 'Accedi al tuo account', 'Ciao Ana,'],
    ['SI', 'SL', 'sl', 'Dobrodošli v trgovini Passo', 'Prijava v račun', 'Pozdravljeni, Ana!'],
    ['HR', 'HR', 'hr', 'Dobro došli u Passo', 'Prijavite se u račun', 'Pozdrav, Ana!'],
  ])(
    'mails the welcome e-mail to a sign-up in the %s market, in its language',
    async (country, language, market, subject, action, greeting) => {
      const email = newEmail();
      const created = await register({email, firstName: 'Ana'}, country, language);
      expect(created.customerUserErrors).toEqual([]);
      const mail = await mailTo(email);
      expect(mail).toHaveLength(1);
      expect(mail[0]).toMatchObject({to: email, subject, kind: 'customer_account_welcome'});
      const link = `${STOREFRONT}/${market}/account/login`;
      expect(mail[0].html).toContain(`<html lang="${market}">`);
      expect(mail[0].html).toContain(`<a href="${link}"`);
      expect(mail[0].html).toContain(`>${action}</a>`);
      expect(mail[0].text).toContain(`${action}: ${link}`);
      expect(mail[0].text.startsWith(greeting)).toBe(true);
    },
  );

  it('speaks Italian, without a name, when the request names no market', async () => {
    const email = newEmail();
    await register({email});
    const [mail] = await mailTo(email);
    expect(mail.subject).toBe('Benvenuto in Passo');
    expect(mail.text.startsWith('Ciao,')).toBe(true);
    expect(mail.text).toContain(`${STOREFRONT}/it/account/login`);
  });

  it('mails nothing when the e-mail already has an account', async () => {
    const email = newEmail();
    await register({email}, 'HR', 'HR');
    expect(await mailTo(email)).toHaveLength(1); // the positive control: a sign-up mails once
    const taken = await register({email, password: 'another-horse'}, 'IT', 'IT');
    expect(taken.customer).toBeNull();
    expect(taken.customerUserErrors.map((e: JsonBody) => e.code)).toEqual(['TAKEN']);
    expect((await mailTo(email)).map((mail) => mail.subject)).toEqual(['Dobro došli u Passo']);
  });

  it('mails nothing for input it refuses, and once the same address signs up properly', async () => {
    const email = newEmail();
    const refused = await register({email, password: 'abc'}, 'SI', 'SL');
    expect(refused.customerUserErrors.map((e: JsonBody) => e.code)).toEqual(['TOO_SHORT']);
    expect(await mailTo(email)).toEqual([]);
    const accepted = await register({email}, 'SI', 'SL');
    expect(accepted.customerUserErrors).toEqual([]);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('mails nothing to a malformed address', async () => {
    const emails = async () => (await fetchJson(`${t.url}/sandbox/api/summary`)).body.emails;
    const before = await emails();
    const refused = await register({email: 'not-an-address'});
    expect(refused.customerUserErrors.map((e: JsonBody) => e.code)).toEqual(['INVALID']);
    expect(await emails()).toBe(before);
    // Positive control: the same count sees the e-mail a well-formed address is sent.
    await register({email: newEmail()});
    expect(await emails()).toBe(before + 1);
  });
});
