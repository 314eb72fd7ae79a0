/**
 * Title, description, canonical and hreflang alternates of a page
 * (docs/product.md#urls-and-alternates).
 */
import type {MetaDescriptor, MetaFunction} from 'react-router';
import {alternateLinks, canonicalUrl} from './markets';
import {errorKind} from './error-kind';
import {routeTree, translator, type RouteMessages} from './i18n';
import type {StorySummary} from './content/content-types';

export interface PageMetaInput {
  title: string;
  description?: string | null;
  shopName: string;
  origin: string;
  pathname: string;
  image?: string | null;
  noindex?: boolean;
}

export function pageMeta({
  title,
  description,
  shopName,
  origin,
  pathname,
  image,
  noindex,
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = title === shopName ? title : `${title} | ${shopName}`;
  const canonical = canonicalUrl(origin, pathname);
  const meta: MetaDescriptor[] = [
    {title: fullTitle},
    {property: 'og:title', content: fullTitle},
    {property: 'og:site_name', content: shopName},
    {property: 'og:url', content: canonical},
  ];
  if (description) {
    meta.push(
      {name: 'description', content: description},
      {property: 'og:description', content: description},
    );
  }
  if (image) meta.push({property: 'og:image', content: image});
  if (noindex) {
    meta.push({name: 'robots', content: 'noindex'});
    return meta;
  }
  meta.push({tagName: 'link', rel: 'canonical', href: canonical});
  for (const alternate of alternateLinks(origin, pathname)) {
    meta.push({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alternate.hrefLang,
      href: alternate.href,
    });
  }
  return meta;
}

interface RootMatchData {
  shell: {origin: string; storeInfo: {shopName: string}};
  locale: string;
  messages: RouteMessages;
}

/** The shell data every route's meta needs, from the root match. */
export function shellFromMatches(matches: ReadonlyArray<{id: string; data?: unknown} | undefined>) {
  const root = matches.find((match) => match?.id === 'root')?.data as RootMatchData | undefined;
  return {origin: root?.shell.origin ?? '', shopName: root?.shell.storeInfo.shopName ?? 'Passo'};
}

/**
 * Pages a search engine has no use for (account pages, the cart, search results): titled by
 * their loader's `title`, never indexed.
 */
export const unindexedPageMeta: MetaFunction = ({data, error, matches, location}) => {
  if (error) return errorPageMeta({error, matches});
  const {origin, shopName} = shellFromMatches(matches);
  const title = (data as {title?: string} | undefined)?.title;
  return pageMeta({
    title: title ?? shopName,
    shopName,
    origin,
    pathname: location.pathname,
    noindex: true,
  });
};

/**
 * An error page's title says what happened, in the market's language ("Pagina non trovata |
 * Passo"), and the page is never indexed.
 */
export function errorPageMeta({
  error,
  matches,
}: {
  error?: unknown;
  matches: ReadonlyArray<{id: string; data?: unknown} | undefined>;
}) {
  const {shopName} = shellFromMatches(matches);
  const root = matches.find((match) => match?.id === 'root')?.data as RootMatchData | undefined;
  const tree = root && routeTree(root.messages);
  const title = tree
    ? `${translator(root.locale, tree)(`errors.${errorKind(error).kind}Title`)} | ${shopName}`
    : shopName;
  return [{title}, {name: 'robots', content: 'noindex'}];
}

interface PageSeo {
  title: string;
  description: string | null;
}

/**
 * A policy, a page of the shop or a landing page: titled and described by its loader's
 * `page.seo` (or `seo`).
 */
export const textPageMeta: MetaFunction = ({data, error, matches, location}) => {
  const {origin, shopName} = shellFromMatches(matches);
  const loaded = data as {seo?: PageSeo; page?: {seo: PageSeo}} | undefined;
  const seo = loaded?.seo ?? loaded?.page?.seo;
  if (!seo) return errorPageMeta({error, matches});
  return pageMeta({
    ...seo,
    shopName,
    origin,
    pathname: location.pathname,
  });
};

/** A story or a journal article: titled and described by its loader's `entry`, pictured by its hero. */
export const contentEntryMeta: MetaFunction = ({data, error, matches, location}) => {
  const entry = (data as {entry?: StorySummary} | undefined)?.entry;
  if (!entry) return errorPageMeta({error, matches});
  const {origin, shopName} = shellFromMatches(matches);
  return pageMeta({
    title: entry.title,
    description: entry.excerpt,
    image: entry.heroImage?.url,
    shopName,
    origin,
    pathname: location.pathname,
  });
};
