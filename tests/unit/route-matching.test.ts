import {readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {afterAll, describe, expect, it} from 'vitest';
import type {Plugin} from 'vite';
import routes from '../../app/routes';
import {routeMatchingCache} from '../../scripts/route-matching';

// The edited build runs beside the original (its imports resolve from the same folder), so both
// match the shop's own routes and must agree.
const DIR = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/', import.meta.url),
);
const CHUNK = readdirSync(DIR).find(
  (file) =>
    file.endsWith('.mjs') && readFileSync(DIR + file, 'utf8').includes('function matchRoutesImpl('),
)!;
const ORIGINAL = readFileSync(DIR + CHUNK, 'utf8');
const written: string[] = [];

type Match = {route: {id?: string; path?: string}; params: Record<string, string | undefined>};
type MatchRoutes = (routes: unknown[], path: string) => Match[] | null;

function transform(code: string, ssr: boolean) {
  const plugin = routeMatchingCache() as Plugin & {transform: (...args: unknown[]) => unknown};
  return plugin.transform.call({}, code, DIR + CHUNK, {ssr}) as {code: string};
}

async function load(code: string, name: string): Promise<MatchRoutes> {
  const file = `${DIR}.route-matching-test-${name}.mjs`;
  writeFileSync(file, code);
  written.push(file);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)).matchRoutes;
}

afterAll(() => written.forEach((file) => rmSync(file, {force: true})));

const PATHS = [
  '/',
  '/it',
  '/sl/donna',
  '/hr/zaino-ravello-blu-p',
  '/it/search',
  '/it/account/orders/1001',
  '/it/account/reset/7/abc',
  '/it/pages/cookie-policy',
  '/it/pages/chi-siamo',
  '/it/negozi',
  '/sl/trgovine/ljubljana',
  '/it/assistenza',
  '/sl/assistenza',
  '/api/it/texts/shell',
  '/sitemap/it/products/1.xml',
  '/it/%E2%82%AC-scarpe',
  '/it/a/b/c/d',
  '/IT/DONNA',
];

const summary = (matches: Match[] | null) =>
  matches?.map(({route, params}) => [route.id ?? route.path, params]) ?? null;

describe('route matching cache (docs/decisions/0032)', () => {
  it.each([true, false])(
    'matches every path as React Router 7.12 does (server: %s)',
    async (ssr) => {
      const original = await load(ORIGINAL, 'original');
      const edited = await load(transform(ORIGINAL, ssr).code, ssr ? 'ssr' : 'client');
      for (const round of [1, 2])
        for (const path of PATHS)
          expect(summary(edited(routes, path)), `${path}, round ${round}`).toEqual(
            summary(original(routes, path)),
          );
    },
  );

  it('keeps the branches of each route tree apart', async () => {
    const edited = await load(transform(ORIGINAL, true).code, 'ssr');
    const other = [{id: 'other', path: ':anything/:else'}];
    expect(summary(edited(routes, '/it/donna'))?.at(-1)?.[0]).toBe(':market/:segment');
    expect(summary(edited(other, '/it/donna'))).toEqual([
      ['other', {anything: 'it', else: 'donna'}],
    ]);
    expect(summary(edited(routes, '/it/donna'))?.at(-1)?.[0]).toBe(':market/:segment');
  });

  it('fails the build when React Router changed where the edit goes', () => {
    const changed = ORIGINAL.replace('let branches = flattenRoutes(routes);', 'let branches = [];');
    expect(() => transform(changed, true)).toThrow(/changed; review the edit/);
    expect(transform(ORIGINAL, true).code).toContain('rankedBranches.get(routes)');
  });
});
