/// <reference types="vite/client" />
/// <reference types="react-router" />
/// <reference types="@shopify/oxygen-workers-types" />
/// <reference types="@shopify/hydrogen/react-router-types" />

import type {AppContext} from '~/lib/context.server';

declare global {
  /** Every variable the worker reads; `lib/config.server.ts` validates them once. */
  interface Env extends HydrogenEnv {
    SESSION_SECRET: string;
    [key: string]: string | undefined;
  }

  /** The app's own additions to the request context (`lib/context.server.ts`). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface HydrogenAdditionalContext extends AppContext {}
}
