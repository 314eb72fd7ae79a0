import {describe, expect, it} from 'vitest';
import {colourSwatches} from '~/lib/commerce/colour-swatches';

const node = (handle: string, name: string | null, hex: string | null) => ({
  handle,
  colourName: name === null ? null : {value: name},
  colour: hex === null ? null : {value: hex},
});
const list = (...nodes: object[]) => ({references: {nodes}});

describe('colour swatches', () => {
  it('keeps the merchant order and marks the current product', () => {
    expect(
      colourSwatches(
        'sneaker-parma-blu',
        list(
          node('sneaker-parma-rosa', 'Rosa', '#e4a3b4'),
          node('sneaker-parma-blu', 'Blu', '#22386B'),
        ),
      ),
    ).toEqual([
      {handle: 'sneaker-parma-rosa', name: 'Rosa', hex: '#e4a3b4', current: false},
      {handle: 'sneaker-parma-blu', name: 'Blu', hex: '#22386B', current: true},
    ]);
  });

  it('leaves out a colour without a name, or whose colour is not a plain hex', () => {
    const swatches = colourSwatches(
      'a',
      list(
        node('a', 'Nero', '#232323'),
        node('b', 'Bianco', '#f2f0ea'),
        node('c', null, '#22386b'),
        node('d', '  ', '#22386b'),
        node('e', 'Rosso', 'red;background:url(x)'),
        node('f', 'Verde', null),
        {},
      ),
    );
    expect(swatches.map((swatch) => swatch.handle)).toEqual(['a', 'b']);
  });

  it('shows nothing for one colour, a list without this product, or no metafield', () => {
    expect(colourSwatches('a', list(node('a', 'Nero', '#232323')))).toEqual([]);
    expect(
      colourSwatches('x', list(node('a', 'Nero', '#232323'), node('b', 'Blu', '#22386b'))),
    ).toEqual([]);
    expect(colourSwatches('a', null)).toEqual([]);
    expect(colourSwatches('a', {references: null})).toEqual([]);
  });
});
