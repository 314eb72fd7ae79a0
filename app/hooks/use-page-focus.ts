/**
 * After a client-side navigation to another page (docs/product.md#focus-after-navigation), focus moves to the new page's heading (or its
 * main content), as a full page load would start there: a keyboard user no longer tabs through
 * the header again, and a screen reader reads the new page's title. Only the path counts: a
 * listing's new filters, sort or page (query only) keep focus where the listing puts it, and the
 * first load leaves focus to the browser.
 */
import {useEffect, useRef} from 'react';
import {useLocation} from 'react-router';

export function usePageFocus() {
  const {pathname} = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // A frame later: a dialog the link was in (the sidebar menu) closes first and would give
    // focus back to its opener after us.
    const frame = requestAnimationFrame(() => {
      const main = document.getElementById('main');
      const target = main?.querySelector<HTMLElement>('h1') ?? main;
      if (!target) return;
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
      // The scroll position is the router's (top of a new page, restored on back and forward).
      target.focus({preventScroll: true});
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
