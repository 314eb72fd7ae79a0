/**
 * The shop's search-insights events (docs/product.md#search-insights): a click after search when a
 * result is opened, a conversion after search when that product is added to the cart (the plain
 * conversion otherwise), and a view for a product page. The search context of the last click is
 * kept for the visit (session storage), valid only when complete, and cleared once converted.
 */
import {trackingBus} from './bus';
import {SEARCH_INSIGHTS, type SearchInsightsPayload} from './events';
import {isTrackable, type SearchInsightsContext} from '../search/insights-events';
import {stored} from '../cookie-names';

const CONTEXT_KEY = stored('passoSearchInsights');

interface StoredContext extends SearchInsightsContext {
  /** The product the clicked result opened, to match the later add to cart. */
  handle: string;
}

function read(): StoredContext | null {
  try {
    const raw = sessionStorage.getItem(CONTEXT_KEY);
    return raw ? (JSON.parse(raw) as StoredContext) : null;
  } catch {
    return null;
  }
}

function write(context: StoredContext | null) {
  try {
    if (context) sessionStorage.setItem(CONTEXT_KEY, JSON.stringify(context));
    else sessionStorage.removeItem(CONTEXT_KEY);
  } catch {
    // Storage blocked: the conversion is then sent without the search it came from.
  }
}

const publish = (payload: SearchInsightsPayload) => trackingBus.publish(SEARCH_INSIGHTS, payload);
/** A variant's numeric id, as the index's objectIDs are. */
const objectIdOf = (variantGid: string) => variantGid.split('/').pop() ?? variantGid;

/** A result opened from a listing (position is 1-based over all pages). */
export function searchResultClicked(click: {
  index: string;
  queryID: string | null;
  objectID: string;
  position: number;
  handle: string;
}) {
  if (!click.queryID) return;
  const {index, queryID, objectID, position, handle} = click;
  // The subscriber knows the user token; the stored context only needs to say there is one.
  write({index, queryID, userToken: 'search-insights', product: {objectID, position}, handle});
  publish({kind: 'click', index, queryID, objectID, position});
}

/**
 * A product added to the cart: a conversion after search when search found it
 * (docs/product.md#search-insights).
 */
export function productAddedToCart(added: {handle: string; variantId: string; index: string}) {
  const context = read();
  if (context && context.handle === added.handle && isTrackable(context)) {
    write(null);
    publish({
      kind: 'conversion',
      index: context.index,
      queryID: context.queryID,
      objectIDs: [context.product.objectID],
    });
    return;
  }
  publish({
    kind: 'conversion',
    index: added.index,
    queryID: '',
    objectIDs: [objectIdOf(added.variantId)],
  });
}

/** A product page seen. */
export function productViewed(viewed: {variantId: string; index: string}) {
  publish({kind: 'view', index: viewed.index, objectIDs: [objectIdOf(viewed.variantId)]});
}
