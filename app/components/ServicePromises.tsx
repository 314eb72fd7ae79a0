import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {useDeliveryEstimate} from '~/hooks/use-delivery-estimate';
import {formatPrice} from '~/lib/format';
import {FREE_SHIPPING_FROM, STANDARD_DELIVERY} from '~/lib/shipping';
import {Icon} from './Icon';

/**
 * The shop's service promises, in the footer and beside the add-to-cart button: the dated
 * delivery estimate the cart shows too, and the free-shipping threshold, from the shop's one set
 * of shipping terms (docs/product.md#delivery-and-free-shipping).
 */
export function ServicePromises({
  className,
  withPayments = false,
}: {
  className: string;
  withPayments?: boolean;
}) {
  const t = useT();
  const {market} = useShell();
  const delivery = useDeliveryEstimate();
  const threshold = formatPrice(FREE_SHIPPING_FROM.amount, market, FREE_SHIPPING_FROM.currencyCode);
  return (
    <ul className={className}>
      <li>
        <Icon name="truck" size={20} />
        {` ${
          delivery
            ? t('promises.delivery', {...delivery})
            : t('promises.shipping', {
                min: STANDARD_DELIVERY.minDays,
                max: STANDARD_DELIVERY.maxDays,
              })
        }`}
      </li>
      <li>
        <Icon name="check" size={20} />
        {` ${t('promises.freeShipping', {threshold})}`}
      </li>
      <li>
        <Icon name="store" size={20} />
        {` ${t('promises.returns')}`}
      </li>
      {withPayments ? (
        <li>
          <Icon name="shield" size={20} />
          {` ${t('promises.securePayments')}`}
        </li>
      ) : null}
    </ul>
  );
}
