import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {
  MAX_QUERY_LENGTH,
  MAX_SELECTED_VALUES,
  MAX_VALUE_LENGTH,
  activeRefinements,
  clearRefinements,
  listingSearch,
  parseListingState,
  removeRefinement,
  toggleRefinement,
  withPage,
  withQuery,
  withSort,
  type ListingState,
} from '~/lib/search/listing-state';

const EMPTY = {price: [], size: [], brand: [], color: [], gender: []};

const state = (patch: Partial<ListingState> = {}): ListingState => ({
  query: '',
  refinements: {...EMPTY},
  page: 1,
  sort: '',
  ...patch,
});

describe('parseListingState: defaults (docs/product.md#listing-constants)', () => {
  it('starts on page 1 with an empty query, no refinements and the default sort', () => {
    expect(parseListingState('')).toEqual(state());
    expect(parseListingState('?')).toEqual(state());
  });
});

describe('parseListingState: parameters (docs/product.md#query-parameters)', () => {
  it('reads every value of a repeated facet parameter, in order', () => {
    const parsed = parseListingState('brand=Nike&brand=Adidas&size=42&size=43&gender=Donna');
    expect(parsed.refinements).toEqual({
      ...EMPTY,
      brand: ['Nike', 'Adidas'],
      size: ['42', '43'],
      gender: ['Donna'],
    });
  });

  it('URI-decodes values', () => {
    const parsed = parseListingState(
      '?s=scarpe+da+corsa&brand=Dr.%20Martens&color=Blu%2FNero&price=50%3A100&size=t%C3%A0glia',
    );
    expect(parsed.query).toBe('scarpe da corsa');
    expect(parsed.refinements).toMatchObject({
      brand: ['Dr. Martens'],
      color: ['Blu/Nero'],
      price: ['50:100'],
      size: ['tàglia'],
    });
  });

  it('accepts URLSearchParams as well as a string', () => {
    const params = new URLSearchParams([
      ['s', 'sneakers'],
      ['color', 'Nero'],
    ]);
    expect(parseListingState(params)).toEqual(
      state({query: 'sneakers', refinements: {...EMPTY, color: ['Nero']}}),
    );
  });

  it('keeps values with colons and quotes as they are', () => {
    const parsed = parseListingState(
      `price=${encodeURIComponent('50:100')}&price=100:200&brand=${encodeURIComponent('Levi\'s "Red"')}`,
    );
    expect(parsed.refinements.price).toEqual(['50:100', '100:200']);
    expect(parsed.refinements.brand).toEqual(['Levi\'s "Red"']);
  });

  it('trims values and drops empty and repeated ones', () => {
    const parsed = parseListingState('brand=+Nike+&brand=&brand=%20&brand=Nike&brand=nike');
    expect(parsed.refinements.brand).toEqual(['Nike', 'nike']);
  });

  it(`keeps at most ${MAX_SELECTED_VALUES} values a facet`, () => {
    const search = Array.from({length: 80}, (_, i) => `size=${i}`).join('&');
    const sizes = parseListingState(search).refinements.size;
    expect(sizes).toHaveLength(MAX_SELECTED_VALUES);
    expect(sizes.at(-1)).toBe(String(MAX_SELECTED_VALUES - 1));
  });

  it(`drops values longer than ${MAX_VALUE_LENGTH} characters`, () => {
    const longest = 'x'.repeat(MAX_VALUE_LENGTH);
    const parsed = parseListingState(`brand=${longest}&brand=${longest}y&brand=Nike`);
    expect(parsed.refinements.brand).toEqual([longest, 'Nike']);
  });

  it(`trims the query and cuts it to ${MAX_QUERY_LENGTH} characters (a 5 KB query)`, () => {
    expect(parseListingState('s=++scarpe++').query).toBe('scarpe');
    const query = parseListingState(`s=${'a'.repeat(5 * 1024)}`).query;
    expect(query).toBe('a'.repeat(MAX_QUERY_LENGTH));
    const endsOnSpace = `${'a'.repeat(MAX_QUERY_LENGTH - 1)} b`;
    expect(parseListingState(new URLSearchParams({s: endsOnSpace})).query).toBe(
      'a'.repeat(MAX_QUERY_LENGTH - 1),
    );
  });

  it('never splits a character when cutting the query', () => {
    const query = parseListingState(`s=${encodeURIComponent('a' + '👟'.repeat(300))}`).query;
    expect(Array.from(query)).toHaveLength(MAX_QUERY_LENGTH);
    expect(query.endsWith('👟')).toBe(true);
  });

  it.each(['0', '-1', 'abc', '1.5', '', '+2', '1e3', ' 2', '0x10'])(
    'reads page=%j as page 1',
    (page) => {
      expect(parseListingState(`page=${encodeURIComponent(page)}`).page).toBe(1);
    },
  );

  it('reads whole pages from 1 up, keeping pages past the end for the loader to clamp', () => {
    expect(parseListingState('page=2').page).toBe(2);
    expect(parseListingState('page=99999').page).toBe(99999);
    expect(parseListingState('page=007').page).toBe(7);
    expect(parseListingState(`page=${'9'.repeat(400)}`).page).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('ignores unknown parameters and bracketed keys', () => {
    const parsed = parseListingState(
      'utm_source=x&brand[0]=Nike&q=scarpe&Brand=Puma&refinementList%5Bvendor%5D%5B0%5D=Vans',
    );
    expect(parsed).toEqual(state());
  });

  it('does not throw on malformed percent-encoding', () => {
    const parse = () => parseListingState('s=%E0%A4%A&brand=%ZZ&size=%&color=100%&page=%32');
    expect(parse).not.toThrow();
    const parsed = parse();
    expect(parsed.refinements.brand).toEqual(['%ZZ']);
    expect(parsed.refinements.size).toEqual(['%']);
    expect(parsed.refinements.color).toEqual(['100%']);
    expect(parsed.query).toContain('%A');
    expect(parsed.page).toBe(2);
    expect(parseListingState(listingSearch(parsed))).toEqual(parsed);
  });

  it('reads the sort, and falls back to the default for an unknown one', () => {
    expect(parseListingState('sort=price_asc').sort).toBe('price_asc');
    expect(parseListingState('sort=cheapest').sort).toBe('');
  });
});

describe('listingSearch', () => {
  it('is empty for the default listing', () => {
    expect(listingSearch(state())).toBe('');
  });

  it('writes s, the facets in facet order, sort, then page, with repeated keys', () => {
    const parsed = parseListingState(
      'page=2&gender=Uomo&sort=price_asc&brand=Nike&brand=Adidas&s=scarpe+rosse&size=42&price=0%3A50&x=1',
    );
    expect(listingSearch(parsed)).toBe(
      's=scarpe+rosse&price=0%3A50&size=42&brand=Nike&brand=Adidas&gender=Uomo&sort=price_asc&page=2',
    );
  });

  it('leaves out page 1 and the default sort', () => {
    expect(listingSearch(state({query: 'x', page: 1, sort: ''}))).toBe('s=x');
  });
});

// Keys the parser knows, plus a few it must ignore, with any text as values.
const rawQuery = fc
  .array(
    fc.tuple(
      fc.constantFrom('s', 'page', 'sort', 'brand', 'price', 'size', 'color', 'gender', 'x'),
      fc.oneof(
        fc.string({unit: 'binary', maxLength: 120}),
        // Around the query's length limit, where a cut may end on a space.
        fc.string({unit: fc.constantFrom('a', ' ', '👟'), minLength: 190, maxLength: 210}),
        fc.constantFrom(' ', '0', '3', '99999', 'price_desc', '50:100', '-Nike', '%E0%A4%A'),
      ),
    ),
    {maxLength: 30},
  )
  .map((pairs) => new URLSearchParams(pairs).toString());

const anyText = fc.oneof(rawQuery, fc.string({unit: 'binary', maxLength: 300}));

describe('parse and stringify (property)', () => {
  it('gives the parsed state back after a round trip through the URL', () => {
    fc.assert(
      fc.property(anyText, (search) => {
        const parsed = parseListingState(search);
        expect(parseListingState(listingSearch(parsed))).toEqual(parsed);
      }),
    );
  });

  it('writes the canonical URL unchanged once canonical', () => {
    fc.assert(
      fc.property(anyText, (search) => {
        const canonical = listingSearch(parseListingState(search));
        expect(listingSearch(parseListingState(canonical))).toBe(canonical);
      }),
    );
  });
});

describe('state changes', () => {
  const onPage3 = state({
    query: 'scarpe',
    refinements: {...EMPTY, brand: ['Nike'], size: ['42']},
    page: 3,
    sort: 'price_asc',
  });

  it('toggles a value on and off, back to page 1', () => {
    const added = toggleRefinement(onPage3, 'brand', 'Adidas');
    expect(added.refinements.brand).toEqual(['Nike', 'Adidas']);
    expect(added.page).toBe(1);
    const removed = toggleRefinement({...added, page: 4}, 'brand', 'Nike');
    expect(removed.refinements.brand).toEqual(['Adidas']);
    expect(removed.page).toBe(1);
    expect(onPage3.refinements.brand).toEqual(['Nike']);
  });

  it('toggles the value the URL would keep, and ignores an empty one', () => {
    expect(toggleRefinement(onPage3, 'brand', ' Nike ').refinements.brand).toEqual([]);
    expect(toggleRefinement(onPage3, 'brand', '  ')).toBe(onPage3);
  });

  it('removes one value, back to page 1', () => {
    const removed = removeRefinement(onPage3, 'size', '42');
    expect(removed.refinements).toEqual({...EMPTY, brand: ['Nike']});
    expect(removed.page).toBe(1);
  });

  it('clears every refinement but keeps the query and the sort', () => {
    expect(clearRefinements(onPage3)).toEqual(state({query: 'scarpe', sort: 'price_asc'}));
  });

  it('changes the sort, back to page 1; an unknown sort is the default', () => {
    expect(withSort(onPage3, 'title_desc')).toMatchObject({sort: 'title_desc', page: 1});
    expect(withSort(onPage3, 'nope')).toMatchObject({sort: '', page: 1});
  });

  it('changes the query, trimmed and cut, back to page 1', () => {
    expect(withQuery(onPage3, '  stivali ')).toMatchObject({query: 'stivali', page: 1});
    expect(withQuery(onPage3, 'b'.repeat(5000)).query).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('moves to a whole page from 1 up and keeps everything else', () => {
    expect(withPage(onPage3, 5)).toEqual({...onPage3, page: 5});
    for (const page of [0, -1, 1.5, Number.NaN]) expect(withPage(onPage3, page).page).toBe(1);
  });

  it('lists active refinements in facet order for the chips', () => {
    const chosen = state({
      refinements: {...EMPTY, gender: ['Donna'], brand: ['Nike', 'Vans'], price: ['50:100']},
    });
    expect(activeRefinements(chosen)).toEqual([
      {param: 'price', value: '50:100'},
      {param: 'brand', value: 'Nike'},
      {param: 'brand', value: 'Vans'},
      {param: 'gender', value: 'Donna'},
    ]);
  });
});
