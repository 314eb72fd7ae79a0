import {Link} from './Link';
import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {localizePath} from '~/lib/markets';
import type {StorySummary} from '~/lib/content/content-types';
import {ContentPicture} from './ContentPicture';

/** A story or an article in a list: picture, title, excerpt; the title links to it. */
export function StoryCard({
  story,
  kind,
  headingLevel = 3,
  priority = false,
}: {
  story: StorySummary;
  kind: 'stories' | 'journal';
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const t = useT();
  const {market} = useShell();
  const Heading = `h${headingLevel}` as const;
  const path = localizePath(market, `/${kind}/${story.slug}`);
  return (
    <article className="story-card">
      <div className="story-card__media">
        <ContentPicture
          image={story.heroImage}
          width={400}
          height={250}
          priority={priority}
          alt=""
        />
      </div>
      <Heading className="story-card__title">
        <Link
          to={path}
          prefetch="intent"
          aria-label={t(kind === 'stories' ? 'content.readStory' : 'content.readArticle', {
            title: story.title,
          })}
        >
          {story.title}
        </Link>
      </Heading>
      {story.excerpt ? <p className="story-card__excerpt">{story.excerpt}</p> : null}
    </article>
  );
}
