import {describe, expect, it} from 'vitest';
import {
  parseLoginForm,
  parseRecoverForm,
  parseRegisterForm,
  parseResetForm,
  platformErrors,
} from '~/lib/customer/account-forms';
import {orderStatusKey} from '~/lib/customer/orders';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

const register = {
  firstName: 'Anna',
  lastName: 'Rossi',
  email: 'anna@example.com',
  password: 'secret1',
};

describe('login form', () => {
  it('trims the e-mail and keeps the password as typed', () => {
    expect(parseLoginForm(form({email: '  anna@example.com ', password: ' pass word'}))).toEqual({
      ok: true,
      value: {email: 'anna@example.com', password: ' pass word'},
    });
  });

  it('requires both fields and never echoes the password back', () => {
    const parsed = parseLoginForm(form({email: 'not-an-email', password: ''}));
    expect(parsed).toEqual({
      ok: false,
      errors: {email: 'emailInvalid', password: 'required'},
      values: {email: 'not-an-email'},
    });
  });
});

describe('register form', () => {
  it('accepts a complete form, marketing consent only when ticked', () => {
    expect(parseRegisterForm(form(register))).toEqual({
      ok: true,
      value: {...register, acceptsMarketing: false},
    });
    expect(parseRegisterForm(form({...register, acceptsMarketing: 'on'}))).toMatchObject({
      value: {acceptsMarketing: true},
    });
  });

  it.each([
    ['firstName', '', 'required'],
    ['lastName', '', 'required'],
    ['firstName', 'x'.repeat(256), 'tooLong'],
    ['email', '', 'required'],
    ['email', 'anna@', 'emailInvalid'],
    ['email', 'an na@example.com', 'emailInvalid'],
    ['email', `${'a'.repeat(250)}@x.it`, 'emailInvalid'],
    ['password', '', 'required'],
    ['password', '1234', 'passwordTooShort'],
    ['password', 'x'.repeat(41), 'passwordTooLong'],
    ['password', ' secret', 'passwordSpaces'],
  ])('%s = %j is %s', (field, value, error) => {
    const parsed = parseRegisterForm(form({...register, [field]: value}));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.errors).toEqual({[field]: error});
      expect(parsed.values).not.toHaveProperty('password');
    }
  });

  it('a refused form keeps the newsletter box as it was ticked', () => {
    const ticked = parseRegisterForm(form({...register, password: '1', acceptsMarketing: 'on'}));
    const unticked = parseRegisterForm(form({...register, password: '1'}));
    expect(!ticked.ok && ticked.values).toMatchObject({acceptsMarketing: 'on'});
    expect(!unticked.ok && unticked.values).toMatchObject({acceptsMarketing: ''});
  });

  it('five characters are enough (Shopify’s minimum)', () => {
    expect(parseRegisterForm(form({...register, password: '12345'})).ok).toBe(true);
  });
});

describe('recover and reset forms', () => {
  it('recover needs an e-mail', () => {
    expect(parseRecoverForm(form({email: 'x'}))).toMatchObject({
      ok: false,
      errors: {email: 'emailInvalid'},
    });
    expect(parseRecoverForm(form({email: 'a@b.it'}))).toEqual({ok: true, value: {email: 'a@b.it'}});
  });

  it('reset needs the same valid password twice', () => {
    expect(parseResetForm(form({password: 'newpass', passwordConfirm: 'newpass'}))).toEqual({
      ok: true,
      value: {password: 'newpass'},
    });
    expect(parseResetForm(form({password: 'newpass', passwordConfirm: 'newpas'}))).toEqual({
      ok: false,
      errors: {passwordConfirm: 'passwordMismatch'},
      values: {},
    });
    expect(parseResetForm(form({password: '123', passwordConfirm: '123'}))).toMatchObject({
      errors: {password: 'passwordTooShort'},
    });
  });
});

describe('platform errors', () => {
  it('maps Shopify’s codes to our messages on the fields it names', () => {
    expect(
      platformErrors(
        [
          {code: 'TAKEN', field: 'email', message: 'Email has already been taken'},
          {code: 'TOO_SHORT', field: 'password', message: 'Password is too short'},
        ],
        ['email', 'password'],
      ),
    ).toEqual({email: 'emailTaken', password: 'passwordTooShort'});
  });

  it('a wrong password is a form-level error, as Shopify names no field', () => {
    expect(
      platformErrors(
        [{code: 'UNIDENTIFIED_CUSTOMER', field: null, message: 'Unidentified customer'}],
        ['email'],
      ),
    ).toEqual({form: 'wrongCredentials'});
  });

  it('an unknown code or field is a generic form error; INVALID elsewhere is not an e-mail problem', () => {
    expect(platformErrors([{code: 'NEW_CODE', field: 'email', message: '?'}], ['email'])).toEqual({
      email: 'generic',
    });
    expect(platformErrors([{code: 'INVALID', field: 'zip', message: '?'}], ['email'])).toEqual({
      form: 'generic',
    });
  });

  it('keeps the first error of a field', () => {
    expect(
      platformErrors(
        [
          {code: 'BLANK', field: 'email', message: ''},
          {code: 'TAKEN', field: 'email', message: ''},
        ],
        ['email'],
      ),
    ).toEqual({email: 'required'});
  });
});

describe('order status', () => {
  it.each([
    [{financialStatus: 'PAID', fulfillmentStatus: 'UNFULFILLED'}, 'account.orders.statusPaid'],
    [
      {financialStatus: 'PENDING', fulfillmentStatus: 'UNFULFILLED'},
      'account.orders.statusPending',
    ],
    [{financialStatus: 'PAID', fulfillmentStatus: 'FULFILLED'}, 'account.orders.statusFulfilled'],
    [
      {financialStatus: 'PAID', fulfillmentStatus: 'IN_PROGRESS'},
      'account.orders.statusInProgress',
    ],
    [
      {financialStatus: 'REFUNDED', fulfillmentStatus: 'FULFILLED'},
      'account.orders.statusRefunded',
    ],
  ] as const)('%o reads %s', (order, key) => {
    expect(orderStatusKey(order)).toBe(key);
  });
});
