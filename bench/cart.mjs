// The add-to-cart action as the browser sends it: a fetcher POST of Hydrogen's `cartFormInput`
// to `/it/cart.data`, with an existing cart's cookie (the shopper's second and later adds).
// The worker limits form POSTs per client, keyed by the `oxygen-buyer-ip` Oxygen's gateway sets:
// the bench's preview trusts a client-supplied one (`trustClientIp`), and each add names a new
// IP so the figures measure the cart, not the limiter.
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

let buyers = 0;
/** A buyer IP no earlier request used (10.0.0.1, 10.0.0.2, …; 16 million before it wraps). */
export function nextBuyerIp() {
  buyers = (buyers + 1) % 0xffffff || 1;
  return `10.${buyers >> 16}.${(buyers >> 8) & 0xff}.${buyers & 0xff}`;
}

/** A LinesAdd of one unit, as CartForm posts it. */
export function addToCartBody(merchandiseId) {
  return new URLSearchParams({
    cartFormInput: JSON.stringify({
      action: 'LinesAdd',
      inputs: {lines: [{merchandiseId, quantity: 1}]},
    }),
  }).toString();
}

/** The headers of a fetcher POST from the storefront's own pages. */
export function cartHeaders(storefrontUrl, baseHeaders) {
  return {
    ...baseHeaders,
    accept: '*/*',
    'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
    origin: storefrontUrl,
  };
}

/**
 * A cart made by a first add; resolves with its cookie (`cartId=…`).
 * @param {string} url  the market's `/{market}/cart.data`
 */
export async function createCart(url, headers, body) {
  const first = await fetch(url, {
    method: 'POST',
    headers: {...headers, 'oxygen-buyer-ip': nextBuyerIp()},
    body,
  });
  await first.arrayBuffer();
  const cookie = first.headers.get('set-cookie')?.split(';')[0];
  if (first.status !== 200 || !cookie?.startsWith('cartId='))
    throw new Error(`the first add to cart answered ${first.status} without a cartId cookie`);
  return cookie;
}

/**
 * The add-to-cart route for the load runs: the request body and a cart cookie made by one
 * first add (so every measured request adds to an existing cart).
 * @returns {Promise<{name: string, url: string, method: string, body: string,
 *   headers: Record<string, string>, setupRequest: (request: any) => any}>}
 */
export async function addToCartRoute(storefrontUrl, sandboxUrl, baseHeaders) {
  const merchandiseId = await variantInStock(sandboxUrl);
  const body = addToCartBody(merchandiseId);
  const url = `${storefrontUrl}/it/cart.data`;
  const headers = cartHeaders(storefrontUrl, baseHeaders);
  const cookie = await createCart(url, headers, body);
  return {
    name: 'add-to-cart',
    url,
    method: 'POST',
    body,
    headers: {...headers, cookie},
    // autocannon builds each request through this: a new buyer IP every time.
    setupRequest: (request) => ({
      ...request,
      headers: {...request.headers, 'oxygen-buyer-ip': nextBuyerIp()},
    }),
  };
}
