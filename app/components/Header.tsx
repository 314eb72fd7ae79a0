import {Link, NavLink} from 'react-router';
import {useT} from '~/lib/i18n';
import {useShell} from '~/lib/shell-context';
import {localizePath} from '~/lib/markets';
import {setUiState, useUiState} from '~/lib/ui-state';
import type {MenuLink} from '~/lib/commerce/menu';
import {Icon} from './Icon';
import {SidebarMenu} from './SidebarMenu';
import {CartIcon} from './CartIcon';

export function Header({menu}: {menu: MenuLink[]}) {
  const t = useT();
  const {market, storeInfo} = useShell();
  const isSidebarMenuVisible = useUiState((state) => state.isSidebarMenuVisible);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <button
            type="button"
            className="icon-button site-header__menu"
            aria-expanded={isSidebarMenuVisible}
            aria-haspopup="dialog"
            onClick={() => setUiState({isSidebarMenuVisible: true})}
          >
            <Icon name="menu" />
            <span className="site-header__menu-label">{t('shell.menu')}</span>
          </button>
          <Link
            className="site-header__logo"
            to={localizePath(market, '/')}
            aria-label={`${storeInfo.shopName} – ${t('shell.home')}`}
          >
            {storeInfo.shopName}
          </Link>
          <nav className="site-header__nav" aria-label={t('shell.mainNavigation')}>
            <ul>
              {menu.map((item) => (
                <li key={item.id}>
                  <NavLink to={item.to} prefetch="intent">
                    {item.title}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="site-header__actions">
            <CartIcon />
          </div>
        </div>
      </header>
      <SidebarMenu menu={menu} />
    </>
  );
}
