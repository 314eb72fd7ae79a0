/**
 * The store map's geometry (docs/product.md#store-map): where the pins go and how much of the
 * region the map shows. The outlines in ./region-outline.ts are already in d3's Mercator
 * projection (scripts/make-store-map.mjs), so a view is an affine map from their units to the
 * SVG's pixels, and a pin goes through the same projection.
 */
import {geoMercatorRaw} from 'd3-geo';
import {HOME_BOUNDS, OUTLINE_UNIT} from './region-outline';
import {EARTH_RADIUS_KM} from './distance';

/** [x, y]: outline units before a view, SVG user units (CSS px) after. */
export type Point = [number, number];
/** [west, north, east, south] in outline units. */
type Box = readonly [number, number, number, number];

/** A view: a point in outline units lands at (x + scale·u, y + scale·v) in the SVG. */
export interface MapView {
  scale: number;
  x: number;
  y: number;
}

/** Height over width of the map: fixed, so the page keeps its layout while the map loads. */
export const MAP_ASPECT = 1;
/** A pin's touch target and the least distance between two pins' centres (WCAG 2.2 2.5.8). */
export const PIN_TARGET = 26;
const PIN_GAP = PIN_TARGET + 4;
/** Room between the pins' box and the map's edge, for a pin and its label's first letters. */
const PADDING = 40;
/** The least the map spans, so one store or one city's stores still show where they are. */
const MIN_SPAN_KM = 450;
/** Pins spread over more than this share of the three countries show all of them. */
const SPREAD = 0.5;

/** A point (longitude, latitude in degrees) in outline units, as the script projected them. */
export function toOutlineUnits(longitude: number, latitude: number): Point {
  const [x, y] = geoMercatorRaw((longitude * Math.PI) / 180, (latitude * Math.PI) / 180);
  return [x * OUTLINE_UNIT, -y * OUTLINE_UNIT];
}

/** The point's place in the SVG. */
export function project(view: MapView, [u, v]: Point): Point {
  return [view.x + view.scale * u, view.y + view.scale * v];
}

/** The box around some points, at least `minSpan` wide and high (grown about its centre). */
function boxAround(points: Point[], minSpan: number): Box {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const [west, east, north, south] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const grow = (low: number, high: number) => Math.max(0, (minSpan - (high - low)) / 2);
  const dx = grow(west, east);
  const dy = grow(north, south);
  return [west - dx, north - dy, east + dx, south + dy];
}

const union = (a: Box, b: Box): Box => [
  Math.min(a[0], b[0]),
  Math.min(a[1], b[1]),
  Math.max(a[2], b[2]),
  Math.max(a[3], b[3]),
];

/**
 * The view of a map `width` px wide (and MAP_ASPECT high) that shows every pin with room around
 * it: the pins' box, at least MIN_SPAN_KM across; all three countries when there is no pin or
 * the pins are spread over half of them.
 */
export function fitView(
  locations: Array<{longitude: number; latitude: number}>,
  width: number,
): MapView {
  const height = width * MAP_ASPECT;
  const points = locations.map(({longitude, latitude}) => toOutlineUnits(longitude, latitude));
  let box: Box = HOME_BOUNDS;
  if (points.length) {
    const latitude = locations.reduce((sum, l) => sum + l.latitude, 0) / locations.length;
    // Mercator stretches by 1/cos(latitude): a kilometre is more units further north.
    const minSpan =
      (MIN_SPAN_KM / EARTH_RADIUS_KM / Math.cos((latitude * Math.PI) / 180)) * OUTLINE_UNIT;
    box = boxAround(points, minSpan);
    const spread =
      box[2] - box[0] > SPREAD * (HOME_BOUNDS[2] - HOME_BOUNDS[0]) ||
      box[3] - box[1] > SPREAD * (HOME_BOUNDS[3] - HOME_BOUNDS[1]);
    if (spread) box = union(box, HOME_BOUNDS);
  }
  const padding = Math.min(PADDING, width / 4);
  const scale = Math.min(
    (width - 2 * padding) / (box[2] - box[0]),
    (height - 2 * padding) / (box[3] - box[1]),
  );
  return {
    scale,
    x: width / 2 - (scale * (box[0] + box[2])) / 2,
    y: height / 2 - (scale * (box[1] + box[3])) / 2,
  };
}

/**
 * Moves pins apart until every two centres are PIN_GAP apart, so each keeps a whole 24 px target
 * (two stores in one city share a spot on the map): each close pair is pushed apart along the
 * line between them, a pair on one spot along a fixed direction, and every pin stays inside the
 * map. Deterministic, so the server and the browser draw the same map.
 */
export function spreadPins(points: Point[], width: number): Point[] {
  const height = width * MAP_ASPECT;
  const inside = (value: number, size: number) =>
    Math.min(size - PIN_GAP / 2, Math.max(PIN_GAP / 2, value));
  const out = points.map(([x, y]): Point => [inside(x, width), inside(y, height)]);
  for (let round = 0; round < 200; round++) {
    let moved = false;
    for (let i = 0; i < out.length; i++) {
      for (let j = i + 1; j < out.length; j++) {
        const dx = out[j][0] - out[i][0];
        const dy = out[j][1] - out[i][1];
        const distance = Math.hypot(dx, dy);
        if (distance >= PIN_GAP) continue;
        moved = true;
        // The golden angle gives each coincident pair its own direction.
        const angle = j * 2.399963;
        const [ux, uy] =
          distance > 0.5 ? [dx / distance, dy / distance] : [Math.cos(angle), Math.sin(angle)];
        const push = (PIN_GAP - distance) / 2 + 0.5;
        out[i] = [inside(out[i][0] - ux * push, width), inside(out[i][1] - uy * push, height)];
        out[j] = [inside(out[j][0] + ux * push, width), inside(out[j][1] + uy * push, height)];
      }
    }
    if (!moved) break;
  }
  return out;
}
