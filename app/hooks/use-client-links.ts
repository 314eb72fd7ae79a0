/**
 * Plain `<a href>` links inside a container, navigated by React Router once the page is
 * interactive. A listing renders a hundred facet links; React Router's `<Link>` costs a router
 * hook set per link on every server render, one listener on the container costs nothing.
 */
import {useEffect, type RefObject} from 'react';
import {useNavigate} from 'react-router';

export function useClientLinks(container: RefObject<HTMLElement | null>) {
  const navigate = useNavigate();
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest('a[href]');
      // New tabs, downloads and modified clicks stay the browser's.
      if (!link || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      // Resolved by the browser, as without JavaScript: a link may name only its query.
      const {pathname, search, hash} = new URL((link as HTMLAnchorElement).href);
      void navigate(`${pathname}${search}${hash}`, {preventScrollReset: true});
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [container, navigate]);
}
