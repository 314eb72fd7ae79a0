import {useEffect, useState} from 'react';
import {useMatches} from 'react-router';
import productStyles from '~/styles/product.css?url';
import listingStyles from '~/styles/listing-pages.css?url';

/**
 * One route serves a product and a collection (routes/catalogue.tsx), and `links` cannot see a
 * page's data: such a route names the stylesheet its page shows in `handle.stylesheet`, so that
 * the first paint waits for that one only (docs/decisions/0040).
 */
export const PAGE_STYLESHEETS = {product: productStyles, listing: listingStyles};

export type ChosenStylesheet = {
  stylesheet: (
    data: unknown,
  ) => (typeof PAGE_STYLESHEETS)[keyof typeof PAGE_STYLESHEETS] | undefined;
};

type Match = {handle?: unknown; data?: unknown};

/** The stylesheets the matched pages chose from their data, in a fixed order. */
export function chosenStylesheets(matches: Match[]): string[] {
  const chosen = new Set<string>();
  for (const {handle, data} of matches) {
    const pick = (handle as Partial<ChosenStylesheet> | undefined)?.stylesheet;
    const href = pick?.(data);
    if (href) chosen.add(href);
  }
  return Object.values(PAGE_STYLESHEETS).filter((href) => chosen.has(href));
}

/**
 * In the head after `<Links />`. Once the page has hydrated, every page's sheet is linked: a
 * later navigation then paints styled, which React Router's own check of `links` cannot ensure
 * for a sheet chosen from data.
 */
export function ChosenStylesheets() {
  const matches = useMatches();
  const [everyPage, setEveryPage] = useState(false);
  useEffect(() => setEveryPage(true), []);
  const hrefs = everyPage ? Object.values(PAGE_STYLESHEETS) : chosenStylesheets(matches);
  return hrefs.map((href) => <link key={href} rel="stylesheet" href={href} />);
}
