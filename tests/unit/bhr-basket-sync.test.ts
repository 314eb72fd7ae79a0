/**
 * The marketing cart sync (docs/product.md#marketing-cart-sync) as a table: each rule and each
 * edge, from a stored `bhrBasket` and a confirmed cart to the state saved and whether a CART
 * event goes out; then the answers (rule 4) and the form the event is sent as.
 */
import {describe, expect, it} from 'vitest';
import {toCartData, type PlatformCart} from '~/lib/commerce/cart-data';
import {
  EMPTY_MARKETING_CART_STATE,
  knownContactId,
  type MarketingCart,
  type MarketingCartState,
} from '~/lib/marketing/bhr-basket';
import {
  bhrBasketAfterAnswer,
  cartEventFields,
  syncBhrBasket,
  type CartSnapshot,
} from '~/lib/marketing/bhr-basket-sync';

const NOW = Date.UTC(2026, 10, 24, 10, 0, 0);
const HOUR = 3_600_000;
const CONTACT = '5b0e3c1a-7f2d-4e8b-9a61-2c4d8e0f1a3b';
const EVENT = '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f';
const LATER_EVENT = '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';

const money = (amount: string) => ({amount, currencyCode: 'EUR'});
const line = (n: number, price: string, quantity: number, variantTitle: string, sku: string) => ({
  id: `gid://shopify/CartLine/l${n}`,
  quantity,
  cost: {totalAmount: money((Number(price) * quantity).toFixed(2))},
  merchandise: {
    id: `gid://shopify/ProductVariant/4501234567890${n}`,
    title: variantTitle,
    sku,
    price: money(price),
    product: {
      id: `gid://shopify/Product/80012345${n}`,
      title: n === 1 ? 'Sneaker Aurora' : 'Stivaletto, pelle',
      handle: `p${n}`,
      vendor: 'Passo',
      productType: 'Scarpe',
      tags: [],
    },
  },
});

/** A confirmed cart: 2 × 89,90 € and 1 × 45,50 € = 225,30 €. */
function snapshot(total = '225.30'): NonNullable<CartSnapshot> {
  const cart: PlatformCart = {
    checkoutUrl: 'https://checkout.passo.example/cart/c/TOKEN1?key=k',
    cost: {totalAmount: money(total)},
    lines: {nodes: [line(1, '89.90', 2, '42', 'AUR-42'), line(2, '45.50', 1, '38 / Nero', '')]},
  };
  return {token: 'TOKEN1', cartData: toCartData(cart)};
}

/** The cart state that cart rebuilds to. */
const REBUILT: MarketingCart = {
  cartToken: 'TOKEN1',
  productsId: '800123451,800123452',
  productsTitle: 'Sneaker Aurora,Stivaletto, pelle',
  variantsTitle: '42,38 / Nero',
  sku: 'AUR-42,',
  quantities: '2,1',
  value: 22530,
  currency: 'EUR',
  variantsId: '45012345678901,45012345678902',
  eventId: null,
};

const state = (patch: Partial<MarketingCartState> = {}): MarketingCartState => ({
  ...EMPTY_MARKETING_CART_STATE,
  ...patch,
});
/** A stored cart of another total (199,80 €), with an event opened at `openedAt`. */
const stored = (openedAt: number | null, patch: Partial<MarketingCart> = {}) =>
  state({
    contactId: CONTACT,
    cart: {...REBUILT, value: 19980, eventId: openedAt === null ? null : EVENT, ...patch},
    cookieExpiryTime: openedAt === null ? null : 12 * HOUR,
    cartCreationTime: openedAt,
  });
/** A stored cart with only `keys` of its fields, of the same total as the cart. */
const partial = (keys: Array<keyof MarketingCart>) =>
  state({
    contactId: CONTACT,
    cart: Object.fromEntries(keys.map((key) => [key, REBUILT[key]])) as unknown as MarketingCart,
  });

interface Row {
  name: string;
  before: MarketingCartState;
  cart: CartSnapshot;
  cookie?: string;
  marker?: boolean;
  after: MarketingCartState | 'unchanged';
  report: boolean;
}

