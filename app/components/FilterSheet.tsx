import {useEffect, useId, useState} from 'react';
import {useFetcher, useNavigate} from 'react-router';
import {useT} from '~/hooks/use-t';
import type {Listing} from '~/lib/search/listing.server';
import {facetGroups, type FacetParam} from '~/lib/search/facets';
import {
  activeRefinements,
  clearRefinements,
  toggleRefinement,
  withSort,
  type ListingState,
} from '~/lib/search/listing-state';
import {SORT_OPTIONS} from '~/lib/search/sort';
import {FacetPanel} from './FacetPanel';
import {Modal} from './Modal';

/**
 * The phone's filter sheet: the sort and the five facets, chosen without leaving the results,
 * then applied together with "Mostra N prodotti". N is live: each change loads the listing of
 * the pending URL in the background (the route's own loader, so N is the count the grid will
 * show), and the facets' counts follow it. Loaded only when the sheet first opens.
 */
export function FilterSheet({
  listing,
  hrefFor,
  onClose,
}: {
  listing: Listing;
  hrefFor: (state: ListingState) => string;
  onClose: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const sortName = useId();
  const {load, data} = useFetcher<{listing: Listing}>();
  const [pending, setPending] = useState(listing.state);
  const url = hrefFor(pending);
  const current = hrefFor(listing.state);
  useEffect(() => {
    if (url !== current) void load(url);
  }, [url, current, load]);

  const loaded = data?.listing;
  // The listing of the pending choice, once it is known; until then the last one, marked busy.
  const fresh = url === current ? listing : loaded && hrefFor(loaded.state) === url && loaded;
  const shown = fresh || loaded || listing;
  return (
    <Modal open onClose={onClose} title={t('search.filterAndSort')} className="filter-sheet">
      <div className="filter-sheet__choices" aria-busy={!fresh}>
        <fieldset className="filter-sheet__sort">
          <legend className="facet__title">{t('search.sortLabel')}</legend>
          {SORT_OPTIONS.map((option) => (
            <label key={option.value}>
              <input
                type="radio"
                name={sortName}
                checked={pending.sort === option.value}
                onChange={() => setPending((state) => withSort(state, option.value))}
              />
              {t(option.labelKey)}
            </label>
          ))}
        </fieldset>
        <FacetPanel
          facets={facetGroups(shown.facetCounts, pending.refinements).map((group) => ({
            ...group,
            label: t(group.labelKey),
          }))}
          onToggle={(param, value) =>
            setPending((state) => toggleRefinement(state, param as FacetParam, value))
          }
        />
      </div>
      <p className="visually-hidden" role="status">
        {fresh ? t('search.results', {count: fresh.nbHits}) : ''}
      </p>
      <div className="filter-sheet__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            void navigate(url, {preventScrollReset: true});
            onClose();
          }}
        >
          {t('search.showResults', {count: shown.nbHits})}
        </button>
        {activeRefinements(pending).length ? (
          <button
            type="button"
            className="button button--text"
            onClick={() => setPending(clearRefinements)}
          >
            {t('search.clearAll')}
          </button>
        ) : null}
      </div>
    </Modal>
  );
}
