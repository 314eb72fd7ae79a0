import {describe, expect, it} from 'vitest';
import {CartForm} from '@shopify/hydrogen';
import {
  enteredDiscountCodes,
  MAX_LINE_QUANTITY,
  parseCartInput,
  typedDiscountCode,
} from '~/lib/commerce/cart-input';

const VARIANT = 'gid://shopify/ProductVariant/4242';
const VARIANT_2 = 'gid://shopify/ProductVariant/77';
const LINE = 'gid://shopify/CartLine/0d6f3b5e-0f3c-4b0a?cart=Z2NwLWV1cm9wZS13ZXN0NDow';
const LINE_2 = 'gid://shopify/CartLine/abc_123';

/** A post as Hydrogen's CartForm sends it: `cartFormInput` JSON plus plain fields. */
function post(
  action: unknown,
  inputs: Record<string, unknown>,
  fields: Record<string, string> = {},
) {
  const formData = new FormData();
  formData.set(CartForm.INPUT_NAME, JSON.stringify({action, inputs}));
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return formData;
}

const refused = (formData: FormData) => {
  const result = parseCartInput(formData);
  expect(result.ok).toBe(false);
  return result.ok ? '' : result.reason;
};

describe('parseCartInput: accepted changes', () => {
  it('reads LinesAdd, keeping only merchandiseId and quantity', () => {
    const result = parseCartInput(
      post('LinesAdd', {
        lines: [
          {merchandiseId: VARIANT, quantity: 2, selectedVariant: {id: VARIANT, title: '42'}},
          {merchandiseId: VARIANT_2, quantity: MAX_LINE_QUANTITY},
        ],
      }),
    );
    expect(result).toEqual({
      ok: true,
      mutation: {
        action: 'LinesAdd',
        lines: [
          {merchandiseId: VARIANT, quantity: 2},
          {merchandiseId: VARIANT_2, quantity: 99},
        ],
      },
      redirectTo: null,
    });
  });

  it('adds one unit when LinesAdd gives no quantity', () => {
    const result = parseCartInput(post('LinesAdd', {lines: [{merchandiseId: VARIANT}]}));
    expect(result).toMatchObject({
      ok: true,
      mutation: {lines: [{merchandiseId: VARIANT, quantity: 1}]},
    });
  });

  it('adds the size chosen in the product form when it was posted before hydration', () => {
    // The radios post `merchandiseId` beside a JSON input whose lines were empty at render.
    const result = parseCartInput(post('LinesAdd', {lines: []}, {merchandiseId: VARIANT}));
    expect(result).toMatchObject({
      ok: true,
      mutation: {action: 'LinesAdd', lines: [{merchandiseId: VARIANT, quantity: 1}]},
    });
    // Lines in the JSON win over a stray field.
    expect(
      parseCartInput(
        post('LinesAdd', {lines: [{merchandiseId: VARIANT_2}]}, {merchandiseId: VARIANT}),
      ),
    ).toMatchObject({ok: true, mutation: {lines: [{merchandiseId: VARIANT_2}]}});
  });

  it('says a size is missing when none was chosen, apart from a malformed post', () => {
    expect(parseCartInput(post('LinesAdd', {lines: []}))).toMatchObject({
      ok: false,
      sizeMissing: true,
    });
    expect(parseCartInput(post('LinesAdd', {lines: []}, {merchandiseId: ''}))).toMatchObject({
      sizeMissing: true,
    });
    const malformed = parseCartInput(post('LinesAdd', {lines: 'x'}, {merchandiseId: ''}));
    expect(malformed).toEqual({ok: false, reason: 'lines must be a non-empty list'});
    expect(refused(post('LinesAdd', {lines: []}, {merchandiseId: 'gid://shopify/Product/1'}))).toBe(
      'merchandiseId is not a product variant id',
    );
  });

  it('reads LinesUpdate, where quantity 0 (remove) is allowed', () => {
    const result = parseCartInput(
      post('LinesUpdate', {
        lines: [
          {id: LINE, quantity: 0},
          {id: LINE_2, quantity: 3},
        ],
      }),
    );
    expect(result).toEqual({
      ok: true,
      mutation: {
        action: 'LinesUpdate',
        lines: [
          {id: LINE, quantity: 0},
          {id: LINE_2, quantity: 3},
        ],
      },
      redirectTo: null,
    });
  });

  it('reads LinesRemove', () => {
    expect(parseCartInput(post('LinesRemove', {lineIds: [LINE, LINE_2]}))).toEqual({
      ok: true,
      mutation: {action: 'LinesRemove', lineIds: [LINE, LINE_2]},
      redirectTo: null,
    });
  });

  it('accepts exactly 50 lines', () => {
    const lines = Array.from({length: 50}, (_, i) => ({
      merchandiseId: `gid://shopify/ProductVariant/${i + 1}`,
      quantity: 1,
    }));
    expect(parseCartInput(post('LinesAdd', {lines})).ok).toBe(true);
  });

  it('passes redirectTo (a plain form field) through', () => {
    const result = parseCartInput(post('LinesRemove', {lineIds: [LINE]}, {redirectTo: '/sl/cart'}));
    expect(result).toMatchObject({ok: true, redirectTo: '/sl/cart'});
  });
});

