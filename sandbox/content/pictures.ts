/**
 * Editorial pictures for content assets and Instagram posts, drawn as SVG from a seed string:
 * a two-tone set (wall and floor), a round backdrop and one to three of the catalogue's product
 * silhouettes (images/shapes.ts). The same seed always gives the same picture, at any size.
 */
import {drawSvg, type Shape} from '../images/shapes';
import {mulberry32, pick} from '../seed/prng';

const PALETTES = [
  {wall: '#e9dfd3', floor: '#d8c6b1', disc: '#c46a4a'},
  {wall: '#dfe5e0', floor: '#c3cfc6', disc: '#3f6b5a'},
  {wall: '#ece6da', floor: '#d6cab5', disc: '#2f3d5c'},
  {wall: '#f1e4e1', floor: '#e0c9c4', disc: '#9c3d54'},
  {wall: '#e4e4ea', floor: '#cbcbd6', disc: '#5a4a8a'},
  {wall: '#efe9dc', floor: '#ddd2bb', disc: '#b8862f'},
];
const PRODUCT_COLOURS = [
  '#1d1d1f',
  '#f4f1ea',
  '#8a5a3b',
  '#2f3d5c',
  '#9c3d54',
  '#c9a66b',
  '#4c6b4f',
];
const SHAPES: readonly Shape[] = ['sneaker', 'boot', 'sandal', 'heel', 'loafer', 'bag', 'tshirt'];
const FULL_FRAME: ReadonlySet<Shape> = new Set(['bag', 'tshirt', 'trousers']);

/** A number from a string, to seed the drawing. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * The picture `seed` names, `width`×`height` in its own units (the natural size); the SVG's
 * pixel size is `scale` times that, or exactly `stretch` when given (the Images API's fit=scale).
 */
export function drawPicture(
  seed: string,
  width: number,
  height: number,
  {scale = 1, stretch}: {scale?: number; stretch?: {width: number; height: number}} = {},
): string {
  const rng = mulberry32(hash(seed));
  const palette = pick(rng, PALETTES);
  const horizon = Math.round(height * (0.62 + rng() * 0.12));
  const radius = Math.round(Math.min(width, height) * (0.28 + rng() * 0.1));
  const discX = Math.round(width * (0.3 + rng() * 0.4));
  const count = 1 + Math.floor(rng() * 3);
  // Products stand on the floor line, side by side, each in a 4:5 box.
  const boxHeight = Math.min(height * 0.62, (width / (count + 0.5)) * 1.25);
  const boxWidth = boxHeight * 0.8;
  const start = (width - count * boxWidth) / 2;
  const products = Array.from({length: count}, (_, k) => {
    const shape = pick(rng, SHAPES);
    const svg = drawSvg(
      {shape, color: pick(rng, PRODUCT_COLOURS), angle: Math.floor(rng() * 2)},
      Math.round(boxWidth),
    ).replace(/<rect width="400" height="500" fill="[^"]+"\/>/, '');
    const x = Math.round(start + k * boxWidth);
    // Where the drawing's own shadow lies (images/shapes.ts): shoes 336/500, the rest 446/500.
    const y = Math.round(
      horizon + boxHeight * 0.08 - boxHeight * (FULL_FRAME.has(shape) ? 0.89 : 0.67),
    );
    return svg.replace('<svg ', `<svg x="${x}" y="${y}" `);
  });
  const pixelWidth = stretch?.width ?? Math.max(1, Math.round(width * scale));
  const pixelHeight = stretch?.height ?? Math.max(1, Math.round(height * scale));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" ` +
    `viewBox="0 0 ${width} ${height}"${stretch ? ' preserveAspectRatio="none"' : ''}>` +
    `<rect width="${width}" height="${height}" fill="${palette.wall}"/>` +
    `<circle cx="${discX}" cy="${Math.round(horizon - radius * 0.55)}" r="${radius}" fill="${palette.disc}" opacity="0.85"/>` +
    `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${palette.floor}"/>` +
    products.join('') +
    `</svg>`
  );
}
