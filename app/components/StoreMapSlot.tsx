import type {StorePin} from '~/lib/stores/store-pin';

/**
 * Where the store map goes (docs/product.md#store-locator). The map is its own component,
 * `StoreMap` (loaded with React.lazy, only on the store pages, taking exactly these props); until
 * it is part of the shop this slot stays empty, and the list beside it is the whole locator.
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
  return (
    <div
      className="store-locator__map"
      data-pins={pins.length}
      data-selected={selectedId ?? undefined}
      data-label={label}
    />
  );
}
