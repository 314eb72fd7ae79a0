/**
 * The back-in-stock request as the shop's server sends it (lib/marketing/klaviyo.server.ts,
 * docs/product.md#back-in-stock), against the sandbox's Klaviyo: the app's own module posts it
 * and the sandbox files the subscription; the same request with one thing wrong is refused as
 * Klaviyo refuses it (JSON:API errors naming the pointer or parameter), and the module then
 * answers false and logs, so the route can say "riprova tra poco".
 */
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import os from 'node:os';
import path from 'node:path';
import {startSandbox} from '../../sandbox/main';
import {
  backInStockBody,
  catalogVariantId,
  createEmailMarketing,
  KLAVIYO_REVISION,
} from '~/lib/marketing/klaviyo.server';

const PUBLIC_KEY = 'PsSbx1';

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let variantId: string;

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    dbPath: path.join(os.tmpdir(), `passo-contract-klaviyo-${process.pid}`, 'sandbox.db'),
    products: 60,
    reset: true,
    quiet: true,
  });
  // A sold-out variant: what a shopper asks to be told about.
  const soldOut = [...sandbox.context.catalog.variantById.values()].find((v) => v.quantity === 0);
  variantId = String(soldOut!.id);
});
afterAll(async () => {
  await sandbox?.close();
});

const marketing = (publicKey = PUBLIC_KEY) =>
  createEmailMarketing({
    config: {
      publicKey,
      defaultListId: null,
      scriptUrl: `${sandbox.url}/onsite/js/klaviyo.js?company_id=${publicKey}`,
      apiOrigin: sandbox.url,
    },
    deadline: Date.now() + 10_000,
  });

const waitingFor = (email: string) =>
  sandbox.context.klaviyo
    .subscriptions({variantId: Number(variantId), limit: 50})
    .filter((s) => s.email === email);

describe('the shop’s back-in-stock request', () => {
  it('is accepted with a 202, and the sandbox keeps the subscription for the variant', async () => {
    const email = `contract-${process.pid}@example.com`;
    expect(await marketing().subscribeToBackInStock(email, variantId)).toBe(true);
    expect(waitingFor(email)).toEqual([
      expect.objectContaining({
        email,
        variantId: Number(variantId),
        channels: ['EMAIL'],
        notifiedAt: null,
      }),
    ]);
    const [logged] = sandbox.context.requests.list({service: 'klaviyo', limit: 1});
    expect(logged).toMatchObject({
      method: 'POST',
      path: '/client/back-in-stock-subscriptions/',
      query: `company_id=${PUBLIC_KEY}`,
      status: 202,
    });
    expect(logged!.headers).toMatchObject({
      revision: '2024-05-15',
      accept: 'application/json',
      'content-type': 'application/json',
    });
  });
});

/** The shop's request, sent by hand so one part of it can be wrong. */
async function send({
  body = backInStockBody('anna@example.com', catalogVariantId('shopify', variantId)) as unknown,
  headers = {revision: KLAVIYO_REVISION} as Record<string, string>,
  query = `company_id=${PUBLIC_KEY}`,
} = {}) {
  const response = await fetch(`${sandbox.url}/client/back-in-stock-subscriptions/?${query}`, {
    method: 'POST',
    headers: {accept: 'application/json', 'content-type': 'application/json', ...headers},
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {status: response.status, body: text ? JSON.parse(text) : null};
}

describe('what Klaviyo refuses, the sandbox refuses', () => {
  let logged: ReturnType<typeof vi.spyOn>;
  afterEach(() => logged?.mockRestore());

  it('the request exactly as built answers 202 with no body (the control)', async () => {
    expect(await send()).toEqual({status: 202, body: null});
  });

  const body = (email: string, id: string) => backInStockBody(email, id);
  const CASES: Array<[string, () => Parameters<typeof send>[0], number, object]> = [
    ['no revision header', () => ({headers: {}}), 400, {parameter: 'revision'}],
    ['another company', () => ({query: 'company_id=NoSuch'}), 400, {parameter: 'company_id'}],
    [
      'a variant id without the catalogue prefix',
      () => ({body: body('anna@example.com', variantId)}),
      400,
      {pointer: '/data/relationships/variant/data/id'},
    ],
    [
      'a variant the catalogue does not have',
      () => ({body: body('anna@example.com', catalogVariantId('shopify', '1'))}),
      404,
      {pointer: '/data/relationships/variant/data/id'},
    ],
    [
      'an e-mail that is none',
      () => ({body: body('anna@', catalogVariantId('shopify', variantId))}),
      400,
      {pointer: '/data/attributes/profile/data/attributes/email'},
    ],
  ];

  it.each(CASES)('%s: %i with a JSON:API error', async (_, request, status, source) => {
    const answer = await send(request());
    expect(answer.status).toBe(status);
    expect(answer.body.errors[0]).toMatchObject({status, source});
  });

  it('no channels: refused', async () => {
    const body = backInStockBody('anna@example.com', catalogVariantId('shopify', variantId));
    const {channels: _, ...attributes} = body.data.attributes;
    const answer = await send({body: {data: {...body.data, attributes}}});
    expect(answer.status).toBe(400);
  });

  it('refused, the app’s module answers false and logs the provider’s detail', async () => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await marketing().subscribeToBackInStock('anna@example.com', '1')).toBe(false);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^\[klaviyo\] .*404 .*\S/));
    expect(await marketing('NoSuch').subscribeToBackInStock('anna@example.com', variantId)).toBe(
      false,
    );
  });

  it('a provider that fails is false too, within the request budget', async () => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    sandbox.context.faults.arm({service: 'klaviyo', status: 503});
    expect(await marketing().subscribeToBackInStock('anna@example.com', variantId)).toBe(false);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/503/));
  });
});
