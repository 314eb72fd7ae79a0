/**
 * The platform's field errors where a code means something different per field: `INVALID` on a
 * postcode is not an invalid e-mail, `TAKEN` on a phone is not a taken e-mail. Field-specific
 * codes come from `codes`; every other refusal is read by the shared `platformErrors`.
 */
import {platformErrors, type FieldErrors} from './account-forms';
import type {CustomerFieldError} from './account-types';

export type FieldCodes<F extends string> = Partial<Record<F, Partial<Record<string, string>>>>;

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
