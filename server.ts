// The Oxygen worker entry: a context per request, then React Router.
import * as serverBuild from 'virtual:react-router/server-build';
import {createRequestHandler} from '@shopify/hydrogen';
import {createAppContext} from '~/lib/context.server';
import {getT} from '~/lib/i18n.server';
import {isSameOriginRequest} from '~/lib/security';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export default {
  async fetch(request: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
    try {
      const context = await createAppContext(request, env, executionContext);
      // Changes must come from our own pages (DESIGN §8): a 403 in the shopper's language,
      // before React Router's own check would answer a bare 500.
      if (!SAFE_METHODS.has(request.method) && !isSameOriginRequest(request)) {
        return new Response(getT(context)('errors.forbidden'), {
          status: 403,
          headers: {'content-type': 'text/plain; charset=utf-8'},
        });
      }
      const handleRequest = createRequestHandler({
        build: serverBuild,
        mode: process.env.NODE_ENV,
        getLoadContext: () => context,
      });
      const response = await handleRequest(request);
      if (context.session.isPending) {
        response.headers.append('Set-Cookie', await context.session.commit());
      }
      for (const cookie of context.customerSession.pendingCookies) {
        response.headers.append('Set-Cookie', cookie);
      }
      return response;
    } catch (error) {
      // Reached only when the worker cannot even build its context (bad configuration):
      // the reason goes to the log, never to the browser.
      console.error(error);
      return new Response('Servizio non disponibile', {
        status: 503,
        headers: {'content-type': 'text/plain; charset=utf-8', 'retry-after': '30'},
      });
    }
  },
};
