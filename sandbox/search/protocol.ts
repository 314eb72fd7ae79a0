/**
 * What the search and Insights endpoints share: Algolia's credentials check (headers, or query
 * parameters as the browser clients send them) and its error shape {"message", "status"}.
 */
import {algoliaKeys} from '../config';
import {
  HttpError,
  json,
  parseJsonBody,
  type SandboxReply,
  type SandboxRequest,
} from '../http/types';

export function algoliaError(status: number, message: string): SandboxReply {
  return json(status, {message, status});
}

/**
 * Wraps a handler: the credentials are checked first (403 like Algolia), and client errors come
 * back in Algolia's shape.
 */
export function algoliaHandler(
  handle: (request: SandboxRequest) => SandboxReply,
): (request: SandboxRequest) => SandboxReply {
  return (request) => {
    try {
      if (!authorized(request)) return algoliaError(403, 'Invalid Application-ID or API key');
      return handle(request);
    } catch (error) {
      if (error instanceof HttpError) return algoliaError(error.status, error.message);
      throw error;
    }
  };
}

function authorized(request: SandboxRequest): boolean {
  const {appId, searchKey} = algoliaKeys();
  return (
    credential(request, 'x-algolia-application-id') === appId &&
    credential(request, 'x-algolia-api-key') === searchKey
  );
}

/** A header, else the query parameter of that name in any case (`X-Algolia-API-Key`…). */
function credential(request: SandboxRequest, name: string): string | undefined {
  const header = request.headers[name];
  if (typeof header === 'string') return header;
  for (const [key, value] of request.url.searchParams) if (key.toLowerCase() === name) return value;
  return undefined;
}

/** The body as a JSON object, whatever the content type (the browser clients send text/plain). */
export function jsonObject(request: SandboxRequest): Record<string, unknown> {
  const body = request.body.length ? parseJsonBody(request) : {};
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'The body must be a JSON object');
  return body as Record<string, unknown>;
}
