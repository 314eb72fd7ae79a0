/**
 * Surface 6, what the second outside probe reached (docs/decisions/0012): the SALESmanago routes
 * with tampered contact ids and cart tokens (`/api/salesmanago/contact`, `/api/salesmanago/cart`;
 * no case ever holds the contact binding the shop gives a browser, so no cart event may be
 * accepted: checks.ts), the newsletter's plain-form post with its `returnTo`, and the redirects
 * GET requests write: the preview's `exit` link and the login page's `returnTo` for a customer
 * already logged in, each with every trick of REDIRECTS, control characters among them.
 */
import fc from 'fast-check';
import {loadProjectEnv} from '../../../../scripts/env.mjs';
import {anyValue, encode, encoding, mostly, REDIRECTS} from '../pieces';
import {fuzzCase} from '../request';
import {SHOP_ORIGIN} from '../stack';
import {fuzzEmail, type World} from '../world';
import {bodyOf, type Fields} from './body';
import {baseHeaders, market, postHeaders} from './common';

const env = loadProjectEnv();
const CLIENT_ID = env.PUBLIC_SALESMANAGO_CLIENT_ID ?? '';
const SHOP = new URL(SHOP_ORIGIN).host;

/** Control characters and DEL in the middle of a path, raw or escaped by the encoder. */
const CONTROLLED = fc
  .tuple(
    fc.constantFrom('/', '/it/', '/sl/cart', '/it/account'),
    fc.constantFrom('\u0000', '\u0001', '\t', '\n', '\r', '\u001f', '\u007f', '\u0085', '\u009f'),
    fc.constantFrom('', 'x', '/evil-fz.example'),
  )
  .map(([head, control, tail]) => `${head}${control}${tail}`);
const TARGET_VALUE = fc.oneof(
  {arbitrary: fc.constantFrom(...REDIRECTS), weight: 3},
  {arbitrary: CONTROLLED, weight: 3},
  {arbitrary: anyValue, weight: 1},
);

const uuid = fc.uuid();
const ODD_ID = fc.oneof(anyValue, fc.constantFrom('', '00000000-0000-0000-0000-000000000000'));

function contactCases(): fc.Arbitrary<{path: string; fields: Fields}> {
  return fc
    .record({
      email: mostly(
        fc.nat().map((n) => fuzzEmail(`sm-${n}`)),
        fc.oneof(anyValue, fc.constantFrom('a <b@c.it>', '"x y"@example.com', 'a@b.it\r\nx')),
      ),
      action: mostly(fc.constantFrom('newsletter', 'backInStock'), anyValue),
      clientId: mostly(fc.constant(CLIENT_ID), anyValue, 8),
    })
    .map(({email, action, clientId}) => ({
      path: '/api/salesmanago/contact',
      fields: [
        ['email', email],
        ['clientId', clientId],
        ['shop', SHOP],
        ['newsletter', String(action === 'newsletter')],
        ['action', action],
      ],
    }));
}

/** A cart post for another shopper's contact, or for another cart than the cookie's. */
function cartCases(world: World): fc.Arbitrary<{path: string; fields: Fields; cookie: string}> {
  const token = (cookie: string) => decodeURIComponent(cookie).split('?')[0];
  return fc
    .record({
      cart: fc.constantFrom(...world.carts),
      other: fc.constantFrom(...world.carts),
      ownToken: fc.boolean(),
      contactId: mostly(uuid, ODD_ID),
      eventId: fc.option(mostly(uuid, ODD_ID)),
      binding: fc.option(fc.stringMatching(/^[A-Za-z0-9_-]{43}$/)),
      detail1: mostly(fc.constant('Sneaker'), anyValue),
      value: mostly(fc.constantFrom('0.01', '225.3'), anyValue),
    })
    .map(({cart, other, ownToken, contactId, eventId, binding, detail1, value}) => ({
      path: '/api/salesmanago/cart',
      fields: [
        ['type', 'CART'],
        ['token', token((ownToken ? cart : other).cookie)],
        ['products', '1'],
        ['variantsId', '2'],
        ['detail1', detail1],
        ['detail2', ''],
        ['detail3', ''],
        ['detail4', '1'],
        ['detail5', 'EUR'],
        ['value', value],
        ['clientId', CLIENT_ID],
        ['shop', SHOP],
        ['contactId', contactId],
        ...(eventId === null ? [] : [['eventId', eventId] as [string, string]]),
      ],
      cookie: `cartId=${cart.cookie}${binding ? `; passoMarketingContact=${binding}` : ''}`,
    }));
}

function newsletterCases(): fc.Arbitrary<{path: string; fields: Fields; accept: string}> {
  return fc
    .record({
      market,
      returnTo: TARGET_VALUE,
      email: mostly(fc.constant('fz@example.com'), anyValue),
    })
    .map(({market, returnTo, email}) => ({
      path: `/api/${market}/newsletter`,
      fields: [
        ['email', email],
        ['isPrivacyDisclaimerChecked', 'on'],
        ['formId', 'footer'],
        ['returnTo', returnTo],
      ],
      accept: 'text/html,application/xhtml+xml',
    }));
}

const posts = (world: World) =>
  fc
    .record({
      action: fc.oneof(
        {arbitrary: contactCases(), weight: 2},
        {arbitrary: cartCases(world), weight: 3},
        {arbitrary: newsletterCases(), weight: 2},
      ),
      headers: postHeaders,
    })
    .chain(({action, headers}) =>
      bodyOf(action.fields).map(({contentType, body, chunked}) =>
        fuzzCase(action.path.split('/').slice(0, 3).join('/'), {
          method: 'POST',
          target: action.path,
          headers: {
            ...headers,
            ...(contentType === null ? {} : {'content-type': contentType}),
            ...('cookie' in action ? {cookie: action.cookie} : {}),
            ...('accept' in action ? {accept: action.accept} : {}),
          },
          body,
          chunked,
        }),
      ),
    );

/** The preview's way out and the login page's way back, as links carry them. */
const redirectsOnGet = (world: World) =>
  fc
    .record({
      market,
      kind: fc.constantFrom('preview-exit', 'preview-token', 'login-return'),
      value: TARGET_VALUE,
      how: encoding,
      account: fc.constantFrom(...world.accounts),
      data: fc.boolean(),
      headers: baseHeaders,
    })
    .map(({market, kind, value, how, account, data, headers}) => {
      const suffix = data ? '.data' : '';
      const target =
        kind === 'login-return'
          ? `/${market}/account/login${suffix}?returnTo=${encode(value, how)}`
          : `/${market}/preview${suffix}?${kind === 'preview-exit' ? 'exit' : 'token=1.x'}&redirect=${encode(value, how)}`;
      const cookie: Record<string, string> =
        kind === 'login-return'
          ? {cookie: `customerAccessData=${account.cookie}; customerIsLoggedIn=true`}
          : {};
      return fuzzCase(kind, {method: 'GET', target, headers: {...headers, ...cookie}});
    });

export function marketingCases(world: World) {
  return fc.oneof(
    {arbitrary: posts(world), weight: 3},
    {arbitrary: redirectsOnGet(world), weight: 2},
  );
}
