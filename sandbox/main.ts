/**
 * The sandbox: one local HTTP process standing in for the shop's hosted services (Shopify's
 * Storefront API, Admin API (a customer's metafields) and checkout, Algolia search and Insights,
 * Klaviyo and SALESmanago, Zendesk's Requests and Uploads APIs, Contentful's delivery, preview and images APIs, Instagram's Graph API,
 * analytics sinks), on SQLite with a deterministic demo catalogue and content.
 *
 *   tsx sandbox/main.ts [--port 4000] [--host 127.0.0.1] [--db sandbox/.data/sandbox.db] [--products 400] [--reset]
 *
 * Tests call `startSandbox({port: 0, dbPath, products, quiet: true})` and `close()` it.
 */
import type {AddressInfo} from 'node:net';
import {parseArgs} from 'node:util';
import {pathToFileURL} from 'node:url';
import {customerTokenTtlSeconds, DEFAULTS} from './config';
import type {Clock, SandboxContext} from './context';
import {loadDiscounts} from './cart/discounts';
import {ordersSection} from './checkout/section';
import {checkoutService} from './checkout/service';
import {contentImagesService} from './content/images';
import {contentSection} from './content/inspector';
import {contentfulService} from './content/service';
import {contentStore} from './content/store';
import {loadCatalog} from './db/catalog';
import {cartStore} from './db/carts';
import {customerTokens} from './db/customer-tokens';
import {customerStore} from './db/customers';
import {klaviyoStore} from './db/klaviyo';
import {metafieldStore} from './db/metafields';
import {isSeeded, markSeedVersion, openDb, SEED_VERSION, seedVersion, type Db} from './db/open';
import {orderStore} from './db/orders';
import {outboxStore} from './db/outbox';
import {requestLog} from './db/requests';
import {salesmanagoStore} from './db/salesmanago';
import {trackingLog} from './db/tracking';
import {Faults} from './faults';
import {createSandboxServer} from './http/server';
import {json, type Service} from './http/types';
import {imagesService} from './images/service';
import {catalogueSection, requestsSection} from './inspector/sections';
import {klaviyoSection} from './marketing/klaviyo-section';
import {outboxSection} from './marketing/outbox';
import {restockSection} from './marketing/restock-section';
import {salesmanagoSection} from './marketing/salesmanago-section';
import {inspectorService} from './inspector/service';
import {insightsService} from './search/insights-sink';
import {searchService} from './search/service';
import {seedDatabase} from './seed/index';
import {storefrontService} from './storefront-api/service';
import {storesSection} from './storefront-api/stores-section';
import {adminService} from './admin-api/service';
import {trackingSection} from './tracking/section';
import {dataLayerService, monorailService} from './tracking/services';
import {sentryService} from './tracking/sentry';
import {instagramMediaService, instagramService} from './instagram/service';
import {klaviyoService} from './marketing/klaviyo';
import {RateLimiter} from './marketing/klaviyo-rate-limit';
import {salesmanagoService} from './marketing/salesmanago';
import {klaviyoScriptService} from './tags/klaviyo';
import {gtmService} from './tags/gtm';
import {iubendaService} from './tags/iubenda';
import {salesmanagoScriptService} from './tags/salesmanago';
import {ticketsSection} from './zendesk/section';
import {zendeskAttachmentService, zendeskService} from './zendesk/service';
import {zendeskStore} from './zendesk/store';

export interface SandboxOptions {
  port?: number;
  host?: string;
  dbPath?: string;
  /** Catalogue size used when the database is empty (first run or `reset`). */
  products?: number;
  reset?: boolean;
  /** Origin used in absolute URLs the sandbox returns; defaults to the listening origin. */
  publicUrl?: string;
  quiet?: boolean;
  /** What customer tokens, reset links and login throttling take as now (tests move it on). */
  clock?: Clock;
}

export interface RunningSandbox {
  url: string;
  db: Db;
  context: SandboxContext;
  close(): Promise<void>;
}

const UNFAULTABLE = new Set(['health', 'inspector']);

