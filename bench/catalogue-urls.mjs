// What a busy shop's traffic asks for, drawn from the bench sandbox's own catalogue: every
// product page in every market, listings with filter/sort/page combinations, search queries and
// cart adds. Distinct URLs matter more than volume: the worker's caches are keyed by query, so a
// few hot URLs would never fill them as production traffic does.
const STOREFRONT_TOKEN = '3b8f5c0a9d2e4f6a8b1c7d9e0f2a4b6c';
const MARKETS = ['it', 'sl', 'hr'];
const SORTS = ['', 'title_asc', 'title_desc', 'price_desc', 'price_asc'];
/** URL parameter → index attribute, as app/lib/search/facets.ts has them. */
const FACETS = {
  price: 'price_range',
  size: 'options.taglia',
  brand: 'vendor',
  color: 'named_tags.COLOR',
  gender: 'named_tags.GENDER',
};
/** Share of each kind of request, out of 100. */
const MIX = {product: 35, listing: 35, search: 15, home: 5, cart: 10};

async function storefrontQuery(sandboxUrl, query, variables = {}) {
  const response = await fetch(`${sandboxUrl}/api/2025-07/graphql.json`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'X-Shopify-Storefront-Access-Token': STOREFRONT_TOKEN,
    },
    body: JSON.stringify({query, variables}),
  });
  const body = await response.json();
  if (!body.data) throw new Error(`sandbox query failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Every product handle and in-stock variant, paged as the Storefront API allows (250). */
async function allProducts(sandboxUrl) {
  const handles = [];
  const variants = [];
  let after = null;
  do {
    const {products} = await storefrontQuery(
      sandboxUrl,
      `query($after: String) { products(first: 250, after: $after) {
        pageInfo { hasNextPage endCursor }
        nodes { handle variants(first: 10) { nodes { id quantityAvailable } } } } }`,
      {after},
    );
    for (const product of products.nodes) {
      handles.push(product.handle);
      const inStock = product.variants.nodes.find((v) => v.quantityAvailable > 0);
      if (inStock) variants.push(inStock.id);
    }
    after = products.pageInfo.hasNextPage ? products.pageInfo.endCursor : null;
  } while (after);
  return {handles, variants};
}

/** Facet values and one-word queries, from the sandbox's search over the whole catalogue. */
async function facetValues(sandboxUrl) {
  const response = await fetch(`${sandboxUrl}/1/indexes/*/queries`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain',
      'x-algolia-application-id': 'PASSOSANDBOX',
      'x-algolia-api-key': 'passo-sandbox-search-key',
    },
    body: JSON.stringify({
      requests: [
        {
          indexName: 'passo_it_products',
          facets: Object.values(FACETS),
          hitsPerPage: 0,
          maxValuesPerFacet: 100,
        },
      ],
    }),
  });
  const facets = (await response.json()).results[0].facets;
  /** @type {Record<string, string[]>} */
  const values = {};
  for (const [param, attribute] of Object.entries(FACETS))
    values[param] = Object.keys(facets[attribute] ?? {});
  const words = [...values.brand, ...values.color].flatMap((v) => v.toLowerCase().split(/\s+/));
  // Prefixes too: a shopper types "ner" before "nero", and each is a query of its own.
  const queries = [...new Set([...words, ...words.map((w) => w.slice(0, 3))])];
  return {values, queries};
}

/** Mulberry32: the same "random" traffic on every run, so runs compare. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/**
 * The catalogue the traffic is drawn from.
 * @returns {Promise<{products: string[], variants: string[], collections: string[],
 *   facets: Record<string, string[]>, queries: string[]}>}
 */
export async function discoverCatalogue(sandboxUrl) {
  const [{handles, variants}, {collections}, {values, queries}] = await Promise.all([
    allProducts(sandboxUrl),
    storefrontQuery(sandboxUrl, '{ collections(first: 250) { nodes { handle } } }'),
    facetValues(sandboxUrl),
  ]);
  if (!variants.length) throw new Error('the sandbox has no variant in stock');
  return {
    products: handles,
    variants,
    collections: collections.nodes.map((c) => c.handle),
    facets: values,
    queries,
  };
}

/**
 * An endless stream of paths, one kind at a time in MIX's proportions.
 * @returns {() => {kind: keyof typeof MIX, path: string, market: string}}
 */
export function trafficGenerator(catalogue, seed = 1) {
  const random = seeded(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const kinds = Object.entries(MIX).flatMap(([kind, share]) => Array(share).fill(kind));

  /** Listing query: 0–2 facet values, a sort, and a page when nothing is filtered. */
  function listingQuery(query = '') {
    const params = new URLSearchParams();
    if (query) params.append('s', query);
    const filters = random() < 0.5 ? 0 : random() < 0.7 ? 1 : 2;
    for (let i = 0; i < filters; i++) {
      const param = pick(Object.keys(FACETS));
      const value = pick(catalogue.facets[param] ?? []);
      if (value) params.append(param, value);
    }
    const sort = pick(SORTS);
    if (sort) params.append('sort', sort);
    // Past the last page is a redirect: a second page only where there is one, on unfiltered
    // collections (a search for a word matches too few products).
    if (!filters && !query && random() < 0.3) params.append('page', '2');
    const search = params.toString();
    return search ? `?${search}` : '';
  }

  return () => {
    const kind = pick(kinds);
    const market = pick(MARKETS);
    switch (kind) {
      case 'product':
        return {kind, market, path: `/${market}/${pick(catalogue.products)}-p`};
      case 'listing':
        return {kind, market, path: `/${market}/${pick(catalogue.collections)}${listingQuery()}`};
      case 'search':
        return {kind, market, path: `/${market}/search${listingQuery(pick(catalogue.queries))}`};
      case 'home':
        return {kind, market, path: `/${market}`};
      default:
        return {kind, market, path: `/${market}/cart.data`};
    }
  };
}
