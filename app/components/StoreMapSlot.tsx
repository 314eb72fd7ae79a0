import {lazy, Suspense} from 'react';
import {useHydrated} from '~/hooks/use-hydrated';
import type {StorePin} from '~/lib/stores/store-pin';

// Only the store pages load the map's code and outlines, and only once the page is live.
const StoreMap = lazy(() => import('./StoreMap'));

/**
 * Where the store map goes (docs/product.md#store-locator, docs/product.md#store-map). The server
 * and the first render draw the map's empty square frame, so nothing moves when the map arrives
 * after hydration; without JavaScript the list beside it is the whole locator. Pins link to
 * their stores' pages.
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
  const hydrated = useHydrated();
  const frame = <div className="store-map__frame" />;
  return (
    <div className="store-locator__map">
      {hydrated ? (
        <Suspense fallback={frame}>
          <StoreMap pins={pins} selectedId={selectedId} label={label} />
        </Suspense>
      ) : (
        frame
      )}
    </div>
  );
}
