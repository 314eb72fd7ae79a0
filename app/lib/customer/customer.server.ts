/**
 * Customer operations through the market's Storefront client (legacy customer API). Field
 * errors come back as data, for the forms; an unreachable platform throws StorefrontError.
 */
import {StorefrontError, type StorefrontApi} from '../commerce/storefront.server';
import type {CustomerAccessData} from './access-data';
import {toCustomerInfo, type CustomerInfo} from './login-state';
import {
  CUSTOMER_INFO,
  CUSTOMER_LOGIN,
  CUSTOMER_LOGOUT,
  CUSTOMER_RECOVER,
  CUSTOMER_REGISTER,
  CUSTOMER_RESET,
} from './customer-documents';

export interface CustomerFieldError {
  code: string | null;
  /** The input field the platform names (`email`, `password`…), or null for the whole form. */
  field: string | null;
  message: string;
}

export type PlatformErrors = Array<{
  code?: string | null;
  field?: string[] | null;
  message: string;
}>;

/** The platform's `customerUserErrors` as the forms read them. */
export function toErrors(errors: PlatformErrors | undefined | null): CustomerFieldError[] {
  return (errors ?? []).map((error) => ({
    code: error.code ?? null,
    // `["input", "email"]` → `email`: the form knows its own fields.
    field: error.field?.at(-1) ?? null,
    message: error.message,
  }));
}

function result<T>(value: T | null | undefined, errors: PlatformErrors | undefined | null) {
  const list = toErrors(errors);
  if (value && list.length === 0) return {ok: true as const, value};
  return {
    ok: false as const,
    errors: list.length ? list : [{code: null, field: null, message: ''}],
  };
}

export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  acceptsMarketing: boolean;
}

/**
 * Shopify refuses logins after repeated failures with a top-level GraphQL error (code
 * THROTTLED, no customerUserError): a form error for the shopper, not an outage.
 */
const THROTTLED: CustomerFieldError = {code: 'THROTTLED', field: null, message: 'Throttled'};

function throttled(error: unknown): null {
  if (error instanceof StorefrontError && error.codes.includes('THROTTLED')) return null;
  throw error;
}

export function createCustomerApi(commerce: StorefrontApi) {
  const cache = commerce.CacheNone();

  async function login(email: string, password: string) {
    const data = await commerce
      .query(CUSTOMER_LOGIN, {variables: {input: {email, password}}, cache})
      .catch(throttled);
    if (!data) return {ok: false as const, errors: [THROTTLED]};
    const payload = data.customerAccessTokenCreate;
    return result<CustomerAccessData>(payload?.customerAccessToken, payload?.customerUserErrors);
  }

  return {
    login,

    /**
     * Creates the customer. An e-mail that already has an account is no error the shopper sees
     * (that would tell anyone who is a customer): `alreadyRegistered` lets the caller e-mail the
     * owner instead. Other refusals (a short password…) are field errors as usual.
     */
    async register(
      input: Registration,
    ): Promise<{ok: true; alreadyRegistered: boolean} | {ok: false; errors: CustomerFieldError[]}> {
      const data = await commerce.query(CUSTOMER_REGISTER, {variables: {input}, cache});
      const created = result(
        data.customerCreate?.customer,
        data.customerCreate?.customerUserErrors,
      );
      if (created.ok) return {ok: true, alreadyRegistered: false};
      const known = created.errors.some(
        (error) =>
          (error.code === 'TAKEN' && error.field === 'email') || error.code === 'CUSTOMER_DISABLED',
      );
      return known ? {ok: true, alreadyRegistered: true} : created;
    },

    /** Always "sent" for the shopper: whether the e-mail is known is not revealed. */
    async recover(email: string): Promise<CustomerFieldError[]> {
      const data = await commerce.query(CUSTOMER_RECOVER, {variables: {email}, cache});
      return toErrors(data.customerRecover?.customerUserErrors);
    },

    async reset(customerId: string, resetToken: string, password: string) {
      const data = await commerce.query(CUSTOMER_RESET, {
        variables: {id: customerId, input: {resetToken, password}},
        cache,
      });
      const payload = data.customerReset;
      return result<CustomerAccessData>(payload?.customerAccessToken, payload?.customerUserErrors);
    },

    /** The token stops working everywhere, not only in this browser. */
    async logout(accessToken: string): Promise<void> {
      await commerce.query(CUSTOMER_LOGOUT, {variables: {customerAccessToken: accessToken}, cache});
    },

    /** Spec §7.1; null when the platform no longer knows the token. */
    async info(accessToken: string): Promise<CustomerInfo | null> {
      const data = await commerce.query(CUSTOMER_INFO, {
        variables: {customerAccessToken: accessToken},
        cache,
      });
      return toCustomerInfo(data.customer);
    },
  };
}

export type CustomerApi = ReturnType<typeof createCustomerApi>;
