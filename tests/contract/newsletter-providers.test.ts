/**
 * The newsletter sign-up's provider calls (docs/product.md#newsletter-pop-up,
 * docs/product.md#marketing-contact) against the sandbox, made by the shop's own provider modules
 * with the configuration of .env.example: Klaviyo's client subscription and SALESmanago's signed
 * contact upsert are accepted and stored; what the real services refuse, the sandbox refuses.
 */
import {readFileSync} from 'node:fs';
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {readConfig} from '~/lib/config.server';
import {createEmailMarketing} from '~/lib/marketing/klaviyo.server';
import {createMarketingAutomation} from '~/lib/marketing/salesmanago.server';
import {parseEnvFile} from '../../scripts/env.mjs';
import {fetchJson, startTestSandbox, type JsonBody, type TestSandbox} from '../sandbox/helpers';

let t: TestSandbox;
let config: ReturnType<typeof readConfig>;
beforeAll(async () => {
  t = await startTestSandbox();
  config = readConfig({
    ...parseEnvFile(readFileSync('.env.example', 'utf8')),
    PUBLIC_KLAVIYO_API_ORIGIN: t.url,
    SALESMANAGO_API_ORIGIN: t.url,
  });
});
afterAll(() => t.stop());
afterEach(() => vi.restoreAllMocks());

const deadline = () => Date.now() + 5000;
let n = 0;
const newEmail = () => `newsletter-${Date.now()}-${(n += 1)}@example.com`;

/** The statuses the sandbox answered the module's requests with, as it sent them. */
function watchStatuses() {
  const spy = vi.spyOn(globalThis, 'fetch');
  return async () => {
    const statuses = await Promise.all(
      spy.mock.results.map(async (result) => ((await result.value) as Response).status),
    );
    spy.mockRestore();
    return statuses;
  };
}

describe('Klaviyo: the newsletter subscription', () => {
  const klaviyo = () => createEmailMarketing({config: config.emailMarketing, deadline: deadline()});

  it('is accepted (202) and the sandbox holds the e-mail on the list, subscribed, with its source', async () => {
    const email = newEmail();
    const statuses = watchStatuses();
    expect(await klaviyo().subscribeToList(email, 'PsLst1', 'passo-benvenuto')).toBe(true);
    expect(await statuses()).toEqual([202]);
    const {body} = await fetchJson(`${t.url}/sandbox/api/klaviyo?listId=PsLst1`);
    const member = (body.listMembers as JsonBody[]).find((m) => m.subscriber === email);
    expect(member).toMatchObject({
      listId: 'PsLst1',
      customSource: 'passo-benvenuto',
      consent: {email: 'SUBSCRIBED'},
    });
  });

  it('to a list the account does not have, is refused: false, and nothing is stored', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const email = newEmail();
    const statuses = watchStatuses();
    expect(await klaviyo().subscribeToList(email, 'NoSuchList', 'footer')).toBe(false);
    const [status] = await statuses();
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    const {body} = await fetchJson(`${t.url}/sandbox/api/klaviyo`);
    expect((body.listMembers as JsonBody[]).some((m) => m.subscriber === email)).toBe(false);
  });
});

describe('SALESmanago: the contact upsert', () => {
  const automation = (override: Partial<NonNullable<typeof config.marketingAutomation>> = {}) =>
    createMarketingAutomation({
      config: {...config.marketingAutomation!, ...override},
      deadline: deadline(),
    });
  const contactOf = async (email: string) => {
    const {body} = await fetchJson(`${t.url}/sandbox/api/salesmanago`);
    return (body.contacts as JsonBody[]).find((c) => c.email === email);
  };

  it('is accepted with a contact id, which the same e-mail keeps; a newsletter sign-up opts in', async () => {
    const email = newEmail();
    const first = await automation().upsertContact(email, 'newsletter', true);
    expect(first).toEqual({ok: true, contactId: expect.any(String)});
    const contact = await contactOf(email);
    expect(contact).toMatchObject({
      contactId: (first as {contactId: string}).contactId,
      optIn: true,
      tags: expect.arrayContaining(['NEWSLETTER']),
    });
    expect(await automation().upsertContact(email, 'newsletter', true)).toEqual(first);
  });

  it('signed with the wrong secret, is refused as SALESmanago refuses: success false on a 200', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const email = newEmail();
    const statuses = watchStatuses();
    const refused = await automation({apiSecret: 'not-the-secret'}).upsertContact(
      email,
      'newsletter',
      true,
    );
    expect(await statuses()).toEqual([200]);
    expect(refused).toMatchObject({ok: false, reason: 'refused'});
    expect(await contactOf(email)).toBeUndefined();
  });

  it('for another client id, is refused too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = await automation({clientId: 'someoneelse1'}).upsertContact(
      newEmail(),
      'newsletter',
      true,
    );
    expect(refused).toMatchObject({ok: false, reason: 'refused'});
  });
});
