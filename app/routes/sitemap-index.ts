import type {Route} from './+types/sitemap-index';
import {fromUpstream} from '~/lib/errors.server';
import {MARKET_IDS} from '~/lib/markets';
import {childSitemapPath, SITEMAP_HEADERS, sitemapIndexXml} from '~/lib/sitemap';
import {sitemapSources} from '~/lib/sitemap-sources.server';

/** `/sitemap.xml`: every market's child sitemaps of every type, on the configured origin. */
export async function loader({context}: Route.LoaderArgs) {
  const origin = context.config.shopOrigin;
  const counts = await fromUpstream(() =>
    Promise.all(
      sitemapSources().map(async (source) => ({
        type: source.type,
        pages: await source.pageCount(context),
      })),
    ),
  );
  const locations = MARKET_IDS.flatMap((market) =>
    counts.flatMap(({type, pages}) =>
      Array.from({length: pages}, (_, i) => `${origin}${childSitemapPath(market, type, i + 1)}`),
    ),
  );
  return new Response(sitemapIndexXml(locations), {headers: SITEMAP_HEADERS});
}
