import {useT} from '~/hooks/use-t';
import type {StorySummary} from '~/lib/content/content-types';
import {Pagination} from './Pagination';
import {StoryCard} from './StoryCard';

/** The stories or the journal: a grid of cards, newest first, with numbered pages. */
export function ContentListPage({
  kind,
  title,
  intro,
  items,
  page,
  pageCount,
}: {
  kind: 'stories' | 'journal';
  title: string;
  intro: string;
  items: StorySummary[];
  page: number;
  pageCount: number;
}) {
  const t = useT();
  return (
    <div className="page">
      <h1>{title}</h1>
      <p className="listing-page__intro">{intro}</p>
      {items.length ? (
        <ul className="story-grid section">
          {items.map((item, index) => (
            <li key={item.slug}>
              <StoryCard story={item} kind={kind} headingLevel={2} priority={index === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t(kind === 'stories' ? 'content.noStories' : 'content.noArticles')}</p>
      )}
      <Pagination
        page={page}
        nbPages={pageCount}
        urlFor={(target) => (target === 1 ? '?' : `?page=${target}`)}
      />
    </div>
  );
}
