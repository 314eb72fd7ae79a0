/**
 * Restocking a variant from the inspector: the stock is back in the Storefront API and the search
 * index at once, and each waiting back-in-stock subscriber is e-mailed exactly once.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {klaviyoKeys, storefrontUrl} from '../../sandbox/config';
import type {VariantRecord} from '../../sandbox/db/catalog';
import {data, setStock, stockInDb, variantGid, variantPicker} from './cart-helpers';
import {fetchJson, startTestSandbox, type JsonBody, type TestSandbox} from './helpers';
import {query} from './search-helpers';

let t: TestSandbox;
let pick: () => VariantRecord;
beforeAll(async () => {
  t = await startTestSandbox();
  pick = variantPicker(t);
});
afterAll(() => t.stop());

const subscribe = async (
  variant: VariantRecord,
  who: Record<string, string>,
  channels = ['EMAIL'],
) => {
  const response = await fetch(
    `${t.url}/client/back-in-stock-subscriptions/?company_id=${klaviyoKeys().publicKey}`,
    {
      method: 'POST',
      headers: {revision: '2024-05-15', 'content-type': 'application/json'},
      body: JSON.stringify({
        data: {
          type: 'back-in-stock-subscription',
          attributes: {channels, profile: {data: {type: 'profile', attributes: who}}},
          relationships: {
            variant: {data: {type: 'catalog-variant', id: `$shopify:::$default:::${variant.id}`}},
          },
        },
      }),
    },
  );
  expect(response.status).toBe(202);
};
const restock = (body: unknown, headers: Record<string, string> = {}) =>
  fetchJson(`${t.url}/sandbox/api/restock`, {
    method: 'POST',
    headers: {'content-type': 'application/json', ...headers},
    body: JSON.stringify(body),
  });
const outbox = async (): Promise<JsonBody[]> =>
  (await fetchJson(`${t.url}/sandbox/api/outbox?limit=500`)).body.emails;
const productOf = (variant: VariantRecord) =>
  t.sandbox.context.catalog.productById.get(variant.productId)!;

/** What the Storefront API says of the variant and its product. */
async function storefront(variant: VariantRecord) {
  const {product} = await data(
    t,
    `query($handle: String!) { product(handle: $handle) { availableForSale
      variants(first: 50) { nodes { id availableForSale quantityAvailable } } } }`,
    {handle: productOf(variant).handle},
  );
  const node = product.variants.nodes.find((v: JsonBody) => v.id === variantGid(variant));
  return {product: product.availableForSale, ...node};
}

/** The variant's record in the Italian search index. */
async function searched(variant: VariantRecord) {
  const answer = await query(t, {
    numericFilters: [`id=${variant.productId}`],
    facetFilters: [`options.taglia:${variant.options[0]}`],
  });
  return answer.hits.find((hit: JsonBody) => hit.objectID === String(variant.id));
}

