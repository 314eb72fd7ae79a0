/**
 * The Algolia Insights sink: POST /1/events with {"events":[…]} (JSON, or text/plain from
 * sendBeacon). Every event is stored in the tracking log (source "insights", visit = userToken),
 * where tests read it back and the inspector's Tracking tab shows it.
 */
import type {SandboxContext} from '../context';
import type {NewTrackingEvent} from '../db/tracking';
import {HttpError, json, type Service} from '../http/types';
import {algoliaError, algoliaHandler, jsonObject} from './protocol';

const INSIGHTS_SERVICE = 'insights';
const INSIGHTS_PATH = '/1/events';
const MAX_EVENTS = 1000;
const REQUIRED = ['eventType', 'eventName', 'index', 'userToken'] as const;

export function insightsService(sandbox: SandboxContext): Service {
  return {
    name: INSIGHTS_SERVICE,
    matches: (path) => path === INSIGHTS_PATH,
    handle: algoliaHandler((request) => {
      if (request.method !== 'POST')
        throw new HttpError(405, `${INSIGHTS_PATH} takes POST, not ${request.method}`);
      sandbox.tracking.add(insightsEvents(jsonObject(request)));
      return json(200, {status: 200, message: 'OK'});
    }),
    failure: algoliaError,
  };
}

/** Validated like the Insights API; unknown event types and extra keys are kept as sent. */
function insightsEvents(body: Record<string, unknown>): NewTrackingEvent[] {
  const {events} = body;
  if (!Array.isArray(events) || events.length === 0 || events.length > MAX_EVENTS)
    throw new HttpError(400, `The body must be {"events":[…]} with 1 to ${MAX_EVENTS} events`);
  return events.map((event: unknown, i): NewTrackingEvent => {
    if (typeof event !== 'object' || event === null || Array.isArray(event))
      throw new HttpError(400, `events[${i}] must be an object`);
    const fields = event as Record<string, unknown>;
    for (const key of REQUIRED) {
      const value = fields[key];
      if (typeof value !== 'string' || value === '')
        throw new HttpError(400, `events[${i}].${key} is required (a non-empty string)`);
    }
    return {
      source: 'insights',
      visit: fields.userToken as string,
      name: fields.eventName as string,
      schemaId: null,
      page: null,
      pageType: null,
      consent: null,
      payload: event,
    };
  });
}
