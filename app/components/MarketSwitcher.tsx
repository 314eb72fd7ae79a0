import {useLocation} from 'react-router';
import {Link} from './Link';
import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {MARKETS, MARKET_IDS, switchMarketPath} from '~/lib/markets';
import {LANGUAGE_BOUND_FACETS} from '~/lib/search/facets';

const ENDONYMS = {it: 'Italiano', sl: 'Slovenščina', hr: 'Hrvatski'} as const;

/**
 * The same page in each market, without the filters whose values are words of this market's
 * language; each language name is marked with its own language.
 */
export function MarketSwitcher() {
  const t = useT();
  const {market} = useShell();
  const location = useLocation();
  return (
    <nav className="market-switcher" aria-label={t('footer.language')}>
      <ul>
        {MARKET_IDS.map((id) => (
          <li key={id}>
            <Link
              to={switchMarketPath(
                `${location.pathname}${location.search}`,
                MARKETS[id],
                LANGUAGE_BOUND_FACETS,
              )}
              hrefLang={MARKETS[id].locale}
              lang={id}
              aria-current={id === market.id ? 'true' : undefined}
            >
              {`${ENDONYMS[id]} `}
              <span className="market-switcher__country">{`(${t(`markets.${id}`)})`}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