describe('restock', () => {
  it('puts the stock back everywhere and e-mails each waiting subscriber once', async () => {
    const variant = pick();
    const others = productOf(variant).variants.filter((v) => v.id !== variant.id);
    for (const v of [variant, ...others]) setStock(t, v, 0); // the whole product sold out
    await subscribe(variant, {email: 'anna@example.com'});
    await subscribe(variant, {email: 'bruno@example.com', phone_number: '+393339998888'}, [
      'EMAIL',
      'SMS',
    ]);
    await subscribe(variant, {phone_number: '+393331112222'}, ['SMS']);
    await subscribe(others[0] ?? pick(), {email: 'other-size@example.com'});
    expect(await storefront(variant)).toMatchObject({
      product: false,
      availableForSale: false,
      quantityAvailable: 0,
    });
    expect(await searched(variant)).toMatchObject({
      inventory_available: false,
      inventory_quantity: 0,
    });
    const sent = (await outbox()).length;

    const {status, body} = await restock({variantId: variantGid(variant), quantity: 5});
    expect(status).toBe(200);
    expect(body).toEqual({variantId: variantGid(variant), quantity: 5, notified: 3, emailed: 2});

    expect(await storefront(variant)).toMatchObject({
      product: true,
      availableForSale: true,
      quantityAvailable: 5,
    });
    expect(await searched(variant)).toMatchObject({
      inventory_available: true,
      inventory_quantity: 5,
    });
    expect(stockInDb(t, variant)).toBe(5);

    const emails = (await outbox()).slice(0, (await outbox()).length - sent);
    expect(emails.map((e) => e.to).sort()).toEqual(['anna@example.com', 'bruno@example.com']);
    const link = `${storefrontUrl()}/it/${productOf(variant).handle}-p`;
    for (const email of emails) {
      expect(email.subject).toBe(`La taglia ${variant.options[0]} è di nuovo disponibile`);
      expect(email.kind).toBe('back_in_stock');
      expect(email.html).toContain(`href="${link}"`);
      expect(email.text).toContain(link);
      expect(email.text).toContain(productOf(variant).title.it);
    }
    const {backInStock} = (await fetchJson(`${t.url}/sandbox/api/klaviyo?variantId=${variant.id}`))
      .body;
    expect(backInStock).toHaveLength(3);
    expect(backInStock.every((s: JsonBody) => typeof s.notifiedAt === 'string')).toBe(true);

    // Restocking again e-mails nobody; a new subscription after the notice is e-mailed once.
    expect((await restock({variantId: variant.id, quantity: 8})).body).toMatchObject({
      notified: 0,
      emailed: 0,
    });
    expect((await outbox()).length).toBe(sent + 2);
    expect(await storefront(variant)).toMatchObject({quantityAvailable: 8});
    await subscribe(variant, {email: 'anna@example.com'});
    expect((await restock({variantId: String(variant.id)})).body).toMatchObject({
      quantity: 10,
      emailed: 1,
    });
    expect((await outbox())[0].to).toBe('anna@example.com');
    // The other size's subscriber still waits.
    expect((await outbox()).map((e) => e.to)).not.toContain('other-size@example.com');
  });

  it.each<[Record<string, unknown>, number]>([
    [{variantId: 'gid://shopify/Product/1'}, 400],
    [{variantId: 'abc'}, 400],
    [{}, 400],
    [{variantId: 999999999}, 404],
    [{variantId: 'VARIANT', quantity: 0}, 400],
    [{variantId: 'VARIANT', quantity: 2.5}, 400],
    [{variantId: 'VARIANT', quantity: -3}, 400],
  ])('refuses %j with %i and changes nothing', async (body, status) => {
    const variant = pick();
    setStock(t, variant, 0);
    const sent = {...body, variantId: body.variantId === 'VARIANT' ? variant.id : body.variantId};
    const answer = await restock(sent);
    expect(answer.status).toBe(status);
    expect(answer.body.error).toEqual(expect.any(String));
    expect(stockInDb(t, variant)).toBe(0);
  });
});

describe('the Restock tab', () => {
  const form = (variant: VariantRecord, headers: Record<string, string>) =>
    fetch(`${t.url}/sandbox?tab=restock`, {
      method: 'POST',
      headers: {'content-type': 'application/x-www-form-urlencoded', ...headers},
      body: new URLSearchParams({
        variantId: String(variant.id),
        quantity: '3',
        product: '',
      }).toString(),
      redirect: 'manual',
    });

  it('lists the sold-out variant with its waiting subscribers, filtered by product', async () => {
    const variant = pick();
    setStock(t, variant, 0);
    await subscribe(variant, {email: 'tab@example.com'});
    const {handle} = productOf(variant);
    const html = await (await fetch(`${t.url}/sandbox?tab=restock&product=${handle}`)).text();
    expect(html).toContain('aria-current="page">Restock</a>');
    const row = html.slice(html.indexOf(`<code class="muted">${handle}</code>`));
    expect(row).toMatch(/<td class="num">1<\/td>/); // one subscriber waits
    expect(html).toContain(`name="variantId" value="${variant.id}"`);
    expect(html).toContain('<button>Restock</button>');
    const none = await (await fetch(`${t.url}/sandbox?tab=restock&product=no-such-product`)).text();
    expect(none).not.toContain('name="variantId"');
  });

  it('restocks from the form posted by its own page, and refuses a forged one', async () => {
    const variant = pick();
    setStock(t, variant, 0);
    await subscribe(variant, {email: 'form@example.com'});
    for (const headers of [
      {} as Record<string, string>,
      {origin: 'https://evil.example'},
      {origin: t.url, 'sec-fetch-site': 'cross-site'},
    ]) {
      const forged = await form(variant, headers);
      expect(forged.status, JSON.stringify(headers)).toBe(403);
      expect(await forged.text()).toContain('role="alert"');
    }
    const foreign = await restock({variantId: variant.id}, {origin: 'https://evil.example'});
    expect(foreign.status).toBe(403);
    expect(stockInDb(t, variant)).toBe(0);

    const posted = await form(variant, {origin: t.url, 'sec-fetch-site': 'same-origin'});
    expect(posted.status).toBe(303);
    const location = posted.headers.get('location')!;
    expect(location).toMatch(/^\/sandbox\?tab=restock&/);
    expect(stockInDb(t, variant)).toBe(3);
    expect((await outbox())[0].to).toBe('form@example.com');
    const page = await (await fetch(`${t.url}${location}`)).text();
    expect(page).toContain('1 back-in-stock e-mail sent');
  });
});
