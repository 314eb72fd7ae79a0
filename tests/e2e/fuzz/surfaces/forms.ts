/**
 * Surface 4, the body of every action, posted from the shop's Origin so the CSRF check lets it
 * through: the cart (./cart-input.ts and `redirectTo`), login, register, recover, reset, logout,
 * account addresses and profile, the wishlist, the consent banner — to the document URL and to
 * React Router's `.data` URL, in every body encoding of ./body.ts. Each form starts valid and gets up to two odd fields, so
 * most cases reach the platform with one odd value rather than stopping at the first check.
 */
import fc from 'fast-check';
import {anyValue, encode, INJECTIONS, mostly, rarely, REDIRECTS} from '../pieces';
import {fuzzCase} from '../request';
import {fuzzEmail, type Account, type World} from '../world';
import {bodyOf, type Fields} from './body';
import {cartInput} from './cart-input';
import {market, postHeaders} from './common';

type Case = {group: string; path: string; fields: Fields; cookie?: string};

const MUTATIONS = ['change', 'change', 'drop', 'double', 'inject'] as const;

/**
 * A valid form, then none, one or two of its fields made odd: changed (to any odd value, or to
 * one of the field's own in `odd`), dropped, sent twice with another value, or given a marker.
 */
function mutated(
  valid: fc.Arbitrary<Fields>,
  odd: Record<string, fc.Arbitrary<string>> = {},
): fc.Arbitrary<Fields> {
  const mutation = fc.record({
    at: fc.nat(),
    kind: fc.constantFrom(...MUTATIONS),
    any: anyValue,
    own: fc.option(fc.oneof(...Object.values(odd), anyValue)),
    ownField: fc.constantFrom('', ...Object.keys(odd)),
    marker: fc.constantFrom(...INJECTIONS),
  });
  return fc.tuple(valid, fc.array(mutation, {maxLength: 2})).map(([fields, mutations]) => {
    let out = [...fields];
    for (const {at, kind, any, own, ownField, marker} of mutations) {
      if (out.length === 0) break;
      // A field with odd values of its own is changed to one of them half the time.
      const named = out.findIndex(([name]) => name === ownField);
      const index = kind === 'change' && own !== null && named >= 0 ? named : at % out.length;
      const [name, current] = out[index];
      if (kind === 'drop') out = out.filter((_, i) => i !== index);
      else if (kind === 'double') out.push([name, any]);
      else if (kind === 'inject') out[index] = [name, `${current}${marker}`];
      else out[index] = [name, index === named && own !== null ? own : any];
    }
    return out;
  });
}

const loggedIn = (account: Account) =>
  `customerAccessData=${account.cookie}; customerIsLoggedIn=true`;

