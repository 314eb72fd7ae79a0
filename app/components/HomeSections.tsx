import {Link} from './Link';
import {useT} from '~/hooks/use-t';
import type {CollectionTile, ProductSummary} from '~/lib/commerce/catalogue-types';
import type {HomeSection} from '~/lib/home-sections';
import {useShell} from '~/hooks/use-shell';
import {collectionPath} from '~/lib/markets';
import {ProductGrid} from './ProductGrid';
import {CollectionTiles} from './CollectionTiles';
import {HydrateLater} from './HydrateLater';

/** The hero's calls to action: collections, the first the primary button. */
const HERO_LINKS = [
  {handle: 'novita', variant: 'primary', labelKey: 'home.heroCta'},
  {handle: 'saldi', variant: 'secondary', labelKey: 'home.heroSecondary'},
] as const;

interface HomeSectionsProps {
  sections: HomeSection[];
  collections: CollectionTile[];
  featured: ProductSummary[];
  newArrivals: ProductSummary[];
}

export function HomeSections({sections, collections, featured, newArrivals}: HomeSectionsProps) {
  const t = useT();
  const {market} = useShell();
  const products = {featured, newArrivals};
  const titles = {featured: t('home.featuredProducts'), newArrivals: t('home.newArrivals')};

  return (
    <div className="page home">
      {sections.slice(0, 1).map(render)}
      <HydrateLater>
        {sections.slice(1).map((section, index) => render(section, index + 1))}
      </HydrateLater>
    </div>
  );

  function render(section: HomeSection, index: number) {
    switch (section.type) {
      case 'hero':
        return (
          <section key={index} className="hero" aria-labelledby="hero-title">
            <p className="eyebrow">{t('home.heroEyebrow')}</p>
            <h1 id="hero-title" className="hero__title">
              {t('home.heroTitle')}
            </h1>
            <p className="hero__text">{t('home.heroText')}</p>
            <div className="hero__actions">
              {HERO_LINKS.map((link) => (
                <Link
                  key={link.handle}
                  className={`button button--${link.variant}`}
                  to={collectionPath(market, link.handle)}
                  prefetch="intent"
                >
                  {t(link.labelKey)}
                </Link>
              ))}
            </div>
          </section>
        );
      case 'collections':
        return collections.length ? (
          <section key={index} className="section" aria-labelledby="collections-title">
            <h2 id="collections-title" className="section__title">
              {t('home.featuredCollections')}
            </h2>
            <CollectionTiles collections={collections} />
          </section>
        ) : null;
      case 'products': {
        const items = products[section.source];
        return items.length ? (
          <section key={index} className="section" aria-labelledby={`${section.source}-title`}>
            <div className="section__header">
              <h2 id={`${section.source}-title`} className="section__title">
                {titles[section.source]}
              </h2>
            </div>
            <ProductGrid products={items} />
          </section>
        ) : null;
      }
    }
  }
}
