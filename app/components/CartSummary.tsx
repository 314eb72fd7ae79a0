import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {formatPrice} from '~/lib/format';
import type {CartData} from '~/lib/commerce/cart-data';

/** The totals of CartData (docs/product.md#cartdata): list price, savings, discounts, to pay. */
export function CartSummary({cartData}: {cartData: CartData}) {
  const t = useT();
  const {market} = useShell();
  const money = (amount: number) => formatPrice(amount, market, cartData.currency || undefined);
  const saleSavings = cartData.totalListAmount - cartData.totalItemsAmount;
  const {totalDiscounts} = cartData;
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
      <dt className="cart-summary__total">{t('cart.total')}</dt>
      <dd className="cart-summary__total">{money(cartData.totalPriceAmount)}</dd>
      <dt className="visually-hidden">{t('cart.shipping')}</dt>
      <dd className="cart-summary__note">{t('cart.shippingNote')}</dd>
    </dl>
  );
}
