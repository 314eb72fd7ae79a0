import type {HomeBlock} from '~/lib/content/home.server';
import {HeroBlock} from './HeroBlock';
import {BannerBlock} from './BannerBlock';
import {ProductCarousel} from './ProductCarousel';
import {EditorialBlock} from './EditorialBlock';
import {StoriesStrip} from './StoriesStrip';
import {InstagramFeed} from './InstagramFeed';
import {HydrateLater} from './HydrateLater';

/**
 * A page from editorial content (the home, a landing page): the editors' sections in their order,
 * one component per type. Only the opening section's picture loads at once (the page's LCP); the
 * page's h1 is the opening hero's title, else the page's title: for readers of headings only on
 * the home, shown on a landing page. The sections after the first hydrate after the page
 * (decision 0031).
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
      {blocks.length ? <Section block={blocks[0]!} first /> : null}
      <HydrateLater>
        {blocks.slice(1).map((block) => (
          <Section key={block.id} block={block} first={false} />
        ))}
      </HydrateLater>
    </div>
  );
}

function Section({block, first}: {block: HomeBlock; first: boolean}) {
  switch (block.type) {
    case 'hero':
      return <HeroBlock hero={block} first={first} />;
    case 'banner':
      return <BannerBlock banner={block} priority={first} />;
    case 'productCarousel':
      return <ProductCarousel carousel={block} />;
    case 'editorialBlock':
      return <EditorialBlock block={block} priority={first} />;
    case 'storiesStrip':
      return <StoriesStrip strip={block} />;
    case 'instagramFeed':
      return <InstagramFeed feed={block} />;
  }
}
