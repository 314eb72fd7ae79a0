/**
 * Signing up and in with the legacy Storefront API customer mutations: `customerCreate` (with its
 * welcome e-mail), the access token's create / renew / delete, and the password reset by e-mail
 * (`customerRecover`, then `customerReset` or `customerResetByUrl` with the link it carries).
 */
import {GraphQLError} from 'graphql';
import {COUNTRIES, storefrontUrl, storePath} from '../config';
import {RESET_EMAIL_KIND, resetEmail} from '../customers/reset-email';
import {WELCOME_EMAIL_KIND, welcomeEmail} from '../customers/welcome-email';
import type {ApiContext} from './context';
import {
  passwordErrors,
  readProfile,
  withErrors,
  type CustomerUserError,
  type ProfileInput,
} from './customer-input';
import {parseGid} from './ids';
import {CustomerView} from './views/customer';

/**
 * Shopify's answer once an e-mail has failed too often: a top-level GraphQL error and a null
 * payload (HackerOne report 708013 quotes it), the same whatever the password.
 */
const THROTTLED_MESSAGE = 'Login attempt limit exceeded. Please try again later.';

const UNIDENTIFIED_LOGIN: CustomerUserError = {
  code: 'UNIDENTIFIED_CUSTOMER',
  field: null,
  message: 'Unidentified customer',
};
const NO_SUCH_TOKEN = {field: ['customerAccessToken'], message: 'Access token does not exist'};
const RESET_TOKEN_INVALID: CustomerUserError = {
  code: 'TOKEN_INVALID',
  field: null,
  message: 'The reset password link is invalid or has expired',
};
const RESET_URL = /\/account\/reset\/(\d+)\/([^/?#]+)\/?$/;

type CreateInput = ProfileInput & {email: string; password: string};

/** A valid, unused reset token sets the password; every older access token stops working. */
function resetPassword(
  customerId: number,
  token: string,
  password: string,
  passwordField: string[],
  ctx: ApiContext,
) {
  const failed = (errors: CustomerUserError[]) => ({
    customer: null,
    customerAccessToken: null,
    ...withErrors(errors),
  });
  // Checked first, so a too-short password does not use up the link.
  const errors = passwordErrors(password, passwordField);
  if (errors.length) return failed(errors);
  return ctx.customers.transaction(() => {
    const customer = ctx.customers.byId(customerId);
    if (!customer || !ctx.customerTokens.redeemReset(customer.id, token))
      return failed([RESET_TOKEN_INVALID]);
    ctx.customers.setPassword(customer.id, password);
    ctx.customerTokens.revokeAll(customer.id);
    // Reading the e-mail proved who they are: earlier failed logins no longer count.
    ctx.customerTokens.clearFailures(customer.email);
    return {
      customer: new CustomerView(ctx.customers.byId(customer.id)!),
      customerAccessToken: ctx.customerTokens.issue(customer.id),
      ...withErrors([]),
    };
  });
}

/** The storefront's address of `page` in the market of the request's @inContext country. */
function storefrontLink(ctx: ApiContext, page: string): string {
  return `${storefrontUrl()}/${storePath(ctx.country)}/account/${page}`;
}

export const customerAuthRoot = {
  /**
   * Opens an account and, as Shopify does, mails the welcome e-mail in the language of the
   * request's market, linking to its login page; a refused sign-up mails nothing.
   */
  customerCreate: ({input}: {input: CreateInput}, ctx: ApiContext) => {
    const {changes, errors} = readProfile(input, 'input', ctx.customers, null);
    errors.push(...passwordErrors(input.password, ['input', 'password']));
    if (errors.length) return {customer: null, ...withErrors(errors)};
    const customer = ctx.customers.transaction(() => {
      const created = ctx.customers.create(
        {
          firstName: null,
          lastName: null,
          phone: null,
          acceptsMarketing: false,
          ...changes,
          email: changes.email!,
        },
        input.password,
      );
      ctx.orders.linkGuestOrders(created.email, created.id);
      return created;
    });
    const message = welcomeEmail(COUNTRIES[ctx.country][0], {
      firstName: customer.firstName,
      link: storefrontLink(ctx, 'login'),
    });
    ctx.outbox.add({to: customer.email, kind: WELCOME_EMAIL_KIND, ...message});
    return {customer: new CustomerView(customer), ...withErrors([])};
  },

  customerAccessTokenCreate: (
    {input}: {input: {email: string; password: string}},
    ctx: ApiContext,
  ) => {
    if (ctx.customerTokens.throttled(input.email))
      throw new GraphQLError(THROTTLED_MESSAGE, {extensions: {code: 'THROTTLED'}});
    const customer = ctx.customers.authenticate(input.email, input.password);
    if (!customer) {
      ctx.customerTokens.recordFailure(input.email);
      return {customerAccessToken: null, ...withErrors([UNIDENTIFIED_LOGIN])};
    }
    return {customerAccessToken: ctx.customerTokens.issue(customer.id), ...withErrors([])};
  },

  customerAccessTokenRenew: (
    {customerAccessToken}: {customerAccessToken: string},
    ctx: ApiContext,
  ) => {
    const renewed = ctx.customerTokens.renew(customerAccessToken);
    return {customerAccessToken: renewed ?? null, userErrors: renewed ? [] : [NO_SUCH_TOKEN]};
  },

  customerAccessTokenDelete: (
    {customerAccessToken}: {customerAccessToken: string},
    ctx: ApiContext,
  ) => {
    const id = ctx.customerTokens.revoke(customerAccessToken);
    return id === undefined
      ? {deletedAccessToken: null, deletedCustomerAccessTokenId: null, userErrors: [NO_SUCH_TOKEN]}
      : {
          deletedAccessToken: customerAccessToken,
          deletedCustomerAccessTokenId: String(id),
          userErrors: [],
        };
  },

  /**
   * Mails a reset link to a known e-mail; an unknown one gets the same empty answer, so the
   * mutation does not tell who has an account. The link leads to the storefront's market of
   * the request's @inContext country, and the e-mail speaks that market's language.
   */
  customerRecover: ({email}: {email: string}, ctx: ApiContext) => {
    const customer = ctx.customers.byEmail(email);
    if (customer) {
      const token = ctx.customerTokens.issueReset(customer.id);
      const link = storefrontLink(ctx, `reset/${customer.id}/${token}`);
      const message = resetEmail(COUNTRIES[ctx.country][0], {firstName: customer.firstName, link});
      ctx.outbox.add({to: customer.email, kind: RESET_EMAIL_KIND, ...message});
    }
    return withErrors([]);
  },

  customerReset: (
    {id, input}: {id: string; input: {resetToken: string; password: string}},
    ctx: ApiContext,
  ) => {
    const parsed = parseGid(id);
    const customerId = parsed?.type === 'Customer' ? parsed.id : 0;
    return resetPassword(customerId, input.resetToken, input.password, ['input', 'password'], ctx);
  },

  customerResetByUrl: (
    {resetUrl, password}: {resetUrl: string; password: string},
    ctx: ApiContext,
  ) => {
    const match = RESET_URL.exec(resetUrl.split(/[?#]/)[0]!);
    return resetPassword(Number(match?.[1] ?? 0), match?.[2] ?? '', password, ['password'], ctx);
  },
};
