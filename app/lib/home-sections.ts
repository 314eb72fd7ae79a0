/**
 * The home page is a list of sections rendered in order. Editorial content (a later issue)
 * will provide this list per market; until then the catalogue fills the default one.
 */
export type HomeSection =
  {type: 'hero'} | {type: 'collections'} | {type: 'products'; source: 'featured' | 'newArrivals'};

export const HOME_SECTIONS: HomeSection[] = [
  {type: 'hero'},
  {type: 'collections'},
  {type: 'products', source: 'featured'},
  {type: 'products', source: 'newArrivals'},
];