const RESET = {cart: {}, cookieExpiryTime: null, cartCreationTime: null};

const ROWS: Row[] = [
  {
    name: 'rule 1: no cart resets the state, the contact stays',
    before: stored(NOW - HOUR),
    cart: null,
    after: state({...RESET, contactId: CONTACT}),
    report: false,
  },
  {
    name: 'rule 1: a cart whose total is 0 resets the state',
    before: stored(NOW - HOUR),
    cart: snapshot('0.00'),
    after: state({...RESET, contactId: CONTACT}),
    report: false,
  },
  {
    name: 'rule 1: a state already reset stays the same object (nothing to save)',
    before: state({contactId: CONTACT}),
    cart: null,
    after: 'unchanged',
    report: false,
  },
  {
    name: 'rule 2: the same total leaves the state as it is, and an open event sends nothing',
    before: stored(NOW - HOUR, {value: 22530}),
    cart: snapshot(),
    after: 'unchanged',
    report: false,
  },
  {
    name: 'rule 2: a changed total rebuilds the cart and keeps its open event; rule 3 sends',
    before: stored(NOW - HOUR),
    cart: snapshot(),
    after: stored(NOW - HOUR, {value: 22530}),
    report: true,
  },
  {
    name: 'rule 2: an event past cookieExpiryTime (a duration from cartCreationTime) is dropped',
    before: stored(NOW - 12 * HOUR - 1),
    cart: snapshot(),
    after: state({contactId: CONTACT, cart: REBUILT}),
    report: true,
  },
  {
    name: 'rule 2: an event exactly cookieExpiryTime old is still reused',
    before: stored(NOW - 12 * HOUR),
    cart: snapshot(),
    after: stored(NOW - 12 * HOUR, {value: 22530}),
    report: true,
  },
  {
    name: 'rule 2: the first cart is built from nothing',
    before: state(),
    cart: snapshot(),
    cookie: `smclient=${CONTACT}`,
    after: state({cart: REBUILT}),
    report: true,
  },
  {
    name: 'rule 3: no contact (none in the state, no smclient cookie) sends nothing',
    before: state(),
    cart: snapshot(),
    cookie: 'other=1',
    after: state({cart: REBUILT}),
    report: false,
  },
  {
    name: 'rule 3: a contact known from the smclient cookie only is enough',
    before: stored(null),
    cart: snapshot(),
    cookie: `cartId=x; smclient=${CONTACT}`,
    after: stored(null, {value: 22530}),
    report: true,
  },
  {
    name: 'rule 3: without the monitoring script’s marker nothing is sent',
    before: stored(NOW - HOUR),
    cart: snapshot(),
    marker: false,
    after: stored(NOW - HOUR, {value: 22530}),
    report: false,
  },
  {
    name: 'rule 3: a cart state of 5 keys sends nothing',
    before: partial(['cartToken', 'productsId', 'quantities', 'value', 'currency']),
    cart: snapshot(),
    after: 'unchanged',
    report: false,
  },
  {
    name: 'rule 3: a cart state of 6 keys is enough',
    before: partial(['cartToken', 'productsId', 'quantities', 'value', 'currency', 'variantsId']),
    cart: snapshot(),
    after: 'unchanged',
    report: true,
  },
  {
    name: 'a cart never reported (no event id) goes out once a contact is known, same total',
    before: stored(null, {value: 22530}),
    cart: snapshot(),
    after: 'unchanged',
    report: true,
  },
];

