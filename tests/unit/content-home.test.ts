import {describe, expect, it, vi} from 'vitest';
import {homeFromContent} from '~/lib/content/home.server';
import {ContentError} from '~/lib/content/content.server';
import {StorefrontError} from '~/lib/commerce/storefront.server';
import type {ContentPage, ContentSection} from '~/lib/content/content-types';

const card = (handle: string) => ({
  id: `gid://shopify/Product/${handle}`,
  handle,
  title: handle,
  vendor: 'Passo',
  availableForSale: true,
  image: null,
  price: 10,
});

const SECTIONS: ContentSection[] = [
  {
    type: 'hero',
    id: 'h',
    title: 'Hero',
    subtitle: null,
    image: null,
    cta: null,
    secondaryCta: null,
  },
  {
    type: 'productCarousel',
    id: 'c',
    title: 'Novità',
    source: {collectionHandle: 'novita'},
    limit: 4,
  },
  {type: 'productCarousel', id: 's', title: 'Rosso', source: {searchQuery: 'rosso'}, limit: 1},
  {type: 'instagramFeed', id: 'i', title: 'Instagram', limit: 8},
  {type: 'storiesStrip', id: 'st', title: 'Storie', stories: []},
];

function context(page: ContentPage | null | Error, overrides: Record<string, unknown> = {}) {
  return {
    content: {
      configured: true,
      home: vi.fn(async () => {
        if (page instanceof Error) throw page;
        return page;
      }),
    },
    catalogue: {collectionProducts: vi.fn(async () => [card('a'), card('b')])},
    search: {listing: vi.fn(async () => ({hits: [card('rosso-1'), card('rosso-2')]}))},
    instagram: {latest: vi.fn(async () => [])},
    ...overrides,
  } as unknown as Parameters<typeof homeFromContent>[0];
}

const page = (sections = SECTIONS): ContentPage => ({
  slug: 'home',
  title: 'Home',
  seoDescription: null,
  sections,
});

describe('home from content', () => {
  it('keeps the editors’ order and fills carousels from the catalogue and the search', async () => {
    const ctx = context(page());
    const home = await homeFromContent(ctx);
    // The empty feed and the empty strip hide; the rest keeps its order.
    expect(home?.blocks.map((block) => block.id)).toEqual(['h', 'c', 's']);
    expect(ctx.catalogue.collectionProducts).toHaveBeenCalledWith('novita', 4);
    expect(vi.mocked(ctx.search.listing).mock.calls[0]![0].query).toBe('rosso');
    expect(home?.blocks[2]).toMatchObject({products: [{handle: 'rosso-1'}]});
  });

  it('hides a carousel whose products cannot be had, and keeps the page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ctx = context(page(), {
      catalogue: {
        collectionProducts: vi.fn(async () => {
          throw new StorefrontError('down', 503);
        }),
      },
    });
    expect((await homeFromContent(ctx))?.blocks.map((block) => block.id)).toEqual(['h', 's']);
    error.mockRestore();
  });

  it('falls back to the catalogue (null) when the content service fails, has no home or is not configured', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await homeFromContent(context(new ContentError('Content service: 500')))).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('home from the catalogue'));
    expect(await homeFromContent(context(null))).toBeNull();
    const unconfigured = context(page());
    (unconfigured.content as {configured: boolean}).configured = false;
    expect(await homeFromContent(unconfigured)).toBeNull();
    // Positive control: the same context, configured, gives the content home.
    expect(await homeFromContent(context(page()))).not.toBeNull();
    error.mockRestore();
  });

  it('does not hide a programming error as an outage', async () => {
    await expect(homeFromContent(context(new TypeError('bug')))).rejects.toThrow('bug');
  });
});
