/**
 * The repository cites only itself. Every `docs/<name>.md#anchor` in code, tests, scripts and
 * docs names a file that exists and a heading of it; every decision record cited exists; and no
 * file cites a document that is not in the repository (the old product spec, design notes and
 * research notes, by section number).
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SELF = 'tests/unit/doc-links.test.ts';

/** Where citations may appear: these folders, and the text files at the top of the repository. */
const SCANNED_DIRS = ['app', 'sandbox', 'tests', 'scripts', 'bench', 'docs', 'public'];
const SCANNED_ROOT_FILES = /^(README\.md|\.env\.example|[\w.-]+\.(?:ts|js|mjs|json))$/;
const TEXT_FILE = /\.(?:ts|tsx|mts|js|mjs|cjs|css|md|json|svg|txt|html|sql|ya?ml)$/;
const SKIPPED_FILES = new Set([SELF, 'storefrontapi.generated.d.ts', 'package-lock.json']);

// ---------------------------------------------------------------------------------------------
// Pure helpers

/** GitHub's heading anchor: lowercase, punctuation dropped, each space a hyphen. */
function slugify(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a markdown text's headings (fenced code skipped; repeats get -1, -2…). */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = slugify(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count ? `${slug}-${count}` : slug);
  }
  return anchors;
}

interface DocReference {
  /** The file that holds the reference, relative to the repository. */
  from: string;
  /** The cited file, relative to the repository. */
  file: string;
  anchor: string | null;
}

/**
 * The documents a text cites: `docs/…md#anchor` anywhere, `docs/decisions/NNNN…` anywhere, and in
 * markdown its relative links (`[x](other.md#a)`, `[x](#a)`).
 */
