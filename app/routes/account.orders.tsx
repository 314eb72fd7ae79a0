import {Link} from 'react-router';
import type {Route} from './+types/account.orders';
import {fromUpstream} from '~/lib/errors.server';
import {getT} from '~/lib/i18n.server';
import {useT} from '~/lib/i18n';
import {loadCustomer} from '~/lib/customer/account.server';
import {accountMeta} from '~/lib/customer/account-meta';
import {CUSTOMER_ORDERS, ORDERS_PAGE_SIZE} from '~/lib/customer/account-documents';
import {pageCursor} from '~/lib/customer/orders';
import type {TrackingHandle} from '~/lib/tracking/page-view';
import {OrderSummaryList} from '~/components/OrderSummaryList';

export const handle: TrackingHandle = {pageType: 'customers/account'};

/** The customer's orders, newest first, ten a page; the page is a cursor in the URL. */
export async function loader({request, context}: Route.LoaderArgs) {
  const cursor = pageCursor(new URL(request.url).searchParams);
  const page =
    cursor?.direction === 'before'
      ? {last: ORDERS_PAGE_SIZE, before: cursor.value}
      : {first: ORDERS_PAGE_SIZE, after: cursor?.value};
  const customer = await loadCustomer(context, request, (customerAccessToken) =>
    fromUpstream(() =>
      context.commerce
        .query(CUSTOMER_ORDERS, {
          variables: {customerAccessToken, ...page},
          cache: context.commerce.CacheNone(),
        })
        .then((data) => data.customer),
    ),
  );
  return {orders: customer.orders, title: getT(context)('account.nav.orders')};
}

export const meta = accountMeta;

export default function AccountOrders({loaderData}: Route.ComponentProps) {
  const t = useT();
  const {nodes, pageInfo} = loaderData.orders;
  return (
    <>
      <h1>{t('account.nav.orders')}</h1>
      <OrderSummaryList orders={nodes} />
      {pageInfo.hasPreviousPage || pageInfo.hasNextPage ? (
        <nav className="account-pages" aria-label={t('account.pages')}>
          {pageInfo.hasPreviousPage && pageInfo.startCursor ? (
            <Link to={`?before=${encodeURIComponent(pageInfo.startCursor)}`}>
              {t('search.previous')}
            </Link>
          ) : null}
          {pageInfo.hasNextPage && pageInfo.endCursor ? (
            <Link to={`?after=${encodeURIComponent(pageInfo.endCursor)}`}>{t('search.next')}</Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