describe('parseCartInput: discount codes', () => {
  it('combines the kept codes with the typed one, trimmed and without repeats', () => {
    const result = parseCartInput(
      post(
        'DiscountCodesUpdate',
        {discountCodes: ['BENVENUTO', ' ESTATE ']},
        {discountCode: '  BENVENUTO '},
      ),
    );
    expect(result).toEqual({
      ok: true,
      mutation: {action: 'DiscountCodesUpdate', discountCodes: ['BENVENUTO', 'ESTATE']},
      redirectTo: null,
    });
  });

  it('adds the typed code after the kept ones', () => {
    const result = parseCartInput(
      post('DiscountCodesUpdate', {discountCodes: ['A']}, {discountCode: 'B'}),
    );
    expect(result).toMatchObject({mutation: {discountCodes: ['A', 'B']}});
  });

  it('drops blank codes, so an empty list removes every code', () => {
    expect(
      parseCartInput(post('DiscountCodesUpdate', {discountCodes: []}, {discountCode: '   '})),
    ).toMatchObject({ok: true, mutation: {discountCodes: []}});
  });

  it('accepts five codes of 64 characters', () => {
    const codes = Array.from({length: 5}, (_, i) => `${i}`.padEnd(64, 'X'));
    expect(parseCartInput(post('DiscountCodesUpdate', {discountCodes: codes}))).toMatchObject({
      ok: true,
      mutation: {discountCodes: codes},
    });
  });

  it.each([
    ['more than five codes', {discountCodes: ['A', 'B', 'C', 'D', 'E']}, {discountCode: 'F'}],
    ['a code longer than 64 characters', {discountCodes: ['X'.repeat(65)]}, {}],
    ['a code that is not a string', {discountCodes: [42]}, {}],
  ])('refuses %s', (_label, inputs, fields) => {
    expect(refused(post('DiscountCodesUpdate', inputs, fields))).toMatch(/discountCodes/);
  });
});

