import {expect, test, type Page} from './fixtures';
import {
  BUSY_LINE,
  expectBusyWhileHeld,
  hydrated,
  SANDBOX,
  sandboxQuery,
  sizesInStock,
} from './support';

const MARKETS = [
  {
    id: 'it',
    add: 'Aggiungi al carrello',
    cart: 'Carrello',
    checkout: "Procedi all'acquisto",
    pay: 'Paga ora',
    thanks: 'Grazie per il tuo ordine',
    back: 'Continua lo shopping',
    empty: 'Il tuo carrello è vuoto.',
    country: 'IT',
  },
  {
    id: 'sl',
    add: 'Dodaj v košarico',
    cart: 'Košarica',
    checkout: 'Nadaljuj na blagajno',
    pay: 'Plačaj zdaj',
    thanks: 'Hvala za vaše naročilo',
    back: 'Nadaljuj z nakupovanjem',
    empty: 'Vaša košarica je prazna.',
    country: 'SI',
  },
  {
    id: 'hr',
    add: 'Dodaj u košaricu',
    cart: 'Košarica',
    checkout: 'Nastavi na blagajnu',
    pay: 'Plati sada',
    thanks: 'Hvala na narudžbi',
    back: 'Nastavi kupnju',
    empty: 'Vaša košarica je prazna.',
    country: 'HR',
  },
];

async function stockOf(variantId: string) {
  const {node} = await sandboxQuery<{node: {quantityAvailable: number}}>(
    `query ($id: ID!) { node(id: $id) { ... on ProductVariant { quantityAvailable } } }`,
    {id: variantId},
  );
  return node.quantityAvailable;
}

const ADDRESSES: Record<string, {zip: string; city: string}> = {
  IT: {zip: '20121', city: 'Milano'},
  SI: {zip: '1000', city: 'Ljubljana'},
  HR: {zip: '10000', city: 'Zagreb'},
};

async function fillCheckout(page: Page, email: string, country: string) {
  await page.locator('#email').fill(email);
  await page.locator('#firstName').fill('Giulia');
  await page.locator('#lastName').fill('Bianchi');
  await page.locator('#address1').fill('Via Roma 1');
  await page.locator('#zip').fill(ADDRESSES[country]!.zip);
  await page.locator('#city').fill(ADDRESSES[country]!.city);
  await page.locator('#cardNumber').fill('4242 4242 4242 4242');
  await page.locator('#cardName').fill('Giulia Bianchi');
  await page.locator('#cardExpiry').fill('12/30');
  await page.locator('#cardCvc').fill('123');
}

for (const [index, market] of MARKETS.entries()) {
  test(`${market.id}: from the product page to "${market.thanks}", then an empty cart`, async ({
    page,
  }) => {
    const item = (await sizesInStock(5))[20 + index]!;
    const before = await stockOf(item.variantId);
    await page.goto(`/${market.id}/${item.handle}-p?size=${encodeURIComponent(item.size)}`);
    await hydrated(page);
    await page.getByRole('button', {name: market.add}).click();
    const drawer = page.getByRole('dialog', {name: market.cart});
    await drawer.getByRole('button', {name: /\+|Aumenta|Povečaj|Povećaj/}).click();
    await expect(drawer.locator('output')).toHaveText('2');

    await drawer.getByRole('link', {name: market.checkout}).click();
    await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/cart/c/`));
    await expect(page.locator('html')).toHaveAttribute('lang', market.id);
    await expect(page.locator('#country')).toHaveValue(market.country);
    await fillCheckout(page, `e2e-${market.id}@example.com`, market.country);
    await page.getByRole('button', {name: market.pay}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(market.thanks);

    expect(await stockOf(item.variantId)).toBe(before - 2);
    const {orders} = (await (
      await fetch(`${SANDBOX}/sandbox/api/orders?email=e2e-${market.id}@example.com`)
    ).json()) as {orders: Array<{lines: Array<{variantId: number; quantity: number}>}>};
    expect(orders[0]?.lines).toEqual([
      expect.objectContaining({variantId: Number(item.variantId.split('/').pop()), quantity: 2}),
    ]);

    await page.getByRole('link', {name: market.back}).click();
    await expect(page).toHaveURL(new RegExp(`/${market.id}$`));
    await hydrated(page);
    await page.getByRole('link', {name: market.cart, exact: true}).click();
    await expect(page.getByRole('dialog', {name: market.cart})).toContainText(market.empty);
  });
}

test.describe('cart analytics', () => {
  test.use({consent: 'accepted'});

  test('each cart event reaches Shopify analytics once, in order; a reload sends none again', async ({
    page,
    request,
  }) => {
    const item = (await sizesInStock(5))[25]!;
    await page.goto(`/it/${item.handle}-p?size=${encodeURIComponent(item.size)}`);
    await hydrated(page);
    const drawer = page.getByRole('dialog', {name: 'Carrello'});
    const settle = async (quantity: string | null) => {
      if (quantity) await expect(drawer.locator('output')).toHaveText(quantity);
      await expect(drawer.locator(BUSY_LINE)).toHaveCount(0);
      await expect(page.locator('html[data-cart-idle]')).toHaveCount(1);
    };
    // Positive control of `settle`: the line is busy while the add is on its way.
    await expectBusyWhileHeld(page, drawer, () =>
      page.getByRole('button', {name: 'Aggiungi al carrello'}).click(),
    );
    await settle('1');
    await drawer.getByRole('button', {name: 'Aumenta quantità'}).click();
    await settle('2');
    await drawer.getByRole('button', {name: 'Diminuisci quantità'}).click();
    await settle('1');
    await drawer.getByRole('button', {name: 'Rimuovi'}).click();
    await expect(drawer).toContainText('Il tuo carrello è vuoto.');
    await settle(null);

    // The sandbox files Shopify batches under the visit of the data-layer mirror.
    const visit = await page.evaluate(() => sessionStorage.getItem('passoVisit'));
    expect(visit).toBeTruthy();
    const cartEvents = async () => {
      const response = await request.get(
        `${SANDBOX}/sandbox/api/tracking?visit=${visit}&source=monorail`,
      );
      const {events} = (await response.json()) as {
        events: Array<{name: string; payload: {products?: string[]}}>;
      };
      return events
        .filter((event) => event.name !== 'page_rendered' && !event.name.includes('page_view'))
        .map((event) => {
          const product = event.payload.products?.[0];
          return product ? `${event.name} ×${JSON.parse(product).quantity}` : event.name;
        });
    };
    const expected = [
      'cart_updated',
      'product_added_to_cart ×1',
      'cart_updated',
      'product_added_to_cart ×1',
      'cart_updated',
      'product_removed_from_cart ×1',
      'cart_updated',
      'product_removed_from_cart ×1',
    ];
    await expect.poll(cartEvents).toEqual(expected);
    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(1000); // time enough for a wrongly repeated event to arrive
    expect(await cartEvents()).toEqual(expected);
  });
});
