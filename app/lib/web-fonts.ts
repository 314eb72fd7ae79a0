import {inFrameSlices} from './later';

/**
 * The brand face comes after the page is interactive (docs/decisions/0024): until then, and
 * without JavaScript until the `<noscript>` stylesheet arrives, text is set in the metric-matched
 * fallback, so the swap moves nothing.
 *
 * The faces are loaded first and handed to the page together (docs/decisions/0042): linking the
 * stylesheet made the browser lay the whole page out again three times on a phone, once for the
 * new rules and once per file as it arrived, each a long task just when a shopper starts to tap.
 * The descriptors are read from the same stylesheet the `<noscript>` links; if anything here
 * fails, that stylesheet is linked as before.
 *
 * The page then takes the face a few regions per frame (docs/decisions/0044): setting a page's
 * text in a face for the first time cost a phone 170–250 ms in one frame at CPU ×4, most of it
 * shaping the words anew, however few the boxes.
 */
let handedOver: Promise<void> | null = null;

/** Resolves once the faces are in use (or linked by their stylesheet after a failure). */
export function loadWebFonts(href: string) {
  return (handedOver ??= handOver(href));
}

async function handOver(href: string) {
  try {
    const faces = await facesOf(href);
    const text = document.body.textContent ?? '';
    await Promise.all(faces.filter((face) => printsAny(face.unicodeRange, text)).map(loadFace));
    const regions = regionsOf(document.body);
    for (const region of regions) region.style.fontFamily = 'var(--font-fallback)';
    for (const face of faces) if (face.status !== 'error') document.fonts.add(face);
    await inFrameSlices(regions, (region) => {
      region.style.removeProperty('font-family');
      void region.offsetHeight;
    });
  } catch (error) {
    console.warn('[fonts] loaded by their stylesheet:', error);
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }
}

async function facesOf(href: string) {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href}: ${response.status}`);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(await response.text());
  return [...sheet.cssRules]
    .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
    .map(({style}) => {
      const descriptor = (name: string) => style.getPropertyValue(name) || undefined;
      return new FontFace(
        style.getPropertyValue('font-family').replace(/^["']|["']$/g, ''),
        style.getPropertyValue('src'),
        {
          style: descriptor('font-style'),
          weight: descriptor('font-weight'),
          display: descriptor('font-display') as FontDisplay | undefined,
          unicodeRange: descriptor('unicode-range'),
        },
      );
    });
}

/** A face that fails to load is not added: the page keeps the fallback for its letters. */
const loadFace = (face: FontFace) => face.load().catch(() => face);

/** Whether the text has a character in a `unicode-range` (`U+0000-00FF, U+0131, U+4??`). */
export function printsAny(unicodeRange: string, text: string) {
  // One native scan: walking the page's characters in script cost a phone ~20 ms (CPU ×4).
  const classes = unicodeRange.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    const [low, high] = from!.includes('?')
      ? [from!.replace(/\?/g, '0'), from!.replace(/\?/g, 'F')]
      : [from!, to.replace(/^U\+/i, '')];
    return `\\u{${low}}-\\u{${high}}`;
  });
  return new RegExp(`[${classes.join('')}]`, 'u').test(text);
}

/** A region with more elements than this is taken over by its children instead. */
const REGION_MAX_ELEMENTS = 60;

/** The parts of the page taken over one at a time, in the page's order. */
function regionsOf(parent: Element): HTMLElement[] {
  return [...parent.children].flatMap((child) => {
    if (child.getElementsByTagName('*').length > REGION_MAX_ELEMENTS) return regionsOf(child);
    return child instanceof HTMLElement ? [child] : [];
  });
}
