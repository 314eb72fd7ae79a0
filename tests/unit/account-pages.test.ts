/**
 * The account pages' pure helpers: which address change a post asks for, the platform's refusals
 * in our words, what a refused form shows again, the orders page's variables and an order's
 * discounts. (The address and profile field rules themselves: account-pages-forms.test.ts.)
 */
import {describe, expect, it} from 'vitest';
import {
  addressErrors,
  changeValues,
  parseAddressChange,
  savedAddressValues,
} from '~/lib/customer/address-form';
import type {CustomerFieldError} from '~/lib/customer/account-types';
import {toAddress} from '~/lib/customer/customer-mapping';
import {orderTotals} from '~/lib/customer/order-totals';
import {ORDERS_PAGE_SIZE, ordersPageVariables} from '~/lib/customer/orders';
import {parseProfile, profileErrors, profileValues} from '~/lib/customer/profile-form';
import it_ from '~/locales/it/account';
import sl from '~/locales/sl/account';
import hr from '~/locales/hr/account';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

const ID = 'gid://shopify/MailingAddress/12?model_name=CustomerAddress&customer_access_token=abc';
const MILAN = {
  lastName: 'Rossi',
  address1: 'Via Dante 12',
  city: 'Milano',
  zip: '20121',
  country: 'IT',
};
const ADDRESS = {...MILAN, firstName: '', company: '', address2: '', province: '', phone: ''};

const refusal = (field: string | null, code: string | null): CustomerFieldError => ({
  field,
  code,
  message: 'platform words',
});

describe('address change', () => {
  it('create needs no id and carries the address', () => {
    expect(parseAddressChange(form({intent: 'create', ...MILAN}))).toEqual({
      ok: true,
      change: {intent: 'create', address: ADDRESS},
    });
  });

  it('update carries the id and the address', () => {
    expect(parseAddressChange(form({intent: 'update', id: ID, ...MILAN}))).toEqual({
      ok: true,
      change: {intent: 'update', id: ID, address: ADDRESS},
    });
  });

  it.each(['delete', 'default'])(
    '%s needs only the id: the address fields are not read',
    (intent) => {
      expect(parseAddressChange(form({intent, id: ID}))).toEqual({
        ok: true,
        change: {intent, id: ID},
      });
    },
  );

  it.each([
    ['no intent', {id: ID}],
    ['an unknown intent', {intent: 'destroy', id: ID}],
    ['update without an id', {intent: 'update', ...MILAN}],
    ['delete with a forged id', {intent: 'delete', id: 'gid://shopify/Order/1'}],
    ['default with an id of another shape', {intent: 'default', id: '12'}],
  ])('%s is a form error', (_, fields) => {
    expect(parseAddressChange(form(fields))).toEqual({
      ok: false,
      errors: {form: 'generic'},
      values: {},
    });
  });

  it('a bad address gives its field errors and keeps what was typed, with the form it was', () => {
    expect(parseAddressChange(form({intent: 'update', id: ID, ...MILAN, zip: '201'}))).toEqual({
      ok: false,
      errors: {zip: 'zipInvalid'},
      values: {...ADDRESS, zip: '201', intent: 'update', id: ID},
    });
    expect(parseAddressChange(form({intent: 'create', ...MILAN, city: ''}))).toMatchObject({
      errors: {city: 'required'},
      values: {intent: 'create', id: '', address1: 'Via Dante 12'},
    });
  });

  it('a change shows again as the form that sent it', () => {
    expect(changeValues({intent: 'create', address: ADDRESS})).toEqual({
      intent: 'create',
      id: '',
      ...ADDRESS,
    });
    expect(changeValues({intent: 'update', id: ID, address: ADDRESS})).toMatchObject({
      intent: 'update',
      id: ID,
      city: 'Milano',
    });
    expect(changeValues({intent: 'delete', id: ID})).toEqual({intent: 'delete', id: ID});
  });
});

