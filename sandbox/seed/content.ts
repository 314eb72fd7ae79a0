/**
 * The Contentful space's seeded content: the home page and its sections, a landing page, product
 * stories, journal articles and the stores' details (seed/stores.ts) in it-IT, sl-SI and hr-HR,
 * and their pictures (assets drawn on request by the Images API, content/images.ts). Stories
 * feature real catalogue products, picked from the first products (the same whatever the
 * catalogue size). Two entries show the Preview API's reach: a story that was never published and
 * a hero with an unpublished change; one story has no hero picture (an optional field left
 * empty).
 */
import type {Db} from '../db/open';
import type {Published, Version} from '../content/store';
import {link} from '../content/wire';
import {ARTICLES} from './articles-copy';
import {
  asset,
  at,
  block,
  embedded,
  entry,
  loc,
  one,
  publishing,
  richText,
  type SeedEntity,
} from './content-entities';
import {AUTUMN, HOME} from './home-copy';
import {STORIES, type StoryCopy} from './stories-copy';
import {storeEntities} from './stores';

/** Products a story may feature are drawn from this many first products. */
const FEATURED_POOL = 40;
const CREATED_AT = '2025-07-01T08:00:00.000Z';

function homeEntities(storyIds: string[]): SeedEntity[] {
  const {hero, sale, arrivals, editorial} = HOME;
  const sections = {
    hero: entry('hero-home', 'hero', {
      title: loc(hero.title),
      subtitle: loc(hero.subtitle),
      image: one(link('Asset', 'asset-hero-home')),
      ctaLabel: loc(hero.ctaLabel),
      ctaUrl: one('/donna'),
      secondaryCtaLabel: loc(hero.secondaryCtaLabel),
      secondaryCtaUrl: one('/uomo'),
    }),
    sale: entry('banner-saldi', 'banner', {
      title: loc(sale.title),
      text: loc(sale.text),
      image: one(link('Asset', 'asset-banner-saldi')),
      url: one('/saldi'),
      theme: one('dark'),
    }),
    arrivals: entry('banner-novita', 'banner', {
      title: loc(arrivals.title),
      text: loc(arrivals.text),
      image: one(link('Asset', 'asset-banner-novita')),
      url: one('/novita'),
      theme: one('light'),
    }),
    newest: entry('carousel-novita', 'productCarousel', {
      title: loc(HOME.newest),
      collectionHandle: one('novita'),
      limit: one(12),
    }),
    searched: entry('carousel-sneakers', 'productCarousel', {
      title: loc(HOME.searched),
      searchQuery: one('sneaker'),
      limit: one(8),
    }),
    editorial: entry('editorial-home', 'editorialBlock', {
      title: loc(editorial.title),
      body: richText((lang) => editorial.paragraphs.map((p) => block('paragraph', p[lang]))),
      image: one(link('Asset', 'asset-editorial-home')),
      imagePosition: one('right'),
    }),
    stories: entry('stories-home', 'storiesStrip', {
      title: loc(HOME.stories),
      // The last one is a story still in draft: the Delivery API reports it notResolvable.
      stories: one(storyIds.map((id) => link('Entry', id))),
    }),
    instagram: entry('instagram-home', 'instagramFeed', {
      title: loc(HOME.instagram),
      limit: one(8),
    }),
  };
  sections.hero.draftChange = {title: loc(hero.draftTitle)};
  type Key = keyof typeof sections;
  const order = (keys: Key[]) => keys.map((key) => link('Entry', sections[key].id));
  // Each market orders its own home.
  const page = entry('page-home', 'page', {
    slug: one('home'),
    title: loc(HOME.title),
    seoDescription: loc(HOME.seoDescription),
    sections: {
      'it-IT': order([
        'hero',
        'sale',
        'newest',
        'editorial',
        'arrivals',
        'searched',
        'stories',
        'instagram',
      ]),
      'sl-SI': order([
        'hero',
        'newest',
        'sale',
        'arrivals',
        'searched',
        'editorial',
        'stories',
        'instagram',
      ]),
      'hr-HR': order([
        'hero',
        'sale',
        'arrivals',
        'newest',
        'editorial',
        'searched',
        'instagram',
        'stories',
      ]),
    },
    ...publishing,
  });
  const landing = entry('page-autunno', 'page', {
    slug: one('autunno'),
    title: loc(AUTUMN.title),
    seoDescription: loc(AUTUMN.seoDescription),
    sections: {
      'it-IT': order(['arrivals', 'newest', 'editorial', 'stories']),
      'sl-SI': order(['arrivals', 'newest', 'editorial', 'stories']),
      'hr-HR': order(['arrivals', 'newest', 'editorial', 'stories']),
    },
    ...publishing,
  });
  return [
    asset('asset-hero-home', hero.imageTitle, hero.imageDescription, 1600, 900),
    asset('asset-banner-saldi', sale.imageTitle, sale.imageDescription, 1200, 800),
    asset('asset-banner-novita', arrivals.imageTitle, arrivals.imageDescription, 1200, 800),
    asset('asset-editorial-home', editorial.imageTitle, editorial.imageDescription, 1200, 900),
    ...Object.values(sections),
    page,
    landing,
  ];
}

