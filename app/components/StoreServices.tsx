import {useT} from '~/hooks/use-t';
import type {StoreService} from '~/lib/stores/store-types';

/** What a store offers, named in the market's language. */
export function StoreServices({
  services,
  labelledBy,
}: {
  services: StoreService[];
  labelledBy?: string;
}) {
  const t = useT();
  if (!services.length) return null;
  return (
    <ul
      className="store-services"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : t('stores.services')}
    >
      {services.map((service) => (
        <li key={service}>{t(`stores.service.${service}`)}</li>
      ))}
    </ul>
  );
}
