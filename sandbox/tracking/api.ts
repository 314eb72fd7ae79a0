/**
 * The tracking part of the inspector's JSON API, for tests:
 *   GET    /sandbox/api/tracking?visit=&source=&since=&limit=   (oldest first)
 *   GET    /sandbox/api/tracking/visits?limit=                  (newest visit first)
 *   DELETE /sandbox/api/tracking
 */
import {TRACKING_SOURCES, type TrackingLog, type TrackingSource} from '../db/tracking';
import {HttpError, intParam, json, type SandboxReply} from '../http/types';

const DEFAULT_LIMIT = 500;
const MAX_LIMIT = 5000;

const clampLimit = (url: URL) =>
  Math.min(MAX_LIMIT, Math.max(1, intParam(url, 'limit', DEFAULT_LIMIT)!));

export function listTracking(url: URL, tracking: TrackingLog): SandboxReply {
  return json(200, {
    events: tracking.list({
      visit: url.searchParams.get('visit') || undefined,
      source: sourceParam(url),
      since: intParam(url, 'since'),
      limit: clampLimit(url),
    }),
  });
}

export function listVisits(url: URL, tracking: TrackingLog): SandboxReply {
  return json(200, {visits: tracking.visits(clampLimit(url))});
}

export function clearTracking(tracking: TrackingLog): SandboxReply {
  tracking.clear();
  return json(200, {ok: true});
}

/** A typo in `source` would silently match nothing, so it is a 400 instead. */
function sourceParam(url: URL): TrackingSource | undefined {
  const source = url.searchParams.get('source');
  if (!source) return undefined;
  if (!(TRACKING_SOURCES as readonly string[]).includes(source))
    throw new HttpError(400, `"source" must be one of ${TRACKING_SOURCES.join(', ')}`);
  return source as TrackingSource;
}
