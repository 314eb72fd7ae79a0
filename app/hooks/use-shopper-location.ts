import {useCallback, useEffect, useState} from 'react';
import {locateShopper, readShopperLocation} from '~/lib/stores/shopper-location';
import type {GeoPoint} from '~/lib/stores/store-types';

export type LocatingState = 'idle' | 'locating' | 'denied' | 'unavailable';

/**
 * The shopper's position for this visit: the one they shared earlier (read after hydration, so
 * the server's page and the first render agree), or the one `locate()` asks the browser for.
 */
export function useShopperLocation() {
  const [location, setLocation] = useState<GeoPoint | null>(null);
  const [state, setState] = useState<LocatingState>('idle');
  /** False until the visit's earlier position, if any, has been read. */
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setLocation(readShopperLocation());
    setReady(true);
  }, []);
  const locate = useCallback(async () => {
    setState('locating');
    const outcome = await locateShopper();
    if (typeof outcome === 'string') return setState(outcome);
    setState('idle');
    setLocation(outcome);
  }, []);
  return {location, state, locate, ready};
}
