import type {HeroSection} from '~/lib/content/content-types';
import {SectionLink} from './SectionLink';
import {ContentPicture} from './ContentPicture';

/**
 * The editors' hero: picture, title, text and up to two calls to action. Opening the page, its
 * picture is the LCP (eager, high priority) and its title the page's h1.
 */
export function HeroBlock({hero, first}: {hero: HeroSection; first: boolean}) {
  const Heading = first ? 'h1' : 'h2';
  const titleId = `hero-${hero.id}`;
  const actions = (
    [
      ['primary', hero.cta],
      ['secondary', hero.secondaryCta],
    ] as const
  ).flatMap(([variant, cta]) => (cta ? [{variant, cta}] : []));
  return (
    <section className="content-hero" aria-labelledby={titleId}>
      {hero.image ? (
        <div className="content-hero__media">
          <ContentPicture
            image={hero.image}
            width={1280}
            height={640}
            mobile={{width: 400, height: 200}}
            priority={first}
            alt=""
          />
        </div>
      ) : null}
      <div className="content-hero__body">
        <Heading id={titleId} className="hero__title">
          {hero.title}
        </Heading>
        {hero.subtitle ? <p className="hero__text">{hero.subtitle}</p> : null}
        {actions.length ? (
          <div className="hero__actions">
            {actions.map(({variant, cta}) => (
              <SectionLink key={variant} className={`button button--${variant}`} path={cta.path}>
                {cta.label}
              </SectionLink>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
