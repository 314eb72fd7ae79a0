import {useId} from 'react';
import {useRouteLoaderData} from 'react-router';
import {Link} from './Link';
import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {localizePath} from '~/lib/markets';
import {setUiState} from '~/lib/ui-state';
import type {MenuLink} from '~/lib/commerce/menu';
import {Icon} from './Icon';
import {RecentlyViewed} from './RecentlyViewed';

/**
 * The empty cart, in the drawer and on the cart page: what to do next, with the main categories
 * of the shop's menu, the way home, and the products the shopper viewed recently.
 */
export function CartEmpty() {
  const t = useT();
  const {market} = useShell();
  const hintId = useId();
  const layout = useRouteLoaderData<{mainMenu: MenuLink[]}>('routes/shop-layout');
  const categories = layout?.mainMenu ?? [];
  const close = () => setUiState({isCartDrawerVisible: false});
  return (
    <div className="cart-empty">
      <Icon name="cart" size={40} className="cart-empty__icon" />
      <p className="cart-empty__title">{t('cart.empty')}</p>
      {categories.length ? (
        <>
          <p id={hintId}>{t('cart.emptyHint')}</p>
          <ul className="cart-empty__links" aria-labelledby={hintId}>
            {categories.map((category, index) => (
              <li key={index}>
                <Link to={category.to} className="button button--secondary" onClick={close}>
                  {category.title}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Link to={localizePath(market, '/')} className="button button--primary" onClick={close}>
        {t('cart.continueShopping')}
      </Link>
      <RecentlyViewed onOpen={close} />
    </div>
  );
}
