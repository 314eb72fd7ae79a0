/**
 * CartData (docs/product.md#cartdata): the cart as the drawer shows it, mapped from the platform cart (or from
 * Hydrogen's optimistic copy of it, whose new lines have no cost yet). Pure: the drawer, the
 * header count and the cart page all render from this one mapping.
 */

interface CartItemPrice {
  amount: number;
  currencyCode: string;
}

interface CartItemVariant {
  compareAtPrice: CartItemPrice | null;
  price: CartItemPrice;
  id: string;
  sku: string;
  title: string;
  image: string;
  /** Not in the spec's list: the stepper needs it to stop at the stock. */
  quantityAvailable: number | null;
}

export interface CartItem {
  id: string;
  handle: string;
  productId: string;
  title: string;
  brand: string;
  productType: string;
  quantity: number;
  tags: string[];
  collections: {nodes: Array<{handle: string; title: string}>};
  /** Discount per unit, when the line has one. */
  singleItemDiscounts?: number;
  /** Not in the spec's list: the line's discounts, so the line can say what lowered its total. */
  discounts: CartLineDiscount[];
  /** Line total before its discounts (price × quantity). */
  subtotalAmount: number;
  /** Line total after its discounts. */
  totalAmount: number;
  /** Added or changed by a pending change that the platform has not confirmed yet. */
  isOptimistic: boolean;
  variant: CartItemVariant;
}

/** One discount of a line: its code (or the title of an automatic one) and the amount off. */
interface CartLineDiscount {
  label: string;
  amount: number;
}

/**
 * Both readings of the spec's discount fields at once: `{codes, types, value}` and
 * CartDiscount `{value, codes}`.
 */
interface CartDiscount {
  value: number;
  codes: string[];
  types: string[];
}

export interface CartData {
  cartItems: CartItem[];
  currency: string;
  totalDiscounts: CartDiscount;
  /** Sum of list prices (compare-at where there is one) × quantity. */
  totalListAmount: number;
  /** Sum of prices × quantity, before discount codes. */
  totalItemsAmount: number;
  /** What the shopper pays for the items. */
  totalPriceAmount: number;
  variantsCount: number;
  webUrl: string;
}

/** All defaults are empty or 0 (docs/product.md#cartdata). */
export function emptyCartData(): CartData {
  return {
    cartItems: [],
    currency: '',
    totalDiscounts: {value: 0, codes: [], types: []},
    totalListAmount: 0,
    totalItemsAmount: 0,
    totalPriceAmount: 0,
    variantsCount: 0,
    webUrl: '',
  };
}

interface Money {
  amount: string;
  currencyCode: string;
}

interface Allocation {
  __typename?: string;
  discountedAmount: Money;
  /** A code discount's code; an automatic or custom discount's title. */
  code?: string;
  title?: string;
}

/** The platform cart's fields this mapping reads (CartFields, or an optimistic copy). */
export interface PlatformCart {
  checkoutUrl?: string;
  /** The platform's time of the cart's last change: of two copies, the later one is current. */
  updatedAt?: string;
  cost?: {totalAmount: Money} | null;
  discountCodes?: Array<{code: string; applicable: boolean}>;
  discountAllocations?: Allocation[];
  isOptimistic?: boolean;
  lines: {
    nodes: Array<{
      id: string;
      quantity: number;
      isOptimistic?: boolean;
      cost?: {totalAmount: Money} | null;
      discountAllocations?: Allocation[];
      merchandise: PlatformMerchandise | Record<string, never>;
    }>;
  };
}

export interface PlatformMerchandise {
  id: string;
  title: string;
  sku?: string | null;
  quantityAvailable?: number | null;
  price: Money;
  compareAtPrice?: Money | null;
  image?: {url: string} | null;
  product: {
    id: string;
    title: string;
    handle: string;
    vendor: string;
    productType: string;
    tags: string[];
    collections?: {nodes: Array<{handle: string; title: string}>};
  };
}

const amountOf = (money: Money | null | undefined) => (money ? Number(money.amount) : 0);
/** Money in cents while adding, so that sums of decimal amounts stay exact. */
const cents = (value: number) => Math.round(value * 100);
const sumAllocations = (allocations: Allocation[] | undefined) =>
  (allocations ?? []).reduce((sum, a) => sum + cents(amountOf(a.discountedAmount)), 0);

/** docs/product.md#cartdata names a discount's kind; the platform's allocation type says it. */
function discountType(typename: string | undefined): string {
  if (typename === 'CartAutomaticDiscountAllocation') return 'automatic';
  if (typename === 'CartCustomDiscountAllocation') return 'custom';
  return 'code';
}

