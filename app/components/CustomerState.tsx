import {useLaterEffect} from '~/hooks/use-later-effect';
import {readCookie} from '~/lib/cookies';
import {useShell} from '~/hooks/use-shell';
import {CUSTOMER_IS_LOGGED_IN_COOKIE} from '~/lib/customer/access-data';
import {customerInfoPath, customerStore} from '~/lib/customer/customer-store';
import {
  loginStateAfterCustomerInfo,
  toCustomerInfo,
  type CustomerInfoResult,
} from '~/lib/customer/login-state';
import {trackingBus} from '~/lib/tracking/bus';
import {
  CUSTOMER_IDENTIFIED,
  CUSTOMER_LOGGED_OUT,
  type CustomerIdentifiedPayload,
} from '~/lib/tracking/events';

async function fetchCustomerInfo(
  storePath: string,
  signal: AbortSignal,
): Promise<CustomerInfoResult> {
  const response = await fetch(customerInfoPath(storePath), {
    signal,
    credentials: 'same-origin',
    headers: {accept: 'application/json'},
  });
  const customer = response.ok ? toCustomerInfo(await response.json()) : null;
  return customer ? {ok: true, customer} : {ok: false};
}

/** Logged out; destinations that named a customer earlier in this page forget them. */
function logOut() {
  const wasLoggedIn = customerStore.get().loggedIn === true;
  customerStore.set({loggedIn: false, customerData: null});
  if (wasLoggedIn) trackingBus.publish(CUSTOMER_LOGGED_OUT, null);
}

/**
 * Step 4 of docs/product.md#login-state-on-app-start, in the browser: when logged in (the server's
 * steps 1–3, or the flag cookie), the customer info is fetched; on success it is stored and the
 * customer identified on the tracking bus, on failure the state is logged out and
 * `customerIsLoggedIn` is cleared.
 */
export function CustomerState({isLoggedIn}: {isLoggedIn: boolean}) {
  const {market} = useShell();
  useLaterEffect(() => {
    const flagged = readCookie(document.cookie, CUSTOMER_IS_LOGGED_IN_COOKIE) === 'true';
    if (!isLoggedIn && !flagged) {
      logOut();
      return;
    }
    const controller = new AbortController();
    fetchCustomerInfo(market.id, controller.signal)
      .catch((): CustomerInfoResult => ({ok: false}))
      .then((result) => {
        if (controller.signal.aborted) return;
        const state = loginStateAfterCustomerInfo(result);
        if (!state.loggedIn) {
          document.cookie = `${CUSTOMER_IS_LOGGED_IN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
          logOut();
          return;
        }
        customerStore.set({loggedIn: true, customerData: state.customer});
        trackingBus.publish(CUSTOMER_IDENTIFIED, {
          id: state.customer.id,
          email: state.customer.email,
        } satisfies CustomerIdentifiedPayload);
      });
    return () => controller.abort();
  }, [isLoggedIn, market.id]);
  return null;
}
