import type {Route} from './+types/api.store-availability';
import {MESSAGES} from '~/lib/i18n.server';
import {translator} from '~/lib/i18n';
import {isUpstreamError} from '~/lib/errors.server';
import {isMarketId, MARKETS} from '~/lib/markets';
import {sectionPath} from '~/lib/localized-slugs';
import {loadStores} from '~/lib/stores/stores.server';
import {availabilityRows, parseAvailabilityQuery} from '~/lib/stores/store-availability';

const PRIVATE = {'Cache-Control': 'private, no-store'};
/** Stock moves: a browser may reuse an answer for a minute, no longer. */
const BRIEFLY = {'Cache-Control': 'public, max-age=60'};

/**
 * `GET /api/{market}/store-availability?variant={id}[&lat=…&lng=…]`
 * (docs/product.md#in-store-availability): which stores carry a size and how many they have,
 * those with it first, nearest first from the rounded coordinates. JSON `{ok: true, stores}`, or
 * `{ok: false, error, message}` in the market's language: 400 for a bad parameter, 404 for no
 * such size, 429 past the read limit, 503 when the platform cannot answer.
 */
export async function loader({params, request, context}: Route.LoaderArgs) {
  const marketId = isMarketId(params.market) ? params.market : 'it';
  const t = translator(marketId, MESSAGES[marketId]);
  const refuse = (status: number, error: string, headers: Record<string, string> = {}) =>
    Response.json(
      {ok: false, error, message: t(`stores.errors.${error}`)},
      {status, headers: {...PRIVATE, ...headers}},
    );
  if (!isMarketId(params.market)) return refuse(404, 'invalid');
  const query = parseAvailabilityQuery(new URL(request.url).searchParams);
  if (!query) return refuse(400, 'invalid');
  const verdict = context.rateLimit('reads');
  if (!verdict.ok)
    return refuse(429, 'rateLimited', {'Retry-After': String(verdict.retryAfterSeconds)});
  try {
    const [stock, {stores}] = await Promise.all([
      context.catalogue.storeAvailability(query.variantId, query.near),
      loadStores(context),
    ]);
    if (!stock) return refuse(404, 'invalid');
    const locator = sectionPath(marketId, 'stores');
    const rows = availabilityRows(stock, stores, {
      near: query.near,
      now: Date.now(),
      t,
      locale: MARKETS[marketId].locale,
      hrefOf: (handle) => `${locator}/${handle}`,
    });
    return Response.json({ok: true, stores: rows}, {headers: BRIEFLY});
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    console.error(`[stores] availability unavailable: ${error.message}`);
    return refuse(503, 'unavailable', {'Retry-After': '30'});
  }
}
