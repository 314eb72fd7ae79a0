import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {geoMercator} from 'd3-geo';
import {
  HOME_BOUNDS,
  HOME_OUTLINES,
  NEIGHBOUR_OUTLINES,
  OUTLINE_BOUNDS,
  OUTLINE_UNIT,
} from '~/lib/stores/region-outline';
import {
  MAP_ASPECT,
  PIN_TARGET,
  fitView,
  project,
  spreadPins,
  toOutlineUnits,
  type MapView,
  type Point,
} from '~/lib/stores/store-map';
import {regionOutlineSource} from '../../scripts/make-store-map.mjs';

const CITIES = {
  milano: [9.19, 45.4642],
  milanoGaribaldi: [9.1876, 45.4841],
  rome: [12.4833, 41.9009],
  torino: [7.6869, 45.0703],
  bologna: [11.3426, 44.4938],
  firenze: [11.2486, 43.7711],
  napoli: [14.2525, 40.8399],
  verona: [10.9916, 45.4384],
  ljubljana: [14.5051, 46.0511],
  maribor: [15.6459, 46.5547],
  zagreb: [15.9775, 45.8131],
  split: [16.4402, 43.5081],
  palermo: [13.3615, 38.1157],
} satisfies Record<string, [number, number]>;
type City = keyof typeof CITIES;

const at = (city: City) => ({longitude: CITIES[city][0], latitude: CITIES[city][1]});
const STORES = (Object.keys(CITIES) as City[]).filter((city) => city !== 'palermo').map(at);
const WIDTHS = [288, 343, 560, 1000];

const place = (view: MapView, city: City) => project(view, toOutlineUnits(...CITIES[city]));
const insideFrame = ([x, y]: Point, width: number) =>
  x >= 0 && x <= width && y >= 0 && y <= width * MAP_ASPECT;

/** The rings of a path written by scripts/make-store-map.mjs: `M x y l dx dy … z`. */
function rings(path: string): Point[][] {
  return path
    .split('M')
    .filter(Boolean)
    .map((part) => {
      const numbers = (part.match(/-?\d+/g) ?? []).map(Number);
      const ring: Point[] = [[numbers[0], numbers[1]]];
      for (let i = 2; i < numbers.length; i += 2) {
        const [x, y] = ring[ring.length - 1];
        ring.push([x + numbers[i], y + numbers[i + 1]]);
      }
      return ring;
    });
}

/** Even-odd point in polygon, as the map fills its paths. */
function contains(path: string, [px, py]: Point): boolean {
  let inside = false;
  for (const ring of rings(path)) {
    ring.forEach(([x, y], i) => {
      const [nx, ny] = ring[(i + 1) % ring.length];
      if (y > py !== ny > py && px < ((nx - x) * (py - y)) / (ny - y) + x) inside = !inside;
    });
  }
  return inside;
}

describe('store map projection', () => {
  it('places a pin where d3’s Mercator projection does', () => {
    const view = fitView(STORES, 343);
    const d3 = geoMercator()
      .scale(view.scale * OUTLINE_UNIT)
      .translate([view.x, view.y]);
    for (const city of Object.keys(CITIES) as City[]) {
      const [x, y] = d3(CITIES[city])!;
      const [px, py] = place(view, city);
      expect(px).toBeCloseTo(x, 6);
      expect(py).toBeCloseTo(y, 6);
    }
  });

  it('puts Milan west of Ljubljana and north of Rome', () => {
    for (const width of WIDTHS) {
      const view = fitView(STORES, width);
      const [milanX, milanY] = place(view, 'milano');
      expect(milanX).toBeLessThan(place(view, 'ljubljana')[0]);
      expect(milanY).toBeLessThan(place(view, 'rome')[1]);
    }
  });

  it('keeps every pin inside the map, with room for the pin', () => {
    const sets = [
      STORES,
      [at('split')],
      [at('milano'), at('milanoGaribaldi')],
      [at('torino'), at('split')],
    ];
    for (const width of WIDTHS) {
      for (const stores of sets) {
        const view = fitView(stores, width);
        for (const {longitude, latitude} of stores) {
          const [x, y] = project(view, toOutlineUnits(longitude, latitude));
          expect(Math.min(x, y, width - x, width * MAP_ASPECT - y)).toBeGreaterThanOrEqual(
            PIN_TARGET / 2,
          );
        }
      }
    }
  });

  it('shows all three countries when the stores are spread, or there is none', () => {
    const corners: Point[] = [
      [HOME_BOUNDS[0], HOME_BOUNDS[1]],
      [HOME_BOUNDS[2], HOME_BOUNDS[3]],
    ];
    for (const stores of [STORES, [at('torino'), at('napoli')], []]) {
      const view = fitView(stores, 343);
      for (const corner of corners) expect(insideFrame(project(view, corner), 343)).toBe(true);
    }
    // The control: one city's stores show that part of the country only.
    const city = fitView([at('milano'), at('milanoGaribaldi')], 343);
    expect(insideFrame(project(city, corners[1]), 343)).toBe(false);
  });

  it('zooms to one city’s stores with some of the country around them', () => {
    const view = fitView([at('milano'), at('milanoGaribaldi')], 343);
    const kmPerPx = (6371 * Math.cos((45.47 * Math.PI) / 180)) / (view.scale * OUTLINE_UNIT);
    expect(343 * kmPerPx).toBeGreaterThan(400);
    expect(343 * kmPerPx).toBeLessThan(700);
    expect(insideFrame(place(view, 'torino'), 343)).toBe(true);
    expect(insideFrame(place(view, 'rome'), 343)).toBe(false);
  });

  it('never shows past the outlines’ edge, however few or spread the stores', () => {
    for (const width of WIDTHS) {
      for (const stores of [[], STORES, [at('split')], [at('torino')], [at('palermo')]]) {
        const view = fitView(stores, width);
        const [west, north] = [-view.x / view.scale, -view.y / view.scale];
        const [east, south] = [
          (width - view.x) / view.scale,
          (width * MAP_ASPECT - view.y) / view.scale,
        ];
        expect(west).toBeGreaterThanOrEqual(OUTLINE_BOUNDS[0]);
        expect(north).toBeGreaterThanOrEqual(OUTLINE_BOUNDS[1]);
        expect(east).toBeLessThanOrEqual(OUTLINE_BOUNDS[2]);
        expect(south).toBeLessThanOrEqual(OUTLINE_BOUNDS[3]);
      }
    }
  });
});

