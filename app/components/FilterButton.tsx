import {lazy, Suspense, useEffect, useRef, useState} from 'react';
import {useT} from '~/hooks/use-t';
import {useHydrated} from '~/hooks/use-hydrated';
import type {Listing} from '~/lib/search/listing.server';
import type {ListingState} from '~/lib/search/listing-state';

// The sheet's code loads at the first tap: most visits never open it.
const FilterSheet = lazy(() =>
  import('./FilterSheet').then((module) => ({default: module.FilterSheet})),
);

/** The id of the listing's own filters, which the button opens without JavaScript. */
export const FILTERS_ID = 'listing-filters';

/**
 * "Filtra e ordina", the phone's way to the filters (hidden on wider screens, where they are a
 * sidebar). Without JavaScript it is a link to the page's filters, which CSS then shows as a
 * full-screen panel; once interactive it opens the filter sheet, and focus comes back to it when
 * the sheet closes.
 */
export function FilterButton({
  listing,
  hrefFor,
}: {
  listing: Listing;
  hrefFor: (state: ListingState) => string;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const label = t('search.filterAndSort');
  return (
    <div className="filter-bar">
      {hydrated ? (
        <button
          ref={button}
          type="button"
          className="button button--primary filter-bar__button"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {label}
        </button>
      ) : (
        <a href={`#${FILTERS_ID}`} className="button button--primary filter-bar__button">
          {label}
        </a>
      )}
      {open ? (
        <Suspense fallback={null}>
          <FilterSheet listing={listing} hrefFor={hrefFor} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
