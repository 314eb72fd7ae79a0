import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {useDeliveryEstimate} from '~/hooks/use-delivery-estimate';
import {formatPrice} from '~/lib/format';
import {FREE_SHIPPING_FROM, freeShippingProgress} from '~/lib/shipping';
import type {CartData} from '~/lib/commerce/cart-data';
import {Icon} from './Icon';

/**
 * How far the cart is from free shipping, as words and a progress bar, and when it would arrive
 * (docs/product.md#delivery-and-free-shipping). Goods count after discounts, as the checkout
 * counts them.
 */
export function CartShipping({cartData}: {cartData: CartData}) {
  const t = useT();
  const {market} = useShell();
  const delivery = useDeliveryEstimate();
  const progress = freeShippingProgress(cartData.totalPriceAmount);
  const money = (amount: number) => formatPrice(amount, market, FREE_SHIPPING_FROM.currencyCode);
  return (
    <div className="cart-shipping">
      <p className="cart-shipping__free">
        <Icon name="truck" size={20} />
        {` ${
          progress.reached
            ? t('cart.freeShippingReached')
            : t('cart.freeShippingMissing', {amount: money(progress.missing)})
        }`}
      </p>
      <progress
        className="cart-shipping__bar"
        max={100}
        value={Math.round(progress.ratio * 100)}
        aria-label={t('promises.freeShipping', {threshold: money(FREE_SHIPPING_FROM.amount)})}
      />
      {delivery ? (
        <p className="cart-shipping__delivery">
          <Icon name="calendar" size={20} />
          {` ${t('promises.delivery', {...delivery})}`}
        </p>
      ) : null}
    </div>
  );
}
