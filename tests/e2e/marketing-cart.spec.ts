/**
 * The marketing cart sync and Klaviyo's onsite events in the browser, against the sandbox
 * (docs/product.md#marketing-cart-sync, docs/product.md#data-layer-pushes, decision 0019):
 * - with marketing consent and a known contact, a cart change opens a SALESmanago CART event and
 *   the next change updates it, and `bhrBasket` holds exactly the spec's fields;
 * - without a known contact no CART event goes out (the positive control: the same flow once the
 *   contact is known does send);
 * - `Viewed Product` and `Added to Cart` reach Klaviyo's client API with their payloads;
 * - with marketing consent refused, nothing goes to Klaviyo or SALESmanago, nor to the shop's
 *   `/api/salesmanago/*`, during a browse and an add (the positive control: with consent, the
 *   same matcher sees all of them).
 */
import {loadProjectEnv} from '../../scripts/env.mjs';
import {expect, test, type Page} from './fixtures';
import {SANDBOX, sandboxQuery, sizesInStock, type StockedSize} from './support';

// Provider payloads, asserted on by shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const env = loadProjectEnv();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const WORDS = {
  it: {add: 'Aggiungi al carrello', cart: 'Carrello', increase: 'Aumenta quantità'},
  hr: {add: 'Dodaj u košaricu', cart: 'Košarica', increase: 'Povećaj količinu'},
} as const;
type Market = keyof typeof WORDS;

/** Sizes of their own: other files take the first ones of the same list. */
const stock = async (index: number) => (await sizesInStock(4))[70 + index]!;

let contacts = 0;

/**
 * A contact given to this browser by the shop's contact route, as a sign-up gets one: its
 * answer binds the contact to the browser (an HttpOnly cookie), and `smclient` then names it, as
 * the sign-up's script does.
 */
async function knownContact(page: Page, email: string, baseURL: string): Promise<string> {
  const response = await page.request.post('/api/salesmanago/contact', {
    form: {
      email,
      clientId: env.PUBLIC_SALESMANAGO_CLIENT_ID!,
      shop: new URL(baseURL).host,
      newsletter: 'false',
      action: 'backInStock',
    },
    // A client of its own: the test stack's shared address has a sign-up budget of 10.
    headers: {Origin: baseURL, 'oxygen-buyer-ip': `10.251.${process.pid % 256}.${++contacts}`},
  });
  const body = (await response.json()) as {success: boolean; contactId: string};
  expect(body.success).toBe(true);
  await page.context().addCookies([{name: 'smclient', value: body.contactId, url: baseURL}]);
  return body.contactId;
}

/** The contact's CART events at the sandbox's SALESmanago. */
async function cartEvents(contactId: string): Promise<Json[]> {
  const response = await fetch(`${SANDBOX}/sandbox/api/salesmanago?type=CART&limit=500`);
  const {events} = (await response.json()) as {events: Json[]};
  return events.filter((event) => event.contactId === contactId);
}

const basket = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('bhrBasket') ?? 'null') as Json | null);

/** The shop's cart posts from now on: the form of each. */
function cartPosts(page: Page) {
  const posts: URLSearchParams[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/salesmanago/cart')
      posts.push(new URLSearchParams(request.postData() ?? ''));
  });
  return posts;
}

async function addToCart(page: Page, item: StockedSize, market: Market) {
  await page.goto(`/${market}/${item.handle}-p?size=${encodeURIComponent(item.size)}`);
  await page.getByRole('button', {name: WORDS[market].add}).click();
  const drawer = page.getByRole('dialog', {name: WORDS[market].cart});
  await expect(drawer.locator('.cart-line')).toHaveCount(1);
  await expect(drawer.locator('.cart-line[aria-busy="true"]')).toHaveCount(0);
  return drawer;
}

/** What the sandbox's catalogue says of the size added, in the market's language. */
async function variantFacts(item: StockedSize, market: Market) {
  const {product} = await sandboxQuery<{product: Json}>(
    `query ($handle: String!) @inContext(language: ${market.toUpperCase()}) {
       product(handle: $handle) { id title vendor productType
         variants(first: 30) { nodes { id title sku price { amount } compareAtPrice { amount } } } } }`,
    {handle: item.handle},
  );
  const variant = (product.variants.nodes as Json[]).find((v) => v.id === item.variantId)!;
  return {product, variant, numeric: (gid: string) => gid.split('/').pop()!};
}

const cartToken = async (page: Page) => {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'cartId')!;
  return decodeURIComponent(cookie.value).split('?')[0];
};

