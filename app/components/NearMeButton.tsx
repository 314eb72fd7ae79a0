import {useT} from '~/hooks/use-t';
import type {LocatingState} from '~/hooks/use-shopper-location';
import {Icon} from './Icon';

const MESSAGES: Record<LocatingState, string | null> = {
  idle: null,
  locating: 'stores.locating',
  denied: 'stores.locationDenied',
  unavailable: 'stores.locationUnavailable',
};

/**
 * "Vicino a me": asks for the shopper's position only when pressed (docs/product.md#store-locator).
 * It is painted with the page, so the list does not move when the scripts arrive (a tap before is
 * kept, lib/kept-taps.ts); without JavaScript its `<noscript>` rule hides it, and a browser without
 * geolocation drops it. What happened is said in a polite live region.
 */
export function NearMeButton({
  ready,
  state,
  onPress,
  done,
}: {
  /** True once scripts run (useShopperLocation's `ready`): only then is geolocation known. */
  ready: boolean;
  state: LocatingState;
  onPress: () => void;
  /** Said once the position is in use ("Negozi in ordine di distanza da te"). */
  done: string | null;
}) {
  const t = useT();
  if (ready && !('geolocation' in navigator)) return null;
  const message = MESSAGES[state];
  return (
    <div className="near-me">
      <button
        type="button"
        className="button button--secondary"
        onClick={onPress}
        aria-busy={state === 'locating'}
      >
        <Icon name="store" size={20} />
        {t('stores.nearMe')}
      </button>
      <p className="near-me__status" role="status">
        {message ? t(message) : done}
      </p>
      <noscript>
        <style>{'.near-me{display:none}'}</style>
      </noscript>
    </div>
  );
}
