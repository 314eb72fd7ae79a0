import {useEffect, useState} from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import {useNonce} from '@shopify/hydrogen';
import type {Route} from './+types/root';
import {shellMessages, textsVersion} from '~/lib/i18n.server';
import {marketIndexName} from '~/lib/search/sort';
import {revalidateOnMarketChange} from '~/lib/revalidation';
import type {Shell} from '~/lib/shell-context';
import {shopIdentifier} from '~/lib/marketing/config.server';
import {readCookie} from '~/lib/cookies';
import {CONSENT_COOKIE, CONSENT_READY_TIMEOUT_MS, parseConsent} from '~/lib/tracking/consent';
import {ConsentBanner} from '~/components/ConsentBanner';
import {SkipLink} from '~/components/SkipLink';
import {Tracking} from '~/components/Tracking';
import {NewsletterPopup} from '~/components/NewsletterPopup';
import {ShellProviders} from '~/components/ShellProviders';
import {ErrorPage} from '~/components/ErrorPage';
import appStyles from '~/styles/app.css?url';
import fontStyles from '~/styles/fonts.css?url';
import noScriptStyles from '~/styles/no-script.css?url';
import {loadWebFonts} from '~/lib/web-fonts';
import {runLater} from '~/lib/later';
import {stored} from '~/lib/cookie-names';
import {KEEP_TAPS_SCRIPT, markHydrated} from '~/lib/kept-taps';
import {HOLD_PICTURES_SCRIPT, releaseLayoutAfter, releasePictures} from '~/lib/held-pictures';
import {ChosenStylesheets, PageCodePreloads} from '~/lib/page-kinds';

export const links: Route.LinksFunction = () => [
  {rel: 'stylesheet', href: appStyles},
  {rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg'},
];

/**
 * The shell's data (docs/product.md#what-every-page-receives) needs no network: the reference
 * page stays cheap.
 */
export async function loader({request, context}: Route.LoaderArgs) {
  const {config, marketConfig} = context;
  const shell: Shell = {
    market: marketConfig.market,
    storeInfo: {
      shopId: config.shopId,
      shopName: marketConfig.shopName,
      checkoutDomain: config.checkoutOrigin,
      storefrontAccessToken: marketConfig.publicToken,
      type: 'shopify',
      isEcommerce: true,
    },
    userAgent: request.headers.get('user-agent') ?? '',
    consent: {
      provider: config.consentProvider,
      readinessTimeoutMs: CONSENT_READY_TIMEOUT_MS,
      initial: parseConsent(readCookie(request.headers.get('Cookie'), CONSENT_COOKIE)),
    },
    search: config.search
      ? {
          appId: config.search.appId,
          apiKey: config.search.apiKey,
          host: config.search.host,
          index: marketIndexName(config.search.indexPrefix, marketConfig.market.id),
          collectionsIndex: marketIndexName(
            config.search.indexPrefix,
            marketConfig.market.id,
            'collections',
          ),
        }
      : null,
    tracking: {
      dataLayerMirrorUrl: config.sandboxOrigin
        ? `${config.sandboxOrigin}/sandbox/api/datalayer`
        : null,
      insights: config.insights,
      gtmScriptUrl: config.gtm
        ? `${config.gtm.origin}/gtm.js?id=${encodeURIComponent(config.gtm.containerId)}`
        : null,
      shopifyAnalytics: {
        endpoint: `${config.checkoutOrigin}/.well-known/shopify/monorail/unstable/produce_batch`,
        shopId: config.shopId,
        storefrontId: config.storefrontId,
        currency: marketConfig.market.currency,
      },
    },
    emailMarketing: config.emailMarketing && {
      publicKey: config.emailMarketing.publicKey,
      defaultListId: config.emailMarketing.defaultListId,
      catalogPlatform: 'shopify',
      scriptUrl: config.emailMarketing.scriptUrl,
    },
    marketingAutomation: config.marketingAutomation && {
      clientId: config.marketingAutomation.clientId,
      shop: shopIdentifier(config.shopOrigin),
      scriptUrl: config.marketingAutomation.scriptUrl,
    },
    newsletterForms: config.newsletterForms,
    errorReporting: config.errorReporting && {dsn: config.errorReporting.dsn},
    textsVersion: textsVersion(marketConfig.market.id),
    // The configured public origin, never the Host header (docs/decisions/0012).
    origin: config.shopOrigin,
    assetsBaseUrl: config.assetsBaseUrl,
  };
  // The shell's words only; each route adds its page's (docs/decisions/0022).
  return {shell, locale: marketConfig.market.id, messages: shellMessages(context)};
}

/** The shell changes only with the market or after a mutation. */
export const shouldRevalidate = revalidateOnMarketChange;

export function Layout({children}: {children?: React.ReactNode}) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>('root');
  // The document's, kept: another market's shell is loaded when needed, not preloaded again.
  const [shellTexts] = useState(data?.messages);
  // Marks the document as interactive (for the browser tests too), answers a kept tap, and only
  // then asks for the fonts, in a task of their own; the page below the first screen is laid out
  // once they are in.
  useEffect(() => {
    markHydrated();
    releasePictures();
    return runLater(() => releaseLayoutAfter(loadWebFonts(fontStyles)));
  }, []);
  return (
    <html lang={data?.shell.market.htmlLang ?? 'it'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="theme-color" content="#1d1a17" />
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{
            __html: KEEP_TAPS_SCRIPT + HOLD_PICTURES_SCRIPT,
          }}
        />
        <Meta />
        <Links />
        <ChosenStylesheets />
        {shellTexts ? (
          // The shell's words, asked for beside the modules: hydration needs them (0030).
          <link
            rel="preload"
            as="fetch"
            href={shellTexts.src}
            crossOrigin="anonymous"
            data-texts={shellTexts.id}
          />
        ) : null}
        <noscript>
          <link rel="stylesheet" href={fontStyles} />
          <link rel="stylesheet" href={noScriptStyles} />
        </noscript>
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} storageKey={stored('react-router-scroll-positions')} />
        <Scripts nonce={nonce} />
        <PageCodePreloads />
      </body>
    </html>
  );
}

/** A page without page data renders bare, without the shell (docs/product.md#reference-page). */
export default function App({loaderData}: Route.ComponentProps) {
  const matches = useMatches();
  // No route below the root has data (`undefined` on the server, `null` once hydrated).
  const bare = matches.every((match) => match.id === 'root' || match.data == null);
  if (bare) return <Outlet />;
  return (
    <ShellProviders data={loaderData}>
      <SkipLink />
      <ConsentBanner />
      <Outlet />
      <Tracking />
      <NewsletterPopup />
    </ShellProviders>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>('root');
  if (!data) return <p>Errore {isRouteErrorResponse(error) ? error.status : 500}</p>;
  return (
    <ShellProviders data={data}>
      <ErrorPage error={error} />
    </ShellProviders>
  );
}