test.describe('with marketing consent', () => {
  test.use({consent: 'accepted'});

  (['it', 'hr'] as const).forEach((market, index) => {
    test(`${market}: a known contact's cart opens a CART event, a change updates it, and bhrBasket holds the spec's fields`, async ({
      page,
      baseURL,
    }) => {
      const contactId = await knownContact(
        page,
        `cart-${market}-${Date.now()}@example.com`,
        baseURL!,
      );
      const posts = cartPosts(page);
      const item = await stock(index);
      const {product, variant, numeric} = await variantFacts(item, market);
      const cents = Math.round(item.price * 100);

      const drawer = await addToCart(page, item, market);
      await expect.poll(async () => (await cartEvents(contactId)).length).toBe(1);
      const [opened] = await cartEvents(contactId);
      expect(opened.eventId).toMatch(UUID);
      const token = await cartToken(page);
      expect(opened.contactEvent).toMatchObject({
        contactExtEventType: 'CART',
        products: numeric(product.id),
        value: item.price,
        externalId: token,
        detail1: product.title,
        detail2: variant.title,
        detail3: variant.sku,
        detail4: '1',
        detail5: 'EUR',
        detail6: numeric(item.variantId),
      });
      // The browser's form: no eventId for a cart not reported yet, the value in euros.
      expect(posts).toHaveLength(1);
      expect(posts[0].get('eventId')).toBeNull();
      expect(posts[0].get('value')).toBe(String(cents / 100));

      await expect.poll(async () => (await basket(page))?.cart?.eventId).toBe(opened.eventId);
      const first = (await basket(page))!;
      expect(first).toEqual({
        cart: {
          cartToken: token,
          productsId: numeric(product.id),
          productsTitle: product.title,
          variantsTitle: variant.title,
          sku: variant.sku,
          quantities: '1',
          value: cents,
          currency: 'EUR',
          variantsId: numeric(item.variantId),
          eventId: opened.eventId,
        },
        // The contact is the smclient cookie's; the state never held one.
        contactId: null,
        cookieExpiryTime: 43_200_000,
        cartCreationTime: expect.any(Number),
      });
      expect(Math.abs(first.cartCreationTime - Date.now())).toBeLessThan(60_000);

      // One more of the same size: the same event, updated.
      await drawer.getByRole('button', {name: WORDS[market].increase}).click();
      await expect
        .poll(async () => (await cartEvents(contactId))[0]?.contactEvent.detail4)
        .toBe('2');
      const events = await cartEvents(contactId);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        eventId: opened.eventId,
        contactEvent: {value: (2 * cents) / 100},
      });
      expect(posts).toHaveLength(2);
      expect(posts[1].get('eventId')).toBe(opened.eventId);
      await expect.poll(async () => (await basket(page))?.cart?.value).toBe(2 * cents);
      expect(await basket(page)).toMatchObject({
        cart: {quantities: '2', eventId: opened.eventId},
        cartCreationTime: first.cartCreationTime,
        cookieExpiryTime: 43_200_000,
      });
    });
  });

  test('withdrawing marketing consent forgets bhrBasket and the smclient and smuuid cookies', async ({
    page,
    baseURL,
  }) => {
    await knownContact(page, `withdraw-${Date.now()}@example.com`, baseURL!);
    await addToCart(page, await stock(8), 'it');
    const names = async () => (await page.context().cookies()).map((cookie) => cookie.name);
    await expect.poll(async () => (await basket(page))?.cart?.eventId).toMatch(UUID);
    await expect.poll(names).toEqual(expect.arrayContaining(['smclient', 'smuuid']));

    await page.keyboard.press('Escape');
    await page.getByRole('link', {name: 'Preferenze cookie'}).click();
    await page.getByRole('button', {name: 'Rifiuta'}).click();
    await expect
      .poll(async () => (await names()).filter((name) => name.startsWith('sm')))
      .toEqual([]);
    expect(await basket(page)).toBeNull();
  });

  test('no contact known: the cart is kept but no CART event goes out; once one is known, it does', async ({
    page,
    baseURL,
  }) => {
    const posts = cartPosts(page);
    const item = await stock(2);
    const drawer = await addToCart(page, item, 'it');
    await expect
      .poll(async () => (await basket(page))?.cart?.value)
      .toBe(Math.round(item.price * 100));
    await page.waitForTimeout(1000);
    expect(posts).toEqual([]);
    expect((await basket(page))!.cart.eventId).toBeNull();

    // Positive control: the same page, the contact now known, the next change is sent.
    const contactId = await knownContact(page, `late-${Date.now()}@example.com`, baseURL!);
    await drawer.getByRole('button', {name: WORDS.it.increase}).click();
    await expect.poll(() => posts.length).toBe(1);
    await expect.poll(async () => (await cartEvents(contactId)).length).toBe(1);
    expect(posts[0].get('contactId')).toBe(contactId);
  });

  (['it', 'hr'] as const).forEach((market, index) => {
    test(`${market}: Viewed Product and Added to Cart reach Klaviyo with their payloads, and the data layer`, async ({
      page,
    }) => {
      const item = await stock(6 + index);
      const {product, variant, numeric} = await variantFacts(item, market);
      await page.goto(`/${market}/${item.handle}-p?size=${encodeURIComponent(item.size)}`);
      const url = `${new URL(page.url()).origin}/${market}/${item.handle}-p`;
      let visit = '';
      await expect
        .poll(async () => {
          const cookie = (await page.context().cookies()).find((c) => c.name === '__kla_id');
          if (cookie)
            visit = JSON.parse(Buffer.from(decodeURIComponent(cookie.value), 'base64').toString())
              .anonymous_id as string;
          return visit;
        })
        .not.toBe('');
      const tracked = async (name: string) => {
        const response = await fetch(
          `${SANDBOX}/sandbox/api/tracking?source=klaviyo&visit=${encodeURIComponent(visit)}`,
        );
        const {events} = (await response.json()) as {events: Json[]};
        return events.filter((event) => event.name === name);
      };

      await expect.poll(async () => (await tracked('Viewed Product')).length).toBe(1);
      const [viewed] = await tracked('Viewed Product');
      const viewedProperties = {
        ProductName: product.title,
        ProductID: numeric(product.id),
        SKU: variant.sku,
        Categories: [product.productType],
        ImageURL: expect.stringMatching(/^https?:\/\//),
        URL: url,
        Brand: product.vendor,
        Price: item.price,
        CompareAtPrice: variant.compareAtPrice ? Number(variant.compareAtPrice.amount) : null,
      };
      expect(viewed.payload.attributes.properties).toEqual(viewedProperties);

      await page.getByRole('button', {name: WORDS[market].add}).click();
      await expect.poll(async () => (await tracked('Added to Cart')).length).toBe(1);
      const [added] = await tracked('Added to Cart');
      const item1 = {
        ProductID: numeric(product.id),
        SKU: variant.sku,
        ProductName: product.title,
        Quantity: 1,
        ItemPrice: item.price,
        RowTotal: item.price,
        ProductURL: url,
        ImageURL: expect.stringMatching(/^https?:\/\//),
        ProductCategories: [product.productType],
      };
      expect(added.payload.attributes.properties).toEqual({
        // The spec's total: the added item's price plus the row totals.
        $value: Math.round(item.price * 200) / 100,
        AddedItemProductName: product.title,
        AddedItemProductID: numeric(product.id),
        AddedItemSKU: variant.sku,
        AddedItemCategories: [product.productType],
        AddedItemImageURL: expect.stringMatching(/^https?:\/\//),
        AddedItemURL: url,
        AddedItemPrice: item.price,
        AddedItemQuantity: 1,
        ItemNames: [product.title],
        CheckoutURL: expect.stringContaining('/cart/c/'),
        Items: [item1],
      });

      const layer = (await page.evaluate(() => window.dataLayer ?? [])) as Json[];
      const tracks = layer.filter((entry) => entry.event === 'klaviyo.track');
      expect(tracks.map((entry) => entry.klaviyo.metric)).toEqual([
        'Viewed Product',
        'Added to Cart',
      ]);
      expect(tracks[0].klaviyo.properties).toEqual(viewedProperties);
    });
  });
});

/**
 * The requests that need marketing consent, by what they are (Klaviyo's and SALESmanago's
 * stand-ins share the sandbox's origin with everything else): the one matcher of the "nothing
 * was sent" assertion and of its positive control.
 */
const MARKETING_REQUESTS = {
  'klaviyo script': /\/onsite\/js\/(?:[^/]+\/)?klaviyo\.js/,
  'klaviyo api': /\/client\/(?:events|profiles)\//,
  'salesmanago script': /\/static\/sm\.js/,
  'salesmanago visit': /\/sm\/visit/,
  'shop route': /\/api\/salesmanago\//,
} as const;

function marketingRequests(page: Page) {
  const sent = new Set<string>();
  page.on('request', (request) => {
    for (const [kind, pattern] of Object.entries(MARKETING_REQUESTS))
      if (pattern.test(request.url())) sent.add(kind);
  });
  return sent;
}

async function browseAndAdd(page: Page, item: StockedSize, baseURL: string) {
  // A known contact, so that only consent stands between the cart and SALESmanago.
  await knownContact(page, `consent-${Date.now()}@example.com`, baseURL);
  await page.goto('/it');
  const drawer = await addToCart(page, item, 'it');
  await drawer.getByRole('button', {name: WORDS.it.increase}).click();
  await expect(drawer.locator('.cart-line[aria-busy="true"]')).toHaveCount(0);
}

test('with marketing consent refused, nothing goes to Klaviyo, SALESmanago or /api/salesmanago', async ({
  page,
  baseURL,
}) => {
  const sent = marketingRequests(page);
  await browseAndAdd(page, await stock(4), baseURL!);
  await page.waitForTimeout(1500);
  expect([...sent]).toEqual([]);
  expect(await basket(page)).toBeNull();
});

test.describe('positive control', () => {
  test.use({consent: 'accepted'});

  test('with marketing consent, the same matcher sees every one of them', async ({
    page,
    baseURL,
  }) => {
    const sent = marketingRequests(page);
    await browseAndAdd(page, await stock(5), baseURL!);
    await expect.poll(() => [...sent].sort()).toEqual(Object.keys(MARKETING_REQUESTS).sort());
  });
});
