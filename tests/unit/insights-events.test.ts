import {describe, expect, it} from 'vitest';
import {
  EVENT_NAME_MAX_LENGTH,
  clearProduct,
  clickedObjectIDsAfterSearch,
  conversionEvent,
  convertedObjectIDs,
  convertedObjectIDsAfterSearch,
  hitPosition,
  insightsEventName,
  isTrackable,
  viewedObjectIDs,
  type SearchInsightsContext,
} from '~/lib/search/insights-events';

const CONTEXT: SearchInsightsContext = {
  index: 'shopify_products',
  queryID: 'a1b2c3',
  userToken: 'anonymous-1',
  product: {objectID: '4001', position: 27},
};

describe('insightsEventName (docs/product.md#validation)', () => {
  it('strips accents and leaves other characters', () => {
    expect(insightsEventName('Scarpe Č 漢 è')).toBe('Scarpe C 漢 e');
    expect(insightsEventName('Aggiunto al carrello: Décolleté ŠŽĆ')).toBe(
      'Aggiunto al carrello: Decollete SZC',
    );
  });

  it(`cuts to ${EVENT_NAME_MAX_LENGTH} characters, after stripping`, () => {
    expect(EVENT_NAME_MAX_LENGTH).toBe(65);
    expect(insightsEventName('x'.repeat(100))).toBe('x'.repeat(65));
    expect(insightsEventName('è'.repeat(65))).toBe('e'.repeat(65));
    expect(insightsEventName('x'.repeat(64) + '👟👟')).toBe('x'.repeat(64) + '👟');
  });
});

describe('search insights context (docs/product.md#search-insights)', () => {
  it('is trackable only when index, queryID, userToken and product are all set', () => {
    expect(isTrackable(CONTEXT)).toBe(true);
    expect(isTrackable({...CONTEXT, index: ''})).toBe(false);
    expect(isTrackable({...CONTEXT, queryID: ''})).toBe(false);
    expect(isTrackable({...CONTEXT, userToken: ''})).toBe(false);
    expect(isTrackable({...CONTEXT, product: null})).toBe(false);
    expect(isTrackable({...CONTEXT, product: {objectID: '', position: 1}})).toBe(false);
  });

  it('can clear the stored product', () => {
    expect(clearProduct(CONTEXT)).toEqual({...CONTEXT, product: null});
    expect(CONTEXT.product).not.toBeNull();
  });

  it('counts positions from 1 across pages', () => {
    expect(hitPosition(1, 24, 0)).toBe(1);
    expect(hitPosition(1, 24, 23)).toBe(24);
    expect(hitPosition(2, 24, 0)).toBe(25);
    expect(hitPosition(3, 24, 5)).toBe(54);
  });
});

describe('event builders (docs/product.md#search-insights-events)', () => {
  const fields = {
    eventName: 'Prodotto cliccato',
    index: 'shopify_products',
    userToken: 'anonymous-1',
    objectIDs: ['4001'],
  };

  it('builds a click after search with its positions', () => {
    expect(clickedObjectIDsAfterSearch({...fields, queryID: 'q1', positions: [27]})).toStrictEqual({
      eventType: 'click',
      eventName: 'Prodotto cliccato',
      index: 'shopify_products',
      queryID: 'q1',
      userToken: 'anonymous-1',
      objectIDs: ['4001'],
      positions: [27],
    });
  });

  it('builds conversions with and without a queryID, names stripped and cut', () => {
    const eventName = `Aggiunto al carrello: ${'Décolleté '.repeat(10)}`;
    const after = convertedObjectIDsAfterSearch({...fields, eventName, queryID: 'q1'});
    expect(after).toStrictEqual({
      eventType: 'conversion',
      eventName: insightsEventName(eventName),
      index: 'shopify_products',
      queryID: 'q1',
      userToken: 'anonymous-1',
      objectIDs: ['4001'],
    });
    expect(after.eventName).toHaveLength(65);
    expect(after.eventName).not.toMatch(/é/);
    expect(convertedObjectIDs({...fields, eventName: 'Acquistato'})).toStrictEqual({
      eventType: 'conversion',
      eventName: 'Acquistato',
      index: 'shopify_products',
      userToken: 'anonymous-1',
      objectIDs: ['4001'],
    });
  });

  it('builds a view and keeps no field outside the event', () => {
    const extra = {...fields, queryID: 'q1', positions: [1]};
    expect(viewedObjectIDs(extra)).toStrictEqual({eventType: 'view', ...fields});
  });
});

describe('conversionEvent (docs/product.md#search-insights)', () => {
  it("uses the 'after search' conversion when the context has a queryID", () => {
    expect(conversionEvent(CONTEXT, ['4001'], 'Aggiunto al carrello')).toStrictEqual({
      eventType: 'conversion',
      eventName: 'Aggiunto al carrello',
      index: 'shopify_products',
      queryID: 'a1b2c3',
      userToken: 'anonymous-1',
      objectIDs: ['4001'],
    });
  });

  it('uses the plain conversion without a queryID', () => {
    expect(conversionEvent({...CONTEXT, queryID: ''}, ['4001'], 'Acquistato è')).toStrictEqual({
      eventType: 'conversion',
      eventName: 'Acquistato e',
      index: 'shopify_products',
      userToken: 'anonymous-1',
      objectIDs: ['4001'],
    });
  });

  it('gives no event without an index, a user token or objects', () => {
    expect(conversionEvent({...CONTEXT, index: ''}, ['4001'], 'x')).toBeNull();
    expect(conversionEvent({...CONTEXT, userToken: ''}, ['4001'], 'x')).toBeNull();
    expect(conversionEvent(CONTEXT, [], 'x')).toBeNull();
  });
});
