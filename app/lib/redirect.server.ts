/**
 * Every Location the shop writes goes through here (docs/product.md#security): a path of this
 * shop, one slash then no second one, without control characters. A target a request named
 * (`returnTo`, `redirectTo`, a preview link's `redirect`) with a C0 or C1 control or DEL in it is
 * refused with the localized 400: a header cannot carry one, and a browser would drop some of
 * them and read what is left as another address.
 */
import {redirect} from 'react-router';
import {refusal} from './front-door.server';
import {localizePath, type Market} from './markets';
import {CONTROL_CHARACTERS, safeRedirectPath} from './security';

const refused = (pathname: string) => refusal(pathname, 400, 'badRequest');

/** A redirect to `target`; a target that is no plain path of the shop is thrown as a 400. */
export function redirectTo(target: string, init: number | ResponseInit = 302): Response {
  if (CONTROL_CHARACTERS.test(target) || !/^\/(?![/\\])/.test(target)) throw refused(target);
  return redirect(target, init);
}

/**
 * The same-origin path a request names for where to go next, or `fallback` when it names none
 * or one on another site; control characters are the market's 400, thrown.
 */
export function requestedPath(market: Market, value: unknown, fallback: string): string {
  if (typeof value === 'string' && CONTROL_CHARACTERS.test(value))
    throw refused(localizePath(market, '/'));
  return safeRedirectPath(value, fallback);
}