describe('saved address as the edit form', () => {
  it('empties the platform’s nulls and takes the country code, not its name', () => {
    expect(
      savedAddressValues(
        toAddress({
          id: ID,
          formatted: ['Novak', 'Slovenska cesta 1', '1000 Ljubljana', 'Slovenia'],
          firstName: null,
          lastName: 'Novak',
          company: null,
          address1: 'Slovenska cesta 1',
          address2: null,
          city: 'Ljubljana',
          province: null,
          zip: '1000',
          country: 'Slovenia',
          countryCodeV2: 'SI',
          phone: null,
        }),
      ),
    ).toEqual({
      firstName: '',
      lastName: 'Novak',
      company: '',
      address1: 'Slovenska cesta 1',
      address2: '',
      city: 'Ljubljana',
      province: '',
      zip: '1000',
      country: 'SI',
      phone: '',
    });
  });
});

describe('the platform’s refusals in our words', () => {
  it('address: INVALID means the postcode, the country or the phone, by field', () => {
    expect(
      addressErrors([
        refusal('zip', 'INVALID'),
        refusal('country', 'INVALID'),
        refusal('phone', 'INVALID'),
        refusal('lastName', 'BLANK'),
      ]),
    ).toEqual({
      zip: 'zipInvalid',
      country: 'countryInvalid',
      phone: 'phoneInvalid',
      lastName: 'required',
    });
  });

  it('address: a field the form does not have, or a code we do not know, is a form error', () => {
    expect(addressErrors([refusal('customerAccessToken', 'UNIDENTIFIED_CUSTOMER')])).toEqual({
      form: 'wrongCredentials',
    });
    expect(addressErrors([refusal('id', 'NOT_FOUND')])).toEqual({form: 'generic'});
    expect(addressErrors([refusal(null, null)])).toEqual({form: 'generic'});
  });

  it('the first refusal of a field is the one shown', () => {
    expect(addressErrors([refusal('zip', 'INVALID'), refusal('zip', 'BLANK')])).toEqual({
      zip: 'zipInvalid',
    });
    expect(addressErrors([refusal('zip', 'BLANK'), refusal('zip', 'INVALID')])).toEqual({
      zip: 'required',
    });
  });

  it('profile: a taken or invalid phone is about the phone, a taken e-mail about the e-mail', () => {
    expect(
      profileErrors([
        refusal('phone', 'TAKEN'),
        refusal('email', 'TAKEN'),
        refusal('password', 'TOO_SHORT'),
      ]),
    ).toEqual({phone: 'phoneTaken', email: 'emailTaken', password: 'passwordTooShort'});
    expect(profileErrors([refusal('phone', 'INVALID'), refusal('email', 'INVALID')])).toEqual({
      phone: 'phoneInvalid',
      email: 'emailInvalid',
    });
  });

  it.each([
    ['it', it_],
    ['sl', sl],
    ['hr', hr],
  ])('every message key they give exists in %s', (_, messages) => {
    const keys = [
      ...Object.values(
        addressErrors(
          ['zip', 'country', 'phone', 'lastName', null].map((f) =>
            refusal(f, f ? (f === 'lastName' ? 'BLANK' : 'INVALID') : null),
          ),
        ),
      ),
      ...Object.values(profileErrors([refusal('phone', 'TAKEN'), refusal('email', 'TAKEN')])),
    ];
    for (const key of keys) expect(messages.errors, key!).toHaveProperty(key!);
  });
});

