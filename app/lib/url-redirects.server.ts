/**
 * A path that would be a 404 may be one the merchant moved (Online Store › URL redirects): the
 * not-found branches of the routes ask the platform and answer a 301 to a safe target, else the
 * localized 404. Pages that exist never ask.
 */
import {redirectTo} from './redirect.server';
import type {AppContext} from './context.server';
import {isUpstreamError, notFound} from './errors.server';
import {stripDataSuffix} from './markets';
import {shopRedirectTarget} from './security';

export async function notFoundUnlessRedirected(
  request: Request,
  context: Pick<AppContext, 'catalogue' | 'config'>,
): Promise<never> {
  const url = new URL(request.url);
  let target: string | null = null;
  try {
    target = await context.catalogue.redirectTarget(stripDataSuffix(url.pathname));
  } catch (error) {
    // The platform not answering leaves the page what it was: not found.
    if (!isUpstreamError(error)) throw error;
    console.error(`[storefront] URL redirect not looked up: ${error.message}`);
  }
  const path = target && shopRedirectTarget(target, context.config.shopOrigin);
  if (path) {
    // The shopper's query goes along, as Shopify's own redirects keep it.
    const query = path.includes('?') ? '' : url.search;
    throw redirectTo(`${path}${query}`, 301);
  }
  notFound();
}
