import {Form, Outlet} from 'react-router';
import {NavLink} from '~/components/Link';
import type {Route} from './+types/account';
import {routeMessages} from '~/lib/i18n.server';
import {notFound} from '~/lib/errors.server';
import {isMarketId, localizePath} from '~/lib/markets';
import {requireLogin} from '~/lib/customer/account.server';
import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import type {TrackingHandle} from '~/lib/tracking/page-view';
import {ErrorPage} from '~/components/ErrorPage';
import pageStyles from '~/styles/account.css?url';

export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: pageStyles}];
export const handle: TrackingHandle = {pageType: 'customers/account'};

/** docs/product.md#roles: account pages are for the logged-in customer; anyone else goes to the login page. */
export async function loader({params, request, context}: Route.LoaderArgs) {
  if (!isMarketId(params.market)) notFound();
  requireLogin(context, request);
  // The words of the account's pages, for them all (docs/decisions/0022).
  return {messages: routeMessages(context, 'account')};
}

const SECTIONS = [
  {path: '', key: 'account.nav.overview'},
  {path: '/orders', key: 'account.nav.orders'},
  {path: '/addresses', key: 'account.nav.addresses'},
  {path: '/profile', key: 'account.nav.profile'},
] as const;

export default function Account() {
  const t = useT();
  const {market} = useShell();
  return (
    <div className="page account-area">
      <nav className="account-area__nav" aria-label={t('account.myAccount')}>
        <ul>
          {SECTIONS.map(({path, key}) => (
            <li key={key}>
              <NavLink to={localizePath(market, `/account${path}`)} end={path === ''}>
                {t(key)}
              </NavLink>
            </li>
          ))}
        </ul>
        <Form method="post" action={localizePath(market, '/account/logout')}>
          <button type="submit" className="button button--secondary">
            {t('account.logout')}
          </button>
        </Form>
      </nav>
      <div className="account-area__content">
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary({error}: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
