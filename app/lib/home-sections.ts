/**
 * The home's fallback sections, rendered in order from the catalogue when the content service
 * has no home or cannot answer (docs/product.md#home-from-content).
 */
export type HomeSection =
  {type: 'hero'} | {type: 'collections'} | {type: 'products'; source: 'featured' | 'newArrivals'};

export const HOME_SECTIONS: HomeSection[] = [
  {type: 'hero'},
  {type: 'collections'},
  {type: 'products', source: 'featured'},
  {type: 'products', source: 'newArrivals'},
];