describe('store map pins', () => {
  const gaps = (points: Point[]) =>
    points.flatMap((a, i) => points.slice(i + 1).map((b) => Math.hypot(a[0] - b[0], a[1] - b[1])));

  it('moves close pins apart so each keeps a 24 px target, and leaves the others alone', () => {
    for (const width of WIDTHS) {
      const view = fitView(STORES, width);
      const spots = STORES.map(({longitude, latitude}) =>
        project(view, toOutlineUnits(longitude, latitude)),
      );
      // The control: the two Milan stores share a spot before.
      expect(Math.min(...gaps(spots))).toBeLessThan(24);
      const placed = spreadPins(spots, width);
      expect(Math.min(...gaps(placed))).toBeGreaterThanOrEqual(Math.max(24, PIN_TARGET));
      placed.forEach((point, i) => {
        expect(insideFrame(point, width)).toBe(true);
        const others = spots.filter((_, j) => j !== i);
        const nearest = Math.min(
          ...others.map(([x, y]) => Math.hypot(x - spots[i][0], y - spots[i][1])),
        );
        if (nearest > 60) expect(point).toEqual(spots[i]);
      });
    }
  });

  it('spreads many pins on one spot, in a corner too, the same way every time', () => {
    for (const spot of [
      [150, 150],
      [2, 2],
    ] as Point[]) {
      const points = Array.from({length: 8}, (): Point => [...spot]);
      const placed = spreadPins(points, 300);
      expect(Math.min(...gaps(placed))).toBeGreaterThanOrEqual(PIN_TARGET);
      for (const point of placed) expect(insideFrame(point, 300)).toBe(true);
      expect(spreadPins(points, 300)).toEqual(placed);
    }
  });
});

describe('store map outlines', () => {
  it('cover Italy, Slovenia and Croatia, each city in its own country', () => {
    expect(HOME_OUTLINES.map((country) => country.code).sort()).toEqual(['HR', 'IT', 'SI']);
    const inCountry: Record<string, City[]> = {
      IT: ['milano', 'rome', 'torino', 'napoli', 'palermo', 'firenze'],
      SI: ['ljubljana', 'maribor'],
      HR: ['zagreb', 'split'],
    };
    for (const [code, cities] of Object.entries(inCountry)) {
      for (const city of cities) {
        const point = toOutlineUnits(...CITIES[city]);
        for (const other of HOME_OUTLINES) {
          expect(contains(other.path, point), `${city} in ${other.code}`).toBe(other.code === code);
        }
        expect(contains(NEIGHBOUR_OUTLINES, point), `${city} in a neighbour`).toBe(false);
      }
    }
  });

  it('leave the sea empty and draw the neighbours', () => {
    const adriatic = toOutlineUnits(15.5, 42.6);
    for (const {path} of HOME_OUTLINES) expect(contains(path, adriatic)).toBe(false);
    expect(contains(NEIGHBOUR_OUTLINES, adriatic)).toBe(false);
    for (const [lon, lat] of [
      [8.55, 47.37], // Zürich
      [16.37, 48.21], // Vienna
      [19.04, 47.5], // Budapest
      [18.41, 43.86], // Sarajevo
    ]) {
      expect(contains(NEIGHBOUR_OUTLINES, toOutlineUnits(lon, lat))).toBe(true);
    }
  });

  it('are what scripts/make-store-map.mjs writes from the atlas', async () => {
    const committed = readFileSync('app/lib/stores/region-outline.ts', 'utf8');
    expect(await regionOutlineSource()).toBe(committed);
  });
});
