/**
 * The catalogue's vocabulary in the three shop languages: categories, product kinds, genders,
 * colours, brands and model names. Italian is the base; `sl` and `hr` end up in `translations`.
 */
import type {Shape} from '../images/shapes';

export interface Tri {
  it: string;
  sl: string;
  hr: string;
}

export type Gender = 'Donna' | 'Uomo' | 'Bambino';
export type Sizing = 'shoe' | 'apparel' | 'bag';
/** Grammatical class of a category's plural noun, used to agree the gender adjective. */
type SlClass = 'f' | 'm' | 'n';
type HrClass = 'f' | 'fs';

export interface Kind {
  word: Tri; // the noun at the start of a product title
  handleWord: string;
  shape: Shape;
  price: [number, number]; // euros, adult sizes
  weightGrams: number;
}

export interface Category {
  handle: string; // also the collection handle
  tag: string; // Italian name, used as a tag and as productType
  plural: Tri; // collection and menu title
  sl: SlClass;
  hr: HrClass;
  sizing: Sizing;
  genders: readonly Gender[];
  share: number; // relative share of the catalogue
  kinds: readonly Kind[];
}

const kind = (
  it: string,
  sl: string,
  hr: string,
  handleWord: string,
  shape: Shape,
  price: [number, number],
  weightGrams: number,
): Kind => ({
  word: {it, sl, hr},
  handleWord,
  shape,
  price,
  weightGrams,
});

const ALL: readonly Gender[] = ['Donna', 'Uomo', 'Bambino'];

export const CATEGORIES: readonly Category[] = [
  {
    handle: 'sneakers',
    tag: 'Sneakers',
    plural: {it: 'Sneakers', sl: 'Superge', hr: 'Tenisice'},
    sl: 'f',
    hr: 'f',
    sizing: 'shoe',
    genders: ALL,
    share: 22,
    kinds: [kind('Sneaker', 'Superge', 'Tenisice', 'sneaker', 'sneaker', [59, 189], 850)],
  },
  {
    handle: 'stivali',
    tag: 'Stivali',
    plural: {it: 'Stivali', sl: 'Škornji', hr: 'Čizme'},
    sl: 'm',
    hr: 'f',
    sizing: 'shoe',
    genders: ALL,
    share: 14,
    kinds: [
      kind('Stivale', 'Škornji', 'Čizme', 'stivale', 'boot', [119, 349], 1400),
      kind('Stivaletto', 'Gležnarji', 'Gležnjače', 'stivaletto', 'boot', [99, 259], 1100),
    ],
  },
  {
    handle: 'sandali',
    tag: 'Sandali',
    plural: {it: 'Sandali', sl: 'Sandali', hr: 'Sandale'},
    sl: 'm',
    hr: 'f',
    sizing: 'shoe',
    genders: ALL,
    share: 12,
    kinds: [kind('Sandalo', 'Sandali', 'Sandale', 'sandalo', 'sandal', [39, 149], 500)],
  },
  {
    handle: 'decollete',
    tag: 'Décolleté',
    plural: {it: 'Décolleté', sl: 'Salonarji', hr: 'Salonke'},
    sl: 'm',
    hr: 'f',
    sizing: 'shoe',
    genders: ['Donna'],
    share: 8,
    kinds: [kind('Décolleté', 'Salonarji', 'Salonke', 'decollete', 'heel', [79, 279], 600)],
  },
  {
    handle: 'mocassini',
    tag: 'Mocassini',
    plural: {it: 'Mocassini', sl: 'Mokasini', hr: 'Mokasinke'},
    sl: 'm',
    hr: 'f',
    sizing: 'shoe',
    genders: ['Donna', 'Uomo'],
    share: 10,
    kinds: [kind('Mocassino', 'Mokasini', 'Mokasinke', 'mocassino', 'loafer', [79, 249], 750)],
  },
  {
    handle: 'abbigliamento',
    tag: 'Abbigliamento',
    plural: {it: 'Abbigliamento', sl: 'Oblačila', hr: 'Odjeća'},
    sl: 'n',
    hr: 'fs',
    sizing: 'apparel',
    genders: ALL,
    share: 22,
    kinds: [
      kind('T-shirt', 'Majica', 'Majica', 't-shirt', 'tshirt', [19.9, 49], 200),
      kind('Felpa', 'Pulover', 'Dukserica', 'felpa', 'tshirt', [49, 119], 550),
      kind('Camicia', 'Srajca', 'Košulja', 'camicia', 'tshirt', [39, 99], 300),
      kind('Giacca', 'Jakna', 'Jakna', 'giacca', 'tshirt', [99, 299], 900),
      kind('Jeans', 'Kavbojke', 'Traperice', 'jeans', 'trousers', [59, 139], 650),
    ],
  },
  {
    handle: 'borse',
    tag: 'Borse',
    plural: {it: 'Borse', sl: 'Torbe', hr: 'Torbe'},
    sl: 'f',
    hr: 'f',
    sizing: 'bag',
    genders: ['Donna', 'Uomo'],
    share: 12,
    kinds: [
      kind('Borsa', 'Torba', 'Torba', 'borsa', 'bag', [49, 349], 800),
      kind('Zaino', 'Nahrbtnik', 'Ruksak', 'zaino', 'bag', [59, 199], 700),
    ],
  },
];

