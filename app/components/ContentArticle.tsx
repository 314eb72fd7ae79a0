import type {ReactNode} from 'react';
import {useT} from '~/hooks/use-t';
import type {Story} from '~/lib/content/content-types';
import {ContentPicture} from './ContentPicture';
import {RichText} from './RichText';

/** A story or a journal article: title, date and author, hero picture (the LCP), rich text. */
export function ContentArticle({
  entry,
  publishedOn: date,
  author,
  children,
}: {
  entry: Omit<Story, 'products'>;
  /** The day of publication, in words (lib/content/content-route.server.ts). */
  publishedOn: string | null;
  author?: string | null;
  /** What follows the text: a story's products. */
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <article className="page story-page">
      <h1>{entry.title}</h1>
      {date || author ? (
        <p className="story-page__meta">
          {date ? t('content.publishedOn', {date}) : null}
          {date && author ? ' · ' : null}
          {author ? t('content.byAuthor', {author}) : null}
        </p>
      ) : null}
      {entry.excerpt ? <p className="hero__text">{entry.excerpt}</p> : null}
      {entry.heroImage ? (
        <div className="story-page__hero">
          <ContentPicture
            image={entry.heroImage}
            width={760}
            height={475}
            mobile={{width: 360, height: 225}}
            priority
          />
        </div>
      ) : null}
      {entry.body ? <RichText document={entry.body} /> : null}
      {children}
    </article>
  );
}
