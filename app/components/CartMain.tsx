import {useEffect, useRef} from 'react';
import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {useUiState} from '~/hooks/use-ui-state';
import {formatPrice} from '~/lib/format';
import type {CartData} from '~/lib/commerce/cart-data';
import {CART_ORIGIN} from '~/lib/commerce/cart-notices';
import {CartEmpty} from './CartEmpty';
import {CartFailureNotice} from './CartFailureNotice';
import {CartLineItem} from './CartLineItem';
import {CartShipping} from './CartShipping';
import {CartSummary} from './CartSummary';
import {CheckoutButton} from './CheckoutButton';
import {DiscountForm} from './DiscountForm';
// Its styles come with it: loaded with the drawer's code, linked by the cart page's route.
import '~/styles/cart-main.css';

/**
 * The cart's content, in the drawer and on the cart page (docs/product.md#cart-drawer): free
 * shipping and delivery, lines, discount and summary scroll; the total and "Procedi
 * all'acquisto" stay at the foot, in view however many lines there are. A cart the platform
 * could not be asked for is not an empty one: the shopper is told it is kept.
 */
export function CartMain({cartData, unavailable}: {cartData: CartData; unavailable: boolean}) {
  const t = useT();
  const {market} = useShell();
  const lastAdded = useUiState((state) => state.lastAddedCartItem);
  const lineCount = cartData.cartItems.length;
  const lastCount = useRef(lineCount);

  // A removed line takes its focused "Rimuovi" with it: the focus stays in the cart (the drawer's
  // body, or the page's main) instead of falling to the page's body.
  useEffect(() => {
    const fewer = lineCount < lastCount.current;
    lastCount.current = lineCount;
    if (!fewer || document.activeElement !== document.body) return;
    const cart =
      document.querySelector<HTMLElement>('.cart-drawer[open] .modal__body') ??
      document.getElementById('main');
    cart?.focus();
  }, [lineCount]);

  if (unavailable && !cartData.cartItems.length) {
    return (
      <p className="cart-empty" role="status">
        {t('cart.unavailable')}
      </p>
    );
  }
  if (!cartData.cartItems.length) return <CartEmpty />;
  return (
    <div className="cart-main">
      <CartShipping cartData={cartData} />
      <div className="cart-main__lines">
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
      </div>
      <DiscountForm cartData={cartData} />
      <CartSummary cartData={cartData} />
      <div className="cart-footer">
        <dl className="cart-total">
          <dt>{t('cart.total')}</dt>
          <dd>{formatPrice(cartData.totalPriceAmount, market, cartData.currency || undefined)}</dd>
        </dl>
        {cartData.webUrl ? <CheckoutButton webUrl={cartData.webUrl} /> : null}
      </div>
    </div>
  );
}
