/** The Insights sink: events validated like the API, stored in the tracking log, shown. */
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {fetchJson, startTestSandbox, type TestSandbox} from './helpers';
import {APP_ID, IT, KEYS, post, SEARCH_KEY, trackingEvents} from './search-helpers';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.stop());
beforeEach(async () => {
  await fetch(`${t.url}/sandbox/api/tracking`, {method: 'DELETE'});
});

const click = {
  eventType: 'click',
  eventName: 'Hit Clicked',
  index: IT,
  userToken: 'anonymous-1',
  queryID: '0123456789abcdef0123456789abcdef',
  objectIDs: ['46100000000000'],
  positions: [1],
  algoliaSource: ['instantsearch'],
};

describe('POST /1/events', () => {
  it('stores every event under its user token, in order, with the payload as sent', async () => {
    const view = {...click, eventType: 'view', eventName: 'Hits Viewed', positions: undefined};
    const usage = {eventType: 'instantsearch', eventName: '__start__', index: '', userToken: 'x'};
    const {status, body} = await post(t, '/1/events', {events: [click, view]});
    expect(status).toBe(200);
    expect(body).toEqual({status: 200, message: 'OK'});
    const events = await trackingEvents(t, '?source=insights&visit=anonymous-1');
    expect(events).toMatchObject([
      {source: 'insights', visit: 'anonymous-1', name: 'Hit Clicked', payload: click},
      {source: 'insights', visit: 'anonymous-1', name: 'Hits Viewed', payload: {eventType: 'view'}},
    ]);
    // Unknown event types pass through; an empty index is refused (see below) …
    expect((await post(t, '/1/events', {events: [usage]})).status).toBe(400);
    // … but any other extra key or type is kept.
    const custom = {...usage, index: IT, extra: {nested: true}};
    expect((await post(t, '/1/events', {events: [custom]})).status).toBe(200);
    expect((await trackingEvents(t, '?visit=x'))[0].payload).toEqual(custom);
  });

  it('takes sendBeacon text/plain bodies and credentials in the query string', async () => {
    const query = `X-Algolia-Application-Id=${APP_ID}&X-Algolia-API-Key=${SEARCH_KEY}&X-Algolia-Agent=insights-js`;
    const response = await fetch(`${t.url}/1/events?${query}`, {
      method: 'POST',
      headers: {'content-type': 'text/plain;charset=UTF-8'},
      body: JSON.stringify({events: [click]}),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await trackingEvents(t, '?source=insights')).toHaveLength(1);
  });

  it.each([
    ['no events', {events: []}, /1 to 1000 events/],
    ['events that are not an array', {events: click}, /1 to 1000 events/],
    ['more than 1000 events', {events: Array(1001).fill(click)}, /1 to 1000 events/],
    ['an event that is not an object', {events: [click, 'x']}, /events\[1\] must be an object/],
    ['no eventName', {events: [{...click, eventName: undefined}]}, /events\[0\]\.eventName/],
    ['no eventType', {events: [{...click, eventType: ''}]}, /events\[0\]\.eventType/],
    ['no index', {events: [{...click, index: undefined}]}, /events\[0\]\.index/],
    ['no userToken', {events: [{...click, userToken: 42}]}, /events\[0\]\.userToken/],
  ])('answers 400 for %s and stores nothing', async (_, body, message) => {
    const answer = await post(t, '/1/events', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({message: expect.stringMatching(message), status: 400});
    expect(await trackingEvents(t, '?source=insights')).toEqual([]);
  });

  it('answers 403 without the right credentials', async () => {
    const answer = await post(
      t,
      '/1/events',
      {events: [click]},
      {...KEYS, 'x-algolia-api-key': 'x'},
    );
    expect(answer.status).toBe(403);
  });
});

describe('the inspector', () => {
  it('counts Insights events per visit and shows them in the Tracking tab', async () => {
    await post(t, '/1/events', {events: [click, {...click, eventName: 'Hit Converted'}]});
    const {visits} = (await fetchJson(`${t.url}/sandbox/api/tracking/visits`)).body;
    expect(visits).toMatchObject([{visit: 'anonymous-1', events: 2, insights: 2, monorail: 0}]);
    const html = await (await fetch(`${t.url}/sandbox?tab=tracking&source=insights`)).text();
    expect(html).toContain('<code>anonymous-1</code>');
    expect(html).toContain('Hit Converted');
    expect(html).toContain('2 Algolia Insights');
    expect(html).toContain('<option value="insights" selected>Algolia Insights</option>');
  });
});
