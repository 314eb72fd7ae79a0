/**
 * The profile form: the shared checks (`parseProfileForm`), plus what a refused form shows
 * again — the newsletter box as it was ticked, never a password — and the platform's refusals
 * in the profile's own words (a phone that is taken is not an e-mail that is taken).
 */
import {fieldPlatformErrors, parseProfileForm} from './account-forms';
import type {CustomerFieldError} from './account-types';

const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'password',
  'passwordConfirm',
] as const;

/** A checkbox's state as a form value: "on" when ticked, "" when not. */
const box = (form: FormData, name: string) => (form.get(name) === 'on' ? 'on' : '');

export function parseProfile(form: FormData) {
  const parsed = parseProfileForm(form);
  if (parsed.ok) return parsed;
  return {...parsed, values: {...parsed.values, acceptsMarketing: box(form, 'acceptsMarketing')}};
}

type Profile = {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  acceptsMarketing: boolean;
};

/** A profile as the form's values (the saved one, or one the platform refused). */
export function profileValues(profile: Profile) {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    email: profile.email ?? '',
    phone: profile.phone ?? '',
    acceptsMarketing: profile.acceptsMarketing ? 'on' : '',
  };
}

export function profileErrors(errors: readonly CustomerFieldError[]) {
  return fieldPlatformErrors(errors, PROFILE_FIELDS, {
    phone: {INVALID: 'phoneInvalid', TAKEN: 'phoneTaken'},
  });
}
