/**
 * A search hit: the Shopify connector's record, one per variant (with `distinct` one per
 * product). Its card is mapped in commerce/product-cards.ts.
 */
export interface ProductHit {
  objectID: string;
  id: number;
  title: string;
  handle: string;
  vendor: string;
  price: number;
  compare_at_price?: number | null;
  image?: string | null;
  inventory_available?: boolean;
}