const newEmail = fc.nat().map((n) => fuzzEmail(`new-${n}`));
const BAD_EMAIL = fc.constantFrom(
  'a@b',
  '@example.com',
  `${'a'.repeat(250)}@example.com`,
  ' fz@example.com ',
);
const ODD_EMAIL = fc.oneof(fc.emailAddress(), BAD_EMAIL);
const password = fc.stringMatching(/^[\w!#$%&*+,./:;=?@^~-]{5,40}$/);
const ODD_PASSWORD = fc.constantFrom('', 'abcd', ' fuzz-pass ', 'x'.repeat(41), 'x'.repeat(5000));
const name = fc.constantFrom('Giulia', 'Šime', 'Ana-Marija', "D'Amico");

function cartCases(world: World): fc.Arbitrary<Case> {
  // Besides the input: `redirectTo`, a plain field that lands in `inputs`, or a second input.
  const field = fc.oneof(
    {
      arbitrary: fc.constantFrom(...REDIRECTS).map((v): [string, string] => ['redirectTo', v]),
      weight: 6,
    },
    {
      arbitrary: fc.tuple(
        fc.constantFrom('discountCode', 'lines', 'action', 'inputs', 'redirectTo'),
        anyValue,
      ),
      weight: 2,
    },
    {arbitrary: cartInput(world).map((v): [string, string] => ['cartFormInput', v]), weight: 1},
  );
  return fc
    .record({
      input: cartInput(world),
      more: fc.array(field, {maxLength: 2}),
      cookie: mostly(
        fc.constantFrom(...world.carts.map((cart) => `cartId=${cart.cookie}`)),
        fc.constant(''),
      ),
    })
    .map(({input, more, cookie}) => ({
      group: 'cart',
      path: '/cart',
      fields: [['cartFormInput', input], ...more],
      cookie: cookie || undefined,
    }));
}

function loginCases(world: World): fc.Arbitrary<Case> {
  // The right password half the time, so the redirect after a login is checked too; a wrong
  // one mostly for an unknown e-mail (the platform locks an e-mail after five wrong passwords).
  const valid = fc
    .record({
      account: fc.constantFrom(...world.accounts),
      right: fc.boolean(),
      stranger: mostly(newEmail, fc.constant(fuzzEmail('locked'))),
      wrong: password,
      returnTo: mostly(fc.constantFrom(...REDIRECTS), anyValue, 3),
    })
    .map(({account, right, stranger, wrong, returnTo}): Fields => [
      ['email', right ? account.email : stranger],
      ['password', right ? account.password : wrong],
      ['returnTo', returnTo],
    ]);
  return mutated(valid, {email: ODD_EMAIL, password: ODD_PASSWORD}).map((fields) => ({
    group: 'login',
    path: '/account/login',
    fields,
  }));
}

function registerCases(): fc.Arbitrary<Case> {
  const valid = fc
    .tuple(name, name, newEmail, password, fc.constantFrom('on', 'off'))
    .map(([first, last, email, pass, marketing]): Fields => [
      ['firstName', first],
      ['lastName', last],
      ['email', email],
      ['password', pass],
      ['acceptsMarketing', marketing],
    ]);
  return mutated(valid, {email: ODD_EMAIL, password: ODD_PASSWORD}).map((fields) => ({
    group: 'register',
    path: '/account/register',
    fields,
  }));
}

function recoverCases(world: World): fc.Arbitrary<Case> {
  const valid = fc
    .oneof(newEmail, fc.constantFrom(...world.accounts.map((account) => account.email)))
    .map((email): Fields => [['email', email]]);
  return mutated(valid, {email: ODD_EMAIL}).map((fields) => ({
    group: 'recover',
    path: '/account/recover',
    fields,
  }));
}

function resetCases(world: World): fc.Arbitrary<Case> {
  const segment = (real: string[], pattern: RegExp) =>
    mostly(
      fc.oneof(fc.constantFrom(...real), fc.stringMatching(pattern)),
      fc.oneof(
        fc.constantFrom('0', '-1', '%zz', '..', '%2e%2e', ''),
        anyValue.map((v) => encode(v, 'percent')),
      ),
    );
  const link = fc.oneof(
    fc.constantFrom(...world.resets),
    fc.record({
      id: segment(
        world.resets.map((reset) => reset.id),
        /^\d{1,22}$/,
      ),
      token: segment(
        world.resets.map((reset) => reset.token),
        /^[\w-]{6,130}$/,
      ),
    }),
  );
  const valid = password.map((p): Fields => [
    ['password', p],
    ['passwordConfirm', p],
  ]);
  const fields = mutated(valid, {password: ODD_PASSWORD, passwordConfirm: password});
  return fc.tuple(link, fields).map(([{id, token}, fields]) => ({
    group: 'reset',
    path: `/account/reset/${id}/${token}`,
    fields,
  }));
}

function logoutCases(world: World): fc.Arbitrary<Case> {
  return fc
    .record({
      returnTo: rarely(fc.constantFrom(...REDIRECTS), 2),
      extra: rarely(anyValue, 3),
      // Logging out deletes the token: only the ones set aside for it.
      access: mostly(fc.constantFrom(...world.disposable), fc.constant('')),
    })
    .map(({returnTo, extra, access}) => ({
      group: 'logout',
      path: '/account/logout',
      fields: [
        ...(returnTo === null ? [] : [['returnTo', returnTo] as [string, string]]),
        ...(extra === null ? [] : [['x', extra] as [string, string]]),
      ],
      cookie: access ? `customerAccessData=${access}; customerIsLoggedIn=true` : undefined,
    }));
}

const PLACES = [
  {country: 'IT', zip: '20121', city: 'Milano', province: 'MI', phone: '+39 02 1234567'},
  {country: 'SI', zip: '1000', city: 'Ljubljana', province: '', phone: '+386 1 234 56 78'},
  {country: 'HR', zip: '10000', city: 'Zagreb', province: '', phone: ''},
];

function addressCases(world: World): fc.Arbitrary<Case> {
  const everyId = world.accounts.flatMap((account) => account.addressIds);
  const odd = {
    // Another customer's address among them.
    id: fc.constantFrom(
      'gid://shopify/MailingAddress/1',
      'gid://shopify/MailingAddress/99999999999999999999',
      'gid://shopify/MailingAddress/1?model_name=CustomerAddress&x=<x-fz>',
      'gid://shopify/Customer/1',
      ...everyId,
    ),
    intent: fc.constantFrom('Create', 'remove', ''),
    zip: fc.constantFrom('1000', '20121', '2012', 'ABCDE', '0'.repeat(300)),
    country: fc.constantFrom('XX', 'us', 'it', 'ITA', ''),
    phone: fc.constantFrom('123', '+'.repeat(21), '(0)'),
  };
  return fc
    .record({
      account: fc.constantFrom(...world.accounts),
      place: fc.constantFrom(...PLACES),
      intent: fc.constantFrom('create', 'update', 'delete', 'default'),
      pick: fc.nat(),
      company: fc.constantFrom('', 'Passo srl'),
    })
    .chain(({account, place, intent, pick, company}) => {
      const valid: Fields = [
        ['intent', intent],
        ['id', account.addressIds[pick % account.addressIds.length]],
        ['firstName', 'Giulia'],
        ['lastName', 'Bianchi'],
        ['company', company],
        ['address1', 'Via Roma 1'],
        ['address2', ''],
        ['city', place.city],
        ['province', place.province],
        ['zip', place.zip],
        ['country', place.country],
        ['phone', place.phone],
      ];
      return mutated(fc.constant(valid), odd).map((fields) => ({
        group: 'addresses',
        path: '/account/addresses',
        fields,
        cookie: loggedIn(account),
      }));
    });
}

function profileCases(world: World): fc.Arbitrary<Case> {
  // A new password ends the account's other tokens: only the last account may get one.
  const [sacrificed, ...kept] = [...world.accounts].reverse();
  const fields = (account: Account) => {
    const newPassword =
      account === sacrificed ? fc.oneof(fc.constant(''), password) : fc.constant('');
    const valid = fc
      .tuple(name, name, fc.constantFrom('', '+39 02 1234567', '333 1234567'), newPassword)
      .map(([first, last, phone, pass]): Fields => [
        ['firstName', first],
        ['lastName', last],
        ['email', account.email],
        ['phone', phone],
        ['acceptsMarketing', 'on'],
        ['password', pass],
        ['passwordConfirm', pass],
      ]);
    const odd = {
      // Invalid, or another customer's: a new valid one would lose the account its logins.
      email: fc.oneof(BAD_EMAIL, fc.constantFrom(...world.accounts.map((a) => a.email))),
      phone: fc.constantFrom('123', '+'.repeat(21)),
      password: account === sacrificed ? password : ODD_PASSWORD,
    };
    // Any odd value of another field could be a valid password: only `odd` may change those.
    return mutated(valid, odd).map((fields) => ({
      group: 'profile',
      path: '/account/profile',
      fields: account === sacrificed ? fields : fields.filter(keepsPassword(fields)),
      cookie: loggedIn(account),
    }));
  };
  return fc.oneof(
    {arbitrary: fc.constantFrom(...kept).chain(fields), weight: 5},
    {arbitrary: fields(sacrificed), weight: 1},
  );
}

/**
 * A kept account's password must not change: a password field with a value that could be a
 * valid new password (5 to 40 characters, no outer spaces) matched by the confirmation goes.
 */
const keepsPassword = (fields: Fields) => {
  const value = (name: string) => fields.find(([field]) => field === name)?.[1];
  const password = value('password') ?? '';
  const changes =
    password.length >= 5 &&
    password.length <= 40 &&
    password === password.trim() &&
    password === value('passwordConfirm');
  return ([name]: [string, string]) => !changes || !name.startsWith('password');
};

function wishlistCases(world: World): fc.Arbitrary<Case> {
  const product = fc.oneof(
    fc.constantFrom(...world.productIds),
    fc.nat().map((n) => `gid://shopify/Product/${n}`),
  );
  const valid = fc
    .tuple(fc.constantFrom('add', 'remove', 'merge'), fc.array(product, {maxLength: 4}))
    .map(([intent, ids]): Fields => [
      ['intent', intent],
      ...ids.map((id): [string, string] => ['id', id]),
    ]);
  const odd = {
    intent: fc.constantFrom('', 'clear', 'ADD'),
    id: fc.constantFrom('', '1', 'gid://shopify/Customer/1'),
  };
  return fc
    .record({
      fields: mutated(valid, odd),
      account: mostly(fc.constantFrom(...world.accounts), fc.constant(null)),
    })
    .map(({fields, account}) => ({
      group: 'wishlist',
      path: '/wishlist/items',
      fields,
      cookie: account ? loggedIn(account) : undefined,
    }));
}

/** The consent banner's form: a button, the purposes ticked, and the page to go back to. */
function consentCases(): fc.Arbitrary<Case> {
  const valid = fc
    .tuple(
      fc.constantFrom('accept', 'reject', 'save', 'customize'),
      fc.subarray(['functionality', 'measurement', 'marketing']),
      fc.constantFrom(...REDIRECTS),
    )
    .map(([consent, purposes, returnTo]): Fields => [
      ['consent', consent],
      ...purposes.map((purpose): [string, string] => [purpose, 'on']),
      ['returnTo', returnTo],
    ]);
  const odd = {consent: fc.constantFrom('', 'ACCEPT', 'all'), marketing: fc.constantFrom('', '1')};
  return mutated(valid, odd).map((fields) => ({group: 'consent', path: '/consent', fields}));
}

/** Every action, weighted by how much logic it has; each posted as a document or `.data`. */
export function formCases(world: World) {
  const action = fc.oneof(
    {arbitrary: cartCases(world), weight: 5},
    {arbitrary: loginCases(world), weight: 3},
    {arbitrary: registerCases(), weight: 2},
    {arbitrary: recoverCases(world), weight: 2},
    {arbitrary: resetCases(world), weight: 2},
    {arbitrary: logoutCases(world), weight: 1},
    {arbitrary: addressCases(world), weight: 4},
    {arbitrary: profileCases(world), weight: 2},
    {arbitrary: wishlistCases(world), weight: 2},
    {arbitrary: consentCases(), weight: 1},
  );
  return fc
    .record({
      action,
      market: mostly(market, fc.constantFrom('xx', 'IT'), 10),
      data: fc.boolean(),
      headers: postHeaders,
    })
    .chain(({action, market, data, headers}) =>
      bodyOf(action.fields).map(({contentType, body, chunked}) =>
        fuzzCase(action.group, {
          method: 'POST',
          target: `/${market}${action.path}${data ? '.data' : ''}`,
          headers: {
            ...headers,
            ...(contentType === null ? {} : {'content-type': contentType}),
            ...(action.cookie ? {cookie: action.cookie} : {}),
          },
          body,
          chunked,
        }),
      ),
    );
}
