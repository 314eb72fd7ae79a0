import {describe, expect, it} from 'vitest';
import {commerceImageUrl, contentImageSources, contentImageUrl, imageSources} from '~/lib/images';

const SRC = 'https://cdn.shopify.com/s/files/1/0001/files/sneaker.jpg?v=1';

describe('images', () => {
  it('gives 1x and 2x densities of a commerce image, an <img> only the 2x beside its src', () => {
    const {src, srcSet, imgSrcSet} = imageSources(SRC, 300);
    expect(new URL(src).searchParams.get('width')).toBe('300');
    const twoX = SRC.replace('?v=1', '?v=1&width=600');
    expect(srcSet).toBe(`${src} 1x, ${twoX} 2x`);
    expect(imgSrcSet).toBe(`${twoX} 2x`);
  });

  it('falls back to images/no-image.jpg, under the assets base URL', () => {
    expect(imageSources(null, 300)).toEqual({src: '/images/no-image.jpg'});
    expect(imageSources('', 300, {assetsBaseUrl: 'https://assets.example/'}).src).toBe(
      'https://assets.example/images/no-image.jpg',
    );
  });

  it('rejects transformations the commerce platform does not accept', () => {
    expect(() => commerceImageUrl(SRC, {width: 100, quality: 80})).toThrow(
      'Invalid Shopify transformations',
    );
    expect(() => commerceImageUrl(SRC, {colorize: 'red'})).toThrow(
      'Invalid Shopify transformations',
    );
    expect(() => commerceImageUrl(SRC, {format: 'webp'})).toThrow(
      'Invalid Shopify transformations',
    );
  });

  it('uses w, fm and q for content images', () => {
    const url = new URL(
      contentImageUrl('https://images.example/a.jpg', {
        width: 400,
        density: 2,
        format: 'webp',
        quality: 70,
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({w: '800', fm: 'webp', q: '70'});
  });

  it('gives content images at 1x and 2x with the delivery quality, cropped to a slot', () => {
    const {src, srcSet} = contentImageSources('https://images.ctfassets.net/s/a/b/hero.jpg', {
      width: 800,
      height: 450,
      format: 'webp',
    });
    expect(Object.fromEntries(new URL(src).searchParams)).toEqual({
      w: '800',
      h: '450',
      fit: 'fill',
      fm: 'webp',
      q: '75',
    });
    expect(srcSet).toBe(`${src} 1x, ${src.replace('w=800&h=450', 'w=1600&h=900')} 2x`);
    // Never past the Images API's 4000 px.
    expect(contentImageUrl('https://i.test/a.jpg', {width: 3000, density: 2})).toBe(
      'https://i.test/a.jpg?w=4000',
    );
    expect(contentImageSources(null, {width: 800, assetsBaseUrl: '/'})).toEqual({
      src: '/images/no-image.jpg',
    });
  });
});