const healthService: Service = {
  name: 'health',
  matches: (path) => path === '/healthz',
  handle: () => json(200, {ok: true}),
};

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const {
    port = DEFAULTS.port,
    host = DEFAULTS.host,
    dbPath = DEFAULTS.dbPath,
    products = DEFAULTS.products,
    quiet = false,
    clock = Date.now,
  } = options;
  const say = (line: string) => quiet || console.log(line);

  let db = openDb(dbPath, {reset: options.reset});
  if (isSeeded(db) && seedVersion(db) !== SEED_VERSION) {
    // Data from an older seed would not match today's code: start over rather than mislead.
    say(
      `Sandbox data is from an older seed (v${seedVersion(db)}, now v${SEED_VERSION}): reseeding`,
    );
    db.close();
    db = openDb(dbPath, {reset: true});
  }
  if (!isSeeded(db)) {
    const {ms} = seedDatabase(db, products);
    markSeedVersion(db);
    say(`Seeded ${products} products in ${(ms / 1000).toFixed(1)} s`);
  }
  const context: SandboxContext = {
    db,
    catalog: loadCatalog(db),
    carts: cartStore(db),
    discounts: loadDiscounts(db),
    orders: orderStore(db),
    customers: customerStore(db, clock),
    customerTokens: customerTokens(db, clock, customerTokenTtlSeconds()),
    metafields: metafieldStore(db, clock),
    klaviyo: klaviyoStore(db, clock),
    klaviyoLimits: new RateLimiter(clock),
    outbox: outboxStore(db, clock),
    salesmanago: salesmanagoStore(db, clock),
    zendesk: zendeskStore(db, clock),
    zendeskLimits: new RateLimiter(clock),
    requests: requestLog(db),
    tracking: trackingLog(db),
    faults: new Faults(),
    content: contentStore(db, clock),
    publicUrl: '', // known once the port is
    quiet,
    clock,
  };
  const services = [
    healthService,
    // Before the inspector: the data-layer mirror lives under its `/sandbox/` prefix.
    dataLayerService(context),
    inspectorService(context, [
      catalogueSection,
      requestsSection,
      trackingSection,
      ordersSection,
      outboxSection,
      ticketsSection,
      klaviyoSection,
      restockSection,
      storesSection,
      salesmanagoSection,
      contentSection,
    ]),
    imagesService(context.catalog),
    contentImagesService(context),
    // Before the Storefront API: they live under `/api/` too.
    sentryService(context),
    salesmanagoService(context),
    zendeskService(context),
    zendeskAttachmentService(context),
    storefrontService(context),
    adminService(context),
    checkoutService(context),
    monorailService(context),
    searchService(context),
    contentfulService(context),
    instagramService(context),
    instagramMediaService(),
    insightsService(context),
    klaviyoService(context),
    gtmService(),
    klaviyoScriptService(context),
    iubendaService(),
    salesmanagoScriptService(context),
  ];
  // The inspector stays out of reach of faults: its API is how a test clears them.
  context.faults.allow(
    services.map((service) => service.name).filter((name) => !UNFAULTABLE.has(name)),
  );
  const server = createSandboxServer({
    services,
    faults: context.faults,
    log: context.requests,
    quiet,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
  } catch (error) {
    db.close();
    throw error;
  }
  const address = server.address() as AddressInfo;
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  context.publicUrl = (options.publicUrl ?? process.env.SANDBOX_PUBLIC_URL ?? url).replace(
    /\/$/,
    '',
  );

  return {
    url,
    db,
    context,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          db.close();
          if (error) reject(error);
          else resolve();
        });
        server.closeAllConnections();
      }),
  };
}

async function main() {
  const {values} = parseArgs({
    options: {
      port: {type: 'string'},
      host: {type: 'string'},
      db: {type: 'string'},
      products: {type: 'string'},
      reset: {type: 'boolean', default: false},
    },
  });
  const sandbox = await startSandbox({
    port: intFlag('port', values.port),
    host: values.host,
    dbPath: values.db,
    products: intFlag('products', values.products),
    reset: values.reset,
  });
  console.log(`Sandbox ready on ${sandbox.url} (inspector: ${sandbox.url}/sandbox)`);
  const stop = () => {
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

function intFlag(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`--${name} must be a non-negative integer, got "${value}"`);
  return n;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(
      `Sandbox failed to start: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  });
}
