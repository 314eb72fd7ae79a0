import {describe, expect, it} from 'vitest';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {MemoryRouter} from 'react-router';
import {ShellContext} from '~/hooks/use-shell';
import type {Shell} from '~/lib/shell-context';
import {MARKETS} from '~/lib/markets';
import {checkedRichText, safeUri} from '~/lib/content/rich-text';
import {RichText} from '~/components/RichText';

const ORIGIN = 'https://images.test';
const text = (value: string, marks: string[] = []) => ({
  nodeType: 'text',
  value,
  marks: marks.map((type) => ({type})),
  data: {},
});
const paragraph = (...content: unknown[]) => ({nodeType: 'paragraph', data: {}, content});
const doc = (...content: unknown[]) => ({nodeType: 'document', data: {}, content});

function render(document: unknown): string {
  const checked = checkedRichText(document, ORIGIN);
  if (!checked) return '';
  const shell = {market: MARKETS.sl, assetsBaseUrl: '/'} as unknown as Shell;
  return renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(
        ShellContext.Provider,
        {value: shell},
        createElement(RichText, {document: checked}),
      ),
    ),
  );
}

describe('rich text', () => {
  it('keeps markup-looking text as text: a <script> is shown, never run', () => {
    const html = render(
      doc(paragraph(text('<script>alert(1)</script>'), text('<b>x</b>', ['bold']))),
    );
    expect(html).toBe(
      '<div class="rich-text"><p>&lt;script&gt;alert(1)&lt;/script&gt;<b>&lt;b&gt;x&lt;/b&gt;</b></p></div>',
    );
    expect(html).not.toContain('<script');
  });

  it('turns an unsafe link into its words and keeps safe ones, shop paths in the market', () => {
    const link = (uri: string, words: string) => ({
      nodeType: 'hyperlink',
      data: {uri},
      content: [text(words)],
    });
    const html = render(
      doc(
        paragraph(
          link('javascript:alert(1)', 'cattivo'),
          link('/donna', 'Donna'),
          link('https://example.com/', 'Fuori'),
        ),
      ),
    );
    expect(html).toContain('cattivo');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<a href="/sl/donna">Donna</a>');
    expect(html).toContain('<a href="https://example.com/" rel="noopener noreferrer">Fuori</a>');
    expect(safeUri(' JAVASCRIPT:x')).toBeNull();
    expect(safeUri('mailto:info@passo.example')).toBe('mailto:info@passo.example');
  });

  it('drops unknown nodes and attributes, demotes heading 1, and sizes embedded assets', () => {
    const raw = doc(
      {nodeType: 'heading-1', data: {onclick: 'x'}, content: [text('Titolo')]},
      {nodeType: 'embedded-entry-block', data: {target: {}}, content: []},
      {
        nodeType: 'embedded-asset-block',
        data: {
          target: {
            sys: {type: 'Asset', id: 'a'},
            fields: {
              title: 'Vetrina',
              file: {
                url: '//images.ctfassets.net/s/a/b/c.jpg',
                details: {image: {width: 1200, height: 800}},
                contentType: 'image/jpeg',
              },
            },
          },
        },
        content: [],
      },
    );
    const checked = checkedRichText(raw, ORIGIN);
    expect(checked?.content).toEqual([
      {nodeType: 'heading-2', data: {}, content: [text('Titolo')]},
      {
        nodeType: 'embedded-asset-block',
        data: {image: {url: `${ORIGIN}/s/a/b/c.jpg`, width: 1200, height: 800, alt: 'Vetrina'}},
        content: [],
      },
    ]);
    const html = render(raw);
    expect(html).toContain('width="720" height="480"');
    expect(html).toContain('fm=webp');
  });

  it('is null for a field that holds no document', () => {
    expect(checkedRichText('<p>html</p>', ORIGIN)).toBeNull();
    expect(checkedRichText(doc(), ORIGIN)).toBeNull();
  });
});
