import {useState} from 'react';
import {useT} from '~/hooks/use-t';
import {ProductImage, type ImageData} from './ProductImage';

/** Main image plus thumbnails; only the first main image is eager and high priority. */
export function ProductGallery({images, title}: {images: ImageData[]; title: string}) {
  const t = useT();
  const [active, setActive] = useState(0);
  const current = images[active] ?? null;
  return (
    <section className="gallery" aria-label={t('product.gallery')}>
      <div className="gallery__main media-frame">
        <ProductImage
          image={current}
          width={620}
          mobileWidth={420}
          alt={t('product.imageAlt', {title, index: active + 1})}
          priority={active === 0}
        />
      </div>
      {images.length > 1 ? (
        <ul className="gallery__thumbs">
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={t('product.showImage', {index: index + 1, count: images.length})}
                aria-pressed={index === active}
                onClick={() => setActive(index)}
              >
                <ProductImage image={image} width={88} alt="" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
