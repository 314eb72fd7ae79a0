// Writes app/lib/stores/region-outline.ts, the country outlines under the store map
// (docs/decisions/0020-store-map-without-tiles.md): `npm run store-map-outline`.
//
// Source: Natural Earth's Admin 0 countries at 1:10m, version 4.1.0 (public domain,
// https://www.naturalearthdata.com/about/terms-of-use/), as TopoJSON in the `world-atlas` package
// (ISC licence). Only the region around Italy, Slovenia and Croatia is kept, simplified and
// already projected, so the browser gets a few KB of SVG path data and no world.
import {readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {geoMercatorRaw} from 'd3-geo';
import {format, resolveConfig} from 'prettier';
import {feature} from 'topojson-client';
import {presimplify} from 'topojson-simplify';

const OUTPUT = fileURLToPath(new URL('../app/lib/stores/region-outline.ts', import.meta.url));

/** The shop's countries by ISO 3166-1 numeric code (the atlas's ids). */
const HOME = {380: 'IT', 705: 'SI', 191: 'HR'};
/**
 * What is kept, in degrees: more than the widest view shows (the three countries with the
 * map's padding, tests/unit/store-map.test.ts), so the cut edges stay outside the picture.
 */
const CLIP_BOX = {west: 2.5, east: 24, south: 33.5, north: 49.5};
/**
 * Points whose triangle is smaller than this (square degrees) go: finer on the shop's countries'
 * borders (about 1 km at a store's zoom), coarser on the neighbours' other edges.
 */
const MIN_WEIGHT = {home: 0.0005, neighbour: 0.004};
/** Islands and enclaves smaller than this (square output units, about 12 km²) go. */
const MIN_AREA = 60;
/** Output units per unit of the Mercator projection (radians): one unit is about 0.45 km here. */
const UNIT = 10_000;

const toUnits = ([lon, lat]) => {
  const [x, y] = geoMercatorRaw((lon * Math.PI) / 180, (lat * Math.PI) / 180);
  // Screen orientation: y grows southwards, as d3's projections draw it.
  return [Math.round(x * UNIT), Math.round(-y * UNIT)];
};

/** Sutherland–Hodgman against one side of the box: keeps the points where `inside` holds. */
function clipSide(ring, inside, cross) {
  const out = [];
  ring.forEach((point, i) => {
    const previous = ring[(i + ring.length - 1) % ring.length];
    if (inside(point)) {
      if (!inside(previous)) out.push(cross(previous, point));
      out.push(point);
    } else if (inside(previous)) out.push(cross(previous, point));
  });
  return out;
}

function clipToBox(ring, box) {
  const atX = (x) => (a, b) => [x, Math.round(a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0]))];
  const atY = (y) => (a, b) => [Math.round(a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1])), y];
  let out = ring;
  out = clipSide(out, (p) => p[0] >= box.x0, atX(box.x0));
  out = clipSide(out, (p) => p[0] <= box.x1, atX(box.x1));
  out = clipSide(out, (p) => p[1] >= box.y0, atY(box.y0));
  out = clipSide(out, (p) => p[1] <= box.y1, atY(box.y1));
  return out;
}

const area = (ring) =>
  ring.reduce((sum, [x, y], i) => {
    const [nx, ny] = ring[(i + 1) % ring.length];
    return sum + x * ny - nx * y;
  }, 0) / 2;

/** One country's rings as an SVG path: absolute start, then relative steps, closed. */
function toPath(rings) {
  return rings
    .map((ring) => {
      const steps = ring.slice(1).flatMap((p, i) => [p[0] - ring[i][0], p[1] - ring[i][1]]);
      const numbers = (list) => list.map((n, i) => (i > 0 && n >= 0 ? ` ${n}` : `${n}`)).join('');
      return `M${numbers(ring[0])}l${numbers(steps)}z`;
    })
    .join('');
}

/** The kept rings of a GeoJSON (Multi)Polygon, projected, clipped, without repeated points. */
function ringsOf(geometry, box) {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons
    .flat()
    .map((ring) => clipToBox(ring.slice(0, -1).map(toUnits), box))
    .map((ring) =>
      ring.filter((p, i) => i === 0 || p[0] !== ring[i - 1][0] || p[1] !== ring[i - 1][1]),
    )
    .filter((ring) => ring.length >= 3 && Math.abs(area(ring)) >= MIN_AREA);
}

/** The arcs a geometry uses (a negative index is the arc reversed). */
const arcsOf = (geometry) =>
  new Set(geometry.arcs.flat(2).map((index) => (index < 0 ? ~index : index)));

/** Drops the points under their arc's minimum weight: arcs on a home border keep more. */
function simplified(world) {
  const weighted = presimplify(world);
  const home = new Set(
    world.objects.countries.geometries.filter((g) => g.id in HOME).flatMap((g) => [...arcsOf(g)]),
  );
  const arcs = weighted.arcs.map((arc, index) => {
    const min = home.has(index) ? MIN_WEIGHT.home : MIN_WEIGHT.neighbour;
    return arc.filter((point) => point[2] >= min).map(([x, y]) => [x, y]);
  });
  return {...weighted, arcs};
}

/** The text of app/lib/stores/region-outline.ts. */
export async function regionOutlineSource() {
  const require = createRequire(import.meta.url);
  const world = JSON.parse(readFileSync(require.resolve('world-atlas/countries-10m.json'), 'utf8'));
  const simple = simplified(world);
  const [x0, y1] = toUnits([CLIP_BOX.west, CLIP_BOX.south]);
  const [x1, y0] = toUnits([CLIP_BOX.east, CLIP_BOX.north]);
  const box = {x0, x1, y0, y1};
  const countries = feature(simple, simple.objects.countries).features;
  const home = Object.entries(HOME).map(([id, code]) => ({
    code,
    rings: ringsOf(countries.find((country) => country.id === id).geometry, box),
  }));
  const bounds = (rings) => {
    const xs = rings.flat().map((p) => p[0]);
    const ys = rings.flat().map((p) => p[1]);
    return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  };
  const homeRings = home.flatMap(({rings}) => rings);
  const neighbours = toPath(
    countries
      .filter((country) => !(country.id in HOME) && country.geometry)
      .flatMap((country) => ringsOf(country.geometry, box)),
  );
  const source = `// Generated by scripts/make-store-map.mjs: do not edit. Natural Earth 1:10m Admin 0 countries
// v4.1.0 (public domain) from the world-atlas package (ISC), simplified, clipped to the region and
// projected (docs/decisions/0020-store-map-without-tiles.md).

/** Path units per unit of d3's Mercator projection: a point is (x, y) / OUTLINE_UNIT there. */
export const OUTLINE_UNIT = ${UNIT};

/** What the outlines cover, [west, north, east, south]: beyond it the map would be empty. */
export const OUTLINE_BOUNDS = ${JSON.stringify([x0, y0, x1, y1])} as const;

/** The shop's three countries' extent, [west, north, east, south]. */
export const HOME_BOUNDS = ${JSON.stringify(bounds(homeRings))} as const;

/** The shop's countries (ISO 3166-1 alpha-2), one SVG path each, y growing southwards. */
export const HOME_OUTLINES = ${JSON.stringify(home.map(({code, rings}) => ({code, path: toPath(rings)})))} as const;

/** Every other country in the box, for context, as one path. */
export const NEIGHBOUR_OUTLINES = ${JSON.stringify(neighbours)};
`;
  return format(source, {...(await resolveConfig(OUTPUT)), filepath: OUTPUT});
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(OUTPUT, await regionOutlineSource());
  console.log(`wrote ${OUTPUT}`);
}
