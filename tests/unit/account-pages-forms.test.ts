import {describe, expect, it} from 'vitest';
import {parseAddressForm, parseAddressId, toMailingAddressInput} from '~/lib/customer/address-form';
import {parseProfileForm} from '~/lib/customer/account-forms';
import {pageCursor} from '~/lib/customer/orders';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

const MILAN = {
  firstName: 'Giulia',
  lastName: 'Rossi',
  address1: 'Via Dante 12',
  city: 'Milano',
  zip: '20121',
  country: 'IT',
};

describe('address form', () => {
  it('accepts a complete address, trimmed, optional fields empty', () => {
    const parsed = parseAddressForm(form({...MILAN, city: ' Milano ', country: 'it'}));
    expect(parsed).toEqual({
      ok: true,
      value: {...MILAN, company: '', address2: '', province: '', phone: ''},
    });
  });

  it.each(['lastName', 'address1', 'city', 'zip', 'country'])('%s is required', (field) => {
    expect(parseAddressForm(form({...MILAN, [field]: ''}))).toMatchObject({
      ok: false,
      errors: {[field]: 'required'},
    });
  });

  it('first name, company, second line, province and phone are optional', () => {
    expect(parseAddressForm(form({...MILAN, firstName: ''})).ok).toBe(true);
  });

  it('only the shop’s countries', () => {
    expect(parseAddressForm(form({...MILAN, country: 'DE'}))).toMatchObject({
      errors: {country: 'countryInvalid'},
    });
  });

  it.each([
    ['IT', '2012', false],
    ['IT', '20121', true],
    ['SI', '1000', true],
    ['SI', '10000', false],
    ['HR', '10000', true],
    ['HR', 'ABCDE', false],
  ])('a %s postcode %s is %s', (country, zip, valid) => {
    const parsed = parseAddressForm(form({...MILAN, country, zip}));
    expect(parsed.ok).toBe(valid);
    if (!parsed.ok) expect(parsed.errors).toEqual({zip: 'zipInvalid'});
  });

  it('checks a phone when given, and the length of every field', () => {
    expect(parseAddressForm(form({...MILAN, phone: 'call me'}))).toMatchObject({
      errors: {phone: 'phoneInvalid'},
    });
    expect(parseAddressForm(form({...MILAN, phone: '+39 02 1234 5678'})).ok).toBe(true);
    expect(parseAddressForm(form({...MILAN, company: 'x'.repeat(256)}))).toMatchObject({
      errors: {company: 'tooLong'},
    });
  });

  it('keeps what was typed when refused', () => {
    const parsed = parseAddressForm(form({...MILAN, zip: '1'}));
    expect(parsed).toMatchObject({ok: false, values: {address1: 'Via Dante 12', zip: '1'}});
  });

  it('sends empty optional fields as null, so they are cleared', () => {
    const parsed = parseAddressForm(form(MILAN));
    if (!parsed.ok) throw new Error('expected a valid address');
    expect(toMailingAddressInput(parsed.value)).toEqual({
      ...MILAN,
      company: null,
      address2: null,
      province: null,
      phone: null,
    });
  });
});

describe('address id', () => {
  it('accepts the platform’s gid with its query string', () => {
    const id =
      'gid://shopify/MailingAddress/123?model_name=CustomerAddress&customer_access_token=abc';
    expect(parseAddressId(id)).toBe(id);
    expect(parseAddressId('gid://shopify/MailingAddress/7')).toBe('gid://shopify/MailingAddress/7');
  });

  it.each(['', '123', 'gid://shopify/Order/1', 'gid://shopify/MailingAddress/1?x=<script>'])(
    'refuses %j',
    (value) => {
      expect(parseAddressId(value)).toBeNull();
    },
  );

  it('refuses a missing field', () => {
    expect(parseAddressId(null)).toBeNull();
  });
});

describe('profile form', () => {
  const profile = {firstName: 'Giulia', lastName: 'Rossi', email: 'giulia@example.com'};

  it('changes no password unless one is typed', () => {
    expect(parseProfileForm(form({...profile, acceptsMarketing: 'on'}))).toEqual({
      ok: true,
      value: {...profile, phone: null, acceptsMarketing: true},
    });
  });

  it('a new password must be valid and typed twice', () => {
    expect(
      parseProfileForm(form({...profile, password: 'nuova-pass', passwordConfirm: 'nuova-pass'})),
    ).toMatchObject({
      ok: true,
      value: {password: 'nuova-pass'},
    });
    expect(
      parseProfileForm(form({...profile, password: 'nuova-pass', passwordConfirm: 'altra'})),
    ).toMatchObject({
      errors: {passwordConfirm: 'passwordMismatch'},
    });
    expect(
      parseProfileForm(form({...profile, password: '123', passwordConfirm: '123'})),
    ).toMatchObject({
      errors: {password: 'passwordTooShort'},
    });
    expect(parseProfileForm(form({...profile, passwordConfirm: 'x'}))).toMatchObject({
      errors: {password: 'required', passwordConfirm: 'passwordMismatch'},
    });
  });

  it('checks names, e-mail and phone, and never echoes passwords', () => {
    const parsed = parseProfileForm(
      form({
        firstName: '',
        lastName: 'Rossi',
        email: 'x',
        phone: 'abc',
        password: 'secret1',
        passwordConfirm: 'secret1',
      }),
    );
    expect(parsed).toMatchObject({
      ok: false,
      errors: {firstName: 'required', email: 'emailInvalid', phone: 'phoneInvalid'},
    });
    if (!parsed.ok) {
      expect(parsed.values).not.toHaveProperty('password');
      expect(parsed.values).not.toHaveProperty('passwordConfirm');
    }
  });
});

describe('orders page cursor', () => {
  it('reads after or before; garbage is page one', () => {
    expect(pageCursor(new URLSearchParams('after=eyJpZCI6MX0='))).toEqual({
      direction: 'after',
      value: 'eyJpZCI6MX0=',
    });
    expect(pageCursor(new URLSearchParams('before=abc'))).toEqual({
      direction: 'before',
      value: 'abc',
    });
    expect(pageCursor(new URLSearchParams('after=<script>'))).toBeNull();
    expect(pageCursor(new URLSearchParams(`after=${'a'.repeat(300)}`))).toBeNull();
    expect(pageCursor(new URLSearchParams(''))).toBeNull();
  });
});
