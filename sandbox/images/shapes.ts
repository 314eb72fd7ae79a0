/**
 * Stylised product pictures as SVG: one silhouette per kind of product, filled with the product's
 * colour on a soft neutral background. `angle` (0–3) gives each product a few different shots:
 * side view, mirrored, tilted, close-up. The picture is drawn at the requested size, so sharp
 * rasterises vectors straight to the output width instead of resizing a big bitmap.
 */
export type Shape =
  'sneaker' | 'boot' | 'sandal' | 'heel' | 'loafer' | 'tshirt' | 'trousers' | 'bag';

/** Every picture has the 4:5 portrait ratio of the shop's product cards. */
const ASPECT = 5 / 4;

interface Drawing {
  body: string; // filled with the product colour
  accent?: string; // filled with a lighter tint (soles, straps)
  lines?: string; // stroked details
  /** Shoes are drawn in a 360×200 box and placed on the floor; clothes and bags use the whole frame. */
  frame: 'shoe' | 'full';
}

const DRAWINGS: Record<Shape, Drawing> = {
  sneaker: {
    frame: 'shoe',
    body: 'M30 150 L32 92 Q36 74 60 74 L104 80 Q134 50 166 90 L226 112 Q300 122 324 146 L326 152 Z',
    accent: 'M24 150 L330 150 Q336 176 310 180 L46 180 Q20 180 24 150 Z',
    lines: 'M120 92 L140 86 M128 100 L150 94 M138 108 L160 102 M170 140 Q220 120 270 138',
  },
  boot: {
    frame: 'shoe',
    body: 'M70 10 L160 10 L166 110 Q184 134 250 146 Q318 158 324 178 L64 178 Q56 120 70 10 Z',
    accent: 'M58 178 L328 178 L328 192 L58 192 Z M60 192 L112 192 L112 200 L60 200 Z',
    lines: 'M76 24 L156 24 M160 60 L178 70 M164 80 L184 92',
  },
  sandal: {
    frame: 'shoe',
    body: 'M110 150 Q150 92 210 120 L220 150 Z M240 150 Q270 112 306 150 Z M58 150 Q60 110 96 116 L104 150 Z',
    accent:
      'M28 154 Q28 144 48 144 L306 144 Q330 144 330 156 Q330 168 306 168 L48 168 Q28 168 28 154 Z',
    lines: 'M62 132 Q150 96 212 126',
  },
  heel: {
    frame: 'shoe',
    body: 'M44 60 Q36 116 58 150 L66 196 L76 196 L84 140 Q150 150 206 166 Q266 186 326 180 Q338 168 316 158 Q246 146 186 118 Q124 90 96 60 Z',
    lines: 'M96 60 Q150 120 230 150',
  },
  loafer: {
    frame: 'shoe',
    body: 'M30 166 L32 122 Q40 100 84 102 L148 110 Q206 96 256 116 Q316 134 330 160 L330 168 Z',
    accent: 'M26 166 L334 166 L334 180 L26 180 Z',
    lines: 'M168 106 Q206 126 252 118 M176 124 L238 124',
  },
  tshirt: {
    frame: 'full',
    body: 'M130 90 L172 76 Q200 104 228 76 L270 90 L340 150 L304 192 L272 168 L272 420 L128 420 L128 168 L96 192 L60 150 Z',
    lines: 'M172 76 Q200 120 228 76 M128 400 L272 400',
  },
  trousers: {
    frame: 'full',
    body: 'M128 70 L272 70 L294 440 L222 440 L200 180 L178 440 L106 440 Z',
    accent: 'M126 70 L274 70 L276 96 L124 96 Z',
    lines: 'M200 96 L200 180 M150 110 Q160 140 140 150 M250 110 Q240 140 260 150',
  },
  bag: {
    frame: 'full',
    body: 'M92 200 L308 200 L332 420 L68 420 Z',
    accent: 'M92 200 L308 200 L312 250 L88 250 Z',
    lines: 'M140 200 Q140 100 200 100 Q260 100 260 200 M188 250 L212 250 L212 272 L188 272 Z',
  },
};

/** Per-angle placement inside the 400×500 frame. */
const VIEWS = [
  {flip: false, rotate: 0, scale: 1, dy: 0},
  {flip: true, rotate: 0, scale: 1, dy: 0},
  {flip: false, rotate: -8, scale: 0.92, dy: -10},
  {flip: false, rotate: 0, scale: 1.35, dy: 20},
];

const BACKGROUNDS = ['#f3f1ec', '#eeebe4', '#f5f3ef', '#ebe8e2'];

export interface PictureSpec {
  shape: Shape;
  color: string;
  angle: number;
}

export function drawSvg(spec: PictureSpec, width: number): string {
  const drawing = DRAWINGS[spec.shape];
  const view = VIEWS[spec.angle % VIEWS.length]!;
  const height = Math.round(width * ASPECT);
  const place =
    drawing.frame === 'shoe' ? 'translate(200 250) scale(1.05) translate(-180 -125)' : '';
  const flip = view.flip ? 'translate(400 0) scale(-1 1)' : '';
  const turn = `translate(200 ${250 + view.dy}) rotate(${view.rotate}) scale(${view.scale}) translate(-200 -250)`;
  const outline = mix(spec.color, '#000000', 0.35);
  const tint = mix(spec.color, '#ffffff', 0.55);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 500">` +
    `<rect width="400" height="500" fill="${BACKGROUNDS[spec.angle % BACKGROUNDS.length]}"/>` +
    `<ellipse cx="200" cy="${drawing.frame === 'shoe' ? 336 : 446}" rx="150" ry="14" fill="#000" opacity="0.08"/>` +
    `<g transform="${flip} ${turn} ${place}" stroke="${outline}" stroke-width="3" stroke-linejoin="round">` +
    `<path d="${drawing.body}" fill="${spec.color}"/>` +
    (drawing.accent ? `<path d="${drawing.accent}" fill="${tint}"/>` : '') +
    (drawing.lines
      ? `<path d="${drawing.lines}" fill="none" stroke-width="2.5" opacity="0.7"/>`
      : '') +
    `</g></svg>`
  );
}

/** Mixes two #rrggbb colours; `amount` of `other`. */
function mix(color: string, other: string, amount: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const out = [0, 1, 2].map((i) =>
    Math.round(channel(color, i) * (1 - amount) + channel(other, i) * amount),
  );
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
