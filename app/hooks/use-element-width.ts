import {useEffect, useRef, useState, type RefObject} from 'react';

/**
 * The element's width in CSS px, following its resizes; `fallback` on the server and until the
 * browser has measured it. For drawings whose marks must keep their size in px.
 */
export function useElementWidth<T extends Element>(fallback: number): [RefObject<T>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry.contentRect.width);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
