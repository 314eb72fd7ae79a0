/**
 * The cart route's code, loaded before the first cart change needs it. React Router loads a
 * route's module when a fetcher first posts to it, and reloads the whole page when that load
 * fails: an "add" made just as the connection drops would lose the page instead of reaching the
 * route's clientAction, which keeps the page and says what happened. React Router's whole manifest
 * is loaded with the page (docs/decisions/0026), so the route's modules are known from the start;
 * see docs/decisions/0016-cart-changes-that-fail-keep-the-page.md.
 */

interface ManifestRoute {
  module: string;
  clientActionModule?: string;
}

declare global {
  interface Window {
    __reactRouterManifest?: {routes: Record<string, ManifestRoute | undefined>};
  }
}

const CART_ROUTE_ID = 'routes/cart';
let loading: Promise<boolean> | null = null;

/** True once the module is in the browser (a second import costs no request); false for now. */
export function warmCartRoute(): Promise<boolean> {
  const route = window.__reactRouterManifest?.routes[CART_ROUTE_ID];
  if (!route) return Promise.resolve(false);
  const modules = [route.module, route.clientActionModule].filter((url): url is string => !!url);
  loading ??= Promise.all(modules.map((url) => import(/* @vite-ignore */ url))).then(
    () => true,
    () => {
      loading = null; // try again later
      return false;
    },
  );
  return loading;
}
