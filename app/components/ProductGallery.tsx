import {lazy, Suspense, useEffect, useRef, useState} from 'react';
import {useT} from '~/hooks/use-t';
import {Icon} from './Icon';
import {ProductImage, type ImageData} from './ProductImage';

// The zoom is code a shopper may never need: it loads at the first press of a picture.
const GalleryZoom = lazy(() => import('./GalleryZoom'));

/**
 * The product's pictures in a track that swipes (CSS scroll-snap) on touch and scrolls by the
 * arrow buttons or the thumbnails; each picture is a button opening the zoom. Only the first
 * picture is eager and high priority.
 */
export function ProductGallery({images, title}: {images: ImageData[]; title: string}) {
  const t = useT();
  const track = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const [zoomAt, setZoomAt] = useState<number | null>(null);
  // The picture the zoom showed last: the gallery shows it too and takes the focus back.
  const [returnTo, setReturnTo] = useState<number | null>(null);
  const count = images.length;
  const slides: Array<ImageData | null> = count ? images : [null];

  // Where the buttons are taking the track: the position shows it at once, a second press before
  // the track arrives goes one further, and the passing pictures do not flicker in the position.
  const target = useRef<number | null>(null);
  const show = (index: number) => {
    const list = track.current;
    const slide = list?.children[index] as HTMLElement | undefined;
    if (!list || !slide) return;
    const left = Math.min(slide.offsetLeft, list.scrollWidth - list.clientWidth);
    target.current = Math.abs(left - list.scrollLeft) < 2 ? null : index;
    setActive(index);
    // Smooth or not is the stylesheet's call (prefers-reduced-motion).
    list.scrollTo({left});
  };
  const step = (delta: number) => show(((target.current ?? active) + delta + count) % count);

  // Another product (a swatch followed) starts at its first picture.
  const [shownFor, setShownFor] = useState(title);
  if (shownFor !== title) {
    setShownFor(title);
    setActive(0);
  }
  const shownBefore = useRef(false);
  useEffect(() => {
    // Not at load (the track starts there): no layout work while the page hydrates.
    if (shownBefore.current) {
      target.current = null;
      track.current?.scrollTo({left: 0, behavior: 'instant'});
    }
    shownBefore.current = true;
  }, [title]);

  useEffect(() => {
    if (returnTo === null) return;
    // No scroll of its own: the track is already moving to that picture.
    track.current?.querySelectorAll('button')[returnTo]?.focus({preventScroll: true});
    setReturnTo(null);
  }, [returnTo]);

  return (
    <section className="gallery" aria-label={t('product.gallery')}>
      <div className="gallery__main">
        {/* Scrolling reads positions only: the track moves by itself, nothing is written back. */}
        <ul
          ref={track}
          className="gallery__track"
          onScroll={(event) => {
            const list = event.currentTarget;
            const pitch = list.scrollWidth / count;
            const atEnd = list.scrollLeft + list.clientWidth >= list.scrollWidth - 2;
            const index = atEnd ? count - 1 : Math.round(list.scrollLeft / pitch);
            if (target.current !== null && index !== target.current) return;
            target.current = null;
            setActive(index);
          }}
          // A finger or a wheel takes over from the buttons.
          onPointerDown={() => (target.current = null)}
          onWheel={() => (target.current = null)}
        >
          {slides.map((image, index) => (
            <li key={image?.url ?? 'none'} className="gallery__slide">
              {image ? (
                <>
                  <ProductImage
                    image={image}
                    width={620}
                    mobileWidth={300}
                    alt={t('product.imageAlt', {title, index: index + 1})}
                    priority={index === 0}
                  />
                  {/* Over the picture, not around it: without JavaScript it is not shown. */}
                  <button
                    type="button"
                    className="gallery__zoom"
                    aria-label={t('gallery.zoomImage', {index: index + 1, count})}
                    onClick={() => setZoomAt(index)}
                  >
                    <Icon name="zoom" size={20} className="gallery__zoom-icon" />
                  </button>
                </>
              ) : (
                <ProductImage image={null} width={620} alt={title} priority />
              )}
            </li>
          ))}
        </ul>
        {count > 1 ? (
          <>
            <button
              type="button"
              className="icon-button gallery__step gallery__step--prev"
              aria-label={t('gallery.previous')}
              onClick={() => step(-1)}
            >
              <Icon name="arrow-left" />
            </button>
            <button
              type="button"
              className="icon-button gallery__step gallery__step--next"
              aria-label={t('gallery.next')}
              onClick={() => step(1)}
            >
              <Icon name="arrow-right" />
            </button>
            <p className="gallery__position" aria-live="polite">
              <span aria-hidden="true">{`${active + 1} / ${count}`}</span>
              <span className="visually-hidden">
                {t('gallery.position', {index: active + 1, count})}
              </span>
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="gallery__thumbs">
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={t('product.showImage', {index: index + 1, count})}
                aria-current={index === active}
                onClick={() => show(index)}
              >
                <ProductImage image={image} width={88} alt="" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {zoomAt !== null ? (
        <Suspense fallback={null}>
          <GalleryZoom
            images={images}
            title={title}
            start={zoomAt}
            onClose={(last) => {
              setZoomAt(null);
              show(last);
              setReturnTo(last);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