function referencesIn(text: string, from: string): DocReference[] {
  const found: DocReference[] = [];
  for (const m of text.matchAll(/(?<![\w/.-])docs\/([\w/.-]+?\.md)(?:#([\w-]+))?/g)) {
    found.push({from, file: `docs/${m[1]}`, anchor: m[2] ?? null});
  }
  for (const m of text.matchAll(/(?<![\w/.-])docs\/decisions\/(\d{4})(?![\w-]*\.md)/g)) {
    found.push({from, file: `docs/decisions/${m[1]}`, anchor: null});
  }
  if (from.endsWith('.md')) {
    for (const m of text.matchAll(/\]\((?!\w+:|\/)([^)\s#]*)(?:#([^)\s]+))?\)/g)) {
      const file = m[1] ? path.posix.join(path.posix.dirname(from), m[1]) : from;
      found.push({from, file, anchor: file.endsWith('.md') ? (m[2] ?? null) : null});
    }
  }
  return found;
}

/**
 * What is wrong with the references: a missing file, a decision number without a record, an
 * anchor without a heading.
 */
function checkReferences(
  references: DocReference[],
  files: {
    exists: (file: string) => boolean;
    read: (file: string) => string;
    list: (dir: string) => string[];
  },
): string[] {
  const problems: string[] = [];
  const anchors = new Map<string, Set<string>>();
  for (const {from, file, anchor} of references) {
    const decision = /^docs\/decisions\/(\d{4})$/.exec(file);
    if (decision) {
      if (!files.list('docs/decisions').some((name) => name.startsWith(`${decision[1]}-`))) {
        problems.push(`${from}: no decision record ${decision[1]} in docs/decisions/`);
      }
      continue;
    }
    if (!files.exists(file)) {
      problems.push(`${from}: ${file} does not exist`);
      continue;
    }
    if (anchor === null || !file.endsWith('.md')) continue;
    if (!anchors.has(file)) anchors.set(file, anchorsOf(files.read(file)));
    if (!anchors.get(file)!.has(anchor)) {
      problems.push(`${from}: ${file} has no heading for #${anchor}`);
    }
  }
  return problems;
}

/** Decision numbers cited in prose ("decision 0007", "decisions 0003 and 0010"). */
function decisionNumbersIn(text: string): string[] {
  const numbers: string[] = [];
  for (const m of text.matchAll(/\bdecisions?\s+((?:\d{4}(?:,\s*|\s+and\s+|\s*\/\s*)?)+)/gi)) {
    numbers.push(...(m[1].match(/\d{4}/g) ?? []));
  }
  return numbers;
}

// Built from pieces, so that this file does not cite what it forbids.
const SECTION = '\u00a7';
const OUTSIDE_CITATIONS: ReadonlyArray<[RegExp, string]> = [
  [new RegExp(`\\bspec(?:'s)?\\s*${SECTION}`, 'i'), 'a section of the old product spec'],
  [new RegExp(`\\b${'DES' + 'IGN'}(?:\\.md)?\\s*${SECTION}`), 'a section of the old design notes'],
  [new RegExp(`${SECTION}\\s*\\d`), 'a numbered section of a document outside the repository'],
  [new RegExp(`\\b${'rese' + 'arch'}/`), 'the research notes'],
  [new RegExp(`\\b(?:integrations|feasibility|hydrogen|quality)\\.md\\b`), 'a research note'],
  [new RegExp(`\\b${'DEVEL' + 'OPERS'}\\b`), 'a developers file that does not exist'],
  [
    new RegExp(`storefront-spec\\.md|\\b${'DES' + 'IGN'}\\.md|${'/work' + '/shared'}`),
    'a file outside the repository',
  ],
];

/** Each outside citation in a text, as "line N: what it cites". */
function outsideCitationsIn(text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const [pattern, what] of OUTSIDE_CITATIONS) {
      if (pattern.test(line)) found.push(`line ${index + 1}: ${what}: ${line.trim()}`);
    }
  });
  return found;
}

// ---------------------------------------------------------------------------------------------
// The repository

function walk(dir: string, out: string[]) {
  for (const name of readdirSync(path.join(ROOT, dir))) {
    if (name.startsWith('.') || name === 'node_modules') continue;
    const file = path.posix.join(dir, name);
    const stat = statSync(path.join(ROOT, file));
    if (stat.isDirectory()) walk(file, out);
    else if (TEXT_FILE.test(name) && stat.size < 1_000_000 && !SKIPPED_FILES.has(file)) {
      out.push(file);
    }
  }
}

function scannedFiles(): string[] {
  const files: string[] = [];
  for (const dir of SCANNED_DIRS) walk(dir, files);
  for (const name of readdirSync(ROOT)) {
    if (SCANNED_ROOT_FILES.test(name) && !SKIPPED_FILES.has(name)) files.push(name);
  }
  return files;
}

const texts = new Map<string, string>();
const repository = {
  exists: (file: string) => existsSync(path.join(ROOT, file)),
  read: (file: string) => {
    if (!texts.has(file)) texts.set(file, readFileSync(path.join(ROOT, file), 'utf8'));
    return texts.get(file)!;
  },
  list: (dir: string) => readdirSync(path.join(ROOT, dir)),
};

const FILES = scannedFiles();

describe('documents cited by the repository', () => {
  it('scans the code, the tests and the docs', () => {
    expect(FILES).toContain('README.md');
    expect(FILES).toContain('docs/product.md');
    expect(FILES).toContain('app/root.tsx');
    expect(FILES.some((file) => file.startsWith('docs/decisions/'))).toBe(true);
  });

  it('cites only files that exist and headings they have', () => {
    const references = FILES.flatMap((file) => referencesIn(repository.read(file), file));
    expect(references.filter((ref) => ref.file === 'docs/product.md').length).toBeGreaterThan(50);
    expect(checkReferences(references, repository)).toEqual([]);
  });

  it('cites only decision records that exist', () => {
    const records = repository.list('docs/decisions');
    const missing = FILES.flatMap((file) =>
      decisionNumbersIn(repository.read(file))
        .filter((n) => !records.some((name) => name.startsWith(`${n}-`)))
        .map((n) => `${file}: decision ${n}`),
    );
    expect(missing).toEqual([]);
  });

  it('cites no document outside the repository', () => {
    const found = FILES.flatMap((file) =>
      outsideCitationsIn(repository.read(file)).map((hit) => `${file} ${hit}`),
    );
    expect(found).toEqual([]);
  });

  it('keeps the architecture headings that code cites', () => {
    const anchors = anchorsOf(repository.read('docs/architecture.md'));
    for (const anchor of [
      'two-programs',
      'stack',
      'layout',
      'request-flow',
      'configuration',
      'the-sandbox',
      'tracking-bus',
      'adding-a-provider',
      'markets-in-the-path',
    ]) {
      expect(anchors).toContain(anchor);
    }
  });

  it('gives every decision record a status and a date', () => {
    for (const name of repository.list('docs/decisions')) {
      if (name.startsWith('0000-')) continue; // the template
      const head = repository.read(`docs/decisions/${name}`).split('\n').slice(0, 12).join('\n');
      expect(head, name).toMatch(/^Status: (Proposed|Accepted|Rejected|Superseded by)\b/m);
      expect(head, name).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/m);
    }
  });
});

