import {describe, expect, it, vi} from 'vitest';
import {toArticle, toContentPage, toStory, shopPath} from '~/lib/content/content-mapping';
import {contentImage} from '~/lib/content/content-values';

const ORIGIN = 'https://images.ctfassets.net';

const link = (id: string, linkType: 'Entry' | 'Asset') => ({sys: {type: 'Link', linkType, id}});

function asset(id: string, fields: Record<string, unknown> = {}) {
  return {
    sys: {type: 'Asset', id},
    fields: {
      title: 'Scarpe da corsa',
      description: 'Due scarpe rosse su un prato',
      file: {
        url: `//images.ctfassets.net/passosbx0001/${id}/abc/${id}.jpg`,
        details: {size: 1000, image: {width: 1600, height: 900}},
        fileName: `${id}.jpg`,
        contentType: 'image/jpeg',
      },
      ...fields,
    },
  };
}

function entry(contentType: string, id: string, fields: Record<string, unknown>) {
  return {
    metadata: {tags: []},
    sys: {
      type: 'Entry',
      id,
      contentType: {sys: {type: 'Link', linkType: 'ContentType', id: contentType}},
    },
    fields,
  };
}

const hero = entry('hero', 'hero1', {
  title: 'Primavera in città',
  subtitle: 'Le novità della stagione',
  image: asset('heroimg'),
  ctaLabel: 'Scopri la donna',
  ctaUrl: '/donna',
});

function options() {
  return {imagesOrigin: ORIGIN, skip: vi.fn()};
}

describe('content mapping', () => {
  it('maps a page with its sections in the editors’ order', () => {
    const page = entry('page', 'home', {
      slug: 'home',
      title: 'Home',
      sections: [
        entry('productCarousel', 'c1', {title: 'Novità', collectionHandle: 'novita', limit: 8}),
        hero,
        entry('instagramFeed', 'ig', {title: 'Su Instagram'}),
      ],
    });
    const mapped = toContentPage(page, options());
    expect(mapped?.sections.map((section) => section.type)).toEqual([
      'productCarousel',
      'hero',
      'instagramFeed',
    ]);
    expect(mapped?.sections[1]).toEqual({
      type: 'hero',
      id: 'hero1',
      title: 'Primavera in città',
      subtitle: 'Le novità della stagione',
      image: {
        url: `${ORIGIN}/passosbx0001/heroimg/abc/heroimg.jpg`,
        width: 1600,
        height: 900,
        alt: 'Due scarpe rosse su un prato',
      },
      cta: {label: 'Scopri la donna', path: '/donna'},
      secondaryCta: null,
    });
    // The default limit of the Instagram section.
    expect(mapped?.sections[2]).toMatchObject({limit: 8});
  });

  it('renders a section without its optional fields', () => {
    const bare = entry('hero', 'hero2', {title: 'Solo il titolo'});
    const page = entry('page', 'home', {slug: 'home', title: 'Home', sections: [bare]});
    expect(toContentPage(page, options())?.sections[0]).toEqual({
      type: 'hero',
      id: 'hero2',
      title: 'Solo il titolo',
      subtitle: null,
      image: null,
      cta: null,
      secondaryCta: null,
    });
  });

  it('skips (and reports) a section of the wrong shape, an unknown type and an unresolved link', () => {
    const opts = options();
    const page = entry('page', 'home', {
      slug: 'home',
      title: 'Home',
      sections: [
        entry('hero', 'notitle', {title: 42}),
        entry('productCarousel', 'nosource', {title: 'Vuoto'}),
        entry('countdown', 'unknown', {title: 'Conto alla rovescia'}),
        link('missing', 'Entry'),
        hero,
      ],
    });
    const mapped = toContentPage(page, opts);
    expect(mapped?.sections.map((section) => section.id)).toEqual(['hero1']);
    expect(opts.skip.mock.calls).toEqual([
      ['notitle', 'hero without title'],
      ['nosource', 'productCarousel without collectionHandle or searchQuery'],
      ['unknown', 'unknown section type countdown'],
    ]);
  });

  it('keeps only shop paths as links: no schemes, no other hosts', () => {
    expect(shopPath('/donna/sneakers')).toBe('/donna/sneakers');
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example/x',
      'https://evil.example',
      'donna',
      '/a b',
    ])
      expect(shopPath(bad)).toBeNull();
  });

  it('takes only the path of an asset URL, on the configured image origin', () => {
    const image = contentImage(
      asset('x', {file: {...asset('x').fields.file, url: '//evil.example/x/y.jpg'}}),
      ORIGIN,
    );
    expect(image?.url).toBe(`${ORIGIN}/x/y.jpg`);
    // No size or not an image: no picture rather than a shifting box.
    expect(
      contentImage(
        asset('pdf', {file: {url: '//a/b.pdf', contentType: 'application/pdf', details: {}}}),
        ORIGIN,
      ),
    ).toBeNull();
    expect(contentImage(link('a', 'Asset'), ORIGIN)).toBeNull();
  });

  it('maps a story with its product handles; a story without a slug is skipped', () => {
    const opts = options();
    const story = toStory(
      entry('story', 's1', {
        slug: 'passi-in-citta',
        title: 'Passi in città',
        excerpt: 'Una giornata a Milano',
        heroImage: asset('s1hero'),
        products: ['sneaker-rossa', 'BAD HANDLE', 7, 'stivale-nero'],
        publishedAt: '2026-03-01',
      }),
      opts,
    );
    expect(story).toMatchObject({
      slug: 'passi-in-citta',
      products: ['sneaker-rossa', 'stivale-nero'],
      publishedAt: '2026-03-01',
      body: null,
    });
    expect(toStory(entry('story', 's2', {title: 'Senza slug'}), opts)).toBeNull();
    expect(opts.skip).toHaveBeenCalledWith('s2', 'story without a valid slug or title');
    // An article is no story.
    expect(toStory(entry('article', 'a1', {slug: 'a', title: 'A'}), opts)).toBeNull();
  });

  it('maps an article with its author and tags', () => {
    const article = toArticle(
      entry('article', 'a1', {
        slug: 'come-scegliere-la-taglia',
        title: 'Come scegliere la taglia',
        author: 'Giulia',
        tags: ['guide', ''],
      }),
      options(),
    );
    expect(article).toMatchObject({author: 'Giulia', tags: ['guide'], heroImage: null});
  });
});
