// The add-to-cart action as the browser sends it: a fetcher POST of Hydrogen's `cartFormInput`
// to `/it/cart.data`, with an existing cart's cookie (the shopper's second and later adds).
const STOREFRONT_TOKEN = '3b8f5c0a9d2e4f6a8b1c7d9e0f2a4b6c';

/** A variant in stock, from the sandbox. */
async function variantInStock(sandboxUrl) {
  const response = await fetch(`${sandboxUrl}/api/2025-07/graphql.json`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'X-Shopify-Storefront-Access-Token': STOREFRONT_TOKEN,
    },
    body: JSON.stringify({
      query: '{products(first:20){nodes{variants(first:30){nodes{id quantityAvailable}}}}}',
    }),
  });
  const products = (await response.json()).data.products.nodes;
  const variant = products
    .flatMap((product) => product.variants.nodes)
    .find((v) => v.quantityAvailable > 0);
  if (!variant) throw new Error('the sandbox has no variant in stock');
  return variant.id;
}

/**
 * The add-to-cart route for the load runs: the request body and a cart cookie made by one
 * first add (so every measured request adds to an existing cart).
 * @returns {Promise<{name: string, url: string, method: string, body: string, headers: Record<string, string>}>}
 */
export async function addToCartRoute(storefrontUrl, sandboxUrl, baseHeaders) {
  const merchandiseId = await variantInStock(sandboxUrl);
  const body = new URLSearchParams({
    cartFormInput: JSON.stringify({
      action: 'LinesAdd',
      inputs: {lines: [{merchandiseId, quantity: 1}]},
    }),
  }).toString();
  const url = `${storefrontUrl}/it/cart.data`;
  const headers = {
    ...baseHeaders,
    accept: '*/*',
    'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
    origin: storefrontUrl,
  };
  const first = await fetch(url, {method: 'POST', headers, body});
  await first.arrayBuffer();
  const cookie = first.headers.get('set-cookie')?.split(';')[0];
  if (first.status !== 200 || !cookie?.startsWith('cartId='))
    throw new Error(`the first add to cart answered ${first.status} without a cartId cookie`);
  return {name: 'add-to-cart', url, method: 'POST', body, headers: {...headers, cookie}};
}
