import {describe, expect, it} from 'vitest';
import {FACETS, facetValueLabel, orderFacetValues, type FacetParam} from '~/lib/search/facets';

const order = (param: FacetParam, values: [string, number][], selected: string[] = []) =>
  orderFacetValues(
    param,
    values.map(([value, count]) => ({value, count})),
    selected,
  );
const valuesOf = (options: {value: string}[]) => options.map(({value}) => value);

describe('facet configuration (docs/product.md#facets)', () => {
  it('lists price, size, brand, color, gender with their attributes and label keys', () => {
    expect(FACETS).toEqual([
      {param: 'price', attribute: 'price_range', labelKey: 'search.facets.price'},
      {param: 'size', attribute: 'options.taglia', labelKey: 'search.facets.size'},
      {param: 'brand', attribute: 'vendor', labelKey: 'search.facets.brand'},
      {param: 'color', attribute: 'named_tags.COLOR', labelKey: 'search.facets.color'},
      {param: 'gender', attribute: 'named_tags.GENDER', labelKey: 'search.facets.gender'},
    ]);
  });
});

describe('facetValueLabel', () => {
  it("shows a price range 'min:max' as 'min - max €'", () => {
    expect(facetValueLabel('price', '300:500')).toBe('300 - 500 €');
    expect(facetValueLabel('price', '50:100')).toBe('50 - 100 €');
    expect(facetValueLabel('price', '49.99:99.99')).toBe('49.99 - 99.99 €');
  });

  it('shows sizes in upper case', () => {
    expect(facetValueLabel('size', 'xl')).toBe('XL');
    expect(facetValueLabel('size', '42 eu')).toBe('42 EU');
  });

  it('leaves brand, color and gender values as they are', () => {
    expect(facetValueLabel('brand', 'adidas Originals')).toBe('adidas Originals');
    expect(facetValueLabel('color', 'blu:navy')).toBe('blu:navy');
    expect(facetValueLabel('gender', 'donna')).toBe('donna');
  });
});

describe('orderFacetValues', () => {
  it('orders sizes selected first, then alphabetically ignoring case', () => {
    const options = order(
      'size',
      [
        ['xs', 3],
        ['m', 9],
        ['XL', 1],
        ['L', 4],
        ['s', 2],
      ],
      ['xs', 'L'],
    );
    expect(valuesOf(options)).toEqual(['L', 'xs', 'm', 's', 'XL']);
    expect(options.map(({label}) => label)).toEqual(['L', 'XS', 'M', 'S', 'XL']);
  });

  it('orders brands selected first, then alphabetically ignoring case', () => {
    const options = order(
      'brand',
      [
        ['nike', 40],
        ['Puma', 5],
        ['asics', 12],
        ['Adidas', 30],
        ['Converse', 8],
      ],
      ['Puma'],
    );
    expect(valuesOf(options)).toEqual(['Puma', 'Adidas', 'asics', 'Converse', 'nike']);
    expect(options[0]).toEqual({value: 'Puma', label: 'Puma', count: 5, selected: true});
  });

  it('orders brands alphabetically, not by count, when none is selected', () => {
    const options = order('brand', [
      ['Zeta', 99],
      ['alfa', 1],
    ]);
    expect(valuesOf(options)).toEqual(['alfa', 'Zeta']);
  });

  it('reads size numbers as numbers (9 before 10)', () => {
    expect(
      valuesOf(
        order('size', [
          ['42', 1],
          ['10', 1],
          ['9', 1],
          ['42.5', 1],
        ]),
      ),
    ).toEqual(['9', '10', '42', '42.5']);
  });

  it('orders price ranges by their lower bound, selected or not', () => {
    const options = order(
      'price',
      [
        ['100:200', 5],
        ['50:100', 50],
        ['300:500', 1],
        ['0:50', 3],
        ['200:300', 9],
      ],
      ['300:500'],
    );
    expect(valuesOf(options)).toEqual(['0:50', '50:100', '100:200', '200:300', '300:500']);
    expect(options[1]).toEqual({value: '50:100', label: '50 - 100 €', count: 50, selected: false});
  });

  it('orders colors and genders by count, then alphabetically', () => {
    const values: [string, number][] = [
      ['verde', 2],
      ['Nero', 10],
      ['blu', 10],
      ['Rosso', 4],
    ];
    expect(valuesOf(order('color', values, ['verde']))).toEqual(['blu', 'Nero', 'Rosso', 'verde']);
    expect(valuesOf(order('gender', values))).toEqual(['blu', 'Nero', 'Rosso', 'verde']);
  });

  it('keeps a selected value the results no longer count, with count 0', () => {
    const options = order('brand', [['Nike', 3]], ['Vans']);
    expect(options).toEqual([
      {value: 'Vans', label: 'Vans', count: 0, selected: true},
      {value: 'Nike', label: 'Nike', count: 3, selected: false},
    ]);
    expect(order('color', [['Nero', 3]], ['Blu']).at(-1)).toEqual({
      value: 'Blu',
      label: 'Blu',
      count: 0,
      selected: true,
    });
  });
});

describe('facet value order', () => {
  // The values the three markets' indexes hold: sizes, brands, and colors in it, sl and hr.
  const VALUES = Array.from(
    new Set([
      ...['35', '36', '36.5', '37', '38', '39', '40', '41', '42', '42.5', '43', '44', '45', '46'],
      ...['XS', 's', 'M', 'l', 'XL', 'XXL', 'Taglia unica'],
      ...[
        'Adidas',
        'asics',
        'Birkenstock',
        'Camper',
        'Converse',
        'Dr. Martens',
        'Geox',
        'New Balance',
      ],
      ...['Nero', 'bianco', 'Blu', 'Marrone', 'Rosa', 'Beige', 'Verde', 'Grigio', 'Rosso'],
      ...['Črna', 'Bela', 'Modra', 'Rjava', 'Roza', 'Bež', 'Zelena', 'Siva', 'Rdeča'],
      ...['Crna', 'Bijela', 'Plava', 'Smeđa', 'Ružičasta', 'Zelena', 'Siva', 'Crvena', 'Žuta'],
    ]),
  );

  it('is the order an Italian collator gives, ignoring case and accents, digits as numbers', () => {
    const collator = new Intl.Collator('it', {sensitivity: 'base', numeric: true});
    const expected = [...VALUES].sort((a, b) => collator.compare(a, b) || (a < b ? -1 : 1));
    const options = order(
      'brand',
      VALUES.map((value) => [value, 1]),
    );
    const shown = valuesOf(options);
    expect(shown).toEqual(expected);
    // Accents do not move a word: Črna comes right after Crna.
    expect(shown[shown.indexOf('Crna') + 1]).toBe('Črna');
  });
});
