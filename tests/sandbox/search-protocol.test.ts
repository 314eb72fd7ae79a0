/** The search endpoints' protocol: credentials, errors, CORS and the request log. */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {fetchJson, startTestSandbox, type TestSandbox} from './helpers';
import {APP_ID, IT, KEYS, post, SEARCH_KEY} from './search-helpers';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.stop());

const QUERIES = '/1/indexes/*/queries';

describe('credentials', () => {
  it.each([
    ['none', {}],
    ['a wrong key', {...KEYS, 'x-algolia-api-key': 'admin-key'}],
    ['a wrong application', {...KEYS, 'x-algolia-application-id': 'OTHERAPP'}],
  ])('answers 403 with %s', async (_, headers) => {
    const {status, body} = await post(t, QUERIES, {requests: [{indexName: IT}]}, headers);
    expect(status).toBe(403);
    expect(body).toEqual({message: 'Invalid Application-ID or API key', status: 403});
  });

  it('takes them from the query string, as the browser client sends them', async () => {
    const query = `x-algolia-agent=Algolia%20for%20JavaScript&x-algolia-api-key=${SEARCH_KEY}&x-algolia-application-id=${APP_ID}`;
    const {status} = await post(t, `${QUERIES}?${query}`, {requests: [{indexName: IT}]}, {});
    expect(status).toBe(200);
  });
});

describe('errors', () => {
  it.each([
    ['invalid JSON', QUERIES, '{"requests":[', /^Malformed JSON/],
    ['a body that is not an object', QUERIES, '[1]', /must be a JSON object/],
    ['no requests', QUERIES, {}, /requests must be a non-empty array/],
    ['a request without index', QUERIES, {requests: [{query: 'x'}]}, /indexName is required/],
    ['an unknown request type', QUERIES, {requests: [{indexName: IT, type: 'x'}]}, /type must be/],
    ['a negative page', `/1/indexes/${IT}/query`, {page: -1}, /parameter page: -1/],
    ['hitsPerPage over 1000', `/1/indexes/${IT}/query`, {hitsPerPage: 1001}, /hitsPerPage/],
    [
      'a non-integer hitsPerPage',
      `/1/indexes/${IT}/query`,
      {params: 'hitsPerPage=abc'},
      /hitsPerPage/,
    ],
    ['a query that is not a string', `/1/indexes/${IT}/query`, {query: 42}, /parameter query: 42/],
    ['facets of the wrong type', `/1/indexes/${IT}/query`, {facets: {a: 1}}, /parameter facets/],
    [
      'a non-boolean clickAnalytics',
      `/1/indexes/${IT}/query`,
      {clickAnalytics: 'yes'},
      /clickAnalytics/,
    ],
    [
      'params that are not a string',
      `/1/indexes/${IT}/query`,
      {params: {query: 'x'}},
      /params must be/,
    ],
  ])('answers 400 for %s', async (_, path, body, message) => {
    const answer = await post(t, path, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({message: expect.stringMatching(message), status: 400});
  });

  it('ignores unknown parameters', async () => {
    const {status} = await post(t, `/1/indexes/${IT}/query`, {
      analyticsTags: ['x'],
      ruleContexts: ['y'],
      enablePersonalization: false,
      responseFields: ['*'],
    });
    expect(status).toBe(200);
  });

  it.each([
    [`/1/indexes/passo_de_products/query`, {}],
    [`/1/indexes/${IT}_rating_desc/query`, {}],
    [`/1/indexes/nope/facets/vendor/query`, {facetQuery: 'a'}],
    [QUERIES, {requests: [{indexName: IT}, {indexName: 'nope'}]}],
  ])('answers 404 for an unknown index (%s)', async (path, body) => {
    const answer = await post(t, path, body);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({message: 'Index does not exist', status: 404});
  });

  it('answers 404 for routes it does not serve', async () => {
    const answer = await post(t, `/1/indexes/${IT}/browse`, {});
    expect(answer.status).toBe(404);
    expect(answer.body.status).toBe(404);
  });

  it('lets tests arm a fault on the search service', async () => {
    await fetch(`${t.url}/sandbox/api/faults`, {
      method: 'POST',
      body: JSON.stringify({service: 'algolia', status: 503}),
    });
    expect((await post(t, `/1/indexes/${IT}/query`, {})).status).toBe(503);
    expect((await post(t, `/1/indexes/${IT}/query`, {})).status).toBe(200);
  });
});

describe('CORS and the request log', () => {
  it.each([QUERIES, '/1/events'])('answers the preflight of %s', async (path) => {
    const response = await fetch(`${t.url}${path}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-algolia-api-key,x-algolia-application-id',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toContain('x-algolia-api-key');
  });

  it('allows any origin and logs every request under its service', async () => {
    const search = await post(t, `/1/indexes/${IT}/query`, {query: 'logged'});
    expect(search.headers.get('access-control-allow-origin')).toBe('*');
    await post(t, '/1/events', {events: []});
    const {body} = await fetchJson(`${t.url}/sandbox/api/requests?limit=5`);
    const [events, query] = body.requests;
    expect(query).toMatchObject({service: 'algolia', path: `/1/indexes/${IT}/query`, status: 200});
    expect(query.body).toContain('logged');
    expect(events).toMatchObject({service: 'insights', path: '/1/events', status: 400});
  });
});
