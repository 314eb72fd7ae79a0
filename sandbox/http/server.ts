/**
 * The one HTTP server: reads the body, routes by path to a service, adds CORS, turns errors into
 * JSON and logs every request (including the ones that fail) to the request log, secrets redacted.
 */
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import {LOGGED_BODY_LIMIT, MAX_BODY_BYTES} from '../config';
import type {RequestLog} from '../db/requests';
import {redactSecrets} from './redact';
import {HttpError, json, type SandboxReply, type SandboxRequest, type Service} from './types';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-max-age': '86400',
};
const DEFAULT_ALLOWED_HEADERS =
  'content-type, accept, x-shopify-storefront-access-token, shopify-storefront-private-token, x-sdk-variant, x-sdk-version';

/** Headers not worth keeping in the log. */
const UNLOGGED_HEADERS = new Set([
  'host',
  'connection',
  'content-length',
  'keep-alive',
  'accept-encoding',
  'transfer-encoding',
]);

export function createSandboxServer(
  services: readonly Service[],
  log: RequestLog,
  quiet: boolean,
): Server {
  return createServer((req, res) => {
    void handle(req, res, services, log, quiet);
  });
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  services: readonly Service[],
  log: RequestLog,
  quiet: boolean,
) {
  const started = performance.now();
  const url = new URL(req.url ?? '/', 'http://sandbox.local');
  const service = services.find((s) => s.matches(url.pathname));
  const request: SandboxRequest = {
    method: req.method ?? 'GET',
    url,
    headers: req.headers,
    body: Buffer.alloc(0),
    log: {},
  };
  let reply: SandboxReply;
  try {
    request.body = await readBody(req);
    reply = await dispatch(request, service);
  } catch (error) {
    reply = errorReply(error, quiet);
  }
  send(res, reply, req.method === 'OPTIONS' ? preflightHeaders(req) : CORS);
  try {
    log.add({
      ts: new Date().toISOString(),
      service: service?.name ?? 'unknown',
      method: request.method,
      path: url.pathname,
      query: redactSecrets(url.search.replace(/^\?/, '')),
      headers: loggedHeaders(req),
      body: redactSecrets(request.body.toString('utf8')).slice(0, LOGGED_BODY_LIMIT),
      status: reply.status,
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

function errorReply(error: unknown, quiet: boolean): SandboxReply {
  if (error instanceof HttpError) return json(error.status, {error: error.message});
  // Internal errors: the message goes to the client, the stack only to the console.
  if (!quiet) console.error('[sandbox] internal error:', error);
  return json(500, {
    error: `Internal sandbox error: ${(error as Error)?.message ?? String(error)}`,
  });
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new HttpError(413, `Request body larger than ${MAX_BODY_BYTES} bytes`));
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
