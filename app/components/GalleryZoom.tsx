import {useEffect, useState} from 'react';
import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {imageSources} from '~/lib/images';
import {Icon} from './Icon';
import {Modal} from './Modal';
import type {ImageData} from './ProductImage';

/** The zoomed picture's width; the 2x source is twice this (the catalogue's originals). */
const ZOOM_WIDTH = 1000;

interface GalleryZoomProps {
  images: ImageData[];
  title: string;
  start: number;
  /** Called with the picture shown last, so the gallery can show it too. */
  onClose: (last: number) => void;
}

/**
 * The product's pictures full screen in the shared modal (focus trapped and returned, Escape
 * closes); the arrow keys and buttons move between them. Loaded only when first opened.
 */
export default function GalleryZoom({images, title, start, onClose}: GalleryZoomProps) {
  const t = useT();
  const {assetsBaseUrl} = useShell();
  const [index, setIndex] = useState(start);
  const count = images.length;
  const move = (delta: number) => setIndex((current) => (current + delta + count) % count);
  const {src, srcSet} = imageSources(images[index]?.url, ZOOM_WIDTH, {assetsBaseUrl});

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        event.preventDefault();
        setIndex((current) => (current + (event.key === 'ArrowLeft' ? -1 : 1) + count) % count);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [count]);

  return (
    <Modal
      open
      onClose={() => onClose(index)}
      title={t('gallery.zoomTitle', {title})}
      closeLabel="icon"
      className="modal--zoom"
    >
      <figure className="gallery-zoom">
        <img
          className="gallery-zoom__image"
          src={src}
          srcSet={srcSet}
          width={ZOOM_WIDTH}
          height={(ZOOM_WIDTH * 5) / 4}
          alt={t('product.imageAlt', {title, index: index + 1})}
        />
        {count > 1 ? (
          <figcaption className="gallery-zoom__controls">
            <button
              type="button"
              className="icon-button"
              aria-label={t('gallery.previous')}
              onClick={() => move(-1)}
            >
              <Icon name="arrow-left" />
            </button>
            <span aria-live="polite">{t('gallery.position', {index: index + 1, count})}</span>
            <button
              type="button"
              className="icon-button"
              aria-label={t('gallery.next')}
              onClick={() => move(1)}
            >
              <Icon name="arrow-right" />
            </button>
          </figcaption>
        ) : null}
      </figure>
    </Modal>
  );
}
