import {Outlet, useRouteLoaderData} from 'react-router';
import type {Route} from './+types/shop-layout';
import {fromUpstream, notFound} from '~/lib/errors.server';
import {revalidateLayout} from '~/lib/revalidation';
import {deliveryEstimate, formatDeliveryEstimate} from '~/lib/delivery';
import {Header} from '~/components/Header';
import {Footer} from '~/components/Footer';
import {HydrateLater} from '~/components/HydrateLater';
import {ErrorPage} from '~/components/ErrorPage';
import {ShellProviders} from '~/components/ShellProviders';
import {CartDrawer} from '~/components/CartDrawer';
import {CartChanges} from '~/components/CartChanges';
import {CartAnalytics} from '~/components/CartAnalytics';
import {EventMessages} from '~/components/EventMessages';
import {CustomerState} from '~/components/CustomerState';
import {WishlistSync} from '~/components/WishlistSync';
import {PreviewBanner} from '~/components/PreviewBanner';
import type {loader as RootLoader} from '~/root';
import {usePageFocus} from '~/hooks/use-page-focus';

/** Header and footer menus of the market; an unknown two-letter prefix is a 404 in Italian. */
export async function loader({context}: Route.LoaderArgs) {
  const {marketMatch, catalogue, cart} = context;
  if (marketMatch.unknownPrefix) notFound();
  // The cart loads beside the menus (no cookie, no query). A failure shows no cart rather than
  // no page, and says so: the cart itself is kept by the platform.
  const [menus, cartData] = await Promise.all([
    fromUpstream(() => catalogue.menus()),
    cart.hasCartId ? cart.get().catch(logCartFailure) : null,
  ]);
  const cartUnavailable = cartData === undefined;
  return {
    mainMenu: menus.main,
    footerMenu: menus.footer,
    serviceMenu: menus.service,
    cart: cartData ?? null,
    cartUnavailable,
    isLoggedIn: context.customerSession.isLoggedIn,
    /** Editorial preview mode (docs/product.md#content-preview): its banner on every page. */
    preview: context.content.preview,
    // From the request's time, in the market's words: the server and the browser show the same.
    delivery: formatDeliveryEstimate(deliveryEstimate(new Date()), context.marketConfig.market),
  };
}

/** `undefined`: there is a cart, unknown for now (`null` is no cart). */
function logCartFailure(error: unknown): undefined {
  console.error(`[cart] not loaded: ${error instanceof Error ? error.message : String(error)}`);
  return undefined;
}

export const shouldRevalidate = revalidateLayout;

export default function ShopLayout({loaderData}: Route.ComponentProps) {
  usePageFocus();
  return (
    <>
      {loaderData.preview ? <PreviewBanner /> : null}
      <Header menu={loaderData.mainMenu} isLoggedIn={loaderData.isLoggedIn} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <HydrateLater>
        <Footer menu={loaderData.footerMenu} serviceMenu={loaderData.serviceMenu} />
      </HydrateLater>
      <EventMessages />
      <CartDrawer />
      <CartChanges />
      <CartAnalytics />
      <CustomerState isLoggedIn={loaderData.isLoggedIn} />
      <WishlistSync />
    </>
  );
}

/** The layout's own failure (unknown prefix, menus unavailable) leaves the page bare: bring the shell. */
export function ErrorBoundary({error}: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof RootLoader>('root');
  if (!root) return null;
  return (
    <ShellProviders data={root}>
      <main id="main">
        <ErrorPage error={error} />
      </main>
    </ShellProviders>
  );
}