describe('profile form shown again', () => {
  const profile = {firstName: 'Giulia', lastName: 'Rossi', email: 'giulia@example.com'};

  it('a refused form keeps the newsletter box as it was ticked, and no password', () => {
    const ticked = parseProfile(
      form({
        ...profile,
        email: 'nope',
        acceptsMarketing: 'on',
        password: 'abc',
        passwordConfirm: 'abc',
      }),
    );
    expect(ticked).toMatchObject({ok: false, values: {email: 'nope', acceptsMarketing: 'on'}});
    if (!ticked.ok) expect(Object.keys(ticked.values)).not.toContain('password');
    expect(parseProfile(form({...profile, email: 'nope'}))).toMatchObject({
      values: {acceptsMarketing: ''},
    });
  });

  it('a valid form is the platform’s input', () => {
    expect(parseProfile(form({...profile, acceptsMarketing: 'on'}))).toEqual({
      ok: true,
      value: {...profile, phone: null, acceptsMarketing: true},
    });
  });

  it('a saved or refused profile as the form’s values', () => {
    expect(
      profileValues({
        firstName: null,
        lastName: 'Rossi',
        email: 'g@example.com',
        phone: null,
        acceptsMarketing: true,
      }),
    ).toEqual({
      firstName: '',
      lastName: 'Rossi',
      email: 'g@example.com',
      phone: '',
      acceptsMarketing: 'on',
    });
    expect(profileValues({...profile, phone: '+39 02 1234', acceptsMarketing: false})).toEqual({
      ...profile,
      phone: '+39 02 1234',
      acceptsMarketing: '',
    });
  });
});

describe('orders page', () => {
  it('page one reads forwards from the start', () => {
    expect(ordersPageVariables(null)).toEqual({first: ORDERS_PAGE_SIZE, after: undefined});
    expect(ORDERS_PAGE_SIZE).toBe(10);
  });

  it('after reads forwards from its cursor, before reads backwards', () => {
    expect(ordersPageVariables({direction: 'after', value: 'abc'})).toEqual({
      first: 10,
      after: 'abc',
    });
    expect(ordersPageVariables({direction: 'before', value: 'abc'})).toEqual({
      last: 10,
      before: 'abc',
    });
  });
});

describe('order totals', () => {
  const eur = (amount: string) => ({amount, currencyCode: 'EUR'});
  const line = (original: string, allocations: Array<[string, string]> = []) => ({
    originalTotalPrice: eur(original),
    discountAllocations: allocations.map(([code, amount]) => ({
      allocatedAmount: eur(amount),
      discountApplication: {code},
    })),
  });
  const percent = (percentage: number) =>
    ({__typename: 'PricingPercentageValue', percentage}) as const;
  const off = (amount: string) => ({__typename: 'MoneyV2', ...eur(amount)}) as const;

  it('a percentage taken off the lines shows as the sum it took, after the full-price subtotal', () => {
    const totals = orderTotals({
      totalPrice: eur('198.72'),
      lineItems: {
        nodes: [line('60.9', [['BENVENUTO10', '6.09']]), line('159.9', [['BENVENUTO10', '15.99']])],
      },
      discountApplications: {nodes: [{code: 'BENVENUTO10', value: percent(10)}]},
    });
    // 220.80 − 22.08 = 198.72: the column adds up to the total.
    expect(totals).toEqual({
      subtotal: eur('220.80'),
      discounts: [{label: 'BENVENUTO10', amount: eur('22.08')}],
    });
  });

  it('an order discount the lines do not carry shows the sum it states', () => {
    expect(
      orderTotals({
        totalPrice: eur('340.80'),
        lineItems: {nodes: [line('156'), line('81.9'), line('117.9')]},
        discountApplications: {nodes: [{code: 'PASSO15', value: off('15.0')}]},
      }),
    ).toEqual({subtotal: eur('355.80'), discounts: [{label: 'PASSO15', amount: eur('15.0')}]});
  });

  it('a percentage allocated nowhere stays a percentage; an automatic one goes by its title', () => {
    expect(
      orderTotals({
        totalPrice: eur('10'),
        lineItems: {nodes: [line('10', [['Altro', '1']])]},
        discountApplications: {
          nodes: [{title: 'Saldi', value: percent(20)}, {value: percent(5)}],
        },
      }).discounts,
    ).toEqual([
      {label: 'Saldi', percentage: 20},
      {label: '', percentage: 5},
    ]);
  });

  it('no lines, no discounts: a zero subtotal in the order’s currency', () => {
    expect(
      orderTotals({
        totalPrice: {amount: '0', currencyCode: 'HRK'},
        lineItems: {nodes: []},
        discountApplications: {nodes: []},
      }),
    ).toEqual({subtotal: {amount: '0.00', currencyCode: 'HRK'}, discounts: []});
  });
});
