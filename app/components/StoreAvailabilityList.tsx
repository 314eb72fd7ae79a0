import {useEffect, useState} from 'react';
import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {useShopperLocation} from '~/hooks/use-shopper-location';
import type {AvailabilityRow} from '~/lib/stores/store-availability';
import {NearMeButton} from './NearMeButton';

type Answer = {stores: AvailabilityRow[]} | {error: string};

/** Keys written out, so the page's messages are known to hold them (docs/decisions/0022). */
const STOCK_LABELS: Record<AvailabilityRow['stock'], string> = {
  inStock: 'stores.inStock',
  lowStock: 'stores.lowStock',
  outOfStock: 'stores.outOfStock',
};

/**
 * The stores that carry a size (docs/product.md#in-store-availability), asked of the shop's API
 * when the panel opens and again once the shopper shares where they are (nearest first).
 */
export default function StoreAvailabilityList({
  variantId,
  size,
}: {
  variantId: string;
  size: string;
}) {
  const t = useT();
  const {market} = useShell();
  const {location, state, locate, ready} = useShopperLocation();
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    const params = new URLSearchParams({variant: variantId});
    if (location) {
      params.set('lat', location.latitude.toFixed(2));
      params.set('lng', location.longitude.toFixed(2));
    }
    const failed = () => setAnswer({error: t('stores.errors.unavailable')});
    fetch(`/api/${market.id}/store-availability?${params}`, {signal: controller.signal})
      .then(async (response) => {
        const body = (await response.json()) as {
          ok: boolean;
          stores?: AvailabilityRow[];
          message?: string;
        };
        setAnswer(body.ok && body.stores ? {stores: body.stores} : {error: body.message ?? ''});
      })
      .catch(() => {
        if (!controller.signal.aborted) failed();
      });
    return () => controller.abort();
  }, [ready, variantId, location, market.id, t]);

  const stores = answer && 'stores' in answer ? answer.stores : [];
  return (
    <div className="store-availability__panel">
      <h3>{t('stores.availabilityFor', {size})}</h3>
      <NearMeButton
        ready={ready}
        state={state}
        onPress={locate}
        done={location ? t('stores.nearestFirst') : null}
      />
      {!answer ? (
        <p role="status">{t('stores.loading')}</p>
      ) : 'error' in answer ? (
        <p role="alert">{answer.error || t('stores.errors.unavailable')}</p>
      ) : stores.some((store) => store.stock !== 'outOfStock') ? (
        <ul className="store-availability__list">
          {stores.map((store) => (
            <li
              key={store.id}
              className={`store-availability__row store-availability__row--${store.stock}`}
            >
              <a href={store.href}>{store.name}</a>
              <span className="store-availability__where">
                {store.city}
                {store.distance ? ` · ${t('stores.distance', {distance: store.distance})}` : null}
              </span>
              <span className="store-availability__stock">{t(STOCK_LABELS[store.stock])}</span>
              {store.status ? (
                <span className="store-availability__status">{store.status}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('stores.noStoreHasIt', {size})}</p>
      )}
    </div>
  );
}
