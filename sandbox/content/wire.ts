/**
 * Contentful's wire shapes: an entity as the Delivery API writes it (sys links, locale-flattened
 * fields), links, and the error bodies of its 400/401/404 answers.
 */
import {randomUUID} from 'node:crypto';
import {fallbackChain, type LocaleCode} from './model';
import type {LocalizedFields, VisibleEntity} from './store';

export interface SpaceRef {
  space: string;
  environment: string;
}

/** One locale (fields flattened, with fallback) or every locale (`*`: `{field: {locale: v}}`). */
export type LocaleChoice = LocaleCode | '*';

export function link(linkType: string, id: string) {
  return {sys: {type: 'Link', linkType, id}};
}

export function isLink(
  value: unknown,
): value is {sys: {type: 'Link'; linkType: string; id: string}} {
  const sys = (value as {sys?: {type?: unknown; id?: unknown}} | null)?.sys;
  return (
    typeof sys === 'object' && sys !== null && sys.type === 'Link' && typeof sys.id === 'string'
  );
}

/** A field's value in one locale, following the locale's fallback chain. */
export function fieldValue(fields: LocalizedFields, field: string, locale: LocaleCode): unknown {
  const values = fields[field];
  if (!values) return undefined;
  for (const code of fallbackChain(locale)) if (values[code] !== undefined) return values[code];
  return undefined;
}

function localize(fields: LocalizedFields, locale: LocaleChoice): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(fields)) {
    const value = locale === '*' ? fields[name] : fieldValue(fields, name, locale);
    if (value !== undefined && (locale !== '*' || Object.keys(value as object).length))
      out[name] = structuredClone(value);
  }
  return out;
}

export function entityJson(entity: VisibleEntity, locale: LocaleChoice, ref: SpaceRef) {
  const {id, type, contentType, createdAt, updatedAt, revision, publishedVersion} = entity;
  return {
    metadata: {tags: [], concepts: []},
    sys: {
      space: link('Space', ref.space),
      id,
      type,
      createdAt,
      updatedAt,
      environment: link('Environment', ref.environment),
      ...(publishedVersion !== undefined && {publishedVersion}),
      revision,
      ...(contentType && {contentType: link('ContentType', contentType)}),
      ...(locale !== '*' && {locale}),
    },
    fields: localize(entity.fields, locale),
  };
}

export type EntityJson = ReturnType<typeof entityJson>;

/** A Contentful error answer: `{"sys":{"type":"Error","id"},"message","details"?,"requestId"}`. */
export class ContentfulError extends Error {
  constructor(
    readonly status: number,
    readonly id: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

const INVALID_QUERY_MESSAGE =
  'The query you sent was invalid. Probably a filter or ordering specification is not applicable to the type of a field.';

export function invalidQuery(...errors: Array<Record<string, unknown>>): ContentfulError {
  return new ContentfulError(400, 'InvalidQuery', INVALID_QUERY_MESSAGE, {errors});
}

export function notFound(details: Record<string, unknown>): ContentfulError {
  return new ContentfulError(404, 'NotFound', 'The resource could not be found.', details);
}

const CONTENTFUL_TYPE = 'application/vnd.contentful.delivery.v1+json';

export function contentfulReply(status: number, body: unknown, requestId = randomUUID()) {
  return {
    status,
    headers: {
      'content-type': CONTENTFUL_TYPE,
      'x-contentful-request-id': requestId,
      'cache-control': 'max-age=0',
      'access-control-expose-headers': 'Etag, X-Contentful-Request-Id',
    },
    body: JSON.stringify(body),
  };
}

export function errorReply(error: ContentfulError) {
  const requestId = randomUUID();
  const {status, id, message, details} = error;
  return contentfulReply(
    status,
    {sys: {type: 'Error', id}, message, ...(details !== undefined && {details}), requestId},
    requestId,
  );
}