describe('bhrBasket transitions (docs/product.md#marketing-cart-sync)', () => {
  it.each(ROWS)('$name', ({before, cart, cookie = '', marker = true, after, report}) => {
    const frozen = structuredClone(before);
    const result = syncBhrBasket(before, cart, {
      now: NOW,
      contactId: knownContactId(before, cookie),
      hasMarker: marker,
    });
    if (after === 'unchanged') expect(result.state).toBe(before);
    else expect(result.state).toEqual(after);
    expect(result.report).toBe(report);
    expect(before).toEqual(frozen);
  });

  it('rebuilds with exactly the fields of the marketing cart state', () => {
    const {state: next} = syncBhrBasket(state(), snapshot(), {
      now: NOW,
      contactId: null,
      hasMarker: true,
    });
    expect(Object.keys(next).sort()).toEqual([
      'cart',
      'cartCreationTime',
      'contactId',
      'cookieExpiryTime',
    ]);
    expect(Object.keys(next.cart).sort()).toEqual(
      [
        'cartToken',
        'productsId',
        'productsTitle',
        'variantsTitle',
        'sku',
        'quantities',
        'value',
        'currency',
        'variantsId',
        'eventId',
      ].sort(),
    );
  });
});

describe('bhrBasket after a cart answer (rule 4)', () => {
  const ok = (eventId: string, cartExpiry?: number) => ({success: true, eventId, cartExpiry});
  const unreported = stored(null, {value: 22530});
  const open = stored(NOW - HOUR, {value: 22530});

  it('the first event id sets cartCreationTime to now and cookieExpiryTime to cartExpiry × 1000', () => {
    expect(bhrBasketAfterAnswer(unreported, 200, ok(EVENT, 43_200), NOW)).toEqual(
      state({
        contactId: CONTACT,
        cart: {...REBUILT, eventId: EVENT},
        cookieExpiryTime: 43_200_000,
        cartCreationTime: NOW,
      }),
    );
  });

  it('a later, new event id keeps cartCreationTime and takes the new expiry', () => {
    expect(bhrBasketAfterAnswer(open, 200, ok(LATER_EVENT, 600), NOW)).toEqual({
      ...open,
      cart: {...open.cart, eventId: LATER_EVENT},
      cookieExpiryTime: 600_000,
      cartCreationTime: NOW - HOUR,
    });
  });

  it('without cartExpiry, cookieExpiryTime is the default 43,200,000 ms', () => {
    expect(bhrBasketAfterAnswer(unreported, 200, ok(EVENT), NOW).cookieExpiryTime).toBe(43_200_000);
  });

  it.each([
    ['the same event id again', open, 200, ok(EVENT, 1)],
    ['a 422 with a success body', unreported, 422, ok(EVENT, 43_200)],
    ['a 503', unreported, 503, {success: false, message: 'x'}],
    ['no answer at all', unreported, 0, null],
    ['success: false on a 200', unreported, 200, {success: false, eventId: EVENT}],
    ['a 200 without an event id', unreported, 200, {success: true}],
    ['a 200 not JSON', unreported, 200, 'ok'],
    ['a cart emptied meanwhile', state({contactId: CONTACT}), 200, ok(EVENT, 43_200)],
  ])('ignores %s', (_, before, status, body) => {
    expect(bhrBasketAfterAnswer(before, status, body, NOW)).toBe(before);
  });
});

describe('the CART form (POST /api/salesmanago/cart)', () => {
  const shop = {clientId: 'psbx7k2m9q1w', shop: 'passo.example'};

  it('has exactly the spec’s fields; value is the stored minor units / 100', () => {
    expect(cartEventFields(REBUILT, CONTACT, shop)).toEqual({
      type: 'CART',
      token: 'TOKEN1',
      products: '800123451,800123452',
      variantsId: '45012345678901,45012345678902',
      detail1: 'Sneaker Aurora,Stivaletto, pelle',
      detail2: '42,38 / Nero',
      detail3: 'AUR-42,',
      detail4: '2,1',
      detail5: 'EUR',
      value: '225.3',
      clientId: 'psbx7k2m9q1w',
      shop: 'passo.example',
      contactId: CONTACT,
    });
  });

  it('carries the open event id, and is form-encoded with commas kept as sent', () => {
    const fields = cartEventFields({...REBUILT, eventId: EVENT, value: 5}, CONTACT, shop);
    expect(fields.eventId).toBe(EVENT);
    expect(fields.value).toBe('0.05');
    const body = new URLSearchParams(fields);
    expect(body.get('products')).toBe('800123451,800123452');
    expect(body.toString()).toContain('products=800123451%2C800123452');
  });
});
