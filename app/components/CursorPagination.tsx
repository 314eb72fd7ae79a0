import {Link} from './Link';
import {useT} from '~/hooks/use-t';

interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor?: string | null;
  endCursor?: string | null;
}

/**
 * "Previous" and "next" for a list the platform pages by cursor: the cursor goes in the URL
 * (`?before=` / `?after=`), so every page is a link that works without JavaScript.
 */
export function CursorPagination({pageInfo, label}: {pageInfo: PageInfo; label: string}) {
  const t = useT();
  const previous = pageInfo.hasPreviousPage ? pageInfo.startCursor : null;
  const next = pageInfo.hasNextPage ? pageInfo.endCursor : null;
  if (!previous && !next) return null;
  return (
    <nav className="account-pages" aria-label={label}>
      {previous ? (
        <Link to={`?before=${encodeURIComponent(previous)}`} rel="prev">
          {t('search.previous')}
        </Link>
      ) : null}
      {next ? (
        <Link to={`?after=${encodeURIComponent(next)}`} rel="next">
          {t('search.next')}
        </Link>
      ) : null}
    </nav>
  );
}
