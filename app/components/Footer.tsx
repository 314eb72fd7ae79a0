import {Link} from './Link';
import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {localizePath} from '~/lib/markets';
import {sectionPath} from '~/lib/localized-slugs';
import type {MenuLink} from '~/lib/commerce/menu';
import {ServicePromises} from './ServicePromises';
import {MarketSwitcher} from './MarketSwitcher';
import {PaymentMarks} from './PaymentMarks';
import {FooterSignUp} from './FooterSignUp';
import {ConsentPreferencesLink} from './ConsentPreferencesLink';

/**
 * The footer: the newsletter sign-up, the shop's collections (menu `footer`), customer service (menu `customer-service`:
 * contact, shipping, returns, payment methods) and the store locator, languages, the payment marks, and the legal links:
 * the policies Shopify keeps at fixed handles, the cookie policy and the legal notice (pages).
 */
export function Footer({menu, serviceMenu}: {menu: MenuLink[]; serviceMenu: MenuLink[]}) {
  const t = useT();
  const {market, storeInfo} = useShell();
  return (
    <footer className="site-footer">
      <FooterSignUp />
      <div className="site-footer__inner">
        <section className="site-footer__brand" aria-label={storeInfo.shopName}>
          <p className="site-footer__logo">{storeInfo.shopName}</p>
          <p>{t('footer.about')}</p>
          <ServicePromises className="site-footer__promises" withPayments />
        </section>
        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className="site-footer__heading">
            {t('footer.shop')}
          </h2>
          <ul>
            {menu.map((item, index) => (
              <li key={index}>
                <Link to={item.to}>{item.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className="site-footer__heading">
            {t('footer.help')}
          </h2>
          <ul>
            {serviceMenu.map((item, index) => (
              <li key={index}>
                <Link to={item.to}>{item.title}</Link>
              </li>
            ))}
            <li>
              <Link to={sectionPath(market.id, 'care')}>{t('care.footerLink')}</Link>
            </li>
            <li>
              <Link to={sectionPath(market.id, 'stores')}>{t('stores.footerLink')}</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-language">
          <h2 id="footer-language" className="site-footer__heading">
            {t('footer.language')}
          </h2>
          <MarketSwitcher />
        </section>
      </div>
      <div className="site-footer__payments">
        <PaymentMarks />
      </div>
      <div className="site-footer__legal">
        <p>{t('footer.copyright', {year: new Date().getFullYear(), shop: storeInfo.shopName})}</p>
        <ul className="site-footer__legal-links" aria-label={t('footer.legal')}>
          <li>
            <Link to={localizePath(market, '/policies/privacy-policy')}>{t('footer.privacy')}</Link>
          </li>
          <li>
            <Link to={localizePath(market, '/pages/cookie-policy')}>
              {t('pages.footer.cookies')}
            </Link>
          </li>
          <li>
            <Link to={localizePath(market, '/policies/terms-of-service')}>{t('footer.terms')}</Link>
          </li>
          <li>
            <Link to={localizePath(market, '/pages/legal-notice')}>
              {t('pages.footer.legalNotice')}
            </Link>
          </li>
          <li>
            <ConsentPreferencesLink />
          </li>
        </ul>
      </div>
    </footer>
  );
}
