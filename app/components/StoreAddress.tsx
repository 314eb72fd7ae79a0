import type {StoreCard} from '~/lib/stores/store-view';

/** Street lines, postcode and city, country: as a letter would carry it. */
export function StoreAddress({
  store,
}: {
  store: Pick<StoreCard, 'street' | 'zip' | 'city' | 'country'>;
}) {
  return (
    <address className="store-address">
      {store.street.map((line) => (
        <span key={line}>{line}</span>
      ))}
      {/* One text node: when the brand face replaces the fallback, a city set apart from its
          postcode would move on its own, a layout shift. */}
      <span>{`${store.zip} ${store.city}`}</span>
      <span>{store.country}</span>
    </address>
  );
}
