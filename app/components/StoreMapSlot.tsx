import {lazy, Suspense, useRef, useState} from 'react';
import {useSeenOnce} from '~/hooks/use-seen-once';
import type {StorePin} from '~/lib/stores/store-pin';

// Only the store pages load the map's code and outlines, and only once the page is live.
const StoreMap = lazy(() => import('./StoreMap'));

/** A screen before the map comes into view: on a phone it is under the list, thousands of px down. */
const NEAR_THE_SCREEN: IntersectionObserverInit = {rootMargin: '100% 0px'};

/**
 * Where the store map goes (docs/product.md#store-locator, docs/product.md#store-map). The server
 * and the first render draw the map's empty square frame, so nothing moves when the map arrives:
 * after hydration, once the frame is a screen away (a phone that never scrolls there neither
 * fetches nor draws it); without JavaScript the list beside it is the whole locator. Pins link
 * to their stores' pages.
 */
export function StoreMapSlot({
  pins,
  selectedId,
  label,
}: {
  pins: StorePin[];
  selectedId: string | null;
  label: string;
}) {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useSeenOnce(slot, () => setNear(true), NEAR_THE_SCREEN);
  const frame = <div className="store-map__frame" />;
  return (
    <div className="store-locator__map" ref={slot}>
      {near ? (
        <Suspense fallback={frame}>
          <StoreMap pins={pins} selectedId={selectedId} label={label} />
        </Suspense>
      ) : (
        frame
      )}
    </div>
  );
}
