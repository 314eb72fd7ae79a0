export interface StorePin {
  id: string; // the Shopify Location id (gid://shopify/Location/…)
  name: string; // "Passo Milano Duomo"
  latitude: number;
  longitude: number;
  href: string; // the store page's path, market included: "/it/negozi/milano-duomo"
  /** Shown in the pin's label: "Aperto ora" / "Chiuso", or null. */
  status: string | null;
}
