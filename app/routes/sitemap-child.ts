import type {Route} from './+types/sitemap-child';
import {fromUpstream} from '~/lib/errors.server';
import {getT} from '~/lib/i18n.server';
import {MARKETS} from '~/lib/markets';
import {parseChildSitemap, SITEMAP_HEADERS, urlsetXml} from '~/lib/sitemap';
import {sitemapSources} from '~/lib/sitemap-sources.server';

/** `/sitemap/{market}/{type}/{page}.xml`: one page of one type of pages, with their alternates. */
export async function loader({params, context}: Route.LoaderArgs) {
  const child = parseChildSitemap(params);
  const source = child && sitemapSources().find((s) => s.type === child.type);
  const notFound = () =>
    new Response(getT(context)('errors.notFoundTitle'), {
      status: 404,
      headers: {'Content-Type': 'text/plain; charset=utf-8'},
    });
  if (!child || !source) return notFound();
  const market = MARKETS[child.market];
  const [pages, entries] = await fromUpstream(() =>
    Promise.all([source.pageCount(context), source.entries(context, market, child.page)]),
  );
  if (child.page > pages) return notFound();
  return new Response(urlsetXml(context.config.shopOrigin, entries), {headers: SITEMAP_HEADERS});
}
