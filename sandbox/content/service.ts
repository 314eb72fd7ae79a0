/**
 * Contentful's Content Delivery and Content Preview APIs, at the paths the `contentful` client
 * calls:
 *   GET /spaces/{space}
 *   GET /spaces/{space}/environments/{env}/entries | entries/{id} | assets | assets/{id}
 *       | content_types | content_types/{id} | locales | tags | tags/{id}
 * (`/spaces/{space}/entries…` without an environment is `master`). The token says which API
 * answers: the delivery token sees published entries, the preview token drafts and changes too.
 */
import {contentfulSpace, contentImagesHost} from '../config';
import type {SandboxContext} from '../context';
import type {SandboxReply, SandboxRequest, Service} from '../http/types';
import {CONTENT_TYPES, DEFAULT_LOCALE, LOCALES, MODEL_CREATED_AT} from './model';
import {parseQuery, type Resource} from './query';
import {findEntities, resolveIncludes, selected} from './search';
import type {Audience, VisibleEntity} from './store';
import {
  ContentfulError,
  contentfulReply,
  entityJson,
  errorReply,
  link,
  notFound,
  type SpaceRef,
} from './wire';

const PATH = /^\/spaces\/([^/]+)(?:\/environments\/([^/]+))?(?:\/([a-z_]+)(?:\/([^/]+))?)?\/?$/;

export function contentfulService(context: SandboxContext): Service {
  return {
    name: 'contentful',
    matches: (path) => path.startsWith('/spaces/'),
    handle(request) {
      try {
        return answer(request, context);
      } catch (error) {
        if (error instanceof ContentfulError) return errorReply(error);
        throw error;
      }
    },
    failure: (status, message) =>
      errorReply(
        new ContentfulError(
          status,
          status === 429 ? 'RateLimitExceeded' : status >= 500 ? 'ServerError' : 'BadRequest',
          message,
        ),
      ),
  };
}

function audienceOf(request: SandboxRequest): Audience {
  const space = contentfulSpace();
  const header = /^Bearer\s+(.+)$/i.exec(String(request.headers.authorization ?? ''))?.[1];
  const token = header ?? request.url.searchParams.get('access_token');
  if (token === space.deliveryToken) return 'delivery';
  if (token === space.previewToken) return 'preview';
  throw new ContentfulError(
    401,
    'AccessTokenInvalid',
    'The access token you sent could not be found or is invalid.',
  );
}

function answer(request: SandboxRequest, context: SandboxContext): SandboxReply {
  const route = PATH.exec(request.url.pathname);
  const space = contentfulSpace();
  if (!route || (request.method !== 'GET' && request.method !== 'HEAD'))
    throw notFound({type: 'Route', id: request.url.pathname});
  const [, spaceId, environment = 'master', resource, id] = route;
  const audience = audienceOf(request);
  if (spaceId !== space.spaceId) throw notFound({type: 'Space', id: spaceId});
  if (!space.environments.has(environment!))
    throw notFound({type: 'Environment', id: environment, space: spaceId});
  const ref: SpaceRef = {space: spaceId, environment: environment!};
  if (!resource && route[2] === undefined) return contentfulReply(200, spaceJson(spaceId!));
  const params = request.url.searchParams;
  switch (resource) {
    case 'entries':
    case 'assets':
      return id
        ? single(context, audience, resource, decodeURIComponent(id), params, ref)
        : collection(context, audience, resource, params, ref);
    case 'content_types': {
      const types = CONTENT_TYPES.map((type) => contentTypeJson(type, ref));
      if (!id) return contentfulReply(200, arrayOf(types));
      const found = types.find((type) => type.sys.id === id);
      if (!found) throw notFound({type: 'ContentType', id, environment, space: spaceId});
      return contentfulReply(200, found);
    }
    case 'locales':
      return contentfulReply(200, arrayOf(LOCALES.map(localeJson), 1000));
    case 'tags':
      // The space uses no Contentful tags (articles carry their own `tags` field).
      if (id) throw notFound({type: 'Tag', id, environment, space: spaceId});
      return contentfulReply(200, arrayOf([]));
    default:
      throw notFound({type: 'Route', id: request.url.pathname});
  }
}