describe('parseCartInput: refusals', () => {
  it('refuses a cartFormInput that is not JSON', () => {
    const formData = new FormData();
    formData.set(CartForm.INPUT_NAME, '{"action":');
    expect(refused(formData)).toBe('cartFormInput is not valid JSON');
  });

  it.each([
    ['an action it does not handle', 'NoteUpdate'],
    ['a made-up action', 'DropTables'],
    ['no action', undefined],
  ])('refuses %s', (_label, action) => {
    expect(refused(post(action, {lines: [{merchandiseId: VARIANT, quantity: 1}]}))).toBe(
      'unknown cart action',
    );
  });

  it('refuses a post without cartFormInput', () => {
    const formData = new FormData();
    formData.set('redirectTo', '/it/cart');
    expect(refused(formData)).toBe('unknown cart action');
  });

  it.each([
    ['LinesAdd', 'not a list', {merchandiseId: VARIANT}],
    [
      'LinesAdd',
      'more than 50 lines',
      Array.from({length: 51}, () => ({merchandiseId: VARIANT, quantity: 1})),
    ],
    ['LinesUpdate', 'an empty list', []],
    [
      'LinesUpdate',
      'more than 50 lines',
      Array.from({length: 51}, () => ({id: LINE, quantity: 1})),
    ],
  ])('refuses %s with %s', (action, _label, lines) => {
    expect(refused(post(action, {lines}))).toBe('lines must be a non-empty list');
  });

  it.each([
    ['a product id', 'gid://shopify/Product/4242'],
    ['a bare number', '4242'],
    ['a variant id with a suffix', `${VARIANT}/../../Cart/1`],
    ['a non-numeric variant id', 'gid://shopify/ProductVariant/abc'],
  ])('refuses LinesAdd with %s as merchandiseId', (_label, merchandiseId) => {
    expect(refused(post('LinesAdd', {lines: [{merchandiseId, quantity: 1}]}))).toBe(
      'merchandiseId is not a product variant id',
    );
  });

  it('refuses LinesAdd lines without a merchandiseId', () => {
    expect(refused(post('LinesAdd', {lines: [{quantity: 1}]}))).toBe(
      'each line needs a merchandiseId',
    );
    expect(refused(post('LinesAdd', {lines: ['gid://shopify/ProductVariant/1']}))).toBe(
      'each line needs a merchandiseId',
    );
  });

  it.each([0, 100, 1.5, '2', -1])('refuses LinesAdd with quantity %j', (quantity) => {
    expect(refused(post('LinesAdd', {lines: [{merchandiseId: VARIANT, quantity}]}))).toBe(
      'quantity must be a whole number from 1 to 99',
    );
  });

  it('refuses the whole change when one of its lines is bad', () => {
    expect(
      refused(
        post('LinesAdd', {
          lines: [
            {merchandiseId: VARIANT, quantity: 1},
            {merchandiseId: VARIANT_2, quantity: 100},
          ],
        }),
      ),
    ).toMatch(/quantity/);
  });

  it.each([-1, 100, 1.5, '2', undefined])('refuses LinesUpdate with quantity %j', (quantity) => {
    expect(refused(post('LinesUpdate', {lines: [{id: LINE, quantity}]}))).toBe(
      'quantity must be a whole number from 0 to 99',
    );
  });

  it.each([
    ['a variant id', VARIANT],
    ['a path', 'gid://shopify/CartLine/../Cart/1'],
    ['a quote', 'gid://shopify/CartLine/a"b'],
    ['a space', 'gid://shopify/CartLine/a b'],
    ['no id', undefined],
  ])('refuses LinesUpdate with %s as line id', (_label, id) => {
    expect(refused(post('LinesUpdate', {lines: [{id, quantity: 1}]}))).toBe(
      'each line needs a cart line id',
    );
  });

  it.each([
    ['no list', undefined],
    ['an empty list', []],
    ['a bad id', [LINE, VARIANT]],
    ['a number', [LINE, 1]],
    ['more than 50 ids', Array.from({length: 51}, () => LINE)],
  ])('refuses LinesRemove with %s', (_label, lineIds) => {
    expect(refused(post('LinesRemove', {lineIds}))).toBe('lineIds must be a list of cart line ids');
  });
});

describe('enteredDiscountCodes', () => {
  it('gives the kept codes, then the typed one', () => {
    expect(enteredDiscountCodes({discountCodes: ['A', 'B'], discountCode: 'C'})).toEqual([
      'A',
      'B',
      'C',
    ]);
  });

  it('reads a single kept code that is not a list', () => {
    expect(enteredDiscountCodes({discountCodes: 'A'})).toEqual(['A']);
  });

  it('gives only the typed code when none is kept', () => {
    expect(enteredDiscountCodes({discountCode: 'C'})).toEqual(['C']);
  });

  it('is empty when neither is there', () => {
    expect(enteredDiscountCodes({})).toEqual([]);
  });

  it('keeps the values as sent, for the parser to check', () => {
    expect(enteredDiscountCodes({discountCodes: [' A ', 1], discountCode: ''})).toEqual([
      ' A ',
      1,
      '',
    ]);
  });
});

describe('typedDiscountCode', () => {
  const posted = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return form;
  };

  it('is the field as typed, trimmed and at most 64 characters', () => {
    expect(typedDiscountCode(posted({discountCode: ' ESTATE '}))).toBe('ESTATE');
    expect(typedDiscountCode(posted({discountCode: 'X'.repeat(100)}))).toHaveLength(64);
  });

  it('is nothing without a typed code', () => {
    expect(typedDiscountCode(null)).toBeUndefined();
    expect(typedDiscountCode(posted({discountCode: '  '}))).toBeUndefined();
    expect(typedDiscountCode(posted({cartFormInput: '{}'}))).toBeUndefined();
  });
});
