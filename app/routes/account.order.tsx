import {Link} from 'react-router';
import type {Route} from './+types/account.order';
import {fromUpstream, notFound} from '~/lib/errors.server';
import {getT} from '~/lib/i18n.server';
import {useT} from '~/hooks/use-t';
import {localizePath} from '~/lib/markets';
import {useShell} from '~/hooks/use-shell';
import {loadCustomer} from '~/lib/customer/account.server';
import {accountMeta} from '~/lib/customer/account-meta';
import {CUSTOMER_ORDER, CUSTOMER_ORDER_IDS} from '~/lib/customer/account-documents';
import type {TrackingHandle} from '~/lib/tracking/page-view';
import {OrderDetail} from '~/components/OrderDetail';

export const handle: TrackingHandle = {pageType: 'customers/order'};

const ORDER_NUMBER = /^\d{1,12}$/;

/**
 * One order of the logged-in customer. The number in the URL is looked up among the customer's
 * own orders (spec §6: nothing of one customer is visible to another); only then is the order
 * read, by the keyed id the platform gave for it.
 */
export async function loader({params, request, context}: Route.LoaderArgs) {
  if (!ORDER_NUMBER.test(params.number)) notFound();
  const cache = context.commerce.CacheNone();
  const own = await loadCustomer(context, request, (customerAccessToken) =>
    context.commerce
      .query(CUSTOMER_ORDER_IDS, {variables: {customerAccessToken}, cache})
      .then((data) => data.customer),
  );
  const match = own.orders.nodes.find((order) => String(order.orderNumber) === params.number);
  if (!match) notFound();
  const {node} = await fromUpstream(() =>
    context.commerce.query(CUSTOMER_ORDER, {variables: {id: match.id}, cache}),
  );
  if (!node || !('lineItems' in node)) notFound();
  return {order: node, title: getT(context)('account.order.title', {name: node.name})};
}

export const meta = accountMeta;

export default function AccountOrder({loaderData}: Route.ComponentProps) {
  const t = useT();
  const {market} = useShell();
  return (
    <>
      <p>
        <Link to={localizePath(market, '/account/orders')}>{t('account.allOrders')}</Link>
      </p>
      <OrderDetail order={loaderData.order} />
    </>
  );
}
