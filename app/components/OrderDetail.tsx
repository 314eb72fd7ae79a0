import type {CustomerOrderQuery} from 'storefrontapi.generated';
import {useT} from '~/lib/i18n';
import {formatPrice} from '~/lib/format';
import {useShell} from '~/lib/shell-context';
import {orderStatusKey} from '~/lib/customer/orders';
import {AddressCard} from './AddressCard';
import {ProductImage} from './ProductImage';

type Order = Extract<NonNullable<CustomerOrderQuery['node']>, {lineItems: unknown}>;

/** An order as the customer sees it: status, lines, totals and where it goes. */
export function OrderDetail({order}: {order: Order}) {
  const t = useT();
  const {market} = useShell();
  const money = (value: {amount: string; currencyCode: string}) =>
    formatPrice(value.amount, market, value.currencyCode);
  const date = new Intl.DateTimeFormat(market.locale, {dateStyle: 'long', timeZone: 'UTC'});
  const codes = order.discountApplications.nodes.flatMap((d) => ('code' in d ? [d.code] : []));
  return (
    <article className="order-detail">
      <h1>{t('account.order.title', {name: order.name})}</h1>
      <p>
        {t('account.order.placedOn', {date: date.format(new Date(order.processedAt as string))})}
        {' · '}
        {t(orderStatusKey(order))}
      </p>
      <h2>{t('account.order.lines')}</h2>
      <ul className="order-lines">
        {order.lineItems.nodes.map((line, index) => {
          const discounted = line.discountedTotalPrice.amount !== line.originalTotalPrice.amount;
          return (
            <li key={index} className="order-line">
              <ProductImage image={line.variant?.image} width={80} alt={line.title} />
              <div>
                <p className="order-line__title">{line.title}</p>
                {line.variant?.title ? <p>{line.variant.title}</p> : null}
                <p>{t('account.order.quantity', {count: line.quantity})}</p>
              </div>
              <p className="order-line__total">
                <span className="visually-hidden">{`${t('account.order.lineTotal')}: `}</span>
                {money(line.discountedTotalPrice)}
                {discounted ? (
                  <>
                    {' '}
                    <span className="visually-hidden">{`${t('account.order.originalPrice')}: `}</span>
                    <s>{money(line.originalTotalPrice)}</s>
                  </>
                ) : null}
              </p>
            </li>
          );
        })}
      </ul>
      <dl className="order-totals">
        <dt>{t('account.order.subtotal')}</dt>
        <dd>{money(order.subtotalPrice!)}</dd>
        {codes.length ? (
          <>
            <dt>{t('account.order.discountCodes')}</dt>
            <dd>{codes.join(', ')}</dd>
          </>
        ) : null}
        <dt>{t('account.order.shipping')}</dt>
        <dd>{money(order.totalShippingPrice)}</dd>
        <dt>{t('account.order.total')}</dt>
        <dd>{money(order.totalPrice)}</dd>
      </dl>
      {order.shippingAddress ? (
        <section aria-labelledby="order-address">
          <h2 id="order-address">{t('account.order.shippingAddress')}</h2>
          <AddressCard address={order.shippingAddress} />
        </section>
      ) : null}
    </article>
  );
}
