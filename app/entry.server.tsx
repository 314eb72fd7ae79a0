import type {AppLoadContext, EntryContext} from 'react-router';
import {ServerRouter} from 'react-router';
import {isbot} from 'isbot';
import {renderToReadableStream} from 'react-dom/server';
import {createContentSecurityPolicy} from '@shopify/hydrogen';
import {securityHeaders} from '~/lib/csp.server';
import {stylesheetPreloads} from '~/lib/stylesheet-preloads.server';

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  reactRouterContext: EntryContext,
  context: AppLoadContext,
) {
  const {nonce, header, NonceProvider} = createContentSecurityPolicy(
    securityHeaders.cspDirectives(context.config),
  );

  const body = await renderToReadableStream(
    <NonceProvider>
      <ServerRouter context={reactRouterContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: request.signal,
      onError(error) {
        // A visitor who leaves mid-stream is no server error.
        if (request.signal.aborted) return;
        console.error(error);
        responseStatusCode = 500;
      },
    },
  );

  // Crawlers get the whole document at once. For others, `allReady` only rejects when the
  // visitor leaves mid-stream; nothing waits on it, so it must not surface as unhandled.
  if (isbot(request.headers.get('user-agent'))) await body.allReady;
  else body.allReady.catch(() => {});

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set('Content-Security-Policy', header);
  securityHeaders.apply(responseHeaders);
  const preloads = stylesheetPreloads(reactRouterContext);
  if (preloads) responseHeaders.append('Link', preloads);

  return new Response(body, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}

/** Server errors are logged with their message; React Router keeps stacks out of the browser. */
export function handleError(error: unknown, {request}: {request: Request}) {
  if (request.signal.aborted) return;
  console.error(error instanceof Error ? `${error.name}: ${error.message}` : error);
}
