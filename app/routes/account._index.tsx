import {Link} from '~/components/Link';
import type {Route} from './+types/account._index';
import {getT} from '~/lib/i18n.server';
import {useT} from '~/hooks/use-t';
import {localizePath} from '~/lib/markets';
import {useShell} from '~/hooks/use-shell';
import {loadCustomer} from '~/lib/customer/account.server';
import {AddressCard} from '~/components/AddressCard';
import {OrderSummaryList} from '~/components/OrderSummaryList';
import {unindexedPageMeta} from '~/lib/seo';

/** "Il mio account": who they are, their default address, their latest orders. */
export async function loader({request, context}: Route.LoaderArgs) {
  const customer = await loadCustomer(context, request, (me) => me.overview());
  return {customer, title: getT(context)('account.myAccount')};
}

export const meta = unindexedPageMeta;

export default function AccountOverview({loaderData}: Route.ComponentProps) {
  const t = useT();
  const {market} = useShell();
  const {customer} = loaderData;
  const path = (to: string) => localizePath(market, `/account${to}`);
  return (
    <>
      <h1>{t('account.myAccount')}</h1>
      <p className="account-area__greeting">
        {t('account.greeting', {name: customer.firstName || customer.displayName})}
      </p>
      <section aria-labelledby="account-profile" className="account-area__section">
        <h2 id="account-profile">{t('account.nav.profile')}</h2>
        <p>{customer.displayName}</p>
        <p>{customer.email}</p>
        <Link to={path('/profile')}>{t('account.editProfile')}</Link>
      </section>
      <section aria-labelledby="account-address" className="account-area__section">
        <h2 id="account-address">{t('account.defaultAddress')}</h2>
        {customer.defaultAddress ? (
          <AddressCard lines={customer.defaultAddress.formatted} />
        ) : (
          <p>{t('account.noAddress')}</p>
        )}
        <Link to={path('/addresses')}>{t('account.manageAddresses')}</Link>
      </section>
      <section aria-labelledby="account-orders" className="account-area__section">
        <h2 id="account-orders">{t('account.recentOrders')}</h2>
        <OrderSummaryList orders={customer.recentOrders} />
        {customer.hasOrders ? <Link to={path('/orders')}>{t('account.allOrders')}</Link> : null}
      </section>
    </>
  );
}
