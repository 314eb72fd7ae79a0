/**
 * The preview route's answers (docs/product.md#content-preview): a valid link sets the preview
 * cookie and leads to the page it names; `exit` clears it. Where a link may lead is checked: a
 * path of this shop, in the link's market unless it names one.
 */
import {isMarketId, localizePath, type Market} from '../markets';
import {redirectTo, requestedPath} from '../redirect.server';
import {clearPreviewCookie, previewCookie, verifyPreviewToken} from './preview.server';

export const UNCACHED = {'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex'};

/**
 * The page a preview link leads to: its path when it is one of the shop's, else the home; one
 * with control characters is the 400 page, thrown.
 */
export function previewTarget(market: Market, raw: string | null): string {
  const path = requestedPath(market, raw, '');
  if (!path) return localizePath(market, '/');
  return isMarketId(path.split('/')[1]) ? path : localizePath(market, path);
}

/**
 * The redirect with the cookie set (or cleared, for `exit`); null when the token is missing,
 * malformed, expired or preview is not configured (the page then answers 401).
 */
export async function previewAnswer(
  request: Request,
  market: Market,
  secret: string | null,
): Promise<Response | null> {
  const params = new URL(request.url).searchParams;
  const target = previewTarget(market, params.get('redirect'));
  if (params.has('exit'))
    return redirectTo(target, {
      headers: {...UNCACHED, 'Set-Cookie': clearPreviewCookie(request.url)},
    });
  const token = params.get('token');
  const expiresAt = secret ? await verifyPreviewToken(secret, token) : null;
  if (!expiresAt || !token) return null;
  return redirectTo(target, {
    headers: {...UNCACHED, 'Set-Cookie': previewCookie(token, expiresAt, request.url)},
  });
}
