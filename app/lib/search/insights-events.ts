/**
 * Search-insights events (docs/product.md#search-insights): the context a search leaves for
 * later events, and the event objects sent to `POST {host}/1/events`
 * (docs/product.md#search-insights-events).
 */
import {cutToLength} from './text';

/** Conversion event names are cut to this many characters (docs/product.md#validation). */
export const EVENT_NAME_MAX_LENGTH = 65;

interface InsightsProduct {
  objectID: string;
  /** 1-based position in the whole result list, as `hitPosition` gives it. */
  position: number;
}

/** The search context (docs/product.md#search-insights); an empty string is an unset value. */
export interface SearchInsightsContext {
  index: string;
  queryID: string;
  userToken: string;
  product: InsightsProduct | null;
}

export type TrackableContext = SearchInsightsContext & {product: InsightsProduct};

interface EventBase {
  eventName: string;
  index: string;
  userToken: string;
  objectIDs: string[];
}

export interface ClickedObjectIDsAfterSearch extends EventBase {
  eventType: 'click';
  queryID: string;
  positions: number[];
}

export interface ConvertedObjectIDsAfterSearch extends EventBase {
  eventType: 'conversion';
  queryID: string;
}

export interface ConvertedObjectIDs extends EventBase {
  eventType: 'conversion';
}

export interface ViewedObjectIDs extends EventBase {
  eventType: 'view';
}

export type InsightsEvent =
  | ClickedObjectIDsAfterSearch
  | ConvertedObjectIDsAfterSearch
  | ConvertedObjectIDs
  | ViewedObjectIDs;

/**
 * Accents stripped (decomposed, then the combining marks removed) and cut to
 * EVENT_NAME_MAX_LENGTH. Recomposed afterwards so other scripts keep their usual form.
 */
export function insightsEventName(name: string): string {
  const stripped = name.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
  return cutToLength(stripped, EVENT_NAME_MAX_LENGTH);
}

/**
 * Tracking is valid only when index, queryID, userToken and product are all set
 * (docs/product.md#search-insights).
 */
export function isTrackable(ctx: SearchInsightsContext): ctx is TrackableContext {
  return Boolean(ctx.index && ctx.queryID && ctx.userToken && ctx.product?.objectID);
}

export function clearProduct(ctx: SearchInsightsContext): SearchInsightsContext {
  return {...ctx, product: null};
}

/** A hit's 1-based position in the whole result list, from the 1-based page it is on. */
export function hitPosition(page: number, hitsPerPage: number, indexOnPage: number): number {
  return hitsPerPage * (page - 1) + indexOnPage + 1;
}

// The builders copy named fields only, so the event carries exactly the fields of
// docs/product.md#search-insights-events.

export function clickedObjectIDsAfterSearch(
  event: Omit<ClickedObjectIDsAfterSearch, 'eventType'>,
): ClickedObjectIDsAfterSearch {
  const {eventName, index, queryID, userToken, objectIDs, positions} = event;
  return {eventType: 'click', eventName, index, queryID, userToken, objectIDs, positions};
}

export function convertedObjectIDsAfterSearch(
  event: Omit<ConvertedObjectIDsAfterSearch, 'eventType'>,
): ConvertedObjectIDsAfterSearch {
  const {eventName, index, queryID, userToken, objectIDs} = event;
  return {
    eventType: 'conversion',
    eventName: insightsEventName(eventName),
    index,
    queryID,
    userToken,
    objectIDs,
  };
}

export function convertedObjectIDs(
  event: Omit<ConvertedObjectIDs, 'eventType'>,
): ConvertedObjectIDs {
  const {eventName, index, userToken, objectIDs} = event;
  return {
    eventType: 'conversion',
    eventName: insightsEventName(eventName),
    index,
    userToken,
    objectIDs,
  };
}

export function viewedObjectIDs(event: Omit<ViewedObjectIDs, 'eventType'>): ViewedObjectIDs {
  const {eventName, index, userToken, objectIDs} = event;
  return {eventType: 'view', eventName, index, userToken, objectIDs};
}

/**
 * The 'after search' conversion when the context has a queryID, the plain one otherwise
 * (docs/product.md#search-insights). Null when no event could be accepted: every event needs an
 * index, a user token and at least one object.
 */
export function conversionEvent(
  ctx: SearchInsightsContext,
  objectIDs: string[],
  eventName: string,
): ConvertedObjectIDsAfterSearch | ConvertedObjectIDs | null {
  const {index, queryID, userToken} = ctx;
  if (!index || !userToken || objectIDs.length === 0) return null;
  return queryID
    ? convertedObjectIDsAfterSearch({eventName, index, queryID, userToken, objectIDs})
    : convertedObjectIDs({eventName, index, userToken, objectIDs});
}
