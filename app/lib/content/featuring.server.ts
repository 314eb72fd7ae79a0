/**
 * The stories that feature a product (docs/product.md#stories), for its page: never a failure of
 * the page, so an unconfigured or failing content service gives none (logged).
 */
import type {AppContext} from '../context.server';
import {isUpstreamError} from '../errors.server';
import type {StorySummary} from './content-types';

export async function featuringStories(
  context: Pick<AppContext, 'content'>,
  productHandle: string,
): Promise<StorySummary[]> {
  if (!context.content.configured) return [];
  try {
    return await context.content.storiesFeaturing(productHandle);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    console.error(`[content] stories of ${productHandle} hidden: ${error.message}`);
    return [];
  }
}
