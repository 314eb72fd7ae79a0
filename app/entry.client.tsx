import {startTransition, StrictMode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {HydratedRouter} from 'react-router/dom';
import {NonceProvider} from '@shopify/hydrogen';
import {loadDocumentTexts} from '~/lib/lazy-texts';

// The CSP nonce is only known from the server-rendered scripts.
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;

// The shell's words come by address (docs/decisions/0030), preloaded beside the modules.
loadDocumentTexts().then(
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
