/**
 * The cart's `cartFormInput` (Hydrogen's CartForm JSON, read by app/lib/commerce/cart-input.ts):
 * an action with inputs that fit it and real variant and line ids; the same with one value
 * anywhere in it replaced by an odd one; another action's inputs or an unknown action; and JSON
 * cut short, with trailing garbage or nested too deep.
 */
import fc from 'fast-check';
import {anyValue, REDIRECTS} from '../pieces';
import type {World} from '../world';

/** Any JSON, with the values most likely to trip a parser. */
const json = fc.oneof(
  {arbitrary: fc.jsonValue({maxDepth: 3}), weight: 3},
  {arbitrary: anyValue, weight: 2},
  {
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      0,
      -1,
      1.5,
      99,
      100,
      1e21,
      2 ** 53 + 1,
      [],
      {},
      '',
    ),
    weight: 2,
  },
  {
    arbitrary: fc.constantFrom(
      'gid://shopify/ProductVariant/0',
      'gid://shopify/ProductVariant/99999999999999999999999',
      'gid://shopify/Product/1',
      'gid://shopify/CartLine/abc',
      'gid://shopify/CartLine/x?cart=y',
      'gid://shopify/CartLine/<x-fz>',
      'x'.repeat(65),
    ),
    weight: 1,
  },
);

/** Every value in a JSON tree (objects and arrays too), depth first. */
function nodes(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  const children =
    value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, child]) =>
          nodes(child, [...path, Array.isArray(value) ? Number(key) : key]),
        )
      : [];
  return [path, ...children];
}

/** A copy of `value` with the node at `path` replaced. */
function replaced(value: unknown, path: Array<string | number>, by: unknown): unknown {
  if (path.length === 0) return by;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : {...(value as object)}) as Record<
    string | number,
    unknown
  >;
  copy[head] = replaced(copy[head], rest, by);
  return copy;
}

export function cartInput(world: World) {
  const lineId = fc.constantFrom(...world.carts.flatMap((cart) => cart.lineIds));
  const list = <T>(item: fc.Arbitrary<T>) => fc.array(item, {minLength: 1, maxLength: 3});
  const quantity = (min: number) => fc.integer({min, max: 5});
  const inputsFor = {
    LinesAdd: fc.record({
      lines: list(
        fc.record({merchandiseId: fc.constantFrom(...world.variants), quantity: quantity(1)}),
      ),
    }),
    LinesUpdate: fc.record({lines: list(fc.record({id: lineId, quantity: quantity(0)}))}),
    LinesRemove: fc.record({lineIds: list(lineId)}),
    DiscountCodesUpdate: fc.record(
      {
        discountCodes: fc.array(fc.constantFrom('BENVENUTO10', 'PASSO15', 'ESTATE2024'), {
          maxLength: 2,
        }),
        discountCode: fc.constantFrom('BENVENUTO10', 'PASSO15', ' passo15 ', 'NOPE'),
      },
      {requiredKeys: []},
    ),
  };
  const actions = Object.keys(inputsFor) as Array<keyof typeof inputsFor>;
  // `redirectTo` and other keys Hydrogen merges into `inputs`, now and then.
  const extra = fc.record(
    {
      redirectTo: fc.constantFrom(...REDIRECTS),
      note: json,
      buyerIdentity: json,
      ['__proto__']: json,
      selectedVariant: json,
    },
    {requiredKeys: []},
  );
  const fitting = fc
    .tuple(fc.constantFrom(...actions), fc.oneof({arbitrary: fc.constant({}), weight: 3}, extra))
    .chain(([action, more]) =>
      inputsFor[action].map((inputs) => ({action, inputs: {...inputs, ...more}}) as unknown),
    );
  const oneOdd = fc.tuple(fitting, fc.nat(), json).map(([value, at, by]) => {
    const all = nodes(value);
    return replaced(value, all[at % all.length], by);
  });
  const misfit = fc.record({
    action: fc.oneof(
      fc.constantFrom(...actions, 'BuyerIdentityUpdate', 'NoteUpdate', 'Create', 'linesadd', ''),
      json,
    ),
    inputs: fc.oneof(...Object.values(inputsFor), json),
  });
  const text = (value: unknown) => JSON.stringify(value) ?? '';
  return fc.oneof(
    {arbitrary: fitting.map(text), weight: 6},
    {arbitrary: oneOdd.map(text), weight: 5},
    {arbitrary: misfit.map(text), weight: 1},
    {arbitrary: json.map(text), weight: 1},
    {
      arbitrary: fc
        .tuple(fitting, fc.nat())
        .map(([v, n]) => text(v).slice(0, n % (text(v).length + 1))),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(fitting, fc.constantFrom('}', ']', ',', 'x', '\u0000'))
        .map(([v, tail]) => text(v) + tail),
      weight: 1,
    },
    {
      arbitrary: fc
        .integer({min: 100, max: 20_000})
        .map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
      weight: 1,
    },
  );
}
