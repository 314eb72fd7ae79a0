import {useT} from '~/hooks/use-t';
import type {InstagramPost} from '~/lib/content/instagram';

/** Squares in the grid; the 2x source is the same picture (Instagram serves one size). */
const TILE = 240;

/** The latest Instagram posts as a grid of pictures, each linking to its post. */
export function InstagramFeed({feed}: {feed: {id: string; title: string; posts: InstagramPost[]}}) {
  const t = useT();
  const titleId = `instagram-${feed.id}`;
  return (
    <section className="section" aria-labelledby={titleId}>
      <h2 id={titleId} className="section__title">
        {feed.title}
      </h2>
      <ul className="instagram-grid">
        {feed.posts.map((post) => (
          <li key={post.permalink}>
            <a className="instagram-grid__link" href={post.permalink} rel="noopener noreferrer">
              {/* The picture names the link; a video's badge adds its visible word to the name. */}
              <img
                src={post.imageUrl}
                width={TILE}
                height={TILE}
                alt={t('content.instagramPost', {
                  caption: post.caption || t('content.instagramUntitled'),
                })}
                loading="lazy"
                decoding="async"
              />
              {post.isVideo ? (
                <span className="instagram-grid__badge">{t('content.instagramVideo')}</span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
