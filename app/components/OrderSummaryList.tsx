import {Link} from './Link';
import type {OrderSummary} from '~/lib/customer/account-types';
import {useT} from '~/hooks/use-t';
import {formatDate, formatPrice} from '~/lib/format';
import {localizePath} from '~/lib/markets';
import {useShell} from '~/hooks/use-shell';
import {orderStatusKey} from '~/lib/customer/orders';

/** A customer's orders as a table: number (to its page), date, status, total. */
export function OrderSummaryList({orders}: {orders: OrderSummary[]}) {
  const t = useT();
  const {market} = useShell();
  if (orders.length === 0) return <p>{t('account.orders.none')}</p>;
  return (
    <table className="order-table">
      <thead>
        <tr>
          <th scope="col">{t('account.orders.number')}</th>
          <th scope="col">{t('account.orders.date')}</th>
          <th scope="col">{t('account.orders.status')}</th>
          <th scope="col">{t('account.orders.total')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <th scope="row">
              <Link
                to={localizePath(market, `/account/orders/${order.number}`)}
                aria-label={t('account.orders.view', {name: order.name})}
              >
                {order.name}
              </Link>
            </th>
            <td>{formatDate(order.processedAt, market, {dateStyle: 'medium', timeZone: 'UTC'})}</td>
            <td>{t(orderStatusKey(order))}</td>
            <td>{formatPrice(order.total.amount, market, order.total.currencyCode)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
