import {Fragment} from 'react';
import {useT} from '~/hooks/use-t';
import {formatDate, formatPercent, formatPrice} from '~/lib/format';
import {useShell} from '~/hooks/use-shell';
import {orderStatusKey} from '~/lib/customer/orders';
import type {Money, Order} from '~/lib/customer/account-types';
import {AddressCard} from './AddressCard';
import {OrderLines} from './OrderLines';

/** An order as the customer sees it: status, lines, totals and where it goes. */
export function OrderDetail({order}: {order: Order}) {
  const t = useT();
  const {market} = useShell();
  const money = (value: Money) => formatPrice(value.amount, market, value.currencyCode);
  const {subtotal, discounts} = order;
  return (
    <article className="order-detail">
      <h1>{t('account.order.title', {name: order.name})}</h1>
      <p>
        {t('account.order.placedOn', {
          date: formatDate(order.processedAt, market, {timeZone: 'UTC'}),
        })}
        {' · '}
        {t(orderStatusKey(order))}
      </p>
      <h2>{t('account.order.lines')}</h2>
      <OrderLines lines={order.lines} />
      <dl className="order-totals">
        <dt>{t('account.order.subtotal')}</dt>
        <dd>{money(subtotal)}</dd>
        {discounts.map((discount) => (
          <Fragment key={discount.label}>
            <dt>{t('account.order.discount', {code: discount.label})}</dt>
            <dd>
              −
              {'amount' in discount
                ? money(discount.amount)
                : formatPercent(discount.percentage / 100, market)}
            </dd>
          </Fragment>
        ))}
        <dt>{t('account.order.shipping')}</dt>
        <dd>{money(order.shipping)}</dd>
        <dt>{t('account.order.total')}</dt>
        <dd>{money(order.total)}</dd>
      </dl>
      {order.shippingAddress ? (
        <section aria-labelledby="order-address">
          <h2 id="order-address">{t('account.order.shippingAddress')}</h2>
          <AddressCard lines={order.shippingAddress} />
        </section>
      ) : null}
    </article>
  );
}
