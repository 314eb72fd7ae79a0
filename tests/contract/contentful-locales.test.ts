/**
 * The sandbox's Content Delivery / Preview API through the official `contentful` client: locales
 * and `withAllLocales`, assets, content types, the preview token, and Contentful's 400/401/404
 * errors as the client surfaces them.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  contentfulSandbox,
  DELIVERY,
  PREVIEW,
  SPACE,
  type ContentfulSandbox,
  type HeroSkeleton,
  type PageSkeleton,
  type StorySkeleton,
} from './contentful-client';

let t: ContentfulSandbox;
let delivery: ContentfulSandbox['delivery'];
let client: ContentfulSandbox['client'];
beforeAll(async () => {
  t = await contentfulSandbox('contentful-locales');
  ({delivery, client} = t);
});
afterAll(async () => {
  await t?.sandbox.close();
});

describe('locales, assets and content types', () => {
  it('withAllLocales answers every field as a {locale: value} map', async () => {
    const page = await delivery.withAllLocales.getEntries<
      PageSkeleton,
      'it-IT' | 'sl-SI' | 'hr-HR'
    >({
      content_type: 'page',
      'fields.slug': 'home',
    });
    const entry = page.items[0]!;
    expect(entry.sys.locale).toBeUndefined();
    expect(entry.fields.title).toEqual({'it-IT': 'Home', 'sl-SI': 'Domov', 'hr-HR': 'Početna'});
    expect(entry.fields.slug).toEqual({'it-IT': 'home'});
    expect(Object.keys(entry.fields.sections!)).toEqual(['it-IT', 'sl-SI', 'hr-HR']);
  });

  it('lists the three locales, it-IT the default and the others falling back to it', async () => {
    const locales = await delivery.getLocales();
    expect(
      locales.items.map(({code, default: isDefault, fallbackCode}) => [
        code,
        isDefault,
        fallbackCode,
      ]),
    ).toEqual([
      ['it-IT', true, null],
      ['sl-SI', false, 'it-IT'],
      ['hr-HR', false, 'it-IT'],
    ]);
    expect(locales.items[0]!.sys).toEqual({id: expect.any(String), type: 'Locale', version: 1});
  });

  it('getAsset and getAssets (image assets only, by mimetype group)', async () => {
    const asset = await delivery.getAsset('asset-banner-saldi', {locale: 'sl-SI'});
    expect(asset.fields.title).toBe('Razprodaja');
    expect(asset.fields.file?.details.image).toEqual({width: 1200, height: 800});
    const assets = await delivery.getAssets({mimetype_group: 'image', limit: 1000});
    expect(assets.total).toBeGreaterThan(20);
    expect(assets.items.every((a) => a.fields.file?.contentType === 'image/jpeg')).toBe(true);
  });

  it('getContentTypes and getContentType describe the model', async () => {
    const types = await delivery.getContentTypes();
    expect(types.items.map((t) => t.sys.id).sort()).toEqual(
      [
        'article',
        'banner',
        'editorialBlock',
        'hero',
        'instagramFeed',
        'page',
        'productCarousel',
        'store',
        'story',
        'storiesStrip',
      ].sort(),
    );
    const page = await delivery.getContentType('page');
    expect(page.fields.find((f) => f.id === 'sections')).toMatchObject({
      type: 'Array',
      localized: true,
      items: {type: 'Link', linkType: 'Entry'},
    });
    const store = await delivery.getContentType('store');
    expect(store.fields.find((f) => f.id === 'openingHours')).toMatchObject({
      type: 'Object',
      required: true,
      localized: false,
    });
  });
});

describe('preview', () => {
  it('the preview token sees drafts and unpublished changes; delivery does not', async () => {
    const preview = client(PREVIEW);
    const draft = await preview.getEntries<StorySkeleton>({
      content_type: 'story',
      'fields.slug': 'anteprima-primavera',
    });
    expect(draft.items[0]!.sys).toMatchObject({revision: 0});
    expect(draft.items[0]!.sys).not.toHaveProperty('publishedVersion');
    expect(
      (await delivery.getEntries({content_type: 'story', 'fields.slug': 'anteprima-primavera'}))
        .total,
    ).toBe(0);
    const hero = (token: string) => client(token).getEntry<HeroSkeleton>('hero-home');
    expect((await hero(PREVIEW)).fields.title).toBe('Il passo giusto per l’inverno');
    expect((await hero(DELIVERY)).fields.title).toBe('Il passo giusto per l’autunno');
  });
});

describe('errors, as the client surfaces them', () => {
  /** The client throws an Error named after Contentful's error id, its message the JSON details. */
  async function failure(call: Promise<unknown>) {
    const error = (await call.then(
      () => undefined,
      (e: unknown) => e,
    )) as Error;
    expect(error).toBeInstanceOf(Error);
    return {name: error.name, details: JSON.parse(error.message) as Record<string, unknown>};
  }

  it('401 AccessTokenInvalid for a wrong token', async () => {
    const {name, details} = await failure(client('wrong').getEntries());
    expect(name).toBe('AccessTokenInvalid');
    expect(details).toMatchObject({
      status: 401,
      message: 'The access token you sent could not be found or is invalid.',
      requestId: expect.any(String),
    });
  });

  it('404 NotFound for an unknown space, environment, entry or asset', async () => {
    expect((await failure(client(DELIVERY, 'nospace').getEntries())).name).toBe('NotFound');
    expect((await failure(client(DELIVERY, SPACE, 'staging').getEntries())).details).toMatchObject({
      status: 404,
    });
    // getEntry asks `entries?sys.id=`: an empty answer, which the client turns into NotFound.
    const missing = await delivery.getEntry('nope').catch((e: unknown) => e);
    expect(missing).toMatchObject({sys: {type: 'Error', id: 'NotFound'}, details: {id: 'nope'}});
    expect((await failure(delivery.getAsset('nope'))).details).toMatchObject({
      status: 404,
      details: {type: 'Asset', id: 'nope'},
    });
  });

  it('400 InvalidQuery: a field without content type, an unknown operator, limit over 1000, a bad order', async () => {
    const invalid = async (query: Record<string, unknown>) => {
      const {name, details} = await failure(delivery.getEntries(query));
      expect(name).toBe('InvalidQuery');
      expect(details).toMatchObject({status: 400, details: {errors: [expect.any(Object)]}});
      return (details.details as {errors: unknown[]}).errors[0];
    };
    expect(await invalid({'fields.slug': 'home'})).toEqual({
      name: 'unknownContentType',
      value: 'DOESNOTEXIST',
    });
    expect(await invalid({content_type: 'nope'})).toEqual({
      name: 'unknownContentType',
      value: 'DOESNOTEXIST',
    });
    expect(await invalid({content_type: 'story', 'fields.slug[near]': '1,2'})).toMatchObject({
      name: 'unknownOperator',
    });
    expect(await invalid({content_type: 'story', 'fields.nope': 'x'})).toEqual({
      name: 'unknown',
      path: ['fields', 'nope'],
    });
    expect(await invalid({limit: 1001})).toMatchObject({name: 'range', path: ['limit'], max: 1000});
    expect(await invalid({content_type: 'story', order: 'fields.body'})).toMatchObject({
      name: 'invalid',
    });
    expect(await invalid({order: 'fields.slug'})).toEqual({
      name: 'unknownContentType',
      value: 'DOESNOTEXIST',
    });
  });
});
