import {useEffect, useMemo, useRef, useState} from 'react';
import {useFetcher} from 'react-router';
import {Link} from './Link';
import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {useWishlist} from '~/hooks/use-wishlist';
import type {ProductSummary} from '~/lib/commerce/catalogue-types';
import {localizePath} from '~/lib/markets';
import {wishlistQuery} from '~/lib/wishlist/wishlist-list';
import {keepWishlist, wishlistStore} from '~/lib/wishlist/wishlist-store';
import {ProductGrid} from './ProductGrid';

/**
 * The wishlist page (docs/product.md#wishlist): the saved products in the browser's order, each
 * with its heart to take it out. Cards come from the account's list the page was rendered with,
 * and for the rest of the browser's list from the page's loader (`?id=…`). A card taken out
 * hands the focus to the next heart, or to the heading after the last one.
 */
export function WishlistPage({products, account}: {products: ProductSummary[]; account: boolean}) {
  const t = useT();
  const {market} = useShell();
  const {ids, loaded} = useWishlist((state) => state);
  const fetcher = useFetcher<{products: ProductSummary[]}>();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const focused = useRef<number | null>(null);
  const [removed, setRemoved] = useState('');

  // The account's list is newer than a mirror of it (another device may have changed it).
  useEffect(() => {
    const {owner} = wishlistStore.get();
    if (account && owner)
      keepWishlist(
        products.map((product) => product.id),
        owner,
      );
  }, [account, products]);

  const rendered = useMemo(() => new Set(products.map((product) => product.id)), [products]);
  const missing = loaded ? ids.filter((id) => !rendered.has(id)) : [];
  const query = wishlistQuery(missing);
  const asked = useRef('');
  useEffect(() => {
    if (!query || asked.current === query) return;
    asked.current = query;
    fetcher.load(`${localizePath(market, '/wishlist')}?${query}`);
  }, [query, market, fetcher]);

  const fetched = fetcher.data?.products;
  const shown = useMemo(() => {
    if (!loaded) return account ? products : [];
    const cards = new Map([...products, ...(fetched ?? [])].map((card) => [card.id, card]));
    return ids.flatMap((id) => cards.get(id) ?? []);
  }, [loaded, account, products, fetched, ids]);
  // Until the browser's list is read, and while cards of it are on their way.
  const waiting = loaded ? fetcher.state !== 'idle' || (query !== '' && !fetcher.data) : !account;

  // A card taken out: say so, and keep the focus in the list rather than on the page's body.
  const previous = useRef(shown);
  useEffect(() => {
    const gone = previous.current.find((card) => !shown.some((other) => other.id === card.id));
    previous.current = shown;
    if (!gone) return;
    setRemoved(t('wishlist.removed', {title: gone.title}));
    if (document.activeElement !== document.body || focused.current === null) return;
    const hearts = list.current?.querySelectorAll<HTMLElement>('.wishlist-button') ?? [];
    (hearts[Math.min(focused.current, hearts.length - 1)] ?? heading.current)?.focus();
  }, [shown, t]);

  const hasCards = shown.length > 0;
  // Which card the focus was in, to give it back after one is taken out.
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const follow = (event: FocusEvent) => {
      const items = [...element.querySelectorAll('li')];
      focused.current = items.findIndex((item) => item.contains(event.target as Node));
    };
    element.addEventListener('focusin', follow);
    return () => element.removeEventListener('focusin', follow);
  }, [hasCards]);

  return (
    <div className="page wishlist-page">
      <h1 ref={heading} tabIndex={-1}>
        {t('wishlist.title')}
      </h1>
      <p className="visually-hidden" role="status">
        {removed}
      </p>
      {!account ? (
        <p className="wishlist-page__hint">
          <Link
            to={`${localizePath(market, '/account/login')}?returnTo=${encodeURIComponent(localizePath(market, '/wishlist'))}`}
          >
            {t('wishlist.signInHint')}
          </Link>
        </p>
      ) : null}
      {hasCards ? (
        <div ref={list}>
          <h2 className="wishlist-page__count">{t('wishlist.saved', {count: shown.length})}</h2>
          <ProductGrid products={shown} label={t('wishlist.title')} />
        </div>
      ) : waiting ? (
        <p role="status">{t('wishlist.loading')}</p>
      ) : (
        <div className="wishlist-empty">
          <h2>{t('wishlist.emptyTitle')}</h2>
          <p>{t('wishlist.emptyText')}</p>
          <Link to={localizePath(market, '/')} className="button button--primary">
            {t('wishlist.emptyCta')}
          </Link>
        </div>
      )}
    </div>
  );
}
