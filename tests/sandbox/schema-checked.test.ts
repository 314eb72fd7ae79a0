/**
 * Positive controls of schema-checked.ts, whose "no schema error" and "no GraphQL error" checks
 * every sandbox test relies on: they do fail on a real answer that breaks the schema, and on a
 * call the API refuses.
 */
import {parse, print} from 'graphql';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startTestSandbox, type TestSandbox} from './helpers';
import {ok, schemaErrors, withTypenames} from './schema-checked';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.stop());

describe('the schema check', () => {
  it('passes a real answer, and names a field missing from it or a null the schema forbids', async () => {
    const document = withTypenames(parse('{ shop { name } }'));
    const {status, body} = await t.gql(print(document));
    expect(status).toBe(200);
    expect(schemaErrors(document, body.data, {})).toEqual([]);
    const {name: _name, ...nameless} = body.data.shop;
    expect(schemaErrors(document, {shop: nameless}, {})).toEqual([
      'Shop.name is missing from the answer',
    ]);
    expect(schemaErrors(document, {shop: {...body.data.shop, name: null}}, {})).toEqual([
      'Cannot return null for non-nullable field Shop.name.',
    ]);
  });

  it('fails a call the API answers with errors', async () => {
    await expect(ok(t, '{ shop { nope } }')).rejects.toThrow(/expected \[.*\] to be undefined/s);
  });
});