function toCartItem(
  line: PlatformCart['lines']['nodes'][number],
  cartIsOptimistic: boolean,
): CartItem | null {
  const merchandise = line.merchandise as PlatformMerchandise;
  if (!merchandise?.id || !merchandise.product) return null;
  const price = amountOf(merchandise.price);
  const lineDiscount = sumAllocations(line.discountAllocations);
  // Hydrogen's optimistic copy changes quantities but not costs: recompute until confirmed.
  const unconfirmed = Boolean(line.isOptimistic) || !line.cost;
  const optimistic = cartIsOptimistic || unconfirmed;
  const total = optimistic
    ? Math.max(0, cents(price) * line.quantity - lineDiscount)
    : cents(amountOf(line.cost?.totalAmount));
  const compareAt = amountOf(merchandise.compareAtPrice);
  const discounts = (line.discountAllocations ?? [])
    .map((a) => ({label: a.code ?? a.title ?? '', amount: amountOf(a.discountedAmount)}))
    .filter((d) => d.amount > 0);
  return {
    id: line.id,
    handle: merchandise.product.handle,
    productId: merchandise.product.id,
    title: merchandise.product.title,
    brand: merchandise.product.vendor,
    productType: merchandise.product.productType,
    quantity: line.quantity,
    tags: merchandise.product.tags,
    collections: {nodes: merchandise.product.collections?.nodes ?? []},
    ...(lineDiscount > 0 && line.quantity > 0
      ? {singleItemDiscounts: lineDiscount / line.quantity / 100}
      : {}),
    discounts,
    subtotalAmount: (cents(price) * line.quantity) / 100,
    totalAmount: total / 100,
    isOptimistic: unconfirmed,
    variant: {
      id: merchandise.id,
      sku: merchandise.sku ?? '',
      title: merchandise.title,
      image: merchandise.image?.url ?? '',
      price: {amount: price, currencyCode: merchandise.price.currencyCode},
      compareAtPrice:
        compareAt > price
          ? {amount: compareAt, currencyCode: merchandise.compareAtPrice!.currencyCode}
          : null,
      quantityAvailable: merchandise.quantityAvailable ?? null,
    },
  };
}

export function toCartData(cart: PlatformCart | null | undefined): CartData {
  if (!cart) return emptyCartData();
  const cartItems: CartItem[] = [];
  let list = 0;
  let items = 0;
  let lineDiscounts = 0;
  const types = new Set<string>();
  for (const line of cart.lines.nodes) {
    const item = toCartItem(line, Boolean(cart.isOptimistic));
    if (!item) continue;
    cartItems.push(item);
    items += cents(item.variant.price.amount) * item.quantity;
    list += cents(item.variant.compareAtPrice?.amount ?? item.variant.price.amount) * item.quantity;
    lineDiscounts += sumAllocations(line.discountAllocations);
    for (const allocation of line.discountAllocations ?? [])
      types.add(discountType(allocation.__typename));
  }
  const cartDiscounts = sumAllocations(cart.discountAllocations);
  for (const allocation of cart.discountAllocations ?? [])
    types.add(discountType(allocation.__typename));
  const discounts = lineDiscounts + cartDiscounts;
  const optimistic = Boolean(cart.isOptimistic) || cartItems.some((item) => item.isOptimistic);
  const total =
    !optimistic && cart.cost
      ? cents(amountOf(cart.cost.totalAmount))
      : Math.max(0, items - discounts);
  return {
    cartItems,
    currency: cart.cost?.totalAmount.currencyCode ?? cartItems[0]?.variant.price.currencyCode ?? '',
    totalDiscounts: {
      value: discounts / 100,
      codes: (cart.discountCodes ?? []).filter((c) => c.applicable).map((c) => c.code),
      types: [...types],
    },
    totalListAmount: list / 100,
    totalItemsAmount: items / 100,
    totalPriceAmount: total / 100,
    variantsCount: cartItems.length,
    webUrl: cart.checkoutUrl ?? '',
  };
}

/** Codes the shopper entered that the platform does not honour. */
export function rejectedDiscountCodes(cart: PlatformCart | null | undefined): string[] {
  return (cart?.discountCodes ?? []).filter((c) => !c.applicable).map((c) => c.code);
}

/**
 * The cart as the platform last confirmed it: the layout's, unless a change's answer is newer
 * (a change landing, lib/commerce/cart-landing.ts).
 */
export function latestCart<C extends PlatformCart>(
  loaded: C | null,
  answered: PlatformCart | null | undefined,
): C | PlatformCart | null {
  if (!answered?.updatedAt) return loaded;
  if (!loaded?.updatedAt || answered.updatedAt > loaded.updatedAt) return answered;
  return loaded;
}
