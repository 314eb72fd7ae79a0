/**
 * What every sandbox service sees and returns. Services get a fully read request and return a
 * reply value (never touch the socket), so the router can log, time and CORS-wrap every answer
 * the same way, and a service can be tested without a server.
 */
import type {IncomingHttpHeaders} from 'node:http';

export interface SandboxRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The address the request came from (per-client limits). */
  clientIp: string;
  /** Filled in by a service for the request log (the GraphQL operation name). */
  log: {operationName?: string | null};
}

export interface SandboxReply {
  status: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface Service {
  /** Used in the request log and the inspector's filters: 'storefront', 'images', 'inspector'… */
  name: string;
  matches(path: string): boolean;
  handle(request: SandboxRequest): SandboxReply | Promise<SandboxReply>;
  /** How the service words a failure (an injected fault) in its wire format; else `{"error"}`. */
  failure?(status: number, message: string): SandboxReply;
  /** A larger body than the sandbox's usual limit this service takes (file uploads). */
  maxBodyBytes?: number;
}

/** Thrown by services for client errors; the router turns it into a JSON answer. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function json(
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): SandboxReply {
  return {
    status,
    headers: {'content-type': 'application/json; charset=utf-8', ...headers},
    body: JSON.stringify(value),
  };
}

export function html(status: number, body: string): SandboxReply {
  return {status, headers: {'content-type': 'text/html; charset=utf-8'}, body};
}

export function parseJsonBody(request: SandboxRequest): unknown {
  return parseJson(request.body.toString('utf8'));
}

/** JSON.parse that answers 400 instead of throwing a SyntaxError into the router. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new HttpError(400, `Malformed JSON: ${(error as Error).message}`);
  }
}

/** A query-string integer, or `fallback` when absent; a malformed value is a 400. */
export function intParam(url: URL, name: string, fallback?: number): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value))
    throw new HttpError(400, `Query parameter "${name}" must be an integer`);
  return value;
}
