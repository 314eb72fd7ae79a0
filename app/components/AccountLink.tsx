import {Link} from './Link';
import {useT} from '~/hooks/use-t';
import {localizePath} from '~/lib/markets';
import {useShell} from '~/hooks/use-shell';
import {useStore} from '~/hooks/use-store';
import {customerStore} from '~/lib/customer/customer-store';
import {Icon} from './Icon';

/** "Il mio account" for a logged-in customer (greeting them once known), "Accedi" otherwise. */
export function AccountLink({isLoggedIn}: {isLoggedIn: boolean}) {
  const t = useT();
  const {market} = useShell();
  const {loggedIn, customerData} = useStore(customerStore, (state) => state);
  const known = loggedIn ?? isLoggedIn;
  return (
    <Link
      to={localizePath(market, known ? '/account' : '/account/login')}
      className="icon-button account-link"
      aria-label={known ? t('account.myAccount') : t('account.login')}
      title={
        known && customerData?.firstName
          ? t('account.greeting', {name: customerData.firstName})
          : undefined
      }
    >
      <Icon name="user" />
    </Link>
  );
}
