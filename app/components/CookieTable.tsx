import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {
  COOKIE_CATALOGUE,
  lifetimeInUnits,
  type CatalogueEntry,
  type CookieProvider,
} from '~/lib/cookie-catalogue';
import {ConsentPreferencesLink} from './ConsentPreferencesLink';
import {formatUnit} from '~/lib/format';

const PROVIDER_NAMES: Record<CookieProvider, string> = {
  passo: 'Passo',
  shopify: 'Shopify',
  klaviyo: 'Klaviyo',
  salesmanago: 'SALESmanago',
  algolia: 'Algolia',
};

/**
 * The cookie policy's list (docs/product.md#cookies-and-storage), straight from the catalogue the
 * code sets them from. The table scrolls sideways on a phone, in a region the keyboard can reach.
 */
export function CookieTable() {
  const t = useT();
  const {market} = useShell();
  const lifetime = ({lifetime}: CatalogueEntry) => {
    if ('until' in lifetime) return t(`pages.cookies.until.${lifetime.until}`);
    const {value, unit} = lifetimeInUnits(lifetime.seconds);
    return formatUnit(value, unit, market);
  };
  const rows = Object.entries(COOKIE_CATALOGUE) as Array<[string, CatalogueEntry]>;
  return (
    <section className="cookie-table" aria-labelledby="cookie-table-heading">
      <h2 id="cookie-table-heading">{t('pages.cookies.heading')}</h2>
      <div
        className="cookie-table__scroll"
        role="region"
        aria-labelledby="cookie-table-caption"
        // A region that scrolls must take focus, or a keyboard cannot scroll it (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table>
          <caption id="cookie-table-caption">{t('pages.cookies.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('pages.cookies.name')}</th>
              <th scope="col">{t('pages.cookies.provider')}</th>
              <th scope="col">{t('pages.cookies.purpose')}</th>
              <th scope="col">{t('pages.cookies.lifetime')}</th>
              <th scope="col">{t('pages.cookies.party')}</th>
              <th scope="col">{t('pages.cookies.consent')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([name, entry]) => (
              <tr key={name}>
                <th scope="row">
                  <code>{name}</code>
                  <span className="cookie-table__store">
                    {t(`pages.cookies.store.${entry.store}`)}
                  </span>
                </th>
                <td>{PROVIDER_NAMES[entry.provider]}</td>
                <td>{t(`pages.cookies.purposeText.${entry.purpose}`)}</td>
                <td>{lifetime(entry)}</td>
                <td>
                  {t(entry.provider === 'passo' ? 'pages.cookies.first' : 'pages.cookies.third')}
                </td>
                <td>{t(`pages.cookies.consentPurpose.${entry.consent}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        {t('pages.cookies.change')} <ConsentPreferencesLink />
      </p>
    </section>
  );
}
