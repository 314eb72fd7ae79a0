import {useState, type ComponentType} from 'react';
import {useMatches} from 'react-router';
import {useLaterEffect} from '~/hooks/use-later-effect';
import {track, type Tracked} from '~/lib/lazy-texts';
import productStyles from '~/styles/product.css?url';
import listingStyles from '~/styles/listing-pages.css?url';

/**
 * One route serves a product and a collection (routes/catalogue.tsx), and neither `links` nor
 * the route's module can know which page it is before its data: the route names its page's kind
 * in `handle.pageKind`, and the page waits only for that kind's stylesheet
 * (docs/decisions/0040) and code (docs/decisions/0041).
 */
export type PageKind = 'product' | 'listing';

export const PAGE_STYLESHEETS: Record<PageKind, string> = {
  product: productStyles,
  listing: listingStyles,
};

export type PageKindHandle = {pageKind: (data: unknown) => PageKind | undefined};

type Match = {handle?: unknown; data?: unknown};

/** The kinds the matched routes' pages are, from their data. */
export function pageKinds(matches: Match[]): PageKind[] {
  const kinds = new Set<PageKind>();
  for (const {handle, data} of matches) {
    const kind = (handle as Partial<PageKindHandle> | undefined)?.pageKind?.(data);
    if (kind) kinds.add(kind);
  }
  return [...kinds];
}

const ALL_KINDS = Object.keys(PAGE_STYLESHEETS) as PageKind[];

/**
 * In the head after `<Links />`. Once the page has hydrated, every kind's sheet is linked and
 * its code loaded: a later navigation then paints styled, which React Router's own check of
 * `links` cannot ensure for a sheet chosen from data, and waits for no second round trip. A sheet
 * for another kind than the page's is linked inactive (`media="not all"`): fetched and parsed,
 * it costs the page no restyle until a navigation makes it the page's own (decision 0042).
 */
export function ChosenStylesheets() {
  const matches = useMatches();
  const [everyKind, setEveryKind] = useState(false);
  useLaterEffect(() => {
    setEveryKind(true);
    loadEveryPage();
  }, []);
  const shown = new Set(pageKinds(matches));
  return ALL_KINDS.filter((kind) => everyKind || shown.has(kind)).map((kind) => (
    <link
      key={kind}
      rel="stylesheet"
      href={PAGE_STYLESHEETS[kind]}
      data-page-kind={kind}
      media={shown.has(kind) ? undefined : 'not all'}
    />
  ));
}

/** A sheet that failed leaves no trace on its link: a navigation waits for it this long at most. */
const STYLES_WAITED_AT_MOST_MS = 3000;

/** Until the kind's sheet, linked once the page has hydrated, has loaded (or failed). */
export function pageStylesLoaded(kind: PageKind) {
  const link = document.querySelector<HTMLLinkElement>(`link[data-page-kind="${kind}"]`);
  if (!link || link.sheet) return Promise.resolve();
  return new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), {once: true});
    link.addEventListener('error', () => resolve(), {once: true});
    setTimeout(resolve, STYLES_WAITED_AT_MOST_MS);
  });
}

/** What a route's data carries when its page brings its own code (`pageCode`, page-code.server). */
type PageCodeData = {pageCode?: string[]};

/**
 * After React Router's module links, the page's own code, which they do not name: asked for
 * beside the route's modules, not ahead of the stylesheets (docs/decisions/0041).
 */
export function PageCodePreloads() {
  return useMatches()
    .flatMap(({data}) => (data as PageCodeData | undefined)?.pageCode ?? [])
    .map((href) => <link key={href} rel="modulepreload" href={href} />);
}

const codeOf = new Map<PageKind, () => Tracked<unknown>>();
let everyPage = false;

function loadEveryPage() {
  everyPage = true;
  for (const load of codeOf.values()) load();
}

/**
 * A page body whose code comes with `import()`. The document asks for it beside the route's
 * (`PageCodePreloads`), and `loadServedPages` has it in before hydration starts, so hydration
 * never suspends on it (a suspended hydration starts over). A navigation waits for it with the
 * page's data (`load()` in the route's `clientLoader`): a suspended render would leave the
 * page being left on screen, and answering taps, under the new address. A failed load reaches
 * the route's error boundary, and the next render asks again.
 */
export function lazyPage<P extends object>(kind: PageKind, load: () => Promise<ComponentType<P>>) {
  let code: Tracked<ComponentType<P>> | null = null;
  const loadCode = () => (code ??= track(load(), `${kind} page code`));
  codeOf.set(kind, loadCode);
  // A route module first loaded by a navigation: its page's code comes with the route's data.
  if (everyPage) loadCode();
  return Object.assign(Page, {load: () => loadCode().settled});

  function Page(props: P) {
    const {status, settled, value} = loadCode();
    if (status === 'pending') throw settled;
    if (status === 'failed' || !value) {
      code = null;
      throw new Error(`The ${kind} page could not load its code`);
    }
    const Component = value;
    return <Component {...props} />;
  }
}

/** The code of the page kinds the served head links a stylesheet for, before hydration. */
export function loadServedPages() {
  const served = document.querySelectorAll<HTMLLinkElement>('link[data-page-kind]');
  return Promise.all(
    [...served].map((link) => codeOf.get(link.dataset.pageKind as PageKind)?.().settled),
  );
}
