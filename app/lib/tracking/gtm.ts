/** The tag manager's subscriber: every bus event becomes a data-layer push (spec §7.8). */
import type {Subscriber} from './bus';
import {pushDataLayer} from './data-layer';
import {CONSENT_CHANGED, PAGE_VIEWED, type PageViewedPayload} from './events';
import type {ConsentEvent} from './consent';
import {pageViewEntry} from './page-view';

export function gtmSubscriber(): Subscriber {
  return {
    name: 'gtm',
    // The container receives everything; its own consent mode decides what its tags may do.
    purpose: null,
    handle(event) {
      if (event.name === PAGE_VIEWED) {
        pushDataLayer(pageViewEntry(event.payload as PageViewedPayload));
      } else if (event.name === CONSENT_CHANGED) {
        pushDataLayer(event.payload as ConsentEvent);
      }
    },
  };
}
