import type {Route} from './+types/robots';
import {robotsTxt} from '~/lib/robots';

/** `/robots.txt`, naming the sitemap on the configured origin (never the Host header). */
export function loader({context}: Route.LoaderArgs) {
  return new Response(robotsTxt(context.config.shopOrigin), {
    headers: {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600'},
  });
}
