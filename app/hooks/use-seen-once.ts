import {useEffect, useRef, type RefObject} from 'react';

/** At least half of the element on screen: the "view" of something a shopper may never reach. */
const HALF_ON_SCREEN: IntersectionObserverInit = {threshold: 0.5};

/**
 * Calls `onSeen` once, the first time the element is on screen as `when` says (by default at
 * least half of it). `onSeen` is read when it fires, so it sees the state of that moment.
 */
export function useSeenOnce(
  element: RefObject<Element | null>,
  onSeen: () => void,
  when: IntersectionObserverInit = HALF_ON_SCREEN,
) {
  const latest = useRef(onSeen);
  useEffect(() => {
    latest.current = onSeen;
  });
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      latest.current();
    }, when);
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, when]);
}
