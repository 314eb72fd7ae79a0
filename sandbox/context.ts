/** What every service factory receives: the shared state of one running sandbox. */
import type {Catalog} from './db/catalog';
import type {Db} from './db/open';
import type {RequestLog} from './db/requests';
import type {TrackingLog} from './db/tracking';
import type {Faults} from './faults';

export interface SandboxContext {
  db: Db;
  catalog: Catalog;
  requests: RequestLog;
  /** Analytics and data-layer events the storefront sent. */
  tracking: TrackingLog;
  faults: Faults;
  /** Origin used in the absolute URLs the sandbox returns (images, menu items, shop domain). */
  publicUrl: string;
  quiet: boolean;
}
