/** The map's pins (store-pin.ts) for the stores that have coordinates. */
import type {StorePin} from './store-pin';
import type {StoreCard} from './store-view';

export function storePins(
  stores: readonly StoreCard[],
  hrefOf: (handle: string) => string,
  statusOf: (store: StoreCard) => string | null,
): StorePin[] {
  return stores.flatMap((store) =>
    store.coordinates
      ? [
          {
            id: store.id,
            name: store.name,
            latitude: store.coordinates.latitude,
            longitude: store.coordinates.longitude,
            href: hrefOf(store.handle),
            status: statusOf(store),
          },
        ]
      : [],
  );
}
