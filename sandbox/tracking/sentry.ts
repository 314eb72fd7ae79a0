/**
 * Sentry's ingest endpoint, `POST /api/{projectId}/envelope/?sentry_key=…&sentry_version=7`
 * (or the key in `X-Sentry-Auth`), as the browser SDK posts to a DSN
 * `http://{key}@{sandbox}/{projectId}`. The body is an envelope (develop.sentry.dev/sdk/envelopes):
 * a header line, then per item a header line (`type`, optional byte `length`) and its payload.
 * Every item goes to the tracking log (source "sentry", name = item type, visit = the reported
 * user's e-mail or id (a session's `did`), else the event or session id); the answer is `{"id": event_id}`.
 */
import {sentryProject} from '../config';
import type {SandboxContext} from '../context';
import {providerEvent} from '../db/tracking';
import {json, type SandboxReply, type SandboxRequest, type Service} from '../http/types';

const SENTRY_SERVICE = 'sentry';
const PATH = /^\/api\/([^/]+)\/envelope\/?$/;
const NEWLINE = 0x0a;

type Json = Record<string, unknown>;

class EnvelopeError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface EnvelopeItem {
  type: string;
  payload: unknown;
}

function parseLine(bytes: Buffer, what: string): Json {
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'));
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Json;
  } catch {
    // reported below
  }
  throw new EnvelopeError(400, `Invalid envelope: ${what} is not a JSON object`);
}

/** Splits an envelope into its header and items; a `length` counts bytes, not characters. */
function parseEnvelope(body: Buffer): {header: Json; items: EnvelopeItem[]} {
  const lineEnd = (from: number) => {
    const at = body.indexOf(NEWLINE, from);
    return at === -1 ? body.length : at;
  };
  let end = lineEnd(0);
  const header = parseLine(body.subarray(0, end), 'the envelope header');
  const items: EnvelopeItem[] = [];
  let at = end + 1;
  while (at < body.length) {
    end = lineEnd(at);
    if (end === at) {
      at += 1; // a blank line between items
      continue;
    }
    const itemHeader = parseLine(body.subarray(at, end), `item ${items.length + 1}'s header`);
    if (typeof itemHeader.type !== 'string' || !itemHeader.type)
      throw new EnvelopeError(400, `Invalid envelope: item ${items.length + 1} has no type`);
    at = end + 1;
    const length = itemHeader.length;
    let payload: Buffer;
    if (typeof length === 'number') {
      if (!Number.isInteger(length) || length < 0 || at + length > body.length)
        throw new EnvelopeError(400, `Invalid envelope: item ${items.length + 1} is cut short`);
      payload = body.subarray(at, at + length);
      at += length + 1;
    } else {
      end = lineEnd(at);
      payload = body.subarray(at, end);
      at = end + 1;
    }
    items.push({type: itemHeader.type, payload: payloadOf(itemHeader, payload)});
  }
  return {header, items};
}

/** JSON items are kept as sent; attachments and the like only by their size. */
function payloadOf(itemHeader: Json, payload: Buffer): unknown {
  if (itemHeader.type === 'attachment' || itemHeader.type === 'replay_recording')
    return {bytes: payload.length};
  try {
    return JSON.parse(payload.toString('utf8')) as unknown;
  } catch {
    throw new EnvelopeError(
      400,
      `Invalid envelope: the ${String(itemHeader.type)} item is no JSON`,
    );
  }
}

function publicKeyOf(request: SandboxRequest): string | null {
  const fromQuery = request.url.searchParams.get('sentry_key');
  if (fromQuery) return fromQuery;
  const auth = request.headers['x-sentry-auth'];
  const match = typeof auth === 'string' ? /sentry_key=([^,\s]+)/.exec(auth) : null;
  return match ? match[1] : null;
}

function visitOf(payload: unknown, header: Json): string {
  const item = (payload ?? {}) as Json;
  const user = (item.user ?? {}) as Json;
  for (const value of [user.email, user.id, item.did, item.event_id, item.sid, header.event_id])
    if (typeof value === 'string' && value) return value;
  return 'unknown';
}

function accept(request: SandboxRequest, sandbox: SandboxContext): SandboxReply {
  if (request.method !== 'POST')
    throw new EnvelopeError(405, `${request.url.pathname} takes POST, not ${request.method}`);
  const project = sentryProject();
  if (PATH.exec(request.url.pathname)![1] !== project.projectId)
    throw new EnvelopeError(404, 'Unknown project');
  if (publicKeyOf(request) !== project.publicKey)
    throw new EnvelopeError(401, 'Missing or invalid sentry_key');
  const {header, items} = parseEnvelope(request.body);
  sandbox.tracking.add(
    items.map((item) =>
      providerEvent('sentry', visitOf(item.payload, header), item.type, item.payload),
    ),
  );
  const event = items.find((item) => item.type === 'event' || item.type === 'transaction');
  const id = header.event_id ?? (event?.payload as Json | undefined)?.event_id ?? null;
  return json(200, id ? {id} : {});
}

export function sentryService(sandbox: SandboxContext): Service {
  return {
    name: SENTRY_SERVICE,
    matches: (path) => PATH.test(path),
    handle(request) {
      try {
        return accept(request, sandbox);
      } catch (error) {
        if (error instanceof EnvelopeError) return json(error.status, {detail: error.message});
        throw error;
      }
    },
    failure: (status, message) => json(status, {detail: message}),
  };
}
