// The Oxygen worker entry: the front door's checks, a context per request, then React Router.
import * as serverBuild from 'virtual:react-router/server-build';
import {createRequestHandler, RouterContextProvider} from 'react-router';
import {createAppContext} from '~/lib/context.server';
import {getConfig} from '~/lib/config.server';
import {MESSAGES} from '~/lib/i18n.server';
import {translator} from '~/lib/i18n';
import {parseMarketPath} from '~/lib/markets';
import {isSameOriginRequest} from '~/lib/security';
import {
  allowedMethods,
  bodyLimit,
  declaresTooLargeBody,
  drainBody,
  finishResponse,
  collapsedPath,
  isUnrenderablePath,
  mayOmitOrigin,
  methodVerdict,
  normalizedRequest,
  refusal,
} from '~/lib/front-door.server';
import {redirectTo} from '~/lib/redirect.server';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Made once per isolate: React Router builds its route tables when the handler is made. It is
 * React Router's own handler: Hydrogen's would proxy its Storefront API routes through a
 * Hydrogen `storefront`, which the shop does not have (docs/decisions/0013).
 */
const handleRequest = createRequestHandler(serverBuild, process.env.NODE_ENV);

export default {
  async fetch(request: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
    const response = await answer(request, env, executionContext);
    // A body declared too large is never read; anything else left unread is drained (drainBody).
    const limit = bodyLimit(new URL(request.url).pathname);
    if (response.status !== 413 && !declaresTooLargeBody(request, limit))
      await drainBody(request, limit);
    return response;
  },
};

async function answer(
  request: Request,
  env: Env,
  executionContext: ExecutionContext,
): Promise<Response> {
  try {
    const config = getConfig(env);
    const {pathname} = new URL(request.url);
    if (isUnrenderablePath(pathname)) return refusal(pathname, 400, 'badRequest');
    const collapsed = collapsedPath(pathname);
    if (collapsed) {
      const {search} = new URL(request.url);
      return finishResponse(redirectTo(collapsed + search, 301));
    }
    // Changes must come from our own pages (docs/decisions/0012): a 403 in the shopper's
    // language, before React Router's own check would answer a bare 500.
    if (
      !SAFE_METHODS.has(request.method) &&
      !isSameOriginRequest(request, config.shopOrigin, mayOmitOrigin(pathname))
    ) {
      const {market} = parseMarketPath(pathname);
      return finishResponse(
        new Response(translator(market.id, MESSAGES[market.id])('errors.forbidden'), {
          status: 403,
          headers: {'content-type': 'text/plain; charset=utf-8'},
        }),
      );
    }
    const method = methodVerdict(request, pathname);
    if (method === 'bodyOnRead') return refusal(pathname, 400, 'badRequest');
    if (method === 'notAllowed')
      return refusal(pathname, 405, 'badRequest', {Allow: allowedMethods(pathname)});
    const limit = bodyLimit(pathname);
    if (declaresTooLargeBody(request, limit)) return refusal(pathname, 413, 'tooLarge');
    const normalized = normalizedRequest(request, config.shopOrigin, limit);
    // With React Router's middleware on (Hydrogen's preset), the context must be its class.
    const context = Object.assign(
      new RouterContextProvider(),
      await createAppContext(normalized.request, env, executionContext),
    );
    let response = await handleRequest(normalized.request, context);
    await drainBody(normalized.request, limit);
    // A chunked body that grew past the limit was cut off while it was read.
    if (normalized.bodyTooLarge()) return refusal(pathname, 413, 'tooLarge');
    response = finishResponse(response);
    // Preview mode shows drafts: never stored by a cache, never indexed (docs/product.md#content-preview).
    if (context.content.preview) {
      response.headers.set('Cache-Control', 'private, no-store');
      response.headers.set('X-Robots-Tag', 'noindex');
    }
    for (const cookie of context.customerSession.pendingCookies) {
      response.headers.append('Set-Cookie', cookie);
    }
    return response;
  } catch (error) {
    // A redirect target refused (redirect.server.ts) is its localized 400.
    if (error instanceof Response) return finishResponse(error);
    // Reached only when the worker cannot even build its context (bad configuration):
    // the reason goes to the log, never to the browser.
    console.error(error);
    return finishResponse(
      new Response('Servizio non disponibile', {
        status: 503,
        headers: {'content-type': 'text/plain; charset=utf-8'},
      }),
    );
  }
}