/** 3 to 6 products of the story's categories, round-robin, from the first products. */
function featured(
  story: StoryCopy,
  index: number,
  pool: Array<{handle: string; category: string}>,
) {
  const wanted = 3 + (index % 4);
  const lists = story.categories.map((c) =>
    pool.filter((p) => p.category === c).map((p) => p.handle),
  );
  const picked: string[] = [];
  for (let round = 0; picked.length < wanted && lists.some((l) => l.length > round); round++)
    for (const list of lists) if (list[round] && picked.length < wanted) picked.push(list[round]!);
  for (const {handle} of pool)
    if (picked.length < Math.min(wanted, pool.length) && !picked.includes(handle))
      picked.push(handle);
  return picked;
}

function storyEntities(pool: Array<{handle: string; category: string}>): SeedEntity[] {
  return STORIES.flatMap((story, index) => {
    const heroId = `asset-story-${story.slug}`;
    const inlineId = `asset-story-${story.slug}-detail`;
    const entity = entry(
      `story-${story.slug}`,
      'story',
      {
        slug: one(story.slug),
        title: loc(story.title),
        excerpt: loc(story.excerpt),
        ...(!story.noHeroImage && {heroImage: one(link('Asset', heroId))}),
        body: richText((lang) => [
          block('paragraph', story.paragraphs[0]![lang]),
          block('heading-2', story.heading[lang]),
          embedded(inlineId),
          ...story.paragraphs.slice(1).map((p) => block('paragraph', p[lang])),
        ]),
        products: one(featured(story, index, pool)),
        publishedAt: one(story.publishedAt),
        ...publishing,
      },
      story.draft ? null : at(story.publishedAt),
    );
    return [
      ...(story.noHeroImage ? [] : [asset(heroId, story.title, story.excerpt, 1600, 1000)]),
      asset(inlineId, story.heading, story.title, 1200, 800),
      entity,
    ];
  });
}

function articleEntities(): SeedEntity[] {
  return ARTICLES.flatMap((article) => {
    const heroId = `asset-article-${article.slug}`;
    return [
      asset(heroId, article.title, article.excerpt, 1600, 900),
      entry(
        `article-${article.slug}`,
        'article',
        {
          slug: one(article.slug),
          title: loc(article.title),
          excerpt: loc(article.excerpt),
          heroImage: one(link('Asset', heroId)),
          body: richText((lang) => article.paragraphs.map((p) => block('paragraph', p[lang]))),
          author: one(article.author),
          publishedAt: one(article.publishedAt),
          tags: one(article.tags),
          ...publishing,
        },
        at(article.publishedAt),
      ),
    ];
  });
}

export function seedContent(db: Db): void {
  const pool = db
    .prepare(`SELECT handle, category FROM products ORDER BY id LIMIT ${FEATURED_POOL}`)
    .all() as Array<{handle: string; category: string}>;
  const storyIds = STORIES.filter((s) => !s.draft)
    .slice(0, 3)
    .concat(STORIES.filter((s) => s.draft))
    .map((s) => `story-${s.slug}`);
  const insert = db.prepare(
    'INSERT INTO content_entities (id, type, content_type, created_at, draft, published) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const entity of [
    ...homeEntities(storyIds),
    ...storyEntities(pool),
    ...articleEntities(),
    ...storeEntities(),
  ]) {
    // Created (version 1), then published: publishedVersion 1, version 2; a later edit makes 3.
    const published: Published | null = entity.publishedAt
      ? {fields: entity.fields, updatedAt: entity.publishedAt, version: 1, revision: 1}
      : null;
    const draft: Version = entity.draftChange
      ? {fields: {...entity.fields, ...entity.draftChange}, updatedAt: at('2025-09-01'), version: 3}
      : {
          fields: entity.fields,
          updatedAt: entity.publishedAt ?? at('2025-09-01'),
          version: published ? 2 : 1,
        };
    insert.run(
      entity.id,
      entity.type,
      entity.contentType ?? null,
      CREATED_AT,
      JSON.stringify(draft),
      published ? JSON.stringify(published) : null,
    );
  }
}
