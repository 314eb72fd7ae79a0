/** Page views for the tag manager (docs/product.md#page-views). Pure functions. */
import type {PageViewedPayload} from './events';

/** Page types known to analytics (docs/product.md#page-types). */
export type PageType =
  | 'article'
  | 'blog'
  | 'captcha'
  | 'cart'
  | 'collection'
  | 'customers/account'
  | 'customers/activate_account'
  | 'customers/addresses'
  | 'customers/login'
  | 'customers/order'
  | 'customers/register'
  | 'customers/reset_password'
  | 'gift_card'
  | 'index'
  | 'list-collections'
  | '403'
  | '404'
  | 'page'
  | 'password'
  | 'product'
  | 'policy'
  | 'search';

/** The tracked path never carries an `email` query parameter (docs/product.md#page-views). */
export function trackedPath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) {
    if (key.toLowerCase() === 'email') params.delete(key);
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * What makes a new page view: another path or other listing parameters; choosing a size on a
 * product page (`?size=`) stays the same view.
 */
export function pageViewKey(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('size');
  return trackedPath(pathname, `?${params.toString()}`);
}

export interface PageViewEntry {
  event: 'page_view';
  page_type: PageType;
  page_path: string;
  page_title: string;
  language: string;
  country: string;
}

/** The data-layer push of a page view. */
export function pageViewEntry(view: PageViewedPayload): PageViewEntry {
  return {
    event: 'page_view',
    page_type: view.pageType,
    page_path: view.path,
    page_title: view.title,
    language: view.language,
    country: view.country,
  };
}

/** What a route module declares in `handle`: its page type, fixed or read from its data. */
export interface TrackingHandle {
  pageType: PageType | ((data: unknown) => PageType);
}

/**
 * A page's type, from the deepest route that declares one. A route whose data is missing
 * failed (its error boundary shows a 404 or 503), which analytics know as '404'.
 */
export function pageTypeOf(
  matches: ReadonlyArray<{handle?: unknown; data?: unknown}>,
  fallback: PageType = 'page',
): PageType {
  for (let index = matches.length - 1; index >= 0; index--) {
    const {handle, data} = matches[index];
    const pageType = (handle as Partial<TrackingHandle> | undefined)?.pageType;
    if (typeof pageType === 'function') return pageType(data);
    if (pageType) return data === undefined && pageType !== '404' ? '404' : pageType;
  }
  return fallback;
}
