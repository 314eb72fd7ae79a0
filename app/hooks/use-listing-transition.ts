import {useEffect, useRef, type RefObject} from 'react';
import {useLocation, useNavigation} from 'react-router';

/**
 * The listing's own response to a filter, sort or page change: `busy` while the same listing loads
 * its new results, and once they are shown, the results' top (`anchor`, their count) scrolled
 * back into view when the shopper had scrolled past it. Scrolled to the results rather than the
 * page's top, which on a phone is the tall header. Focus is left where it was.
 */
export function useListingTransition(anchor: RefObject<HTMLElement | null>): boolean {
  const {pathname, search} = useLocation();
  const navigation = useNavigation();
  const shown = useRef({pathname, search});
  useEffect(() => {
    const before = shown.current;
    shown.current = {pathname, search};
    // Another listing starts at its own top; only a change of this one scrolls.
    if (before.pathname !== pathname || before.search === search) return;
    const element = anchor.current;
    // Above the viewport's top (under the sticky header too: scroll-padding-top counts it).
    const top = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    if (element && element.getBoundingClientRect().top < top) {
      const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
      element.scrollIntoView({block: 'start', behavior: smooth ? 'smooth' : 'auto'});
    }
  }, [pathname, search, anchor]);
  return navigation.state === 'loading' && navigation.location.pathname === pathname;
}
