import {Link} from './Link';
import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {localizePath} from '~/lib/markets';
import type {StoriesStripSection} from '~/lib/content/content-types';
import {StoryCard} from './StoryCard';

/** A row of stories (the editors' picks or the latest) and the way to all of them. */
export function StoriesStrip({strip}: {strip: StoriesStripSection}) {
  const t = useT();
  const {market} = useShell();
  const titleId = `stories-${strip.id}`;
  return (
    <section className="section" aria-labelledby={titleId}>
      <div className="section__header">
        <h2 id={titleId} className="section__title">
          {strip.title}
        </h2>
        <Link to={localizePath(market, '/stories')}>{t('content.allStories')}</Link>
      </div>
      <ul className="story-grid">
        {strip.stories.map((story) => (
          <li key={story.slug}>
            <StoryCard story={story} kind="stories" />
          </li>
        ))}
      </ul>
    </section>
  );
}
