/**
 * The model's colours from the product's `custom.colour_variants` metafield
 * (docs/decisions/0017-colours-of-a-model.md) as swatches for its page (pure, unit-tested).
 */
import type {ColourSwatch} from './catalogue-types';

interface ColourReference {
  handle?: string;
  colourName?: {value: string} | null;
  colour?: {value: string} | null;
}

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * Products with a colour name and a well-formed colour, in the merchant's order, the current one
 * marked. Nothing when fewer than two remain or the current product is not among them: a lone
 * swatch, or a list that forgot this product, would only confuse.
 */
export function colourSwatches(
  handle: string,
  metafield: {references?: {nodes: ColourReference[]} | null} | null | undefined,
): ColourSwatch[] {
  const swatches = (metafield?.references?.nodes ?? []).flatMap((node) => {
    const name = node.colourName?.value.trim();
    const hex = node.colour?.value;
    if (!node.handle || !name || !hex || !HEX.test(hex)) return [];
    return [{handle: node.handle, name, hex, current: node.handle === handle}];
  });
  return swatches.length > 1 && swatches.some((swatch) => swatch.current) ? swatches : [];
}
