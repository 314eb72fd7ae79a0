import type {BannerSection} from '~/lib/content/content-types';
import {SectionLink} from './SectionLink';
import {ContentPicture} from './ContentPicture';

/** A promotional banner: picture and words, the whole of it a link when it has a path. */
export function BannerBlock({banner, priority}: {banner: BannerSection; priority: boolean}) {
  const body = (
    <>
      <div className="banner-block__media">
        <ContentPicture
          image={banner.image}
          width={600}
          height={400}
          mobile={{width: 360, height: 240}}
          priority={priority}
          alt=""
        />
      </div>
      <div className="banner-block__body">
        <h2 className="banner-block__title">{banner.title}</h2>
        {banner.text ? <p className="banner-block__text">{banner.text}</p> : null}
      </div>
    </>
  );
  return (
    <section className={`banner-block banner-block--${banner.theme}`} aria-label={banner.title}>
      {banner.path ? (
        <SectionLink className="banner-block__link" path={banner.path}>
          {body}
        </SectionLink>
      ) : (
        body
      )}
    </section>
  );
}
