/**
 * The Admin API module (docs/architecture.md#adding-a-provider): the one write the shop makes
 * with its server's Admin token, a customer's wishlist as a metafield (`metafieldsSet`,
 * docs/decisions/0015). Plain fetch, no client library: one mutation needs none, and the worker
 * gains no dependency (the official client drives the sandbox's side in
 * tests/contract/admin-api.test.ts). Built only when a token is configured; the customer module
 * is its only user. An unreachable or failing API throws AdminError (a 503 for the shopper);
 * refusals of the input come back as data.
 */
import type {AppConfig} from '../config.server';
import type {Refusable} from '../customer/account-types';
import {callTimeout, UPSTREAM_TIMEOUT_MS, withTimeout} from '../upstream-budget.server';
import {METAFIELDS_SET, toSavedWishlist, wishlistVariables} from './admin-documents';

export class AdminError extends Error {
  override name = 'AdminError';
  constructor(
    message: string,
    /** The HTTP status the API answered, or 0 when it could not be reached. */
    readonly status: number,
  ) {
    super(message);
  }
}

interface GraphQLAnswer<T> {
  data?: T;
  errors?: Array<{message: string}> | string;
}

export function createAdminApi({
  config,
  storeOrigin,
  deadline,
}: {
  config: NonNullable<AppConfig['admin']>;
  storeOrigin: string;
  deadline: number;
}) {
  const url = `${storeOrigin}/admin/api/${config.apiVersion}/graphql.json`;

  async function mutate<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const timeout = callTimeout(deadline, UPSTREAM_TIMEOUT_MS.mutation);
    if (timeout === 0) throw new AdminError('Admin API: the request budget is spent', 0);
    let response: Response;
    try {
      response = await withTimeout(timeout, (signal) =>
        fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'x-shopify-access-token': config.token,
          },
          body: JSON.stringify({query, variables}),
          signal,
        }),
      );
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new AdminError(
        timedOut
          ? `Admin API did not answer within ${timeout} ms`
          : `Admin API unreachable: ${error instanceof Error ? error.message : String(error)}`,
        0,
      );
    }
    if (!response.ok) {
      throw new AdminError(
        `Response not successful: Received status code ${response.status}`,
        response.status,
      );
    }
    const answer = (await response.json().catch(() => null)) as GraphQLAnswer<T> | null;
    const errors = answer?.errors;
    if (!answer || (errors && errors.length)) {
      const message =
        typeof errors === 'string' ? errors : (errors ?? []).map((e) => e.message).join('; ');
      throw new AdminError(`Admin API error: ${message || 'no answer'}`, 502);
    }
    return answer.data as T;
  }

  return {
    /** Replaces the customer's wishlist: the product ids saved, or why the platform refused. */
    async saveWishlist(
      customerId: string,
      productIds: readonly string[],
    ): Promise<Refusable<string[]>> {
      return toSavedWishlist(
        await mutate(METAFIELDS_SET, wishlistVariables(customerId, productIds)),
      );
    },
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;
