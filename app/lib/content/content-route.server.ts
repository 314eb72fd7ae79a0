/**
 * What the story and journal routes share (docs/product.md#stories): the market check, the list
 * page from `?page=`, the entry a slug names. An unknown market, page or slug is the localized
 * 404.
 */
import {fromUpstream, notFound} from '../errors.server';
import {formatDate} from '../format';
import {isMarketId, type Market} from '../markets';

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;
const MAX_PAGE = 500;

export function requireMarket(market: string | undefined): void {
  if (!isMarketId(market)) notFound();
}

/** The 1-based list page of `?page=`; anything else than a plain number is a 404. */
export function listPage(request: Request): number {
  const raw = new URL(request.url).searchParams.get('page');
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,2}$/.test(raw) || Number(raw) > MAX_PAGE) notFound();
  return Number(raw);
}

/** A slug an entry may have: lowercase letters, digits and dashes. */
export const isSlug = (slug: string | undefined): slug is string =>
  slug !== undefined && SLUG.test(slug);

function requireSlug(slug: string | undefined): string {
  if (!isSlug(slug)) notFound();
  return slug;
}

/** The story or article at `/{market}/…/{slug}`; a content outage is the localized 503. */
export async function requireEntry<E>(
  params: {market?: string; slug?: string},
  read: (slug: string) => Promise<E | null>,
): Promise<E> {
  requireMarket(params.market);
  const slug = requireSlug(params.slug);
  const entry = await fromUpstream(() => read(slug));
  if (!entry) notFound();
  return entry;
}

/**
 * An entry's day of publication in the market's words, written on the server: a phone's first
 * `Intl.DateTimeFormat` costs it about 110 ms inside hydration (docs/decisions/0043).
 */
export function publishedOn(entry: {publishedAt: string | null}, market: Market): string | null {
  return entry.publishedAt ? formatDate(entry.publishedAt, market, {timeZone: 'UTC'}) : null;
}

/** A page past the last is a 404, except the first page of an empty list. */
export function requireListPage(page: number, pageCount: number): void {
  if (page > 1 && page > pageCount) notFound();
}
