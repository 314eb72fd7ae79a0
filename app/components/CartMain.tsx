import {Link} from 'react-router';
import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {localizePath} from '~/lib/markets';
import {useUiState} from '~/hooks/use-ui-state';
import {setUiState} from '~/lib/ui-state';
import type {CartData} from '~/lib/commerce/cart-data';
import {CartLineItem} from './CartLineItem';
import {CartSummary} from './CartSummary';
import {CheckoutButton} from './CheckoutButton';
import {DiscountForm} from './DiscountForm';
import {CartFailureNotice} from './CartFailureNotice';
import {CART_ORIGIN} from '~/lib/commerce/cart-failures';

/**
 * The cart's content, in the drawer and on the cart page: lines, discount, totals, checkout.
 * A cart the platform could not be asked for is not an empty one: the shopper is told it is kept.
 */
export function CartMain({cartData, unavailable}: {cartData: CartData; unavailable: boolean}) {
  const t = useT();
  const {market} = useShell();
  const lastAdded = useUiState((state) => state.lastAddedCartItem);

  if (unavailable && !cartData.cartItems.length) {
    return (
      <p className="cart-empty" role="status">
        {t('cart.unavailable')}
      </p>
    );
  }
  if (!cartData.cartItems.length) {
    return (
      <div className="cart-empty">
        <p>{t('cart.empty')}</p>
        <Link
          to={localizePath(market, '/')}
          className="button button--secondary"
          onClick={() => setUiState({isCartDrawerVisible: false})}
        >
          {t('cart.continueShopping')}
        </Link>
      </div>
    );
  }
  return (
    <div className="cart-main">
      <CartFailureNotice origin={CART_ORIGIN} />
      <ul className="cart-lines" aria-label={t('cart.lines')}>
        {cartData.cartItems.map((item) => (
          <CartLineItem
            key={item.variant.id}
            item={item}
            highlighted={item.variant.id === lastAdded}
          />
        ))}
      </ul>
      <DiscountForm cartData={cartData} />
      <CartSummary cartData={cartData} />
      {cartData.webUrl ? <CheckoutButton webUrl={cartData.webUrl} /> : null}
    </div>
  );
}
