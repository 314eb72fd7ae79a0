import {useRef, type ReactNode} from 'react';
import {useLocation} from 'react-router';
import {Link} from './Link';
import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {useListingTransition} from '~/hooks/use-listing-transition';
import {collectionPath} from '~/lib/markets';
import type {Listing} from '~/lib/search/listing.server';
import {FACETS, facetGroups, facetValueLabel} from '~/lib/search/facets';
import {
  activeRefinements,
  clearRefinements,
  listingSearch,
  removeRefinement,
  toggleRefinement,
  withPage,
  withSort,
  type ListingState,
} from '~/lib/search/listing-state';
import {SORT_OPTIONS} from '~/lib/search/sort';
import {HITS_PER_PAGE} from '~/lib/search/algolia-params';
import {hitPosition} from '~/lib/search/insights-events';
import {searchResultClicked} from '~/lib/tracking/search-query-context';
import {ActiveFilters} from './ActiveFilters';
import {FacetPanel} from './FacetPanel';
import {FILTERS_ID, FilterButton} from './FilterButton';
import {Pagination} from './Pagination';
import {ProductGrid} from './ProductGrid';
import {HydrateLater} from './HydrateLater';
import {SortSelect} from './SortSelect';

const RESULTS_ID = 'listing-results';

/**
 * A listing (search results or a collection): count, facets, sort, active filters, the
 * products and pages. Every control is a link or a GET form to the listing's own URL. On a
 * phone the facets and the sort live behind "Filtra e ordina" so the products come first.
 */
export function ListingPage({
  listing,
  heading,
  intro,
}: {
  listing: Listing;
  heading: ReactNode;
  intro?: ReactNode;
}) {
  const t = useT();
  const {market} = useShell();
  const {pathname} = useLocation();
  const count = useRef<HTMLParagraphElement>(null);
  const busy = useListingTransition(count);
  const {state} = listing;
  const href = (next: ListingState, {queryOnly = false} = {}) => {
    const search = listingSearch(next);
    return search ? `${queryOnly ? '' : pathname}?${search}` : pathname;
  };
  const facetLabel = (param: string) => t(FACETS.find((facet) => facet.param === param)!.labelKey);
  const hidden = [...new URLSearchParams(listingSearch(withSort(state, '')))].filter(
    ([name]) => name !== 'page',
  );
  const sort = (
    <SortSelect
      options={SORT_OPTIONS.map((option) => ({value: option.value, label: t(option.labelKey)}))}
      selected={state.sort}
      hidden={hidden}
      urlFor={(value) => href(withSort(state, value))}
    />
  );

  return (
    <div className="page listing-page">
      <header className="listing-page__header">
        {heading}
        {intro}
        <p className="listing-page__count" role="status" ref={count}>
          {t('search.results', {count: listing.nbHits})}
        </p>
      </header>
      <div className="listing-page__layout">
        {/* Hidden on a phone, the desktop's facets: hydrated after the results (decision 0031). */}
        <HydrateLater>
          <aside id={FILTERS_ID} className="listing-page__filters" aria-label={t('search.filters')}>
            {/* The phone's panel without JavaScript (the link of "Filtra e ordina" opens it). */}
            <div className="listing-page__filters-head">
              <h2>{t('search.filterAndSort')}</h2>
              <a href={`#${RESULTS_ID}`} className="button button--text">
                {t('shell.close')}
              </a>
            </div>
            <div className="listing-page__filters-sort">{sort}</div>
            <FacetPanel
              facets={facetGroups(listing.facetCounts, state.refinements).map(
                ({param, labelKey, values}) => ({
                  param,
                  label: t(labelKey),
                  values: values.map((value) => ({
                    ...value,
                    // ~80 links: each says only its query, the page's path is implied.
                    to: href(toggleRefinement(state, param, value.value), {queryOnly: true}),
                  })),
                }),
              )}
            />
          </aside>
        </HydrateLater>
        <div
          id={RESULTS_ID}
          className="listing-page__results"
          data-query-id={listing.queryID ?? undefined}
          aria-busy={busy}
        >
          <FilterButton listing={listing} hrefFor={href} />
          <div className="listing-page__toolbar">
            <ActiveFilters
              chips={activeRefinements(state).map(({param, value}) => ({
                facetLabel: facetLabel(param),
                valueLabel: facetValueLabel(param, value),
                to: href(removeRefinement(state, param, value)),
              }))}
              clearTo={href(clearRefinements(state))}
            />
            <div className="listing-page__toolbar-sort">{sort}</div>
          </div>
          {listing.hits.length ? (
            <>
              <h2 className="visually-hidden">{t('search.products')}</h2>
              <ProductGrid
                products={listing.hits}
                label={t('search.products')}
                leading={2}
                firstScreen={4}
                // Beside the facets a card is 220–240 px wide, 158–185 px on a phone.
                imageWidth={240}
                onOpen={(index) => {
                  searchResultClicked({
                    index: listing.index,
                    queryID: listing.queryID,
                    objectID: listing.objectIDs[index]!,
                    position: hitPosition(state.page, HITS_PER_PAGE, index),
                    handle: listing.hits[index]!.handle,
                  });
                }}
              />
            </>
          ) : (
            <div className="empty-state">
              <h2>{t('search.emptyTitle')}</h2>
              <p>
                {state.query
                  ? t('search.emptyQuery', {query: state.query})
                  : t('search.emptyFilters')}
              </p>
              {activeRefinements(state).length ? (
                <Link className="button button--secondary" to={href(clearRefinements(state))}>
                  {t('search.clearAll')}
                </Link>
              ) : (
                <Link className="button button--secondary" to={collectionPath(market, 'novita')}>
                  {t('search.emptyCta')}
                </Link>
              )}
            </div>
          )}
          <Pagination
            page={state.page}
            nbPages={listing.nbPages}
            urlFor={(page) => href(withPage(state, page))}
          />
        </div>
      </div>
    </div>
  );
}
