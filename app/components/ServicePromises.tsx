import {useT} from '~/hooks/use-t';
import {Icon} from './Icon';

/** The shop's service promises, in the footer and beside the add-to-cart button. */
export function ServicePromises({
  className,
  withPayments = false,
}: {
  className: string;
  withPayments?: boolean;
}) {
  const t = useT();
  return (
    <ul className={className}>
      <li>
        <Icon name="truck" size={20} />
        {` ${t('promises.shipping')}`}
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
