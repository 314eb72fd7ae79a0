/**
 * A Create Request body checked as Zendesk checks it: `{request: {requester?, subject?, comment:
 * {body, uploads?}, custom_fields?, tags?}}`. An anonymous request must name its requester by
 * e-mail; an authenticated one files for its API user unless it names another requester (which
 * the account allows, "Anyone can submit tickets" being on). Refusals are RecordInvalid errors
 * per field, as the API words them.
 */
import {ZendeskError, recordInvalid, type FieldError} from './wire';
import type {NewRequest, ZendeskStore} from './store';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Zendesk's limits: a user's name, and one comment (64 KB of text). */
const NAME_MAX = 255;
const COMMENT_MAX = 65_535;
/** A request without a subject takes the start of its description. */
const SUBJECT_FROM_DESCRIPTION = 50;
/** The id of the account's Description field, named in its errors. */
const DESCRIPTION_FIELD_ID = 360000001;

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

function requesterOf(
  value: unknown,
  apiUser: string | null,
  errors: Record<string, FieldError[]>,
): NewRequest['requester'] | null {
  if (value === undefined || value === null) {
    if (apiUser) return {email: apiUser, name: apiUser.split('@')[0]!};
    errors.requester = [{description: 'Requester: cannot be blank', error: 'BlankValue'}];
    return null;
  }
  const requester = isObject(value) ? value : {};
  const email = typeof requester.email === 'string' ? requester.email.trim() : '';
  const name = typeof requester.name === 'string' ? requester.name.trim() : '';
  if (!email)
    errors.requester = [{description: 'Requester: Email: cannot be blank', error: 'BlankValue'}];
  else if (!EMAIL.test(email))
    errors.requester = [
      {description: `Requester: Email: ${email} is not properly formatted`, error: 'InvalidFormat'},
    ];
  else if (name.length > NAME_MAX)
    errors.requester = [
      {
        description: `Requester: Name: is too long (maximum is ${NAME_MAX} characters)`,
        error: 'TooLong',
      },
    ];
  return errors.requester ? null : {email, name: name || email.split('@')[0]!};
}

function descriptionError(body: unknown): FieldError | null {
  const base = {ticket_field_id: DESCRIPTION_FIELD_ID, ticket_field_type: 'FieldDescription'};
  if (blank(body))
    return {description: 'Description: cannot be blank', error: 'BlankValue', ...base};
  if ((body as string).length > COMMENT_MAX)
    return {description: 'Description: is too long', error: 'TooLong', ...base};
  return null;
}

function uploadsOf(value: unknown, store: ZendeskStore, errors: Record<string, FieldError[]>) {
  if (value === undefined) return [];
  const tokens = Array.isArray(value) ? value : [value];
  const bad = tokens.filter((token) => {
    const upload = typeof token === 'string' ? store.upload(token) : undefined;
    return !upload || !store.isOpen(upload);
  });
  if (bad.length)
    errors.uploads = bad.map((token) => ({
      description: `Uploads: ${String(token)} is invalid or has expired`,
      error: 'InvalidValue',
    }));
  return [...new Set(tokens as string[])];
}

/** Fields the account has are kept with their value; others are dropped, as Zendesk drops them. */
function customFieldsOf(value: unknown, known: ReadonlyMap<number, string>) {
  if (!Array.isArray(value)) return [];
  return value.flatMap((field) => {
    const id = isObject(field) ? Number(field.id) : NaN;
    return known.has(id) ? [{id, value: (field as Json).value ?? null}] : [];
  });
}

/** Tags are lower case and hold no spaces: "Resi Reso" is two tags. */
function tagsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const words = value.flatMap((tag) =>
    typeof tag === 'string' ? tag.toLowerCase().split(/\s+/).filter(Boolean) : [],
  );
  return [...new Set(words)];
}

export function readRequest(
  body: unknown,
  {
    apiUser,
    store,
    fields,
  }: {apiUser: string | null; store: ZendeskStore; fields: ReadonlyMap<number, string>},
): NewRequest {
  const request = isObject(body) ? body.request : undefined;
  if (!isObject(request))
    throw new ZendeskError(400, {
      error: 'ParameterMissing',
      description: 'param is missing or the value is empty: request',
    });
  const errors: Record<string, FieldError[]> = {};
  const requester = requesterOf(request.requester, apiUser, errors);
  const comment = isObject(request.comment) ? request.comment : {};
  const problem = descriptionError(comment.body);
  if (problem) errors.base = [problem];
  const uploads = uploadsOf(comment.uploads, store, errors);
  if (Object.keys(errors).length) throw recordInvalid(errors);
  const description = (comment.body as string).trim();
  const subject = blank(request.subject)
    ? description.slice(0, SUBJECT_FROM_DESCRIPTION)
    : (request.subject as string).trim();
  return {
    subject,
    description,
    requester: requester!,
    submitter: apiUser ?? 'anonymous',
    customFields: customFieldsOf(request.custom_fields, fields),
    tags: tagsOf(request.tags),
    uploads,
  };
}
