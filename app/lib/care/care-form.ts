/**
 * The customer-care form as the server reads it (docs/product.md#customer-care): topic, order
 * number (required for orders and returns, `#1001` or `1001`), name, e-mail, message, an optional
 * photo and the ticked privacy disclaimer. Errors are message keys under `care.errors`, one per
 * field; what was typed comes back with them (a chosen photo cannot: `photoSent` says there was one).
 */
import {check, emailError, multiLineText, text, type Parsed} from '../customer/account-forms';
import {CARE_TOPICS, ORDER_TOPICS, type CarePhoto, type CareTopic} from './care-types';
import {imageTypeOf, PHOTO_MAX_BYTES, PHOTO_SNIFF_BYTES, photoFileName} from './photo';

export const MESSAGE_MIN = 20;
export const MESSAGE_MAX = 5000;
export const NAME_MAX = 100;
/** Shopify numbers orders from 1001 up; the shop's order names are `#` and the number. */
const ORDER_NUMBER = /^#?\s*(\d{4,10})$/;
/** A ticked box posts `on` (a plain form) or `true` (a script). */
const CHECKED = new Set(['on', 'true']);

export const CARE_FIELDS = [
  'topic',
  'orderNumber',
  'name',
  'email',
  'message',
  'photo',
  'isPrivacyDisclaimerChecked',
] as const;
export type CareFormField = (typeof CARE_FIELDS)[number];

export interface CareRequest {
  topic: CareTopic;
  /** `#1001`, or null. */
  orderNumber: string | null;
  name: string;
  email: string;
  message: string;
  photo: CarePhoto | null;
}

const isTopic = (value: string): value is CareTopic =>
  (CARE_TOPICS as readonly string[]).includes(value);

/** `#1001` for `1001`, `# 1001` or `#1001`; null when it is no order name. */
export function orderName(value: string): string | null {
  const match = ORDER_NUMBER.exec(value);
  return match ? `#${match[1]}` : null;
}

function orderError(value: string, topic: string): string | null {
  if (!value) return isTopic(topic) && ORDER_TOPICS.has(topic) ? 'orderRequired' : null;
  return orderName(value) ? null : 'orderInvalid';
}

function messageError(value: string): string | null {
  if (value.length < MESSAGE_MIN) return 'messageTooShort';
  return value.length > MESSAGE_MAX ? 'messageTooLong' : null;
}

/** The photo as sent, its type read from its bytes; an empty file input is no photo. */
async function readPhoto(
  entry: FormDataEntryValue | null,
): Promise<{photo: CarePhoto | null; error: string | null}> {
  if (!entry || typeof entry === 'string' || entry.size === 0) return {photo: null, error: null};
  if (entry.size > PHOTO_MAX_BYTES) return {photo: null, error: 'photoTooLarge'};
  const head = new Uint8Array(await entry.slice(0, PHOTO_SNIFF_BYTES).arrayBuffer());
  const contentType = imageTypeOf(head);
  if (!contentType) return {photo: null, error: 'photoType'};
  return {
    photo: {file: entry, contentType, fileName: photoFileName(entry.name, contentType)},
    error: null,
  };
}

export async function readCareForm(
  form: FormData,
): Promise<Parsed<CareRequest, CareFormField> & {photoSent: boolean}> {
  const values = {
    topic: text(form, 'topic'),
    orderNumber: text(form, 'orderNumber'),
    name: text(form, 'name'),
    email: text(form, 'email'),
    message: multiLineText(form, 'message'),
    isPrivacyDisclaimerChecked: text(form, 'isPrivacyDisclaimerChecked'),
  };
  const entry = form.get('photo');
  const photoSent = typeof entry !== 'string' && entry !== null && entry.size > 0;
  const {photo, error: photoError} = await readPhoto(entry);
  const email = emailError(values.email);
  const parsed = check<CareRequest, CareFormField>(
    {
      topic: isTopic(values.topic) ? null : 'topicRequired',
      orderNumber: orderError(values.orderNumber, values.topic),
      name: !values.name ? 'nameRequired' : values.name.length > NAME_MAX ? 'nameTooLong' : null,
      email: email === 'required' ? 'emailRequired' : email,
      message: messageError(values.message),
      photo: photoError,
      isPrivacyDisclaimerChecked: CHECKED.has(values.isPrivacyDisclaimerChecked)
        ? null
        : 'privacyRequired',
    },
    {...values, photo: ''},
    {
      topic: values.topic as CareTopic,
      orderNumber: values.orderNumber ? orderName(values.orderNumber) : null,
      name: values.name,
      email: values.email,
      message: values.message,
      photo,
    },
  );
  return {...parsed, photoSent};
}
