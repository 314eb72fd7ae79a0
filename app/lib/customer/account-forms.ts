/**
 * The account forms' input, read and checked on the server before the platform sees it
 * (docs/product.md#bad-input: bad input is a 4xx with a message per field, in the shopper's language).
 * Errors are message keys under `account.errors`; the platform's own codes map to the same keys.
 */
import type {CustomerFieldError} from './account-types';

export type FieldErrors<F extends string> = Partial<Record<F | 'form', string>>;

export type Parsed<T, F extends string> =
  {ok: true; value: T} | {ok: false; errors: FieldErrors<F>; values: Partial<Record<F, string>>};

/** Shopify's own minimum; the maximum keeps absurd posts out. */
const PASSWORD_MIN = 5;
const PASSWORD_MAX = 40;
const EMAIL_MAX = 254;
const NAME_MAX = 255;
/**
 * An address as the shop takes it: a local part that is a run without spaces, controls, `@`,
 * `<`, `>`, quotes, brackets, commas, colons, semicolons or backslashes, or a quoted string
 * (whose quotes may hold spaces); then a domain with a dot and none of those characters.
 */
const ATOM = '[^\\s\\u0000-\\u001f\\u007f-\\u009f@<>"(),;:\\\\[\\]]+';
const QUOTED = '"(?:[^"\\\\\\u0000-\\u001f\\u007f-\\u009f]|\\\\.)*"';
const EMAIL = new RegExp(`^(?:${ATOM}|${QUOTED})@${ATOM}\\.${ATOM}$`);
// eslint-disable-next-line no-control-regex -- control characters are what is dropped
const CONTROL_RUNS = /[\u0000-\u001f\u007f-\u009f]+/g;

/**
 * A single-line field's text: control characters (CR, LF, tab, C1…) become a space, so nothing
 * typed or pasted can start a new line in a ticket, an e-mail or a header; trimmed; '' when absent.
 */
export const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.replace(CONTROL_RUNS, ' ').trim() : '';
};

/** A multi-line field's text: lines (CRLF as LF) and tabs kept, other control characters dropped. */
export function multiLineText(form: FormData, name: string): string {
  const value = form.get(name);
  if (typeof value !== 'string') return '';
  return (
    value
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- control characters are what is dropped
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '')
      .trim()
  );
}

/** An e-mail as every form takes it: `required`, `emailInvalid`, or null when it is fine. */
export function emailError(value: string): string | null {
  if (!value) return 'required';
  if (value.length > EMAIL_MAX || !EMAIL.test(value)) return 'emailInvalid';
  return null;
}

function password(value: string): string | null {
  if (!value) return 'required';
  if (value.length < PASSWORD_MIN) return 'passwordTooShort';
  if (value.length > PASSWORD_MAX) return 'passwordTooLong';
  if (value !== value.trim()) return 'passwordSpaces';
  return null;
}

function name(value: string, required: boolean): string | null {
  if (!value) return required ? 'required' : null;
  return value.length > NAME_MAX ? 'tooLong' : null;
}

/** Runs the checks; passwords are never echoed back into the form. */
export function check<T, F extends string>(
  checks: Record<F, string | null>,
  values: Record<F, string>,
  value: T,
): Parsed<T, F> {
  const errors: FieldErrors<F> = {};
  for (const [field, error] of Object.entries(checks) as Array<[F, string | null]>) {
    if (error) errors[field] = error;
  }
  if (Object.keys(errors).length === 0) return {ok: true, value};
  const kept = Object.fromEntries(
    Object.entries(values).filter(([field]) => !field.toLowerCase().includes('password')),
  ) as Partial<Record<F, string>>;
  return {ok: false, errors, values: kept};
}

export function parseLoginForm(form: FormData) {
  const values = {email: text(form, 'email'), password: String(form.get('password') ?? '')};
  return check(
    {email: emailError(values.email), password: values.password ? null : 'required'},
    values,
    values,
  );
}

export function parseRegisterForm(form: FormData) {
  const values = {
    firstName: text(form, 'firstName'),
    lastName: text(form, 'lastName'),
    email: text(form, 'email'),
    password: String(form.get('password') ?? ''),
  };
  const acceptsMarketing = form.get('acceptsMarketing') === 'on';
  const parsed = check(
    {
      firstName: name(values.firstName, true),
      lastName: name(values.lastName, true),
      email: emailError(values.email),
      password: password(values.password),
    },
    values,
    {...values, acceptsMarketing},
  );
  // A refused form comes back with the newsletter box as it was ticked.
  if (parsed.ok) return parsed;
  return {...parsed, values: {...parsed.values, acceptsMarketing: acceptsMarketing ? 'on' : ''}};
}

