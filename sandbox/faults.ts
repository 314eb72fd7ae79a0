/**
 * Fault injection for tests: "the next N requests to service S fail this way". Lets the
 * storefront's tests prove it survives a provider that errs, throttles, crawls or is gone,
 * without stopping the sandbox. The router (http/server.ts) applies a fault; a service only says
 * how it words a failure (`Service.failure`).
 */
import {HttpError} from './http/types';

export interface FaultSpec {
  /** Answer this status, in the service's own error format. */
  status?: number;
  /** Seconds in a `Retry-After` header; 429s always carry one, as the providers' do. */
  retryAfter?: number;
  /** Wait this long before answering (normally, or with `status`). */
  delayMs?: number;
  /** Reset the connection without an answer, as a stopped service looks to a client. */
  down?: boolean;
}

export interface Fault extends FaultSpec {
  remaining: number;
}

/** What a 429 says when the test does not choose. */
const DEFAULT_RETRY_AFTER_SECONDS = 1;
/** A longer delay is a mistake in a test, not a slow provider. */
const MAX_DELAY_MS = 10 * 60 * 1000;
const MAX_RETRY_AFTER_SECONDS = 24 * 60 * 60;
const BODY_KEYS = new Set(['service', 'status', 'retryAfter', 'delayMs', 'mode', 'count']);

export class Faults {
  readonly #pending = new Map<string, Fault>();
  #services = new Set<string>();

  /** The services a fault may be armed on (a typo such as "search" for "algolia" is a 400). */
  allow(services: Iterable<string>): void {
    this.#services = new Set(services);
  }

  /**
   * Arms a fault from the inspector API's body:
   * {"service", "status"?, "retryAfter"?, "delayMs"?, "mode"?: "down", "count"?: 1}.
   */
  arm(body: unknown): void {
    const {service, count, spec} = parseFault(body, this.#services);
    this.#pending.set(service, {...spec, remaining: count});
  }

  /** The fault to apply to this request, if one is armed for the service; uses it up. */
  take(service: string): FaultSpec | undefined {
    const fault = this.#pending.get(service);
    if (!fault) return undefined;
    if (--fault.remaining <= 0) this.#pending.delete(service);
    const {remaining: _, ...spec} = fault;
    return spec;
  }

  clear(): void {
    this.#pending.clear();
  }

  list(): Record<string, Fault> {
    return Object.fromEntries(this.#pending);
  }
}

function parseFault(
  body: unknown,
  services: ReadonlySet<string>,
): {service: string; count: number; spec: FaultSpec} {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'The body must be a JSON object');
  const fields = body as Record<string, unknown>;
  const unknown = Object.keys(fields).filter((key) => !BODY_KEYS.has(key));
  if (unknown.length)
    throw new HttpError(400, `Unknown field "${unknown[0]}"; use ${[...BODY_KEYS].join(', ')}`);
  const {service, status, retryAfter, delayMs, mode, count = 1} = fields;
  if (typeof service !== 'string' || !services.has(service))
    throw new HttpError(400, `"service" must be one of ${[...services].sort().join(', ')}`);
  if (status !== undefined && !integerIn(status, 400, 599))
    throw new HttpError(400, '"status" must be an HTTP error status (400 to 599)');
  if (delayMs !== undefined && !integerIn(delayMs, 1, MAX_DELAY_MS))
    throw new HttpError(400, `"delayMs" must be an integer from 1 to ${MAX_DELAY_MS}`);
  if (mode !== undefined && mode !== 'down') throw new HttpError(400, '"mode" can only be "down"');
  if (mode === 'down' && status !== undefined)
    throw new HttpError(400, 'A service that is "down" answers no status');
  if (status === undefined && delayMs === undefined && mode === undefined)
    throw new HttpError(400, 'Give "status", "delayMs" or "mode": "down"');
  if (
    retryAfter !== undefined &&
    (status === undefined || !integerIn(retryAfter, 0, MAX_RETRY_AFTER_SECONDS))
  )
    throw new HttpError(400, '"retryAfter" needs a "status" and is whole seconds');
  if (!integerIn(count, 1, Number.MAX_SAFE_INTEGER))
    throw new HttpError(400, '"count" must be a positive integer');
  const spec: FaultSpec = {};
  if (status !== undefined) spec.status = status as number;
  if (retryAfter !== undefined || status === 429)
    spec.retryAfter = (retryAfter as number | undefined) ?? DEFAULT_RETRY_AFTER_SECONDS;
  if (delayMs !== undefined) spec.delayMs = delayMs as number;
  if (mode === 'down') spec.down = true;
  return {service, count: count as number, spec};
}

function integerIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}
