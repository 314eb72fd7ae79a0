/**
 * The error reporter's SDK, imported only by `reporter.ts` through a dynamic import: the browser
 * fetches it when it is needed, and named imports keep the chunk to what the shop uses.
 */
import {captureException, init, setUser} from '@sentry/browser';

export interface SentrySdk {
  init: typeof init;
  setUser: typeof setUser;
  captureException: typeof captureException;
}

export const sdk: SentrySdk = {init, setUser, captureException};