export interface GenderWords {
  handle: string;
  title: Tri; // the gender collection and menu title
  adjective: {sl: Record<SlClass, string>; hr: Record<HrClass, string>};
  /** What to draw on the gender collection's picture. */
  shape: Shape;
}

export const GENDERS: Record<Gender, GenderWords> = {
  Donna: {
    handle: 'donna',
    title: {it: 'Donna', sl: 'Ženske', hr: 'Žene'},
    shape: 'heel',
    adjective: {sl: {f: 'Ženske', m: 'Ženski', n: 'Ženska'}, hr: {f: 'Ženske', fs: 'Ženska'}},
  },
  Uomo: {
    handle: 'uomo',
    title: {it: 'Uomo', sl: 'Moški', hr: 'Muškarci'},
    shape: 'loafer',
    adjective: {sl: {f: 'Moške', m: 'Moški', n: 'Moška'}, hr: {f: 'Muške', fs: 'Muška'}},
  },
  Bambino: {
    handle: 'bambino',
    title: {it: 'Bambino', sl: 'Otroci', hr: 'Djeca'},
    shape: 'sneaker',
    adjective: {sl: {f: 'Otroške', m: 'Otroški', n: 'Otroška'}, hr: {f: 'Dječje', fs: 'Dječja'}},
  },
};

/** "Sneakers Donna", "Ženske superge", "Ženske tenisice". */
export function genderCategoryTitle(gender: Gender, category: Category): Tri {
  const g = GENDERS[gender];
  return {
    it: `${category.plural.it} ${g.title.it}`,
    sl: `${g.adjective.sl[category.sl]} ${category.plural.sl.toLowerCase()}`,
    hr: `${g.adjective.hr[category.hr]} ${category.plural.hr.toLowerCase()}`,
  };
}

export interface Colour {
  name: Tri;
  hex: string;
}

const colour = (it: string, sl: string, hr: string, hex: string): Colour => ({
  name: {it, sl, hr},
  hex,
});

export const COLOURS: readonly Colour[] = [
  colour('Nero', 'Črna', 'Crna', '#232323'),
  colour('Bianco', 'Bela', 'Bijela', '#f2f0ea'),
  colour('Blu', 'Modra', 'Plava', '#22386b'),
  colour('Rosso', 'Rdeča', 'Crvena', '#b02a30'),
  colour('Beige', 'Bež', 'Bež', '#d6c19c'),
  colour('Marrone', 'Rjava', 'Smeđa', '#6e4528'),
  colour('Verde', 'Zelena', 'Zelena', '#3f6a48'),
  colour('Grigio', 'Siva', 'Siva', '#85888c'),
  colour('Rosa', 'Roza', 'Ružičasta', '#e4a3b4'),
  colour('Giallo', 'Rumena', 'Žuta', '#ddb22c'),
];

/** Relative frequency of each colour (black and white sell most). */
export const COLOUR_WEIGHTS = [18, 14, 12, 7, 10, 10, 6, 9, 7, 4];

export const SIZES = {
  Donna: ['35', '36', '37', '38', '39', '40', '41'],
  Uomo: ['39', '40', '41', '42', '43', '44', '45', '46'],
  Bambino: ['28', '29', '30', '31', '32', '33', '34', '35'],
  apparel: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  /** Children's clothes are sized by height in cm, as in most EU shops. */
  apparelKids: ['110', '122', '134', '146', '158'],
  bag: ['TU'],
} as const;

export const OPTION_NAME: Tri = {it: 'Taglia', sl: 'Velikost', hr: 'Veličina'};
