/**
 * The one HTTP server: reads the body, routes by path to a service, applies an armed fault, adds
 * CORS, turns errors into JSON and logs every request (including the ones that fail) to the
 * request log, secrets redacted.
 */
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import {LOGGED_BODY_LIMIT, MAX_BODY_BYTES} from '../config';
import type {RequestLog} from '../db/requests';
import type {Faults} from '../faults';
import {redactSecrets} from './redact';
import {HttpError, json, type SandboxReply, type SandboxRequest, type Service} from './types';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-max-age': '86400',
};
const DEFAULT_ALLOWED_HEADERS =
  'content-type, accept, x-shopify-storefront-access-token, shopify-storefront-private-token, x-sdk-variant, x-sdk-version';

/** The logged status of a request that got no answer (the connection was reset or dropped). */
const NO_ANSWER = 0;

/** Headers not worth keeping in the log. */
const UNLOGGED_HEADERS = new Set([
  'host',
  'connection',
  'content-length',
  'keep-alive',
  'accept-encoding',
  'transfer-encoding',
]);

interface Wiring {
  services: readonly Service[];
  faults: Faults;
  log: RequestLog;
  quiet: boolean;
}

export function createSandboxServer(wiring: Wiring): Server {
  return createServer((req, res) => {
    void handle(req, res, wiring);
  });
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  {services, faults, log, quiet}: Wiring,
) {
  const started = performance.now();
  const url = new URL(req.url ?? '/', 'http://sandbox.local');
  const service = services.find((s) => s.matches(url.pathname));
  const request: SandboxRequest = {
    method: req.method ?? 'GET',
    url,
    headers: req.headers,
    body: Buffer.alloc(0),
    clientIp: req.socket.remoteAddress ?? '',
    log: {},
  };
  let reply: SandboxReply | undefined;
  try {
    request.body = await readBody(req, service?.maxBodyBytes ?? MAX_BODY_BYTES);
    const fault = service && request.method !== 'OPTIONS' ? faults.take(service.name) : undefined;
    if (fault?.delayMs) await pause(fault.delayMs, res);
    // A client that gave up while a fault held it back gets nothing done, so a slow mutation
    // the storefront timed out on cannot land later and surprise a test.
    if (!res.destroyed) {
      if (fault?.down) req.socket.resetAndDestroy();
      else if (fault?.status) reply = faultReply(service!, fault.status, fault.retryAfter);
      else reply = await dispatch(request, service);
    }
  } catch (error) {
    reply = errorReply(error, quiet);
  }
  if (reply) send(res, reply, req.method === 'OPTIONS' ? preflightHeaders(req) : CORS);
  try {
    log.add({
      ts: new Date().toISOString(),
      service: service?.name ?? 'unknown',
      method: request.method,
      path: url.pathname,
      query: redactSecrets(url.search.replace(/^\?/, '')),
      headers: loggedHeaders(req),
      body: redactSecrets(request.body.toString('utf8')).slice(0, LOGGED_BODY_LIMIT),
      status: reply?.status ?? NO_ANSWER,
      durationMs: Math.round((performance.now() - started) * 100) / 100,
      operationName: request.log.operationName ?? null,
    });
  } catch (error) {
    if (!quiet) console.error('[sandbox] could not log request:', (error as Error).message);
  }
}

async function dispatch(
  request: SandboxRequest,
  service: Service | undefined,
): Promise<SandboxReply> {
  if (request.method === 'OPTIONS') return {status: 204};
  if (!service)
    throw new HttpError(
      404,
      `No sandbox service answers ${request.method} ${request.url.pathname}`,
    );
  return service.handle(request);
}

/** The service's own failure answer, with the `Retry-After` a fault asks for. */
function faultReply(service: Service, status: number, retryAfter?: number): SandboxReply {
  const message = `Fault injected by the sandbox (status ${status})`;
  const reply = service.failure?.(status, message) ?? json(status, {error: message});
  if (retryAfter === undefined) return reply;
  return {...reply, headers: {...reply.headers, 'retry-after': String(retryAfter)}};
}

/** Waits `ms`, or less if the client hangs up first; never blocks other requests. */
function pause(ms: number, res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      res.off('close', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    res.once('close', done);
  });
}

function errorReply(error: unknown, quiet: boolean): SandboxReply {
  if (error instanceof HttpError) return json(error.status, {error: error.message});
  // Internal errors: the message goes to the client, the stack only to the console.
  if (!quiet) console.error('[sandbox] internal error:', error);
  return json(500, {
    error: `Internal sandbox error: ${(error as Error)?.message ?? String(error)}`,
  });
}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new HttpError(413, `Request body larger than ${limit} bytes`));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, reply: SandboxReply, extraHeaders: Record<string, string>) {
  if (res.destroyed) return;
  res.writeHead(reply.status, {...extraHeaders, ...reply.headers});
  res.end(reply.body);
}

function preflightHeaders(req: IncomingMessage): Record<string, string> {
  const requested = req.headers['access-control-request-headers'];
  return {
    ...CORS,
    'access-control-allow-headers':
      typeof requested === 'string' ? requested : DEFAULT_ALLOWED_HEADERS,
  };
}

function loggedHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || UNLOGGED_HEADERS.has(name) || name.startsWith('sec-')) continue;
    out[name] = (Array.isArray(value) ? value.join(', ') : value).slice(0, 500);
  }
  return out;
}
