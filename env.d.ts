/// <reference types="vite/client" />
/// <reference types="react-router" />
/// <reference types="@shopify/oxygen-workers-types" />

import type {AppContext} from '~/lib/context.server';

declare global {
  /** The worker's variables, by name; `lib/config.server.ts` validates the ones it reads. */
  interface Env {
    [key: string]: string | undefined;
  }
}

declare module 'react-router' {
  /**
   * What every loader and action gets as `context` (`lib/context.server.ts`). Hydrogen's own
   * context type is not used: the shop has no `storefront`, `cart` or `session` of Hydrogen's
   * (docs/decisions/0013).
   */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface RouterContextProvider extends AppContext {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppLoadContext extends AppContext {}
}
