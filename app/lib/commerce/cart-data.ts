/** CartData (spec §3): the shape the cart drawer renders. The mapping arrives with the cart. */

export interface CartItemPrice {
  amount: number;
  currencyCode: string;
}

export interface CartItemVariant {
  compareAtPrice: CartItemPrice | null;
  price: CartItemPrice;
  id: string;
  sku: string;
  title: string;
  image: string;
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
  singleItemDiscounts?: number;
  variant: CartItemVariant;
}

export interface CartDiscount {
  value: number;
  codes: string[];
  types: string[];
}

export interface CartData {
  cartItems: CartItem[];
  currency: string;
  totalDiscounts: CartDiscount;
  totalListAmount: number;
  totalItemsAmount: number;
  totalPriceAmount: number;
  variantsCount: number;
  webUrl: string;
}

/** All defaults are empty or 0 (spec §3). */
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
