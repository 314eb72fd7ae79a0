import {describe, expect, it} from 'vitest';
import {
  DEFAULT_SORT,
  SORT_OPTIONS,
  indexForSort,
  marketIndexName,
  parseSort,
} from '~/lib/search/sort';

describe('sort options (docs/product.md#sort)', () => {
  it('offers the five options in order, relevance on the base index first', () => {
    expect(SORT_OPTIONS).toEqual([
      {value: '', indexSuffix: '', labelKey: 'search.sort.relevance'},
      {value: 'title_asc', indexSuffix: '_title_asc', labelKey: 'search.sort.titleAsc'},
      {value: 'title_desc', indexSuffix: '_title_desc', labelKey: 'search.sort.titleDesc'},
      {value: 'price_desc', indexSuffix: '_price_desc', labelKey: 'search.sort.priceDesc'},
      {value: 'price_asc', indexSuffix: '_price_asc', labelKey: 'search.sort.priceAsc'},
    ]);
    expect(DEFAULT_SORT).toBe('');
  });

  it('uses the base index for relevance and a suffixed replica for the others', () => {
    expect(indexForSort('shopify_products', '')).toBe('shopify_products');
    expect(indexForSort('shopify_products', 'title_asc')).toBe('shopify_products_title_asc');
    expect(indexForSort('shopify_products', 'title_desc')).toBe('shopify_products_title_desc');
    expect(indexForSort('shopify_products', 'price_desc')).toBe('shopify_products_price_desc');
    expect(indexForSort('shopify_products', 'price_asc')).toBe('shopify_products_price_asc');
  });

  it('names each market its own base index, whose replicas serve the sorts', () => {
    expect(marketIndexName('passo_', 'sl')).toBe('passo_sl_products');
    expect(marketIndexName('passo_', 'sl', 'collections')).toBe('passo_sl_collections');
    expect(indexForSort(marketIndexName('passo_', 'hr'), 'price_asc')).toBe(
      'passo_hr_products_price_asc',
    );
  });

  it('falls back to the default for unknown values', () => {
    for (const value of ['price', 'PRICE_ASC', '_price_asc', ' title_asc', 'x'.repeat(5000)]) {
      expect(parseSort(value)).toBe('');
      expect(indexForSort('shopify_products', value)).toBe('shopify_products');
    }
    expect(parseSort(null)).toBe('');
    expect(parseSort('price_desc')).toBe('price_desc');
  });
});
