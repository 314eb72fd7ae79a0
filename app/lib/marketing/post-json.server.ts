/**
 * One JSON POST to a marketing provider within the request's budget (docs/decisions/0012). A
 * provider that cannot be reached, or answers too late, is `{status: 0}`: the caller decides what
 * the shopper is told, and nothing hangs.
 */
import {callTimeout, UPSTREAM_TIMEOUT_MS, withTimeout} from '../upstream-budget.server';

export interface ProviderAnswer {
  /** The HTTP status, or 0 when there was no answer. */
  status: number;
  /** The parsed JSON body, or null (empty, not JSON, or no answer). */
  body: unknown;
  /** Why there was no answer, for the log. */
  failure?: string;
}

export async function postJson(
  url: string,
  payload: unknown,
  headers: Record<string, string>,
  deadline: number,
): Promise<ProviderAnswer> {
  const timeout = callTimeout(deadline, UPSTREAM_TIMEOUT_MS.mutation);
  if (timeout === 0) return {status: 0, body: null, failure: 'the request budget is spent'};
  try {
    return await withTimeout(timeout, async (signal) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: {'content-type': 'application/json', accept: 'application/json', ...headers},
        body: JSON.stringify(payload),
        signal,
      });
      const text = await response.text();
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // not JSON: the status says enough
      }
      return {status: response.status, body};
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return {
      status: 0,
      body: null,
      failure: timedOut
        ? `no answer within ${timeout} ms`
        : `unreachable: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}
