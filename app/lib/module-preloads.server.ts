/**
 * The page is whole without JavaScript, so its modules wait for it to be shown (docs/decisions/
 * 0018). React Router's `<Scripts>` writes a `modulepreload` link per module of the first page
 * and a module script whose static imports start fetching them all as soon as the HTML is read,
 * where they compete with the stylesheet, the fonts and the largest picture. This stream gives
 * the links a rel that fetches nothing and rewrites that script so that, once the page has
 * loaded and painted, it turns them back into module preloads and imports the route modules
 * dynamically, then goes on exactly as React Router wrote it (the manifest, the route modules,
 * the client entry), and React hydrates the links it rendered.
 */
const LINK = '<link rel="modulepreload"';
/** A rel no browser knows: the link stays where React expects it when it hydrates. */
const WAITING = 'modulepreload-after-paint';
const LINK_TAG = /<link rel="modulepreload"(?: fetchpriority="low")?/g;
const MODULE_SCRIPT = /(<script[^>]*type="module"[^>]*>)([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^\s*import \* as (\w+) from ("[^"\\]+");\s*$/gm;
const SIDE_EFFECT_IMPORT = /^\s*import ("[^"\\]+");\s*$/gm;

/**
 * After the load event, once the browser reports the first contentful paint (checked each
 * frame), or at the latest 3 s after the load event (a tab in the background does not paint).
 */
const AFTER_PAINT =
  'await new Promise((go) => { const start = () => { setTimeout(go, 3000); ' +
  "const painted = () => performance.getEntriesByName('first-contentful-paint').length " +
  '? setTimeout(go) : requestAnimationFrame(painted); painted(); }; ' +
  "if (document.readyState === 'complete') start(); " +
  "else addEventListener('load', start, {once: true}); });";

/** The links and the module script rewritten; null when they are not as React Router writes them. */
export function deferredScripts(segment: string): string | null {
  const script = MODULE_SCRIPT.exec(segment);
  if (!script) return null;
  const [whole, open, body] = script as unknown as [string, string, string];
  const bindings: string[] = [];
  const sources: string[] = [];
  const rest = body
    .replace(STATIC_IMPORT, (_, name: string, source: string) => {
      bindings.push(name);
      sources.push(`import(${source})`);
      return '';
    })
    // Imported for their effects alone: after the bound ones, so that the names line up.
    .replace(SIDE_EFFECT_IMPORT, (_, source: string) => {
      sources.push(`import(${source})`);
      return '';
    });
  // Anything else imported statically would still load at once: leave such a script alone.
  if (/^\s*import[\s{*"]/m.test(rest)) return null;
  const rewritten =
    `${open}${AFTER_PAINT}\n` +
    `for (const link of document.querySelectorAll('link[rel="${WAITING}"]')) link.rel = 'modulepreload';\n` +
    `const [${bindings.join(', ')}] = await Promise.all([${sources.join(', ')}]);\n` +
    `${rest}</script>`;
  // A function, so that a `$` in the manifest (route ids like `($locale)`) is not a pattern.
  return segment.replace(whole, () => rewritten).replaceAll(LINK_TAG, `<link rel="${WAITING}"`);
}

/** How many characters at the end of `text` could be the start of a link split across chunks. */
function pendingPrefix(text: string): number {
  for (let length = Math.min(LINK.length - 1, text.length); length > 0; length--) {
    if (LINK.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}

export function deferModules(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  // Before the first link, passed on as it comes; from it to the end of the module script,
  // held; after it, passed on again.
  let state: 'before' | 'holding' | 'after' = 'before';
  let held = '';
  return new TransformStream({
    transform(chunk, controller) {
      let text = held + decoder.decode(chunk, {stream: true});
      held = '';
      if (state === 'before') {
        const at = text.indexOf(LINK);
        if (at < 0) {
          const keep = text.length - pendingPrefix(text);
          held = text.slice(keep);
          if (keep > 0) controller.enqueue(encoder.encode(text.slice(0, keep)));
          return;
        }
        if (at > 0) controller.enqueue(encoder.encode(text.slice(0, at)));
        text = text.slice(at);
        state = 'holding';
      }
      if (state === 'holding') {
        const script = MODULE_SCRIPT.exec(text);
        if (!script) return void (held = text);
        const end = script.index + script[0].length;
        text = (deferredScripts(text.slice(0, end)) ?? text.slice(0, end)) + text.slice(end);
        state = 'after';
      }
      controller.enqueue(encoder.encode(text));
    },
    flush(controller) {
      const rest = held + decoder.decode();
      if (rest) controller.enqueue(encoder.encode(rest));
    },
  });
}
