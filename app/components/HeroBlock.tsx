import {Link} from 'react-router';
import {useShell} from '~/hooks/use-shell';
import {localizePath} from '~/lib/markets';
import type {HeroSection} from '~/lib/content/content-types';
import {ContentPicture} from './ContentPicture';

/**
 * The editors' hero: picture, title, text and up to two calls to action. Opening the page, its
 * picture is the LCP (eager, high priority) and its title the page's h1.
 */
export function HeroBlock({hero, first}: {hero: HeroSection; first: boolean}) {
  const {market} = useShell();
  const Heading = first ? 'h1' : 'h2';
  const titleId = `hero-${hero.id}`;
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
        {hero.cta || hero.secondaryCta ? (
          <div className="hero__actions">
            {hero.cta ? (
              <Link
                className="button button--primary"
                to={localizePath(market, hero.cta.path)}
                prefetch="intent"
              >
                {hero.cta.label}
              </Link>
            ) : null}
            {hero.secondaryCta ? (
              <Link
                className="button button--secondary"
                to={localizePath(market, hero.secondaryCta.path)}
                prefetch="intent"
              >
                {hero.secondaryCta.label}
              </Link>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
