import {Link} from './Link';
import {useT} from '~/hooks/use-t';

export interface Crumb {
  label: string;
  to?: string;
}

/** Breadcrumbs; the last crumb is the current page. */
export function Breadcrumbs({crumbs}: {crumbs: Crumb[]}) {
  const t = useT();
  return (
    <nav className="breadcrumbs" aria-label={t('product.breadcrumb')}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`}>
            {crumb.to && index < crumbs.length - 1 ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
