/** Storefront API menus mapped to the shop's own paths (docs/product.md#urls-and-alternates). */
import {collectionPath, localizePath, productPath, type Market} from '../markets';

export interface ApiMenuItem {
  id: string;
  title: string;
  url?: string | null;
  items?: ApiMenuItem[];
}

/**
 * A menu entry as every page sends it: no id (a menu is known by its entries' places) and no
 * `items` when it has none.
 */
export interface MenuLink {
  title: string;
  /** A path of this shop, or an absolute URL of another site. */
  to: string;
  items?: MenuLink[];
}

/**
 * Shopify answers absolute URLs on the shop's domains (`https://shop/collections/donna`); they
 * become market paths (`/sl/donna`, `/sl/pages/contact`). URLs of other sites stay as they are.
 */
export function menuItemPath(
  url: string | null | undefined,
  market: Market,
  shopOrigins: string[],
): string {
  if (!url) return localizePath(market, '/');
  let parsed: URL;
  try {
    parsed = new URL(url, shopOrigins[0] ?? 'https://shop.invalid');
  } catch {
    return localizePath(market, '/');
  }
  if (!shopOrigins.includes(parsed.origin) && /^https?:/.test(url)) return url;
  const [kind, handle] = parsed.pathname.split('/').filter(Boolean);
  if (kind === 'collections' && handle) return collectionPath(market, handle);
  if (kind === 'products' && handle) return productPath(market, handle);
  // Pages and policies keep Shopify's paths under the market (app/routes.ts).
  if ((kind === 'pages' || kind === 'policies') && handle) {
    return localizePath(market, `/${kind}/${handle}`);
  }
  return localizePath(market, kind ? `/${kind}` : '/');
}

export function toMenuLinks(
  items: ApiMenuItem[] | undefined,
  market: Market,
  shopOrigins: string[],
): MenuLink[] {
  return (items ?? []).map((item) => {
    const link: MenuLink = {title: item.title, to: menuItemPath(item.url, market, shopOrigins)};
    if (item.items?.length) link.items = toMenuLinks(item.items, market, shopOrigins);
    return link;
  });
}
