import type {EntryContext} from 'react-router';
import {PAGE_STYLESHEETS, pageKinds} from '~/lib/page-kinds';

/**
 * The page's stylesheets as a `Link` header, so the browser asks for them when the response's
 * headers arrive instead of after reading the head (docs/decisions/0030). Only those the head
 * links unconditionally: a stylesheet with a media query may never apply.
 */
export function stylesheetPreloads({staticHandlerContext, routeModules, manifest}: EntryContext) {
  const hrefs = new Set<string>();
  const {matches, loaderData} = staticHandlerContext;
  for (const {route} of matches) {
    for (const href of manifest.routes[route.id]?.css ?? []) hrefs.add(href);
    for (const link of routeModules[route.id]?.links?.() ?? []) {
      if ('rel' in link && link.rel === 'stylesheet' && link.href && !link.media)
        hrefs.add(link.href);
    }
  }
  const kinds = pageKinds(
    matches.map(({route}) => ({
      handle: routeModules[route.id]?.handle,
      data: loaderData[route.id],
    })),
  );
  for (const kind of kinds) hrefs.add(PAGE_STYLESHEETS[kind]);
  return [...hrefs].map((href) => `<${href}>; rel=preload; as=style`).join(', ');
}
