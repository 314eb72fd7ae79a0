import {Link} from './Link';
import {useT} from '~/hooks/use-t';

/** Pages shown around the current one; the first and last are always shown. */
const AROUND = 2;

function pagesToShow(page: number, nbPages: number): Array<number | null> {
  const pages: Array<number | null> = [];
  for (let p = 1; p <= nbPages; p++) {
    if (p === 1 || p === nbPages || Math.abs(p - page) <= AROUND) pages.push(p);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

/**
 * Numbered pages (1-based, docs/product.md#pagination) with previous and next; each is a link.
 * The page is not scrolled to its top: the listing brings its results' top into view.
 */
export function Pagination({
  page,
  nbPages,
  urlFor,
}: {
  page: number;
  nbPages: number;
  urlFor: (page: number) => string;
}) {
  const t = useT();
  if (nbPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('search.pagination')}>
      {page > 1 ? (
        <Link to={urlFor(page - 1)} rel="prev" className="pagination__step" preventScrollReset>
          {t('search.previous')}
        </Link>
      ) : null}
      <ol className="pagination__pages">
        {pagesToShow(page, nbPages).map((p, index) =>
          p === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={urlFor(p)}
                aria-label={t('search.page', {page: p})}
                aria-current={p === page ? 'page' : undefined}
                className="pagination__page"
                preventScrollReset
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < nbPages ? (
        <Link to={urlFor(page + 1)} rel="next" className="pagination__step" preventScrollReset>
          {t('search.next')}
        </Link>
      ) : null}
    </nav>
  );
}
