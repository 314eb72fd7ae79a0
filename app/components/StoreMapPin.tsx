import type {KeyboardEvent} from 'react';
import {Link} from './Link';
import {PIN_TARGET, type Point} from '~/lib/stores/store-map';
import type {StorePin} from '~/lib/stores/store-pin';

interface StoreMapPinProps {
  pin: StorePin;
  /** Where the pin is drawn in the map's SVG. */
  at: Point;
  selected: boolean;
  onSelect?: (id: string) => void;
}

/**
 * One store on the map, named by its name and status: a toggle that selects the store when the
 * page listens (`onSelect`), else a link to the store's page. Its target is PIN_TARGET px wide.
 */
export function StoreMapPin({pin, at, selected, onSelect}: StoreMapPinProps) {
  const name = pin.status ? `${pin.name}, ${pin.status}` : pin.name;
  const className = `store-map__pin${selected ? ' store-map__pin--selected' : ''}`;
  const marks = (
    <>
      <circle className="store-map__target" r={PIN_TARGET / 2} />
      <circle className="store-map__dot" r={selected ? 8 : 6} />
    </>
  );
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect?.(pin.id);
  };
  return (
    <g transform={`translate(${at[0].toFixed(1)} ${at[1].toFixed(1)})`}>
      {onSelect ? (
        <g
          className={className}
          role="button"
          tabIndex={0}
          aria-label={name}
          aria-pressed={selected}
          onClick={() => onSelect(pin.id)}
          onKeyDown={onKeyDown}
        >
          {marks}
        </g>
      ) : (
        <Link className={className} to={pin.href} aria-label={name}>
          {marks}
        </Link>
      )}
    </g>
  );
}
