import {useMemo} from 'react';
import {Link} from './Link';
import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {useShopperLocation} from '~/hooks/use-shopper-location';
import {sectionPath} from '~/lib/localized-slugs';
import {byDistance, formatDistance} from '~/lib/stores/distance';
import {storePins} from '~/lib/stores/store-pins';
import {statusText} from '~/lib/stores/store-text';
import type {StoreCard} from '~/lib/stores/store-view';
import {NearMeButton} from './NearMeButton';
import {StoreCardItem} from './StoreCardItem';
import {StoreMapSlot} from './StoreMapSlot';
import {StoreSearchForm} from './StoreSearchForm';

/**
 * The store locator (docs/product.md#store-locator): the search form, "Vicino a me", the map's
 * slot and the stores, nearest first once the shopper shared where they are.
 */
export function StoreLocator({
  title,
  intro,
  query,
  stores,
}: {
  title: string;
  intro: string;
  query: string;
  stores: StoreCard[];
}) {
  const t = useT();
  const {market} = useShell();
  const {location, state, locate, ready} = useShopperLocation();
  const path = sectionPath(market.id, 'stores');
  const shown = useMemo(
    () =>
      location
        ? byDistance(stores, location)
        : stores.map((store) => ({...store, distanceKm: null})),
    [stores, location],
  );
  const pins = storePins(
    shown,
    (handle) => `${path}/${handle}`,
    (store) => (store.status ? statusText(store.status, t).label : null),
  );
  return (
    <div className="page store-locator">
      <h1>{title}</h1>
      <p className="listing-page__intro">{intro}</p>
      <div className="store-locator__tools">
        <StoreSearchForm action={path} query={query} />
        <NearMeButton
          ready={ready}
          state={state}
          onPress={locate}
          done={location ? t('stores.sortedByDistance') : null}
        />
      </div>
      {query ? (
        <h2 className="store-locator__results">
          {t('stores.resultsFor', {query})}{' '}
          <span className="store-locator__count">{t('stores.count', {count: stores.length})}</span>
        </h2>
      ) : null}
      <div className="store-locator__layout">
        {shown.length ? (
          <ul className="store-locator__list">
            {shown.map((store) => (
              <li key={store.id}>
                <StoreCardItem
                  store={store}
                  href={`${path}/${store.handle}`}
                  distance={
                    store.distanceKm === null
                      ? null
                      : formatDistance(store.distanceKm, market.locale)
                  }
                />
              </li>
            ))}
          </ul>
        ) : (
          <div className="store-locator__empty">
            <p>{t('stores.noResults', {query})}</p>
            <Link to={path} className="button button--secondary">
              {t('stores.allStores')}
            </Link>
          </div>
        )}
        <StoreMapSlot pins={pins} selectedId={null} label={t('stores.map')} />
      </div>
    </div>
  );
}
