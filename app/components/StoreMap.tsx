import {useMemo} from 'react';
import {useElementWidth} from '~/hooks/use-element-width';
import {useT} from '~/hooks/use-t';
import {HOME_OUTLINES, NEIGHBOUR_OUTLINES} from '~/lib/stores/region-outline';
import {MAP_ASPECT, fitView, project, spreadPins, toOutlineUnits} from '~/lib/stores/store-map';
import type {StorePin} from '~/lib/stores/store-pin';
import {StoreMapPin} from './StoreMapPin';

interface StoreMapProps {
  pins: StorePin[];
  selectedId: string | null;
  /** The map's accessible name: "Mappa dei negozi". */
  label: string;
  /** Given, a pin selects its store (Enter, Space, a click); without it a pin links to its page. */
  onSelect?: (id: string) => void;
}

/** The width drawn on the server and until the browser has measured the map: a phone's. */
const FIRST_WIDTH = 343;
/** A pin drawn this far (px) from its store's spot, to keep pins apart, gets a line to it. */
const LEADER_FROM = 3;
/** The label's distance from its pin's centre, and a character's width at its 13 px (about). */
const LABEL_GAP = 16;
const LABEL_CHAR = 7.5;

/**
 * The stores on a map of Italy, Slovenia and Croatia (docs/product.md#store-map): outlines
 * shipped with the code, no tiles and no request. Loaded with React.lazy on the store pages
 * only; the page's list of stores is its accessible equivalent, and says so.
 */
export default function StoreMap({pins, selectedId, label, onSelect}: StoreMapProps) {
  const t = useT();
  const [frame, width] = useElementWidth<HTMLDivElement>(FIRST_WIDTH);
  const height = Math.round(width * MAP_ASPECT);
  const view = useMemo(() => fitView(pins, width), [pins, width]);
  const spots = useMemo(
    () => pins.map((pin) => project(view, toOutlineUnits(pin.longitude, pin.latitude))),
    [pins, view],
  );
  const places = useMemo(() => spreadPins(spots, width), [spots, width]);
  const selectedIndex = pins.findIndex((pin) => pin.id === selectedId);
  const selected = selectedIndex >= 0 ? pins[selectedIndex] : null;
  const labelAt = selected ? places[selectedIndex] : null;
  // The chosen store's name goes on the side of its pin with room for it.
  const labelOnLeft =
    selected !== null &&
    labelAt !== null &&
    labelAt[0] + LABEL_GAP + selected.name.length * LABEL_CHAR > width &&
    labelAt[0] > width - labelAt[0];

  return (
    <figure className="store-map" aria-label={label}>
      <div className="store-map__frame" ref={frame}>
        <svg className="store-map__svg" viewBox={`0 0 ${width} ${height}`}>
          <g aria-hidden="true">
            <rect className="store-map__sea" width={width} height={height} />
            <g transform={`matrix(${view.scale} 0 0 ${view.scale} ${view.x} ${view.y})`}>
              <path className="store-map__neighbours" d={NEIGHBOUR_OUTLINES} />
              {HOME_OUTLINES.map(({code, path}) => (
                <path key={code} className="store-map__country" d={path} />
              ))}
            </g>
            {spots.map(([x, y], i) =>
              Math.hypot(places[i][0] - x, places[i][1] - y) > LEADER_FROM ? (
                <g key={pins[i].id} className="store-map__leader">
                  <line x1={x} y1={y} x2={places[i][0]} y2={places[i][1]} />
                  <circle cx={x} cy={y} r={2.5} />
                </g>
              ) : null,
            )}
          </g>
          {pins.map((pin, i) => (
            <StoreMapPin
              key={pin.id}
              pin={pin}
              at={places[i]}
              selected={pin.id === selectedId}
              onSelect={onSelect}
            />
          ))}
          {selected && labelAt ? (
            <text
              aria-hidden="true"
              className="store-map__label"
              x={labelAt[0] + (labelOnLeft ? -LABEL_GAP : LABEL_GAP)}
              y={Math.min(height - 8, Math.max(16, labelAt[1] + 4))}
              textAnchor={labelOnLeft ? 'end' : 'start'}
            >
              {selected.name}
            </text>
          ) : null}
        </svg>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {selected ? t('storeMap.selected', {name: selected.name}) : ''}
      </p>
      <figcaption className="visually-hidden">{t('storeMap.listIsEquivalent')}</figcaption>
    </figure>
  );
}
