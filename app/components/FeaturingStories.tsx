import {Suspense} from 'react';
import {Await} from 'react-router';
import {useT} from '~/hooks/use-t';
import type {StorySummary} from '~/lib/content/content-types';
import {StoryCard} from './StoryCard';

/**
 * "Storie" on a product page: the stories that feature it. Streamed after the product's first
 * paint (the loader does not wait for it); nothing shows while it loads or when there are none.
 */
export function FeaturingStories({stories}: {stories: Promise<StorySummary[]>}) {
  const t = useT();
  return (
    <Suspense fallback={null}>
      <Await resolve={stories} errorElement={null}>
        {(list) =>
          list.length ? (
            <section className="section" aria-labelledby="featuring-stories-title">
              <h2 id="featuring-stories-title" className="section__title">
                {t('content.featuringStories')}
              </h2>
              <ul className="story-grid">
                {list.map((story) => (
                  <li key={story.slug}>
                    <StoryCard story={story} kind="stories" />
                  </li>
                ))}
              </ul>
            </section>
          ) : null
        }
      </Await>
    </Suspense>
  );
}
