/**
 * The sandbox's Content Delivery / Preview API driven by the official `contentful` client, as
 * the shop's content module calls it: queries with each operator, include and link resolution
 * (the client resolves links from `includes`), locales and `withAllLocales`, assets, content
 * types, and Contentful's 400/401/404 errors as the client surfaces them. Responses are typed
 * with the client's own types (skeletons below), so a shape the types do not allow fails tsc.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import os from 'node:os';
import path from 'node:path';
import {
  createClient,
  type Asset,
  type ContentfulClientApi,
  type Entry,
  type EntryFieldTypes,
  type EntrySkeletonType,
} from 'contentful';
import {startSandbox} from '../../sandbox/main';

const SPACE = 'passosbx0001';
const DELIVERY = 'cda_passo_sandbox_token';
const PREVIEW = 'cpa_passo_sandbox_token';
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

type StorySkeleton = EntrySkeletonType<
  {
    slug: EntryFieldTypes.Symbol;
    title: EntryFieldTypes.Symbol;
    excerpt: EntryFieldTypes.Text;
    heroImage?: EntryFieldTypes.AssetLink;
    body: EntryFieldTypes.RichText;
    products: EntryFieldTypes.Array<EntryFieldTypes.Symbol>;
    publishedAt: EntryFieldTypes.Date;
    channel: EntryFieldTypes.Symbol<'site'>;
    status: EntryFieldTypes.Symbol<'staging' | 'production'>;
  },
  'story'
>;
type HeroSkeleton = EntrySkeletonType<
  {title: EntryFieldTypes.Symbol; image: EntryFieldTypes.AssetLink; ctaUrl: EntryFieldTypes.Symbol},
  'hero'
>;
type StripSkeleton = EntrySkeletonType<
  {
    title: EntryFieldTypes.Symbol;
    stories: EntryFieldTypes.Array<EntryFieldTypes.EntryLink<StorySkeleton>>;
  },
  'storiesStrip'
>;
type PageSkeleton = EntrySkeletonType<
  {
    slug: EntryFieldTypes.Symbol;
    title: EntryFieldTypes.Symbol;
    sections: EntryFieldTypes.Array<
      EntryFieldTypes.EntryLink<HeroSkeleton | StripSkeleton | EntrySkeletonType>
    >;
  },
  'page'
>;

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let host: string;
const client = (accessToken = DELIVERY, space = SPACE, environment = 'preview') =>
  createClient({space, environment, accessToken, host, insecure: true, retryOnError: false});
let delivery: ContentfulClientApi<undefined>;

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    dbPath: path.join(os.tmpdir(), `passo-contract-contentful-${process.pid}`, 'sandbox.db'),
    products: 60,
    reset: true,
    quiet: true,
  });
  host = new URL(sandbox.url).host;
  delivery = client();
});
afterAll(async () => {
  await sandbox?.close();
});

const home = (locale: string, api = delivery) =>
  api.getEntries<PageSkeleton>({content_type: 'page', 'fields.slug': 'home', locale, include: 2});

describe('entries and their sys', () => {
  it('answers the home page with Contentful’s envelope and entry sys', async () => {
    const page = await home('it-IT');
    expect(page).toMatchObject({total: 1, skip: 0, limit: 100});
    const entry: Entry<PageSkeleton, undefined, string> = page.items[0]!;
    expect(entry.sys).toEqual({
      space: {sys: {type: 'Link', linkType: 'Space', id: SPACE}},
      id: 'page-home',
      type: 'Entry',
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
      environment: {sys: {type: 'Link', linkType: 'Environment', id: 'preview'}},
      publishedVersion: 1,
      revision: 1,
      contentType: {sys: {type: 'Link', linkType: 'ContentType', id: 'page'}},
      locale: 'it-IT',
    });
    expect(entry.metadata).toEqual({tags: [], concepts: []});
    const title: string = entry.fields.title;
    expect(title).toBe('Home');
  });

  it('resolves each market’s own section order, in its language', async () => {
    const titles = async (locale: string) =>
      (await home(locale)).items[0]!.fields.sections.map((section) =>
        section && 'fields' in section ? [section.sys.id, section.fields.title] : ['unresolved'],
      );
    const [it, sl] = [await titles('it-IT'), await titles('sl-SI')];
    expect(it[0]).toEqual(['hero-home', 'Il passo giusto per l’autunno']);
    expect(sl[0]).toEqual(['hero-home', 'Pravi korak za jesen']);
    expect(it.map(([id]) => id)).not.toEqual(sl.map(([id]) => id));
    expect(new Set(it.map(([id]) => id))).toEqual(new Set(sl.map(([id]) => id)));
  });

  it('resolves links two levels deep: the hero’s picture is an Asset with an Images API url', async () => {
    const hero = (await home('hr-HR')).items[0]!.fields.sections[0] as Entry<
      HeroSkeleton,
      undefined,
      string
    >;
    const image = hero.fields.image as Asset<undefined, string>;
    expect(image.sys.type).toBe('Asset');
    expect(image.fields.file).toMatchObject({
      url: expect.stringMatching(
        new RegExp(`^//${host}/${SPACE}/asset-hero-home/[0-9a-f]{32}/hero-home\\.jpg$`),
      ),
      details: {image: {width: 1600, height: 900}},
      contentType: 'image/jpeg',
    });
    // A picture's file falls back to it-IT; its title is Croatian.
    expect(image.sys.locale).toBe('hr-HR');
    expect(image.fields.title).toBe('Gležnjače u jesen');
  });

  it('leaves a link to an unpublished story unresolved and reports it in `errors`', async () => {
    const strip = await delivery.getEntries<StripSkeleton>({
      content_type: 'storiesStrip',
      include: 1,
    });
    const stories = strip.items[0]!.fields.stories;
    expect(stories.filter((s) => s && 'fields' in s)).toHaveLength(3);
    expect(stories.at(-1)).toEqual({
      sys: {type: 'Link', linkType: 'Entry', id: 'story-anteprima-primavera'},
    });
    expect(strip.errors).toEqual([
      {
        sys: {id: 'notResolvable', type: 'error'},
        details: {type: 'Link', linkType: 'Entry', id: 'story-anteprima-primavera'},
      },
    ]);
    const cleaned = await delivery.withoutUnresolvableLinks.getEntries<StripSkeleton>({
      content_type: 'storiesStrip',
    });
    expect(cleaned.items[0]!.fields.stories).toHaveLength(3);
  });
});

describe('the query operators', () => {
  const slugs = async (query: Record<string, unknown>) =>
    (await delivery.getEntries<StorySkeleton>({content_type: 'story', ...query})).items.map(
      (e) => e.fields.slug,
    );

  it('`=`, `[ne]` and `[in]` on fields and sys', async () => {
    expect(await slugs({'fields.slug': 'primi-passi'})).toEqual(['primi-passi']);
    expect(
      await slugs({'sys.id[in]': ['story-primi-passi', 'story-cura-della-pelle']}),
    ).toHaveLength(2);
    const all = await slugs({});
    expect(all).toHaveLength(6);
    expect(await slugs({'fields.slug[ne]': 'primi-passi'})).toEqual(
      all.filter((s) => s !== 'primi-passi'),
    );
    expect(await slugs({'fields.slug[nin]': 'primi-passi,cura-della-pelle'})).toHaveLength(4);
  });

  it('`[exists]`: the story without its optional hero picture', async () => {
    expect(await slugs({'fields.heroImage[exists]': false})).toEqual(['primi-passi']);
    expect(await slugs({'fields.heroImage[exists]': true})).toHaveLength(5);
  });

  it('`[match]` is full text on the field, in the locale asked for', async () => {
    expect(await slugs({'fields.title[match]': 'sneakers'})).toEqual(['sneakers-in-citta']);
    expect(await slugs({'fields.title[match]': 'superge', locale: 'sl-SI'})).toEqual([
      'sneakers-in-citta',
    ]);
    expect(await slugs({'fields.title[match]': 'superge'})).toEqual([]);
  });

  it('array fields: `=` and `[all]` on the featured products', async () => {
    const story = (
      await delivery.getEntries<StorySkeleton>({
        content_type: 'story',
        'fields.slug': 'primi-passi',
      })
    ).items[0]!;
    const [first, second] = story.fields.products;
    const featuring = await slugs({'fields.products': first});
    expect(featuring).toContain('primi-passi');
    expect(await slugs({'fields.products[all]': `${first},${second}`})).toContain('primi-passi');
  });

  it('`order` (descending, several keys), `skip`, `limit`, range operators', async () => {
    const newest = await delivery.getEntries<StorySkeleton>({
      content_type: 'story',
      order: ['-fields.publishedAt', 'sys.id'],
    });
    const dates = newest.items.map((e) => e.fields.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const page = await delivery.getEntries<StorySkeleton>({
      content_type: 'story',
      order: ['-fields.publishedAt'],
      skip: 2,
      limit: 2,
    });
    expect(page).toMatchObject({total: 6, skip: 2, limit: 2});
    expect(page.items.map((e) => e.sys.id)).toEqual(newest.items.slice(2, 4).map((e) => e.sys.id));
    expect(await slugs({'fields.publishedAt[gte]': '2025-08-20'})).toHaveLength(2);
    expect(await slugs({'fields.publishedAt[lt]': '2025-08-01'})).toHaveLength(2);
  });

  it('`select` keeps the chosen fields (and the sys the client needs)', async () => {
    const picked = await delivery.getEntries<StorySkeleton>({
      content_type: 'story',
      select: ['fields.slug'],
      limit: 1,
    });
    expect(Object.keys(picked.items[0]!.fields)).toEqual(['slug']);
    expect(picked.items[0]!.sys).toEqual({id: expect.any(String), type: 'Entry'});
  });

  it('getEntry, links_to_entry and `query`', async () => {
    const story = await delivery.getEntry<StorySkeleton>('story-sneakers-in-citta', {
      locale: 'sl-SI',
    });
    expect(story.fields.title).toBe('Superge v mestu');
    const linking = await delivery.getEntries({links_to_entry: 'story-primi-passi'});
    expect(linking.items.map((e) => e.sys.id)).toEqual([]);
    const strip = await delivery.getEntries({links_to_entry: 'story-sneakers-in-citta'});
    expect(strip.items.map((e) => e.sys.id)).toEqual(['stories-home']);
    expect((await delivery.getEntries({query: 'risuolatura'})).items.map((e) => e.sys.id)).toEqual([
      'article-scarpe-sostenibili',
    ]);
  });
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
