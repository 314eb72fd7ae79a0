import {useEffect, useRef, type RefObject} from 'react';

/**
 * Calls `onSeen` once, the first time at least half of the element is on screen: the "view"
 * of something a shopper may never scroll to. `onSeen` is read when it fires, so it sees the
 * state of that moment.
 */
export function useSeenOnce(element: RefObject<Element | null>, onSeen: () => void) {
  const latest = useRef(onSeen);
  useEffect(() => {
    latest.current = onSeen;
  });
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        latest.current();
      },
      {threshold: 0.5},
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
}
