import {describe, expect, it} from 'vitest';
import {BASE_FILTER} from '~/lib/search/algolia-params';
import {predictiveRequest, predictiveResults} from '~/lib/search/predictive';

const config = {
  appId: 'APP',
  apiKey: 'search-key',
  host: 'http://127.0.0.1:4000',
  index: 'passo_sl_products',
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
    for (const request of requests) {
      expect(request).toMatchObject({indexName: 'passo_sl_products', query: 'snea'});
      // Only products in stock with a price, here too (docs/product.md#search-filter).
      expect(request.filters).toBe(BASE_FILTER);
    }
    expect(requests[0]).toMatchObject({distinct: true, hitsPerPage: 6});
    expect(requests[1]).toMatchObject({hitsPerPage: 0, facets: ['collections']});
  });

  it('keeps complete hits and the four most frequent collections', () => {
    const results = predictiveResults('snea', {
      results: [
        {
          hits: [
            {objectID: '1', title: 'Sneaker Zante', vendor: 'Aurelio', handle: 'sneaker-zante'},
            {objectID: '2', title: 'No handle'},
            {objectID: '3', title: 'Sneaker Lipari', handle: 'sneaker-lipari', image: 'x.jpg'},
          ],
        },
        {facets: {collections: {donna: 3, sneaker: 9, uomo: 5, saldi: 1, novita: 7}}},
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
    expect(results.collections).toEqual(['sneaker', 'novita', 'uomo', 'donna']);
  });

  it('reads an empty or odd answer as no suggestions', () => {
    expect(predictiveResults('x', {})).toEqual({query: 'x', products: [], collections: []});
  });
});