/** What the audience sees, asset URLs pointing at the images host. */
function visibleTo(context: SandboxContext, audience: Audience): VisibleEntity[] {
  const host = contentImagesHost(context.publicUrl);
  const {spaceId} = contentfulSpace();
  return context.content.visible(audience).map((entity) => {
    if (entity.type !== 'Asset') return entity;
    const file = Object.fromEntries(
      Object.entries(entity.fields.file ?? {}).map(([locale, value]) => [
        locale,
        {...(value as object), url: `//${host}/${spaceId}/${(value as {url: string}).url}`},
      ]),
    );
    return {...entity, fields: {...entity.fields, file}};
  });
}

function collection(
  context: SandboxContext,
  audience: Audience,
  resource: Resource,
  params: URLSearchParams,
  ref: SpaceRef,
): SandboxReply {
  const query = parseQuery(params, resource);
  const visible = visibleTo(context, audience);
  const type = resource === 'entries' ? 'Entry' : 'Asset';
  const {total, page} = findEntities(visible, type, query);
  const items = page.map((entity) => selected(entityJson(entity, query.locale, ref), query.select));
  const body: Record<string, unknown> = {
    sys: {type: 'Array'},
    total,
    skip: query.skip,
    limit: query.limit,
    items,
  };
  if (resource === 'entries' && query.include > 0) {
    const byId = new Map(visible.map((entity) => [entity.id, entity]));
    const {includes, errors} = resolveIncludes(items, byId, query.include, query.locale, ref);
    if (includes.Entry.length || includes.Asset.length)
      body.includes = Object.fromEntries(
        Object.entries(includes).filter(([, list]) => list.length),
      );
    if (errors.length) body.errors = errors;
  }
  return contentfulReply(200, body);
}

function single(
  context: SandboxContext,
  audience: Audience,
  resource: Resource,
  id: string,
  params: URLSearchParams,
  ref: SpaceRef,
): SandboxReply {
  // A single entity takes only `locale`.
  const only = new URLSearchParams();
  if (params.has('locale')) only.set('locale', params.get('locale')!);
  const {locale} = parseQuery(only, resource);
  const type = resource === 'entries' ? 'Entry' : 'Asset';
  const entity = visibleTo(context, audience).find((e) => e.id === id && e.type === type);
  if (!entity) throw notFound({type, id, environment: ref.environment, space: ref.space});
  return contentfulReply(200, entityJson(entity, locale, ref));
}

function arrayOf(items: unknown[], limit = 100) {
  return {sys: {type: 'Array'}, total: items.length, skip: 0, limit, items};
}

function spaceJson(id: string) {
  return {
    sys: {type: 'Space', id},
    name: 'Passo',
    locales: LOCALES.map(({code, name, fallbackCode}) => ({
      code,
      name,
      default: code === DEFAULT_LOCALE,
      fallbackCode,
    })),
  };
}

function localeJson({code, name, fallbackCode}: (typeof LOCALES)[number], index: number) {
  return {
    code,
    name,
    default: code === DEFAULT_LOCALE,
    fallbackCode,
    sys: {id: `passo-locale-${index + 1}`, type: 'Locale', version: 1},
  };
}

function contentTypeJson(type: (typeof CONTENT_TYPES)[number], ref: SpaceRef) {
  return {
    sys: {
      space: link('Space', ref.space),
      id: type.id,
      type: 'ContentType',
      createdAt: MODEL_CREATED_AT,
      updatedAt: MODEL_CREATED_AT,
      environment: link('Environment', ref.environment),
      revision: 1,
    },
    displayField: type.displayField,
    name: type.name,
    description: type.description,
    fields: type.fields.map((field) => ({...field, disabled: false, omitted: false})),
  };
}
