import {redirectTo} from '~/lib/redirect.server';
import type {Route} from './+types/account.orders';
import {StorefrontError} from '~/lib/commerce/storefront.server';
import {getT} from '~/lib/i18n.server';
import {useT} from '~/hooks/use-t';
import {accountPath, loadCustomer} from '~/lib/customer/account.server';
import {pageCursor} from '~/lib/customer/orders';
import type {TrackingHandle} from '~/lib/tracking/page-view';
import {CursorPagination} from '~/components/CursorPagination';
import {OrderSummaryList} from '~/components/OrderSummaryList';
import {unindexedPageMeta} from '~/lib/seo';

export const handle: TrackingHandle = {pageType: 'customers/account'};

/** The customer's orders, newest first, ten a page; the page is a cursor in the URL. */
export async function loader({request, context}: Route.LoaderArgs) {
  const cursor = pageCursor(new URL(request.url).searchParams);
  const page = await loadCustomer(context, request, (me) =>
    me.orders(cursor).catch(async (error: unknown) => {
      // A cursor the platform refuses (stale, or made up) means page one; if page one
      // fails too, the platform itself is the problem and the 503 stands.
      if (!cursor || !(error instanceof StorefrontError)) throw error;
      await me.orders(null);
      throw redirectTo(accountPath(context, '/orders'));
    }),
  );
  return {...page, title: getT(context)('account.nav.orders')};
}

export const meta = unindexedPageMeta;

export default function AccountOrders({loaderData}: Route.ComponentProps) {
  const t = useT();
  const {orders, pageInfo} = loaderData;
  return (
    <>
      <h1>{t('account.nav.orders')}</h1>
      <OrderSummaryList orders={orders} />
      <CursorPagination pageInfo={pageInfo} label={t('account.pages')} />
    </>
  );
}
