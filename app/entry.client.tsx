import {startTransition, StrictMode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {HydratedRouter} from 'react-router/dom';
import {NonceProvider} from '@shopify/hydrogen';
import {loadDocumentTexts} from '~/lib/lazy-texts';
import {loadServedPages} from '~/lib/page-kinds';

// The CSP nonce is only known from the server-rendered scripts.
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;

// The shell's words come by address (docs/decisions/0030), preloaded beside the modules, and
// the page's own code by `import()` (docs/decisions/0041): hydration starts with both in.
Promise.all([loadDocumentTexts(), loadServedPages()]).then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <NonceProvider value={nonce}>
            <HydratedRouter />
          </NonceProvider>
        </StrictMode>,
      );
    }),
  (error: unknown) => console.error(error),
);
