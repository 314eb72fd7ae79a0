import {Link} from './Link';
import {useT} from '~/hooks/use-t';
import {Icon} from './Icon';

export interface FilterChip {
  facetLabel: string;
  valueLabel: string;
  /** The listing without this value. */
  to: string;
}

/** The refinements in use, each removable, and a way to clear them all. */
export function ActiveFilters({chips, clearTo}: {chips: FilterChip[]; clearTo: string}) {
  const t = useT();
  if (!chips.length) return null;
  return (
    <section className="active-filters" aria-label={t('search.activeFilters')}>
      <ul>
        {chips.map((chip) => (
          <li key={`${chip.facetLabel}:${chip.valueLabel}`}>
            <Link
              to={chip.to}
              className="chip"
              preventScrollReset
              rel="nofollow"
              aria-label={t('search.removeFilter', {
                facet: chip.facetLabel,
                value: chip.valueLabel,
              })}
            >
              {chip.valueLabel}
              <Icon name="close" size={16} />
            </Link>
          </li>
        ))}
      </ul>
      <Link to={clearTo} className="button button--text" preventScrollReset rel="nofollow">
        {t('search.clearAll')}
      </Link>
    </section>
  );
}
