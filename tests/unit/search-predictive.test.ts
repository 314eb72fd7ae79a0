import {describe, expect, it} from 'vitest';
import {BASE_FILTER} from '~/lib/search/algolia-params';
import {predictiveRequest, predictiveResults} from '~/lib/search/predictive';

const config = {
  appId: 'APP',
  apiKey: 'search-key',
  host: 'http://127.0.0.1:4000',
  index: 'passo_sl_products',
  collectionsIndex: 'passo_sl_collections',
};

describe('predictive search', () => {
  it('asks the search host for products and collections in one text/plain multi-query', () => {
    const {url, init} = predictiveRequest(config, 'snea');
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe('http://127.0.0.1:4000/1/indexes/*/queries');
    expect(parsed.searchParams.get('x-algolia-application-id')).toBe('APP');
    expect(parsed.searchParams.get('x-algolia-api-key')).toBe('search-key');
    expect(init.headers['content-type']).toBe('text/plain');
    const {requests} = JSON.parse(init.body) as {requests: Array<Record<string, unknown>>};
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({indexName: 'passo_sl_products', query: 'snea'});
    // Only products in stock with a price, here too (docs/product.md#search-filter).
    expect(requests[0]).toMatchObject({filters: BASE_FILTER, distinct: true, hitsPerPage: 6});
  });

  it("asks the market's collections index for collections, whose titles are in its language", () => {
    const {init} = predictiveRequest(config, 'superge');
    const {requests} = JSON.parse(init.body) as {requests: Array<Record<string, unknown>>};
    expect(requests[1]).toEqual({
      indexName: 'passo_sl_collections',
      query: 'superge',
      hitsPerPage: 4,
      attributesToRetrieve: ['title', 'handle'],
      attributesToHighlight: [],
      analytics: false,
    });
  });

  it('keeps complete hits, and the collections with their titles as the index answers them', () => {
    const results = predictiveResults('snea', {
      results: [
        {
          hits: [
            {objectID: '1', title: 'Sneaker Zante', vendor: 'Aurelio', handle: 'sneaker-zante'},
            {objectID: '2', title: 'No handle'},
            {objectID: '3', title: 'Sneaker Lipari', handle: 'sneaker-lipari', image: 'x.jpg'},
          ],
        },
        {
          hits: [
            {handle: 'donna-sneakers', title: 'Ženske superge'},
            {handle: 'sneakers', title: 'Superge'},
            {title: 'No handle'},
            {handle: 'uomo-sneakers', title: 'Moške superge'},
            {handle: 'bambino-sneakers', title: 'Otroške superge'},
            {handle: 'saldi', title: 'Razprodaja'},
          ],
        },
      ],
    });
    expect(results.products.map((p) => p.handle)).toEqual(['sneaker-zante', 'sneaker-lipari']);
    expect(results.products[0]).toEqual({
      objectID: '1',
      title: 'Sneaker Zante',
      vendor: 'Aurelio',
      handle: 'sneaker-zante',
      image: null,
    });
    expect(results.collections).toEqual([
      {handle: 'donna-sneakers', title: 'Ženske superge'},
      {handle: 'sneakers', title: 'Superge'},
      {handle: 'uomo-sneakers', title: 'Moške superge'},
    ]);
  });

  it('reads an empty or odd answer as no suggestions', () => {
    expect(predictiveResults('x', {})).toEqual({query: 'x', products: [], collections: []});
  });
});
