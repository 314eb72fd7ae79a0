// Environment loading shared by vite.config.ts and the start/preview scripts:
// `.env.example` holds working sandbox defaults, `.env` overrides them, the process env wins.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** Parses KEY=VALUE lines; `#` comments and blank lines are skipped, quotes are stripped. */
export function parseEnvFile(text) {
  const env = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (!match) continue;
    env[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return env;
}

function readEnv(file) {
  return existsSync(file) ? parseEnvFile(readFileSync(file, 'utf8')) : {};
}

/** The project's environment: defaults from `.env.example`, then `.env`, then the process. */
export function loadProjectEnv(root = process.cwd()) {
  return {
    ...readEnv(path.join(root, '.env.example')),
    ...readEnv(path.join(root, '.env')),
    ...process.env,
  };
}

// SALESMANAGO_*: the marketing-automation account's owner and API origin (marketing/config.server.ts).
// CONTENTFUL_*, INSTAGRAM_*: the content space and the social feed (non-secret parts).
// ZENDESK_*: the customer-care helpdesk's origin, API user and field ids (care/config.server.ts).
const WORKER_VARIABLE =
  /^(PUBLIC_|PRIVATE_|SALESMANAGO_|CONTENTFUL_|INSTAGRAM_|ZENDESK_|SHOP_ID$|SANDBOX_ORIGIN$)/;

/** Only the variables the worker reads are bound into it, never the whole process env. */
export function workerEnv(env = {}) {
  const merged = {...loadProjectEnv(), ...env};
  return Object.fromEntries(
    Object.entries(merged).filter(
      ([key, value]) => WORKER_VARIABLE.test(key) && value !== undefined,
    ),
  );
}

/** Variables whose value is the sandbox's origin in `.env.example`. */
const SANDBOX_ORIGIN_VARIABLES = [
  'PUBLIC_STORE_DOMAIN',
  'PUBLIC_CHECKOUT_DOMAIN',
  'SANDBOX_ORIGIN',
  'PUBLIC_GTM_ORIGIN',
  'PUBLIC_ALGOLIA_INSIGHTS_HOST',
  'PUBLIC_ALGOLIA_SEARCH_HOST',
  'PUBLIC_KLAVIYO_SCRIPT_ORIGIN',
  'PUBLIC_KLAVIYO_API_ORIGIN',
  'SALESMANAGO_API_ORIGIN',
  'PUBLIC_SALESMANAGO_SCRIPT_ORIGIN',
  'PUBLIC_CONTENTFUL_IMAGES_ORIGIN',
  'INSTAGRAM_API_ORIGIN',
  'ZENDESK_API_ORIGIN',
];
/** Variables whose value is the sandbox's host:port (the `contentful` client's `host`). */
const SANDBOX_HOST_VARIABLES = ['CONTENTFUL_HOST', 'CONTENTFUL_PREVIEW_HOST'];

/**
 * The project's environment with every sandbox URL moved to another sandbox port, for the
 * browser tests and the bench, which run their own sandbox beside a developer's `npm start`.
 */
export function envForSandboxPort(port) {
  const origin = `http://127.0.0.1:${port}`;
  const env = loadProjectEnv();
  return {
    ...env,
    ...Object.fromEntries(SANDBOX_ORIGIN_VARIABLES.map((name) => [name, origin])),
    ...Object.fromEntries(SANDBOX_HOST_VARIABLES.map((name) => [name, `127.0.0.1:${port}`])),
    // The DSN names its host after the key: only the origin moves.
    ...(env.PUBLIC_SENTRY_DSN && {
      PUBLIC_SENTRY_DSN: env.PUBLIC_SENTRY_DSN.replace(/@[^/]+/, `@127.0.0.1:${port}`),
    }),
    SANDBOX_PORT: String(port),
  };
}
