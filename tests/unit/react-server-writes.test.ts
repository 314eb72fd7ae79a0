import {readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {createElement as h, Suspense, type ReactNode} from 'react';
import {afterAll, describe, expect, it} from 'vitest';
import type {Plugin} from 'vite';
import {reactServerWrites} from '../../scripts/react-server-writes';

// The edited build runs beside the original (its `require('react')` resolves from the same
// folder), and both render the same trees: the bytes must be identical.
const FILE = fileURLToPath(
  new URL(
    '../../node_modules/react-dom/cjs/react-dom-server.browser.production.min.js',
    import.meta.url,
  ),
);
const EDITED = FILE.replace(/[^/]+$/, '.react-server-writes-test.cjs');
const ORIGINAL = readFileSync(FILE, 'utf8');
const require = createRequire(import.meta.url);

function transform(code: string) {
  const plugin = reactServerWrites() as Plugin & {transform: (...args: unknown[]) => unknown};
  return plugin.transform.call({}, code, FILE, {ssr: true}) as {code: string} | null;
}

type Server = {
  renderToReadableStream: (node: ReactNode, options?: object) => Promise<ReadableStream>;
};
writeFileSync(EDITED, transform(ORIGINAL)!.code);
const original = require(FILE) as Server;
const edited = require(EDITED) as Server;
afterAll(() => rmSync(EDITED, {force: true}));

/** The stream's chunks as bytes, and how many there were. */
async function render(server: Server, tree: () => ReactNode) {
  const stream = await server.renderToReadableStream(tree(), {
    nonce: 'n0nce',
    bootstrapScriptContent: 'window.__boot = "é"',
  });
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return {bytes: Buffer.concat(chunks), chunks: chunks.length};
}

const later = (value: string, ms: number): Pending =>
  new Promise((resolve) => setTimeout(() => resolve(value), ms));

type Pending = Promise<string> & {value?: string};

/** React 18 suspends on a thrown promise. */
function read(text: Pending) {
  if (text.value !== undefined) return text.value;
  throw text.then((value) => {
    text.value = value;
  });
}

function Later({text}: {text: Pending}) {
  return h('p', {className: 'later', 'data-x': '"<&>'}, read(text));
}

// Markup of every kind the writer handles: attributes (boolean, numeric, style, data, aria),
// escaped text, multi-byte text and emoji, a surrogate pair split by React's text separator,
// raw HTML, a text longer than the old 512-byte buffer, and Suspense boundaries completed in
// later flushes.
function page(slow: Pending, slower: Pending) {
  return h(
    'html',
    {lang: 'hr'},
    h('head', null, h('title', null, 'Žene | Passo — 61,90 €')),
    h(
      'body',
      null,
      h('img', {src: '/a.jpg?v=1&width=240', width: 240, height: 300, alt: '', loading: 'lazy'}),
      h('input', {type: 'checkbox', required: true, defaultChecked: true, 'aria-label': 'Ok'}),
      h(
        'div',
        {style: {marginTop: 4, '--accent': 'red', display: 'grid'}},
        'a < b & "c" ',
        '😀',
        'ž',
      ),
      h('section', {dangerouslySetInnerHTML: {__html: '<b>ciao</b>'}}),
      h('p', null, 'Čćđšž €'.repeat(200)),
      h(
        'ul',
        null,
        ...Array.from({length: 60}, (_, i) => h('li', {key: i, id: `i${i}`}, `Taglia ${i}`)),
      ),
      h(Suspense, {fallback: h('span', null, 'Caricamento…')}, h(Later, {text: slow})),
      h(
        Suspense,
        {fallback: null},
        h(
          'div',
          null,
          h(Later, {text: slower}),
          h(Suspense, {fallback: 'x'}, h(Later, {text: slow})),
        ),
      ),
    ),
  );
}

describe('React server writes (docs/decisions/0034)', () => {
  it('sends the same bytes as the original for a streamed page', async () => {
    // Each render gets its own promises, resolved after the shell has been written.
    const run = (server: Server) => {
      const slow = later('Arrivato: ščćž 😀', 20);
      const slower = later('Dopo <tutto>', 60);
      return render(server, () => page(slow, slower));
    };
    const [a, b] = await Promise.all([run(original), run(edited)]);
    expect(b.bytes.toString('utf8')).toBe(a.bytes.toString('utf8'));
    expect(Buffer.compare(a.bytes, b.bytes)).toBe(0);
    // The boundaries came in later flushes, so the streaming paths ran.
    expect(a.bytes.toString('utf8')).toContain('Dopo &lt;tutto&gt;');
    expect(b.chunks).toBeGreaterThan(1);
  });

  it('sends the same bytes for a page rendered all at once, and for an empty fragment', async () => {
    const tree = () => page(Promise.resolve('subito'), Promise.resolve('anche'));
    for (const make of [tree, () => h('div', null, '')]) {
      const [a, b] = await Promise.all([render(original, make), render(edited, make)]);
      expect(Buffer.compare(a.bytes, b.bytes)).toBe(0);
    }
  });

  it('fails the build when react-dom no longer has the text it edits', () => {
    const changed = ORIGINAL.replace('function fd(a,b){', 'function fd(a,b,c){');
    expect(() => transform(changed)).toThrow(/changed; review the edit/);
    expect(transform(ORIGINAL)!.code).toContain('function p(a,b){l+=b}');
  });
});
