import {Link} from './Link';
import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {localizePath} from '~/lib/markets';
import {useUiState} from '~/hooks/use-ui-state';
import {setUiState} from '~/lib/ui-state';
import type {MenuLink} from '~/lib/commerce/menu';
import {Icon} from './Icon';
import {SidebarMenu} from './SidebarMenu';
import {MegaMenu} from './MegaMenu';
import {HydrateLater} from './HydrateLater';
import {CartIcon} from './CartIcon';
import {AccountLink} from './AccountLink';
import {WishlistLink} from './WishlistLink';
import {SearchForm} from './SearchForm';

export function Header({menu, isLoggedIn}: {menu: MenuLink[]; isLoggedIn: boolean}) {
  const t = useT();
  const {market, storeInfo} = useShell();
  const isSidebarMenuVisible = useUiState((state) => state.isSidebarMenuVisible);

  return (
    <>
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
          <HydrateLater>
            <MegaMenu menu={menu} />
          </HydrateLater>
          <div className="site-header__actions">
            <AccountLink isLoggedIn={isLoggedIn} />
            <WishlistLink />
            <CartIcon />
          </div>
          <div className="site-header__search">
            <SearchForm />
          </div>
        </div>
      </header>
      <SidebarMenu menu={menu} />
    </>
  );
}
