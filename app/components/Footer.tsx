import {Link} from 'react-router';
import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {openConsentPreferences} from '~/lib/tracking/consent-store';
import type {MenuLink} from '~/lib/commerce/menu';
import {ServicePromises} from './ServicePromises';
import {MarketSwitcher} from './MarketSwitcher';

export function Footer({menu}: {menu: MenuLink[]}) {
  const t = useT();
  const {storeInfo} = useShell();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__brand" aria-label={storeInfo.shopName}>
          <p className="site-footer__logo">{storeInfo.shopName}</p>
          <p>{t('footer.about')}</p>
        </section>
        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className="site-footer__heading">
            {t('footer.shop')}
          </h2>
          <ul>
            {menu.map((item) => (
              <li key={item.id}>
                <Link to={item.to}>{item.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help" className="site-footer__heading">
            {t('footer.help')}
          </h2>
          <ServicePromises className="site-footer__promises" withPayments />
        </section>
        <section aria-labelledby="footer-language">
          <h2 id="footer-language" className="site-footer__heading">
            {t('footer.language')}
          </h2>
          <MarketSwitcher />
        </section>
      </div>
      <div className="site-footer__legal">
        <p>{t('footer.copyright', {year: new Date().getFullYear(), shop: storeInfo.shopName})}</p>
        <button type="button" className="button button--link" onClick={openConsentPreferences}>
          {t('consent.open')}
        </button>
      </div>
    </footer>
  );
}
