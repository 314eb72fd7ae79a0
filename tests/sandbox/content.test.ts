/**
 * The Contentful stand-in on the wire (what the contract test's client hides): headers, tokens in
 * the query string, CORS preflight, single entries, `locale=*`, `include`, refusals; the seeded
 * content (three languages, per-market order, real product handles); and an editor's publish
 * from the inspector, which the Delivery API then serves.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {fetchJson, startTestSandbox, type TestSandbox} from './helpers';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.stop());

const BASE = '/spaces/passosbx0001/environments/preview';
const cda = (path: string, token = 'cda_passo_sandbox_token') =>
  fetchJson(`${t.url}${BASE}${path}${path.includes('?') ? '&' : '?'}access_token=${token}`);

describe('the wire', () => {
  it('answers Contentful’s content type, a request id and CORS; a bearer token works too', async () => {
    const response = await fetch(`${t.url}${BASE}/entries?content_type=page`, {
      headers: {authorization: 'Bearer cda_passo_sandbox_token'},
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.contentful.delivery.v1+json',
    );
    expect(response.headers.get('x-contentful-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers a browser’s preflight for Authorization and X-Contentful-User-Agent', async () => {
    const response = await fetch(`${t.url}${BASE}/entries`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,x-contentful-user-agent',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toContain(
      'x-contentful-user-agent',
    );
  });

  it('serves /entries/{id} without an envelope, in the locale asked for', async () => {
    const {status, body} = await cda('/entries/banner-saldi?locale=hr-HR');
    expect(status).toBe(200);
    expect(body.sys).toMatchObject({id: 'banner-saldi', type: 'Entry', locale: 'hr-HR'});
    expect(body.fields).toMatchObject({title: 'Sniženje do 50 %', url: '/saldi', theme: 'dark'});
    expect(body).not.toHaveProperty('items');
  });

  it('locale=* gives {locale: value} maps and no sys.locale; include=0 gives no includes', async () => {
    const {body} = await cda('/entries?sys.id=hero-home&locale=*&include=0');
    expect(body.items[0].sys).not.toHaveProperty('locale');
    expect(body.items[0].fields.ctaLabel).toEqual({
      'it-IT': 'Scopri la collezione donna',
      'sl-SI': 'Odkrijte žensko kolekcijo',
      'hr-HR': 'Otkrijte žensku kolekciju',
    });
    expect(body).not.toHaveProperty('includes');
    const included = await cda('/entries?sys.id=hero-home&include=1');
    expect(included.body.includes.Asset.map((a: {sys: {id: string}}) => a.sys.id)).toEqual([
      'asset-hero-home',
    ]);
  });

  it('a story’s rich text links its embedded picture, which `includes` carries', async () => {
    const {body} = await cda(
      '/entries?content_type=story&fields.slug=sneakers-in-citta&locale=sl-SI',
    );
    const nodes = body.items[0].fields.body.content.map((n: {nodeType: string}) => n.nodeType);
    expect(nodes).toEqual(['paragraph', 'heading-2', 'embedded-asset-block', 'paragraph']);
    expect(body.includes.Asset.map((a: {sys: {id: string}}) => a.sys.id).sort()).toEqual([
      'asset-story-sneakers-in-citta',
      'asset-story-sneakers-in-citta-detail',
    ]);
  });

  it.each([
    ['/entries?locale=de-DE', 400, 'BadRequest'],
    ['/entries?include=11', 400, 'InvalidQuery'],
    ['/entries?skip=-1', 400, 'InvalidQuery'],
    ['/entries?foo=bar', 400, 'InvalidQuery'],
    ['/entries?content_type=story&select=fields.title.x', 400, 'InvalidQuery'],
    ['/assets?content_type=story', 400, 'InvalidQuery'],
    ['/entries/nope', 404, 'NotFound'],
    ['/content_types/nope', 404, 'NotFound'],
    ['/tags/nope', 404, 'NotFound'],
  ])('%s is %i %s', async (path, status, id) => {
    const answer = await cda(path);
    expect([answer.status, answer.body.sys]).toEqual([status, {type: 'Error', id}]);
    expect(answer.body.requestId).toEqual(expect.any(String));
  });

  it('refuses a missing or wrong token with 401, and says so before looking for the space', async () => {
    for (const url of [
      `${BASE}/entries`,
      `${BASE}/entries?access_token=x`,
      '/spaces/other/entries?access_token=x',
    ]) {
      const {status, body} = await fetchJson(`${t.url}${url}`);
      expect([status, body.sys.id]).toEqual([401, 'AccessTokenInvalid']);
    }
    // Positive control: the same request with the delivery token is answered.
    expect((await cda('/entries')).status).toBe(200);
  });

  it('answers a fault in Contentful’s error format', async () => {
    await fetch(`${t.url}/sandbox/api/faults`, {
      method: 'POST',
      body: JSON.stringify({service: 'contentful', status: 503}),
    });
    const failed = await cda('/entries');
    expect([failed.status, failed.body.sys]).toEqual([503, {type: 'Error', id: 'ServerError'}]);
    expect((await cda('/entries')).status).toBe(200);
  });
});

describe('the seeded content', () => {
  it('has a home in three languages whose markets order the sections differently', async () => {
    const {body} = await cda('/entries?content_type=page&fields.slug=home&locale=*&include=0');
    const sections = body.items[0].fields.sections;
    const ids = (locale: string) => sections[locale].map((l: {sys: {id: string}}) => l.sys.id);
    expect(ids('it-IT')).toHaveLength(8);
    expect(ids('sl-SI')).not.toEqual(ids('it-IT'));
    expect(ids('hr-HR')).not.toEqual(ids('it-IT'));
    expect([...ids('sl-SI')].sort()).toEqual([...ids('it-IT')].sort());
    const pages = (await cda('/entries?content_type=page&select=fields.slug&order=fields.slug'))
      .body;
    expect(pages.items.map((p: {fields: {slug: string}}) => p.fields.slug)).toEqual([
      'autunno',
      'home',
    ]);
  });

  it('has six published stories featuring 3–6 real products each, and six articles', async () => {
    const stories = (await cda('/entries?content_type=story&limit=1000')).body.items;
    expect(stories).toHaveLength(6);
    const {body} = await t.gql('query ($h: String!) { product(handle: $h) { handle } }', {
      h: stories[0].fields.products[0],
    });
    expect(body.data.product).not.toBeNull();
    for (const story of stories) {
      expect(story.fields.products.length).toBeGreaterThanOrEqual(3);
      expect(story.fields.products.length).toBeLessThanOrEqual(6);
      for (const handle of story.fields.products)
        expect(t.sandbox.context.catalog.productByHandle.has(handle)).toBe(true);
    }
    expect((await cda('/entries?content_type=article')).body.total).toBe(6);
    expect((await cda('/entries?content_type=story', 'cpa_passo_sandbox_token')).body.total).toBe(
      7,
    );
  });

  it('every localized field of every entry has it, sl and hr', async () => {
    const {body} = await cda('/entries?locale=*&limit=1000', 'cpa_passo_sandbox_token');
    const types = (await cda('/content_types')).body.items;
    const localized = new Map<string, string[]>(
      types.map((type: {sys: {id: string}; fields: Array<{id: string; localized: boolean}>}) => [
        type.sys.id,
        type.fields.filter((f) => f.localized).map((f) => f.id),
      ]),
    );
    for (const entry of body.items)
      for (const field of localized.get(entry.sys.contentType.sys.id)!)
        if (entry.fields[field])
          expect(Object.keys(entry.fields[field]).sort()).toEqual(['hr-HR', 'it-IT', 'sl-SI']);
  });
});

describe('publishing from the inspector', () => {
  const publish = (body: unknown, headers: Record<string, string> = {}) =>
    fetchJson(`${t.url}/sandbox/api/content/publish`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });

  it('a published change is served by the Delivery API with a new revision and updatedAt', async () => {
    const before = (await cda('/entries/banner-novita?locale=sl-SI')).body;
    const done = await publish({
      entryId: 'banner-novita',
      field: 'title',
      locale: 'sl-SI',
      value: 'Sveže novosti',
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({id: 'banner-novita', status: 'published', revision: 2});
    const after = (await cda('/entries/banner-novita?locale=sl-SI')).body;
    expect(after.fields.title).toBe('Sveže novosti');
    expect(after.sys.revision).toBe(before.sys.revision + 1);
    expect(after.sys.updatedAt > before.sys.updatedAt).toBe(true);
    expect((await cda('/entries/banner-novita?locale=it-IT')).body.fields.title).toBe(
      'Nuovi arrivi',
    );
  });

  it('a draft is seen by the Preview API only, until it is published', async () => {
    const draft = await fetchJson(`${t.url}/sandbox/api/content/draft`, {
      method: 'POST',
      body: JSON.stringify({
        entryId: 'banner-saldi',
        field: 'text',
        locale: 'it-IT',
        value: 'Solo in anteprima',
      }),
    });
    expect(draft.body.status).toBe('changed');
    expect((await cda('/entries/banner-saldi', 'cpa_passo_sandbox_token')).body.fields.text).toBe(
      'Solo in anteprima',
    );
    expect((await cda('/entries/banner-saldi')).body.fields.text).not.toBe('Solo in anteprima');
    await publish({entryId: 'banner-saldi'});
    expect((await cda('/entries/banner-saldi')).body.fields.text).toBe('Solo in anteprima');
  });

  it('publishing the draft story makes it visible to delivery, and resolvable from the strip', async () => {
    expect((await cda('/entries?content_type=storiesStrip')).body.errors).toHaveLength(1);
    await publish({entryId: 'story-anteprima-primavera'});
    expect((await cda('/entries/story-anteprima-primavera')).status).toBe(200);
    expect((await cda('/entries?content_type=storiesStrip')).body).not.toHaveProperty('errors');
  });

  it.each([
    [{entryId: 'nope', field: 'title', locale: 'it-IT', value: 'x'}, 404],
    [{entryId: 'hero-home', field: 'image', locale: 'it-IT', value: 'x'}, 400],
    [{entryId: 'hero-home', field: 'ctaUrl', locale: 'sl-SI', value: '/x'}, 400],
    [{entryId: 'hero-home', field: 'title', locale: 'de-DE', value: 'x'}, 400],
    [{entryId: 'hero-home', field: 'title', locale: 'it-IT', value: 42}, 400],
    [{entryId: 'asset-hero-home', field: 'title', locale: 'it-IT', value: 'x'}, 404],
    [[], 400],
  ])('refuses %j with %i', async (body, status) => {
    expect((await publish(body)).status).toBe(status);
  });

  it('refuses another site’s post; the tab’s own form publishes and comes back', async () => {
    const body = {entryId: 'hero-home', field: 'subtitle', locale: 'hr-HR', value: 'Novo'};
    expect((await publish(body, {origin: 'https://evil.example'})).status).toBe(403);
    const form = (headers: Record<string, string>) =>
      fetch(`${t.url}/sandbox?tab=content&entry=hero-home`, {
        method: 'POST',
        redirect: 'manual',
        headers: {'content-type': 'application/x-www-form-urlencoded', ...headers},
        body: new URLSearchParams({...body, action: 'publish'}),
      });
    expect((await form({origin: 'https://evil.example'})).status).toBe(403);
    const posted = await form({origin: t.url, 'sec-fetch-site': 'same-origin'});
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toMatch(
      /^\/sandbox\?tab=content&entry=hero-home&done=Published/,
    );
    expect((await cda('/entries/hero-home?locale=hr-HR')).body.fields.subtitle).toBe('Novo');
  });

  it('lists the entries in the tab and in the API', async () => {
    const html = await (await fetch(`${t.url}/sandbox?tab=content`)).text();
    expect(html).toContain('Una passeggiata d’autunno');
    expect(html).toContain('href="/sandbox?tab=content&entry=story-primi-passi"');
    const {body} = await fetchJson(`${t.url}/sandbox/api/content`);
    expect(body.entries.find((e: {id: string}) => e.id === 'page-home')).toMatchObject({
      contentType: 'page',
      slug: 'home',
      title: 'Home',
      status: 'published',
    });
  });
});
