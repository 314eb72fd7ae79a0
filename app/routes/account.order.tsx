import {Link} from '~/components/Link';
import type {Route} from './+types/account.order';
import {notFound} from '~/lib/errors.server';
import {getT} from '~/lib/i18n.server';
import {useT} from '~/hooks/use-t';
import {localizePath} from '~/lib/markets';
import {useShell} from '~/hooks/use-shell';
import {loadCustomer} from '~/lib/customer/account.server';
import type {TrackingHandle} from '~/lib/tracking/page-view';
import {OrderDetail} from '~/components/OrderDetail';
import {unindexedPageMeta} from '~/lib/seo';

export const handle: TrackingHandle = {pageType: 'customers/order'};

const ORDER_NUMBER = /^\d{1,12}$/;

/** One order of the logged-in customer; another customer's number is not found. */
export async function loader({params, request, context}: Route.LoaderArgs) {
  if (!ORDER_NUMBER.test(params.number)) notFound();
  const order = await loadCustomer(context, request, (me) => me.order(params.number));
  if (!order) notFound();
  return {order, title: getT(context)('account.order.title', {name: order.name})};
}

export const meta = unindexedPageMeta;

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
