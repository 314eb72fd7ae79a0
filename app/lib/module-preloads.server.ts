/**
 * React Router's `<Scripts>` preloads every module of the first page with `rel="modulepreload"`,
 * which browsers fetch at high priority, ahead of the images and in competition with the
 * stylesheet and font that the server-rendered page needs to paint. The page is whole without
 * JavaScript, so its modules can wait: this stream adds `fetchpriority="low"` to those links
 * (`<Scripts>` takes no props for them). See docs/decisions/0010-first-paint-before-scripts.md.
 */
const NEEDLE = '<link rel="modulepreload"';
const LOWERED = '<link rel="modulepreload" fetchpriority="low"';

/** How many characters at the end of `text` could be the start of a link split across chunks. */
function pendingPrefix(text: string): number {
  for (let length = Math.min(NEEDLE.length - 1, text.length); length > 0; length--) {
    if (NEEDLE.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}

export function lowerModulePreloads(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let carry = '';
  return new TransformStream({
    transform(chunk, controller) {
      const text = carry + decoder.decode(chunk, {stream: true});
      const keep = text.length - pendingPrefix(text);
      carry = text.slice(keep);
      if (keep > 0)
        controller.enqueue(encoder.encode(text.slice(0, keep).replaceAll(NEEDLE, LOWERED)));
    },
    flush(controller) {
      const rest = carry + decoder.decode();
      if (rest) controller.enqueue(encoder.encode(rest.replaceAll(NEEDLE, LOWERED)));
    },
  });
}
