import {describe, expect, it} from 'vitest';
import {deferModules, deferredScripts} from '~/lib/module-preloads.server';

async function through(chunks: Uint8Array[]): Promise<string> {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Response(source.pipeThrough(deferModules())).text();
}

/** The end of a page as React Router 7's `<Scripts>` writes it. */
const scripts =
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/>' +
  '<link rel="modulepreload" href="/assets/chunk-B.js"/>' +
  '<link rel="modulepreload" href="/assets/root-C.js"/>' +
  '<script nonce="n0">window.__reactRouterContext = {"ssr":true};</script>' +
  '<script nonce="n0" type="module" async="">;\n' +
  'import * as route0 from "/assets/root-C.js";\n' +
  'import * as route1 from "/assets/shop-D.js";\n' +
  '  window.__reactRouterManifest = {"url": "/assets/manifest-1.js", "imports": ["/x.js"]};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/shop":route1,"$\'":1};\n\n' +
  'import("/assets/entry.client-A.js");</script>';
const html =
  '<html><head><link rel="stylesheet" href="/a.css"/></head><body><p>Città è già più</p>' +
  scripts +
  '</body></html><script nonce="n0">window.__reactRouterContext.streamController.enqueue("[]");</script>';

describe('modules wait for the page to be shown', () => {
  it('keeps the preload links inert and imports the route modules after the paint', async () => {
    const out = await through([new TextEncoder().encode(html)]);
    expect(out).not.toContain('<link rel="modulepreload"');
    // Each link stays where React rendered it, with a rel that fetches nothing until then.
    expect(out.match(/<link rel="modulepreload-after-paint" href="[^"]+"\/>/g)).toHaveLength(3);
    expect(out).not.toMatch(/^\s*import \* as/m);
    const script = /<script nonce="n0" type="module" async="">([\s\S]*?)<\/script>/.exec(out)![1]!;
    expect(script).toContain("addEventListener('load'");
    expect(script).toContain("getEntriesByName('first-contentful-paint')");
    expect(script).toContain(
      `for (const link of document.querySelectorAll('link[rel="modulepreload-after-paint"]')) link.rel = 'modulepreload';`,
    );
    expect(script).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-C.js"), import("/assets/shop-D.js")]);',
    );
    // What React Router wrote after its imports runs as it was, after them.
    expect(script.indexOf('Promise.all')).toBeLessThan(script.indexOf('__reactRouterRouteModules'));
    // A `$'` in the manifest stays as it is (a replacement pattern would expand it).
    expect(script).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/shop":route1,"$\'":1};',
    );
    expect(script.trimEnd().endsWith('import("/assets/entry.client-A.js");')).toBe(true);
    // Everything around them is untouched.
    expect(out.replace(/<script nonce="n0" type="module"[\s\S]*?<\/script>/, '')).toBe(
      html
        .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload-after-paint"')
        .replace(/<script nonce="n0" type="module"[\s\S]*?<\/script>/, ''),
    );
  });

  it('gives the same page however the stream is cut, down to single bytes', async () => {
    const bytes = new TextEncoder().encode(html);
    const expected = await through([bytes]);
    for (let cut = 1; cut < bytes.length; cut++) {
      const out = await through([bytes.slice(0, cut), bytes.slice(cut)]);
      expect(out, `cut at ${cut}`).toBe(expected);
    }
    expect(await through([...bytes].map((byte) => Uint8Array.of(byte)))).toBe(expected);
  });

  it('leaves a script it does not recognise, and its links, as they are', async () => {
    const named = scripts.replace(
      'import * as route1',
      'import {x} from "/y.js";\nimport * as route1',
    );
    expect(deferredScripts(named)).toBeNull();
    expect(await through([new TextEncoder().encode(named)])).toBe(named);
    // Positive control: the script React Router writes is recognised.
    expect(deferredScripts(scripts)).not.toBeNull();
  });

  it('passes a document without module scripts through untouched', async () => {
    const plain = '<html><body>Nessun modulo <link rel="modulepreloa</body></html>';
    expect(await through([new TextEncoder().encode(plain)])).toBe(plain);
    const links = '<html><body><link rel="modulepreload" href="/a.js"/></body></html>';
    expect(await through([new TextEncoder().encode(links)])).toBe(links);
  });
});