describe('the checks themselves', () => {
  const doc = [
    '# Title',
    '## Cart and CartData',
    '### CartData',
    '```',
    '## Not a heading',
    '```',
    '## E-mail marketing config',
    '## Repeat',
    '## Repeat',
  ].join('\n');
  const files = {
    exists: (file: string) => file === 'docs/sample.md' || file === 'docs/decisions',
    read: () => doc,
    list: () => ['0001-first.md'],
  };

  it('slugs headings as GitHub does', () => {
    expect(slugify('Cart and CartData')).toBe('cart-and-cartdata');
    expect(slugify('E-mail marketing config')).toBe('e-mail-marketing-config');
    expect(slugify('Market, locale and currency')).toBe('market-locale-and-currency');
    expect(slugify('`cartId` cookie')).toBe('cartid-cookie');
    expect([...anchorsOf(doc)]).toEqual([
      'title',
      'cart-and-cartdata',
      'cartdata',
      'e-mail-marketing-config',
      'repeat',
      'repeat-1',
    ]);
  });

  it('reports a missing anchor, a missing file and a missing decision record', () => {
    const text = [
      'see docs/sample.md#cartdata and docs/sample.md#repeat-1',
      'see docs/sample.md#not-a-heading',
      'see docs/missing.md#cartdata',
      'see docs/decisions/0001 and docs/decisions/0002',
    ].join('\n');
    expect(checkReferences(referencesIn(text, 'app/x.ts'), files)).toEqual([
      'app/x.ts: docs/sample.md has no heading for #not-a-heading',
      'app/x.ts: docs/missing.md does not exist',
      'app/x.ts: no decision record 0002 in docs/decisions/',
    ]);
  });

  it('resolves markdown links relative to their file', () => {
    const text = '[a](sample.md#cartdata) [b](#nowhere) [c](https://example.com/x.md#y)';
    expect(referencesIn(text, 'docs/other.md')).toEqual([
      {from: 'docs/other.md', file: 'docs/sample.md', anchor: 'cartdata'},
      {from: 'docs/other.md', file: 'docs/other.md', anchor: 'nowhere'},
    ]);
  });

  it('finds decision numbers in prose', () => {
    expect(decisionNumbersIn('as decision 0007 says; decisions 0003 and 0010')).toEqual([
      '0007',
      '0003',
      '0010',
    ]);
  });

  it('flags citations of documents outside the repository', () => {
    const cite = (...parts: string[]) => parts.join('');
    const samples = [
      cite('// the login state (spec ', SECTION, '4)'),
      cite('/** Spec ', SECTION, '7.1. */'),
      cite('(', 'DES', 'IGN ', SECTION, '8)'),
      cite('the failures of ', SECTION, '8'),
      cite('see ', 'rese', 'arch/hydrogen.md'),
      cite('(', 'DEVEL', 'OPERS.md)'),
    ];
    for (const sample of samples) expect(outsideCitationsIn(sample), sample).not.toEqual([]);
    expect(outsideCitationsIn('see docs/product.md#login-state, decision 0009')).toEqual([]);
  });
});
