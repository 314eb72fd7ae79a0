import type {HomeBlock} from '~/lib/content/home.server';
import {HeroBlock} from './HeroBlock';
import {BannerBlock} from './BannerBlock';
import {ProductCarousel} from './ProductCarousel';
import {EditorialBlock} from './EditorialBlock';
import {StoriesStrip} from './StoriesStrip';
import {InstagramFeed} from './InstagramFeed';

/**
 * A page from editorial content (the home, a landing page): the editors' sections in their order,
 * one component per type. Only the opening section's picture loads at once (the page's LCP); the
 * page's h1 is the opening hero's title, else the page's title: for readers of headings only on
 * the home, shown on a landing page.
 */
export function ContentSections({
  title,
  blocks,
  kind,
}: {
  title: string;
  blocks: HomeBlock[];
  kind: 'home' | 'landing';
}) {
  const opensWithHero = blocks[0]?.type === 'hero';
  return (
    <div className={`page ${kind}`}>
      {opensWithHero ? null : (
        <h1 className={kind === 'home' ? 'visually-hidden' : 'landing__title'}>{title}</h1>
      )}
      {blocks.map((block, index) => {
        const first = index === 0;
        switch (block.type) {
          case 'hero':
            return <HeroBlock key={block.id} hero={block} first={first} />;
          case 'banner':
            return <BannerBlock key={block.id} banner={block} priority={first} />;
          case 'productCarousel':
            return <ProductCarousel key={block.id} carousel={block} />;
          case 'editorialBlock':
            return <EditorialBlock key={block.id} block={block} priority={first} />;
          case 'storiesStrip':
            return <StoriesStrip key={block.id} strip={block} />;
          case 'instagramFeed':
            return <InstagramFeed key={block.id} feed={block} />;
        }
      })}
    </div>
  );
}
