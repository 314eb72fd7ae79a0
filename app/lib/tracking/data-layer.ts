/**
 * The tag manager's data layer (docs/product.md#data-layer-pushes). `window.dataLayer` always
 * exists; every push can also be mirrored to the sandbox inspector, in sandbox mode only.
 */
import type {TrackingConsent} from './consent';
import {stored} from '../cookie-names';

/** Shopify's visit cookie: its analytics destination sets it, the mirror reads it. */
export const SHOPIFY_VISIT_COOKIE = stored('_shopify_s');

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Whatever the tag manager is given: an event, a consent state, a variable. */
export type DataLayerEntry = object;

interface Mirror {
  url: string;
  visit: string;
  consent: () => TrackingConsent | null;
  /** Shopify's session token, so the inspector can put its analytics in the same visit. */
  shopifyVisitToken: () => string | null;
}

let mirror: Mirror | null = null;
let pending: DataLayerEntry[] = [];

export function ensureDataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

export function pushDataLayer(entry: DataLayerEntry) {
  ensureDataLayer().push(entry);
  if (!mirror) return;
  pending.push(entry);
  // Pushes of one moment travel together, in a task of their own: reading the cookies it sends
  // cost the first commit's effects 5–14 ms, which production, without a mirror, never pays.
  if (pending.length === 1) setTimeout(flushMirror);
}

/** Mirrors pushes to the sandbox (`{sandbox}/sandbox/api/datalayer`); never set in production. */
export function mirrorDataLayer(options: Mirror) {
  // A page left before the flush's turn still sends what it pushed.
  if (!mirror) addEventListener('pagehide', flushMirror);
  mirror = options;
}

function flushMirror() {
  if (!mirror || !pending.length) return;
  const body = JSON.stringify({
    visit: mirror.visit,
    consent: mirror.consent(),
    shopifyVisitToken: mirror.shopifyVisitToken(),
    page: window.location.pathname,
    entries: pending,
    sentAt: Date.now(),
  });
  pending = [];
  // A beacon survives navigations and needs no CORS preflight.
  if (!navigator.sendBeacon?.(mirror.url, body)) {
    void fetch(mirror.url, {method: 'POST', body, keepalive: true, mode: 'no-cors'}).catch(
      () => {},
    );
  }
}
