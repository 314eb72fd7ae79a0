import {Link} from './Link';
import {useT} from '~/hooks/use-t';
import type {StoreCard} from '~/lib/stores/store-view';
import {intervalsText, phoneHref} from '~/lib/stores/store-text';
import {StoreStatusBadge} from './StoreStatusBadge';
import {StoreAddress} from './StoreAddress';
import {StoreServices} from './StoreServices';

/** A store in the locator's list: name, status, distance, address, today's hours, phone, services. */
export function StoreCardItem({
  store,
  href,
  distance,
}: {
  store: StoreCard;
  href: string;
  /** "2,4 km", once the shopper shared where they are. */
  distance: string | null;
}) {
  const t = useT();
  const titleId = `store-${store.handle}`;
  return (
    <article className="store-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="store-card__name">
        <Link to={href}>{store.name}</Link>
      </h2>
      {distance ? <p className="store-card__distance">{t('stores.distance', {distance})}</p> : null}
      {store.status ? <StoreStatusBadge status={store.status} /> : null}
      <StoreAddress store={store} />
      <p className="store-card__today">
        {store.today ? (
          <>
            <strong>{t('stores.today')}:</strong> {intervalsText(store.today.intervals, t)}
            {store.today.note ? ` (${store.today.note})` : null}
          </>
        ) : (
          t('stores.hoursUnavailable')
        )}
      </p>
      {store.phone ? (
        <p className="store-card__phone">
          <a href={phoneHref(store.phone)}>{store.phone}</a>
        </p>
      ) : null}
      <StoreServices services={store.services} />
    </article>
  );
}
