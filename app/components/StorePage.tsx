import {Link} from './Link';
import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {sectionPath} from '~/lib/localized-slugs';
import {formatDay, intervalsText, phoneHref, statusText} from '~/lib/stores/store-text';
import {storePins} from '~/lib/stores/store-pins';
import type {StorePageData} from '~/lib/stores/store-view';
import {ContentPicture} from './ContentPicture';
import {Icon} from './Icon';
import {StoreAddress} from './StoreAddress';
import {StoreMapSlot} from './StoreMapSlot';
import {StoreServices} from './StoreServices';
import {StoreStatusBadge} from './StoreStatusBadge';
import {StoreWeekHours} from './StoreWeekHours';

/**
 * One store (docs/product.md#store-page): status, address with directions, this week's hours and
 * the exceptions ahead, contacts, services, its photo and the map's slot.
 */
export function StorePage({store}: {store: StorePageData}) {
  const t = useT();
  const {market} = useShell();
  const list = sectionPath(market.id, 'stores');
  const at = store.coordinates && `${store.coordinates.latitude},${store.coordinates.longitude}`;
  const pins = storePins(
    [store],
    () => `${list}/${store.handle}`,
    () => (store.status ? statusText(store.status, t).label : null),
  );
  return (
    <div className="page store-page">
      <Link to={list} className="store-page__back">
        <Icon name="arrow-left" size={20} />
        {t('stores.back')}
      </Link>
      <h1>{store.name}</h1>
      {store.status ? (
        <StoreStatusBadge status={store.status} />
      ) : (
        <p>{t('stores.hoursUnavailable')}</p>
      )}
      <div className="store-page__layout">
        <div className="store-page__info">
          <section aria-labelledby="store-address">
            <h2 id="store-address">{t('stores.address')}</h2>
            <StoreAddress store={store} />
            {at ? (
              <ul className="store-page__directions" aria-label={t('stores.directions')}>
                <li>
                  <a href={`https://www.google.com/maps/dir/?api=1&destination=${at}`}>
                    {t('stores.googleMaps')}
                  </a>
                </li>
                <li>
                  <a href={`https://maps.apple.com/?daddr=${at}`}>{t('stores.appleMaps')}</a>
                </li>
              </ul>
            ) : null}
          </section>
          {store.week ? (
            <section aria-labelledby="store-hours">
              <h2 id="store-hours">{t('stores.weekHours')}</h2>
              <StoreWeekHours week={store.week} labelledBy="store-hours" />
              {store.exceptions.length ? (
                <>
                  <h3 id="store-special-hours">{t('stores.specialHours')}</h3>
                  <ul className="store-page__exceptions" aria-labelledby="store-special-hours">
                    {store.exceptions.map((day) => (
                      <li key={day.date}>
                        <Icon name="calendar" size={16} />
                        {formatDay(day.date, market.locale)}: {intervalsText(day.hours, t)}
                        {day.note ? ` (${day.note})` : null}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </section>
          ) : null}
          {store.phone || store.email ? (
            <section aria-labelledby="store-contacts">
              <h2 id="store-contacts">{t('stores.contacts')}</h2>
              <dl className="store-page__contacts">
                {store.phone ? (
                  <>
                    <dt>{t('stores.phone')}</dt>
                    <dd>
                      <a href={phoneHref(store.phone)}>{store.phone}</a>
                    </dd>
                  </>
                ) : null}
                {store.email ? (
                  <>
                    <dt>{t('stores.email')}</dt>
                    <dd>
                      <a href={`mailto:${store.email}`}>{store.email}</a>
                    </dd>
                  </>
                ) : null}
              </dl>
            </section>
          ) : null}
          {store.services.length ? (
            <section aria-labelledby="store-services">
              <h2 id="store-services">{t('stores.services')}</h2>
              <StoreServices services={store.services} labelledBy="store-services" />
            </section>
          ) : null}
        </div>
        <div className="store-page__media">
          {store.photo ? (
            <ContentPicture image={store.photo} width={640} mobile={{width: 375}} priority />
          ) : null}
          <StoreMapSlot pins={pins} selectedId={store.id} label={t('stores.map')} />
        </div>
      </div>
    </div>
  );
}
