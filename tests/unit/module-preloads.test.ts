import {describe, expect, it} from 'vitest';
import {lowerModulePreloads} from '~/lib/module-preloads.server';

async function through(chunks: Uint8Array[]): Promise<string> {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Response(source.pipeThrough(lowerModulePreloads())).text();
}

const html =
  '<head><link rel="stylesheet" href="/a.css"/></head><body><p>Città è già più</p>' +
  '<link rel="modulepreload" href="/assets/entry.js"/>' +
  '<link rel="modulepreload" href="/assets/root.js"/><script type="module">import "x"</script></body>';

describe('module preloads at low priority', () => {
  it('lowers every modulepreload link and changes nothing else', async () => {
    const out = await through([new TextEncoder().encode(html)]);
    expect(out).toBe(
      html.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"'),
    );
    expect(out.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(out).toContain('<link rel="stylesheet" href="/a.css"/>');
  });

  it('finds links and characters split across chunks at every byte', async () => {
    const bytes = new TextEncoder().encode(html);
    const expected = await through([bytes]);
    for (let cut = 1; cut < bytes.length; cut++) {
      const out = await through([bytes.slice(0, cut), bytes.slice(cut)]);
      expect(out, `cut at ${cut}`).toBe(expected);
    }
    const single = await through([...bytes].map((byte) => Uint8Array.of(byte)));
    expect(single).toBe(expected);
  });

  it('passes a document without module scripts through untouched', async () => {
    const plain = '<html><body>Nessun modulo <link rel="modulepreloa</body></html>';
    expect(await through([new TextEncoder().encode(plain)])).toBe(plain);
  });
});
