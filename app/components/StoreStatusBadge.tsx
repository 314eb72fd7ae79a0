import {useT} from '~/hooks/use-t';
import type {StoreStatus} from '~/lib/stores/opening-hours';
import {statusText} from '~/lib/stores/store-text';

/** "Aperto ora · Chiude alle 20:00" or "Chiuso · Apre domani alle 09:30", in the store's time. */
export function StoreStatusBadge({status}: {status: StoreStatus}) {
  const t = useT();
  const {label, detail} = statusText(status, t);
  return (
    <p className={`store-status store-status--${status.state}`}>
      <strong className="store-status__label">{label}</strong>
      {detail ? <span className="store-status__detail">{detail}</span> : null}
    </p>
  );
}
