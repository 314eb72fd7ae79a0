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

test('no private value reaches the browser build or the page', async ({request}) => {
  const env = loadProjectEnv();
  const secrets = ['PRIVATE_STOREFRONT_API_TOKEN']
    .map((name) => env[name])
    .filter((value): value is string => Boolean(value && value.length >= 8));
  expect(secrets.length).toBe(1);

  const client = files('dist/client').filter((file) => /\.(js|css|html|json)$/.test(file));
  expect(client.length).toBeGreaterThan(5);
  for (const file of client) {
    const text = readFileSync(file, 'utf8');
    for (const secret of secrets)
      expect(text.includes(secret), `${file} holds a private value`).toBe(false);
  }

  const html = await (await request.get('/it')).text();
  for (const secret of secrets) expect(html.includes(secret)).toBe(false);
});
