/**
 * The shop's stores for a page (docs/product.md#stores): the Locations from the commerce
 * platform joined with their details from the content service. The content service failing
 * degrades (the stores show without hours, logged); the platform failing throws, for the route's
 * localized 503.
 */
import type {AppContext} from '../context.server';
import {isUpstreamError} from '../errors.server';
import {joinStores, sortStores} from './store-join';
import type {Store, StoreDetails} from './store-types';

type StoresContext = Pick<AppContext, 'catalogue' | 'content' | 'marketMatch'>;

export interface StoreList {
  /** The market's own country first, then by city and name. */
  stores: Store[];
  /** True when the content service could not give the stores' details. */
  detailsMissing: boolean;
}

async function storeDetails(context: StoresContext): Promise<StoreDetails[] | null> {
  if (!context.content.configured) return null;
  try {
    return await context.content.stores();
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    console.error(`[content] stores without their details: ${error.message}`);
    return null;
  }
}

export async function loadStores(context: StoresContext): Promise<StoreList> {
  const [locations, details] = await Promise.all([
    context.catalogue.stores(),
    storeDetails(context),
  ]);
  const {market} = context.marketMatch;
  return {
    stores: sortStores(joinStores(locations, details), market.country, market.locale),
    detailsMissing: details === null,
  };
}
