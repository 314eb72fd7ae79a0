/**
 * The tag manager's subscriber: every bus event becomes a data-layer push
 * (docs/product.md#data-layer-pushes).
 */
import type {Subscriber} from './bus';
import {pushDataLayer} from './data-layer';
import {
  CONSENT_CHANGED,
  PAGE_VIEWED,
  SIZE_INTERACTION,
  SUBSCRIBE_TO_BACK_IN_STOCK,
  type PageViewedPayload,
} from './events';
import type {ConsentEvent} from './consent';
import {loadScript} from './load-script';
import {pageViewEntry} from './page-view';

/**
 * The container script starts once the visitor allows measurement or marketing: no tracking request
 * leaves the browser before the choice allows it (docs/product.md#tracking-events). The data layer
 * itself exists and fills from the first load.
 */
function startContainer(scriptUrl: string) {
  pushDataLayer({'gtm.start': Date.now(), event: 'gtm.js'});
  loadScript(scriptUrl);
}

export function gtmSubscriber(scriptUrl: string | null): Subscriber {
  let started = false;
  return {
    name: 'gtm',
    // The container receives everything; its own consent mode decides what its tags may do.
    purpose: null,
    onConsent(consent) {
      if (started || !scriptUrl || !(consent?.analytics || consent?.marketing)) return;
      started = true;
      startContainer(scriptUrl);
    },
    handle(event) {
      if (event.name === PAGE_VIEWED) {
        pushDataLayer(pageViewEntry(event.payload as PageViewedPayload));
      } else if (event.name === CONSENT_CHANGED) {
        pushDataLayer(event.payload as ConsentEvent);
      } else if (event.name === SIZE_INTERACTION || event.name === SUBSCRIBE_TO_BACK_IN_STOCK) {
        // Marketing events go out as they are, named by the event (docs/product.md#size-interaction).
        pushDataLayer({event: event.name, ...(event.payload as object)});
      }
    },
  };
}
