import type {ReactNode} from 'react';
import {Link, useLocation} from 'react-router';
import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {collectionPath} from '~/lib/markets';
import type {Listing} from '~/lib/search/listing.server';
import {FACETS, facetValueLabel, orderFacetValues} from '~/lib/search/facets';
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
import {Pagination} from './Pagination';
import {ProductGrid} from './ProductGrid';
import {SortSelect} from './SortSelect';

/**
 * A listing (search results or a collection): count, facets, sort, active filters, the
 * products and pages. Every control is a link or a GET form to the listing's own URL.
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
  const {state} = listing;
  const href = (next: ListingState) => {
    const search = listingSearch(next);
    return search ? `${pathname}?${search}` : pathname;
  };
  const facetLabel = (param: string) => t(FACETS.find((facet) => facet.param === param)!.labelKey);
  const hidden = [...new URLSearchParams(listingSearch(withSort(state, '')))].filter(
    ([name]) => name !== 'page',
  );

  return (
    <div className="page listing-page">
      <header className="listing-page__header">
        {heading}
        {intro}
        <p className="listing-page__count" role="status">
          {t('search.results', {count: listing.nbHits})}
        </p>
      </header>
      <div className="listing-page__layout">
        <aside className="listing-page__filters" aria-label={t('search.filters')}>
          <FacetPanel
            facets={FACETS.map(({param, labelKey}) => ({
              param,
              label: t(labelKey),
              values: orderFacetValues(
                param,
                Object.entries(listing.facetCounts[param]).map(([value, count]) => ({
                  value,
                  count,
                })),
                state.refinements[param],
              ).map((value) => ({...value, to: href(toggleRefinement(state, param, value.value))})),
            }))}
          />
        </aside>
        <div className="listing-page__results" data-query-id={listing.queryID ?? undefined}>
          <div className="listing-page__toolbar">
            <ActiveFilters
              chips={activeRefinements(state).map(({param, value}) => ({
                facetLabel: facetLabel(param),
                valueLabel: facetValueLabel(param, value),
                to: href(removeRefinement(state, param, value)),
              }))}
              clearTo={href(clearRefinements(state))}
            />
            <SortSelect
              key={state.sort}
              options={SORT_OPTIONS.map((option) => ({
                value: option.value,
                label: t(option.labelKey),
              }))}
              selected={state.sort}
              hidden={hidden}
              urlFor={(sort) => href(withSort(state, sort))}
            />
          </div>
          {listing.hits.length ? (
            <>
              <h2 className="visually-hidden">{t('search.products')}</h2>
              <ProductGrid
                products={listing.hits}
                label={t('search.products')}
                onOpen={(index) => {
                  const hit = listing.hits[index]!;
                  searchResultClicked({
                    index: listing.index,
                    queryID: listing.queryID,
                    objectID: hit.objectID,
                    position: hitPosition(state.page, HITS_PER_PAGE, index),
                    handle: hit.handle,
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
