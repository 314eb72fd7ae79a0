import {describe, expect, it} from 'vitest';
import {initialSize, lowStockCount, sizeOptions, variantForSize} from '~/lib/commerce/product';
import {APPAREL_SIZES, sizeGuideKind} from '~/lib/size-guide-kind';
import {SIZE_TABLES} from '~/lib/size-guide';

const options = [{name: 'Taglia', optionValues: [{name: '38'}, {name: '39'}, {name: '40'}]}];
const variant = (size: string, availableForSale: boolean, quantityAvailable: number) => ({
  id: `gid://shopify/ProductVariant/${size}`,
  availableForSale,
  quantityAvailable,
  selectedOptions: [{name: 'Taglia', value: size}],
});
const variants = [variant('38', true, 5), variant('39', false, 0), variant('40', true, 2)];

describe('product sizes', () => {
  it('lists sizes in option order with their availability', () => {
    expect(sizeOptions(options, variants)).toEqual([
      {value: '38', available: true, variantId: 'gid://shopify/ProductVariant/38'},
      {value: '39', available: false, variantId: 'gid://shopify/ProductVariant/39'},
      {value: '40', available: true, variantId: 'gid://shopify/ProductVariant/40'},
    ]);
  });

  it('finds the variant of a size', () => {
    expect(variantForSize(options, variants, '40')?.id).toBe('gid://shopify/ProductVariant/40');
    expect(variantForSize(options, variants, '41')).toBeNull();
    expect(variantForSize(options, variants, null)).toBeNull();
  });

  it('never preselects a sold-out or unknown size from the URL', () => {
    expect(initialSize(options, variants, '38')).toBe('38');
    expect(initialSize(options, variants, '39')).toBeNull();
    expect(initialSize(options, variants, '<script>')).toBeNull();
  });

  it('reports low stock only between 1 and 3', () => {
    expect(lowStockCount(variants[2])).toBe(2);
    expect(lowStockCount(variants[0])).toBeNull();
    expect(lowStockCount(variants[1])).toBeNull();
  });

  it('picks the size guide table from the size values', () => {
    expect(sizeGuideKind(['38', '39'])).toBe('shoes');
    expect(sizeGuideKind(['S', 'M'])).toBe('apparel');
    expect(sizeGuideKind(['TU'])).toBeNull();
  });

  it('offers the apparel guide for exactly the sizes its table has rows for', () => {
    expect(SIZE_TABLES.apparel.rows.map(([size]) => size)).toEqual([...APPAREL_SIZES]);
    for (const size of APPAREL_SIZES) expect(sizeGuideKind([size.toLowerCase()])).toBe('apparel');
    expect(sizeGuideKind(['XXXL'])).toBeNull();
  });
});
