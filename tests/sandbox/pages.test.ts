import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startTestSandbox, type TestSandbox} from './helpers';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.stop());

const inLanguage = (language: string, selection: string) =>
  `query Q($language: LanguageCode) @inContext(language: $language) { ${selection} }`;

describe('shop policies', () => {
  it('answers each policy in the shop language, with its URL on the shop domain', async () => {
    const selection =
      'shop { refundPolicy { id handle title body url } privacyPolicy { handle title } shippingPolicy { title } termsOfService { title } }';
    const it_ = await t.gql(inLanguage('IT', selection), {language: 'IT'});
    const hr = await t.gql(inLanguage('HR', selection), {language: 'HR'});
    expect(it_.body.errors).toBeUndefined();
    const refund = it_.body.data.shop.refundPolicy;
    expect(refund).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/shopify\/ShopPolicy\/\d+$/),
      handle: 'refund-policy',
      title: 'Resi e rimborsi',
      url: `${t.url}/policies/refund-policy`,
    });
    expect(refund.body).toContain('<h2>');
    expect(it_.body.data.shop.privacyPolicy.handle).toBe('privacy-policy');
    expect(hr.body.data.shop).toMatchObject({
      refundPolicy: {title: 'Povrati i povrat novca'},
      privacyPolicy: {title: 'Politika privatnosti'},
      shippingPolicy: {title: 'Dostava'},
      termsOfService: {title: 'Opći uvjeti prodaje'},
    });
    expect(hr.body.data.shop.refundPolicy.body).toContain('30 dana');
  });

  it('leaves out a policy skipped with @include, as the storefront asks for one at a time', async () => {
    const {body} = await t.gql(
      'query P($a: Boolean!, $b: Boolean!) { shop { refundPolicy @include(if: $a) { title } shippingPolicy @include(if: $b) { title } } }',
      {a: false, b: true},
    );
    expect(body.data.shop).toEqual({shippingPolicy: {title: 'Spedizioni'}});
  });
});

describe('pages', () => {
  it('finds a page by handle or id, translated, with its SEO and a plain-text summary', async () => {
    const selection =
      'page(handle: "payment-methods") { id handle title body bodySummary seo { title description } onlineStoreUrl createdAt }';
    const {body} = await t.gql(inLanguage('SL', selection), {language: 'SL'});
    expect(body.errors).toBeUndefined();
    const {page} = body.data;
    expect(page).toMatchObject({
      handle: 'payment-methods',
      title: 'Načini plačila',
      seo: {title: 'Načini plačila', description: expect.stringContaining('PayPal')},
      onlineStoreUrl: `${t.url}/pages/payment-methods`,
    });
    expect(page.body).toContain('<ul>');
    expect(page.bodySummary).not.toContain('<');
    expect(page.bodySummary.length).toBeLessThanOrEqual(150);

    const byId = await t.gql(
      `{ page(id: "${page.id}") { handle } node(id: "${page.id}") { ... on Page { title } } }`,
    );
    expect(byId.body.data).toEqual({
      page: {handle: 'payment-methods'},
      node: {title: 'Metodi di pagamento'},
    });
  });

  it('answers null for an unknown handle', async () => {
    const {body} = await t.gql('{ page(handle: "nope") { id } }');
    expect(body).toEqual({data: {page: null}});
  });

  it('the customer-service menu links the pages and policies on the shop domain', async () => {
    const {body} = await t.gql(
      inLanguage('SL', 'menu(handle: "customer-service") { items { title type url resourceId } }'),
      {language: 'SL'},
    );
    expect(body.data.menu.items).toEqual([
      {
        title: 'Kontakt',
        type: 'PAGE',
        url: `${t.url}/pages/contact`,
        resourceId: expect.stringMatching(/^gid:\/\/shopify\/Page\//),
      },
      {
        title: 'Dostava',
        type: 'SHOP_POLICY',
        url: `${t.url}/policies/shipping-policy`,
        resourceId: expect.stringMatching(/^gid:\/\/shopify\/ShopPolicy\//),
      },
      {
        title: 'Vračila',
        type: 'SHOP_POLICY',
        url: `${t.url}/policies/refund-policy`,
        resourceId: expect.any(String),
      },
      {
        title: 'Načini plačila',
        type: 'PAGE',
        url: `${t.url}/pages/payment-methods`,
        resourceId: expect.any(String),
      },
    ]);
  });
});
