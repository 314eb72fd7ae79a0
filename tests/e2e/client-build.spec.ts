import {expect, test} from './fixtures';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {loadProjectEnv} from '../../scripts/env.mjs';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? files(file) : [file];
  });
}

/** Where a value reaches the browser: the client build's files and the page that hold it. */
function holders(value: string, page: {path: string; html: string}): string[] {
  const client = files('dist/client').filter((file) => /\.(js|css|html|json)$/.test(file));
  expect(client.length).toBeGreaterThan(5);
  return [
    ...client.filter((file) => readFileSync(file, 'utf8').includes(value)),
    ...(page.html.includes(value) ? [`GET ${page.path}`] : []),
  ];
}

test('no private value reaches the browser build or the page', async ({request}) => {
  const env = loadProjectEnv();
  // Every private value: the Storefront and Admin API tokens, SALESmanago's API key and secret.
  const secrets = Object.entries(env)
    .filter(([name]) => name.startsWith('PRIVATE_'))
    .map(([, value]) => value)
    .filter((value): value is string => Boolean(value && value.length >= 8));
  expect(secrets).toEqual(
    expect.arrayContaining([
      env.PRIVATE_STOREFRONT_API_TOKEN,
      env.PRIVATE_SHOPIFY_ADMIN_API_TOKEN,
      env.PRIVATE_SALESMANAGO_API_KEY,
      env.PRIVATE_SALESMANAGO_API_SECRET,
    ]),
  );

  const page = {path: '/it', html: await (await request.get('/it')).text()};
  for (const secret of secrets) expect(holders(secret, page), 'holds a private value').toEqual([]);

  // Positive control: the same check finds what is meant to reach the browser, a public value
  // in the page (the search-only key) and the client code's own constant in the build.
  expect(holders(env.PUBLIC_ALGOLIA_SEARCH_API_KEY!, page)).toContain('GET /it');
  // (The cookie policy's own chunk lists it too.)
  const constant = holders('cartLastUpdatedAt', page);
  expect(constant.length).toBeGreaterThan(0);
  for (const holder of constant) expect(holder).toMatch(/^dist\/client\/assets\/.+\.js$/);
});
