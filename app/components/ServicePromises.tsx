import {useT} from '~/hooks/use-t';
import {useDeliveryEstimate} from '~/hooks/use-delivery-estimate';
import {STANDARD_DELIVERY} from '~/lib/shipping';
import {Icon} from './Icon';

/**
 * The shop's service promises, in the footer and beside the add-to-cart button. Delivery is the
 * dated estimate the cart shows too (docs/product.md#delivery-and-free-shipping).
 */
export function ServicePromises({
  className,
  withPayments = false,
}: {
  className: string;
  withPayments?: boolean;
}) {
  const t = useT();
  const delivery = useDeliveryEstimate();
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