export function parseRecoverForm(form: FormData) {
  const values = {email: text(form, 'email')};
  return check({email: emailError(values.email)}, values, values);
}

export function parseResetForm(form: FormData) {
  const values = {
    password: String(form.get('password') ?? ''),
    passwordConfirm: String(form.get('passwordConfirm') ?? ''),
  };
  const mismatch = values.password !== values.passwordConfirm ? 'passwordMismatch' : null;
  return check({password: password(values.password), passwordConfirm: mismatch}, values, {
    password: values.password,
  });
}

/** Shopify's error codes (CustomerErrorCode) as our message keys. */
const PLATFORM_CODES: Record<string, string> = {
  UNIDENTIFIED_CUSTOMER: 'wrongCredentials',
  CUSTOMER_DISABLED: 'wrongCredentials',
  TAKEN: 'emailTaken',
  INVALID: 'emailInvalid',
  BLANK: 'required',
  TOO_SHORT: 'passwordTooShort',
  TOO_LONG: 'tooLong',
  PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE: 'passwordSpaces',
  TOKEN_INVALID: 'resetLinkInvalid',
  THROTTLED: 'throttled',
};

/** The platform's answer as field errors; a code we do not know is a form-level error. */
export function platformErrors<F extends string>(
  errors: readonly CustomerFieldError[],
  fields: readonly F[],
): FieldErrors<F> {
  const out: FieldErrors<F> = {};
  for (const error of errors) {
    const key = (error.code && PLATFORM_CODES[error.code]) || 'generic';
    const field = fields.find((candidate) => candidate === error.field) ?? 'form';
    // `INVALID` on anything but the e-mail is not an e-mail problem.
    const message = key === 'emailInvalid' && field !== 'email' ? 'generic' : key;
    out[field] ??= message;
  }
  return out;
}

export type FieldCodes<F extends string> = Partial<Record<F, Partial<Record<string, string>>>>;

/**
 * Where a code means something different per field (`INVALID` on a postcode is not an invalid
 * e-mail, `TAKEN` on a phone is not a taken e-mail): field-specific codes come from `codes`, every
 * other refusal is read as by `platformErrors`.
 */
export function fieldPlatformErrors<F extends string>(
  errors: readonly CustomerFieldError[],
  fields: readonly F[],
  codes: FieldCodes<F>,
): FieldErrors<F> {
  const out: FieldErrors<F> = {};
  for (const error of errors) {
    const field = fields.find((candidate) => candidate === error.field);
    const key = field && error.code ? codes[field]?.[error.code] : undefined;
    const [target, message] = key
      ? [field!, key]
      : (Object.entries(platformErrors([error], fields))[0] as [F | 'form', string]);
    // As in `platformErrors`: the first refusal of a field is the one shown.
    out[target] ??= message;
  }
  return out;
}

const PHONE = /^\+?[\d\s().-]{6,20}$/;

/** The profile: names, e-mail, phone, newsletter consent, and a new password only if typed. */
export function parseProfileForm(form: FormData) {
  const values = {
    firstName: text(form, 'firstName'),
    lastName: text(form, 'lastName'),
    email: text(form, 'email'),
    phone: text(form, 'phone'),
    password: String(form.get('password') ?? ''),
    passwordConfirm: String(form.get('passwordConfirm') ?? ''),
  };
  const changesPassword = values.password !== '' || values.passwordConfirm !== '';
  return check(
    {
      firstName: name(values.firstName, true),
      lastName: name(values.lastName, true),
      email: emailError(values.email),
      phone: values.phone && !PHONE.test(values.phone) ? 'phoneInvalid' : null,
      password: changesPassword ? password(values.password) : null,
      passwordConfirm:
        changesPassword && values.password !== values.passwordConfirm ? 'passwordMismatch' : null,
    },
    values,
    {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      phone: values.phone || null,
      acceptsMarketing: form.get('acceptsMarketing') === 'on',
      ...(changesPassword ? {password: values.password} : {}),
    },
  );
}
