// An editor's preview link (docs/product.md#content-preview), signed with the worker's
// PRIVATE_CONTENT_PREVIEW_SECRET: `npm run preview-link -- /it/stories/passi-in-citta`.
// It is valid for an hour; opening it turns preview mode on for 30 minutes in that browser.
import {signPreviewToken} from '../app/lib/content/preview.server';
import {loadProjectEnv} from './env.mjs';

const env = loadProjectEnv();
const secret = env.PRIVATE_CONTENT_PREVIEW_SECRET;
if (!secret) {
  console.error('PRIVATE_CONTENT_PREVIEW_SECRET is not set: preview mode is off.');
  process.exit(1);
}
const target = process.argv[2] ?? '/it';
const market = /^\/(it|sl|hr)(\/|$)/.exec(target)?.[1] ?? 'it';
const url = new URL(`/${market}/preview`, env.PUBLIC_SHOP_ORIGIN ?? 'http://localhost:3000');
url.searchParams.set('token', await signPreviewToken(secret));
url.searchParams.set('redirect', target);
console.log(url.toString());
