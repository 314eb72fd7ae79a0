/**
 * The sandbox's Content Delivery API driven by the official `contentful` client, as the shop's
 * content module calls it: entries and their sys, include and link resolution (the client
 * resolves links from `includes`), and each query operator. Responses are typed with the
 * client's own types (contentful-client.ts).
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Asset, Entry} from 'contentful';
import {
  contentfulSandbox,
  SPACE,
  type ContentfulSandbox,
  type HeroSkeleton,
  type PageSkeleton,
  type StorySkeleton,
  type StripSkeleton,
} from './contentful-client';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

let t: ContentfulSandbox;
let host: string;
let delivery: ContentfulSandbox['delivery'];
beforeAll(async () => {
  t = await contentfulSandbox('contentful');
  ({host, delivery} = t);
});
afterAll(async () => {
  await t?.sandbox.close();
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
