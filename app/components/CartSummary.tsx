import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {formatPrice} from '~/lib/format';
import {freeShippingProgress} from '~/lib/shipping';
import type {CartData} from '~/lib/commerce/cart-data';

/**
 * What makes up the total of CartData (docs/product.md#cartdata): list price, savings, discounts
 * and shipping. The total itself stays in view at the foot of the cart (CartMain).
 */
export function CartSummary({cartData}: {cartData: CartData}) {
  const t = useT();
  const {market} = useShell();
  const money = (amount: number) => formatPrice(amount, market, cartData.currency || undefined);
  const saleSavings = cartData.totalListAmount - cartData.totalItemsAmount;
  const {totalDiscounts} = cartData;
  const freeShipping = freeShippingProgress(cartData.totalPriceAmount).reached;
  return (
    <dl className="cart-summary">
      {saleSavings > 0.004 ? (
        <>
          <dt>{t('cart.listTotal')}</dt>
          <dd>{money(cartData.totalListAmount)}</dd>
          <dt>{t('cart.saleSavings')}</dt>
          <dd>−{money(saleSavings)}</dd>
        </>
      ) : null}
      <dt>{t('cart.subtotal')}</dt>
      <dd>{money(cartData.totalItemsAmount)}</dd>
      {totalDiscounts.value > 0 ? (
        <>
          <dt>
            {t('cart.discounts')}
            {totalDiscounts.codes.length ? ` (${totalDiscounts.codes.join(', ')})` : ''}
          </dt>
          <dd>−{money(totalDiscounts.value)}</dd>
        </>
      ) : null}
      <dt>{t('cart.shipping')}</dt>
      <dd>{freeShipping ? t('cart.shippingFree') : t('cart.shippingAtCheckout')}</dd>
    </dl>
  );
}
