import {describe, expect, it} from 'vitest';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {lazyParts, moduleTree} from './message-usage';

const APP = path.resolve(__dirname, '../../app');
const STYLES = path.join(APP, 'styles');

/** A stylesheet with the files it imports, in order. */
function cssFiles(file: string): string[] {
  const text = readFileSync(path.join(STYLES, file), 'utf8');
  const imported = [...text.matchAll(/@import '\.\/([\w-]+\.css)';/g)].map((match) => match[1]);
  return [file, ...imported.flatMap(cssFiles)];
}

const classesIn = (file: string) =>
  new Set(
    [...readFileSync(path.join(STYLES, file), 'utf8').matchAll(/\.([a-z][\w-]*)/g)].map(
      (match) => match[1],
    ),
  );

const stylesheetsImported = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/from '~\/styles\/([\w-]+\.css)\?url'/g)].map(
    (match) => match[1],
  );

/** Sheets a module imports for their effect (`import '~/styles/x.css'`): they come with its code. */
const sheetsCarried = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^import '~\/styles\/([\w-]+\.css)';/gm)].map(
    (match) => match[1]!,
  );

/** The sheets a module's tree brings with it, wherever it is loaded. */
const carriedBy = (entry: string) => moduleTree(entry).flatMap(sheetsCarried);

/** The sheets a route may pick from its page's data (lib/page-kinds.tsx), and whose page. */
const CHOSEN = stylesheetsImported(path.join(APP, 'lib/page-kinds.tsx'));
const CHOSEN_BY_PAGE = {
  'components/ProductPage.tsx': 'product.css',
  'components/ListingPage.tsx': 'listing-pages.css',
};

/** Each route nested in another (`route(path, file, [children])` in app/routes.ts), with its parent. */
const PARENT = new Map<string, string>();
for (const [, parent, children] of readFileSync(path.join(APP, 'routes.ts'), 'utf8').matchAll(
  /route\([^)]*?'(routes\/[\w.-]+\.tsx)'[^[\])]*?\[([^[\]]*)\]\)/g,
))
  for (const [, child] of children!.matchAll(/'(routes\/[\w.-]+\.tsx)'/g))
    PARENT.set(child!, parent!);

/**
 * The stylesheets a route module links (`~/styles/x.css?url`), or may pick from its data, with
 * those of the routes it is nested in: React Router links every matched route's.
 */
const linkedBy = (file: string): string[] => {
  const parent = PARENT.get(path.relative(APP, file));
  return [
    ...stylesheetsImported(file),
    ...carriedBy(file),
    ...(/PageKindHandle/.test(readFileSync(file, 'utf8')) ? CHOSEN : []),
    ...(parent ? linkedBy(path.join(APP, parent)) : []),
  ];
};

const SHELL = ['root.tsx', 'routes/shop-layout.tsx'];
const shellCss = new Set(linkedBy(path.join(APP, 'root.tsx')).flatMap(cssFiles));
const shellClasses = new Set([...shellCss].flatMap((file) => [...classesIn(file)]));
const routes = readdirSync(path.join(APP, 'routes'))
  .filter((name) => name.endsWith('.tsx'))
  .map((name) => `routes/${name}`);

/** Classes only a route's own stylesheet defines, with the file that defines them. */
const routeOnly = new Map<string, string>();
for (const route of routes) {
  for (const file of linkedBy(path.join(APP, route)).flatMap(cssFiles)) {
    for (const name of classesIn(file)) if (!shellClasses.has(name)) routeOnly.set(name, file);
  }
}

/** The route-only classes a module's source names, as a whole class (not `x.gallery` keys). */
function routeClassesUsed(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...routeOnly.keys()].filter((name) =>
    new RegExp(`(?<![\\w./-])${name.replace(/-/g, '\\-')}(?![\\w.-])`).test(text),
  );
}

// Class names are written in components (.tsx); the rest is logic, where a word like `facet` is data.
const treeOf = (entry: string) => moduleTree(entry).filter((file) => file.endsWith('.tsx'));
const shellModules = new Set(SHELL.flatMap(treeOf));

/** The route-only classes a module's tree renders that the given sheets do not bring. */
function unstyled(entry: string, sheets: string[]) {
  const loaded = new Set(sheets.flatMap(cssFiles));
  return treeOf(entry)
    .filter((file) => !shellModules.has(file))
    .flatMap((file) =>
      routeClassesUsed(file)
        .filter((name) => !loaded.has(routeOnly.get(name)!))
        .map((name) => `${path.relative(APP, file)}: ${name} (${routeOnly.get(name)})`),
    );
}

describe('stylesheets per route (docs/decisions/0024)', () => {
  it('finds the classes a route brings, and a component naming one of them', () => {
    expect(routeOnly.get('size-selector')).toBe('product-page.css');
    expect(routeOnly.get('facet')).toBe('listing.css');
    expect(routeOnly.get('store-map')).toBe('store-map.css');
    expect(routeOnly.has('product-card')).toBe(false);
    expect(routeOnly.get('account-area__section')).toBe('account.css');
    expect(PARENT.get('routes/account.orders.tsx')).toBe('routes/account.tsx');
    expect(linkedBy(path.join(APP, 'routes/account.orders.tsx'))).toContain('account.css');
    expect(routeClassesUsed(path.join(APP, 'components/SizeSelector.tsx'))).toContain(
      'size-selector',
    );
  });

  it('the shell renders none of the classes only some routes load', () => {
    const used = [...shellModules].flatMap((file) =>
      routeClassesUsed(file).map((name) => `${path.relative(APP, file)}: ${name}`),
    );
    expect(used).toEqual([]);
  });

  it.each(routes)('%s loads the stylesheets of every class its modules render', (route) => {
    expect(unstyled(route, linkedBy(path.join(APP, route)))).toEqual([]);
  });

  it.each(SHELL.flatMap((entry) => lazyParts(entry)).map(({file}) => file))(
    '%s, loaded after the page, brings the sheets of the classes it renders',
    (part) => {
      expect(unstyled(path.join(APP, part), carriedBy(part))).toEqual([]);
    },
  );

  it('every stylesheet reaches a page: imported by another, or linked by the head or a route', () => {
    const linked = ['root.tsx', 'lib/page-kinds.tsx', ...routes]
      .flatMap((file) => [
        ...stylesheetsImported(path.join(APP, file)),
        ...carriedBy(path.join(APP, file)),
      ])
      .flatMap(cssFiles);
    const sheets = readdirSync(STYLES).filter((name) => name.endsWith('.css'));
    expect(sheets.filter((sheet) => !linked.includes(sheet))).toEqual([]);
  });

  it('a sheet picked from data is one of those the head may link', () => {
    expect(CHOSEN.sort()).toEqual(Object.values(CHOSEN_BY_PAGE).sort());
  });

  it.each(Object.entries(CHOSEN_BY_PAGE))(
    '%s renders only classes its own sheet (%s) or the shell brings',
    (page, sheet) => {
      expect(unstyled(path.join(APP, page), [sheet])).toEqual([]);
    },
  );
});
