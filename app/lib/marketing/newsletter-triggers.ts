/**
 * What opens a newsletter pop-up (docs/product.md#newsletter-pop-up): a delay, exit intent (on a
 * desktop pointer only) or a scroll depth, whichever comes first. The rules are pure functions;
 * `watchTriggers` ties them to the page.
 */
import type {NewsletterTrigger} from './newsletter-form';

/** The shortest delay among the triggers, in ms, or null without one. */
export function delayMs(triggers: readonly NewsletterTrigger[]): number | null {
  const delays = triggers.flatMap((t) => (t.type === 'delay' ? [t.seconds * 1000] : []));
  return delays.length ? Math.min(...delays) : null;
}

/** The smallest scroll depth among the triggers, in percent, or null without one. */
export function scrollDepthPercent(triggers: readonly NewsletterTrigger[]): number | null {
  const depths = triggers.flatMap((t) => (t.type === 'scrollDepth' ? [t.percent] : []));
  return depths.length ? Math.min(...depths) : null;
}

/** Exit intent is watched only where a precise pointer can leave the page: not on touch. */
export function watchesExitIntent(
  triggers: readonly NewsletterTrigger[],
  desktopPointer: boolean,
): boolean {
  return desktopPointer && triggers.some((t) => t.type === 'exitIntent');
}

/** The pointer left the document through its top edge: towards the tabs or the address bar. */
export function isExitIntent(event: {clientY: number; relatedTarget: unknown}): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}

/** How far down the page its bottom edge has been seen, in percent. */
export function scrolledPercent(scrollY: number, viewportHeight: number, pageHeight: number) {
  return pageHeight <= 0 ? 100 : ((scrollY + viewportHeight) / pageHeight) * 100;
}

/** How often a pop-up due while another dialog is open looks again. */
const BUSY_RETRY_MS = 1000;

/**
 * Calls `fire` once, at the first trigger; while another dialog is open (the cart, a size guide)
 * it waits for it to close. Returns the clean-up.
 */
export function watchTriggers(triggers: readonly NewsletterTrigger[], fire: () => void) {
  const cleanups: Array<() => void> = [];
  const stop = () => cleanups.splice(0).forEach((cleanup) => cleanup());
  const open = () => {
    stop();
    const tryOpen = () => {
      if (!document.querySelector('dialog[open]')) return fire();
      const timer = window.setTimeout(tryOpen, BUSY_RETRY_MS);
      cleanups.push(() => window.clearTimeout(timer));
    };
    tryOpen();
  };
  const delay = delayMs(triggers);
  if (delay !== null) {
    const timer = window.setTimeout(open, delay);
    cleanups.push(() => window.clearTimeout(timer));
  }
  const desktop = window.matchMedia('(hover: hover) and (pointer: fine)').matches;
  if (watchesExitIntent(triggers, desktop)) {
    const onOut = (event: MouseEvent) => {
      if (isExitIntent(event)) open();
    };
    document.addEventListener('mouseout', onOut);
    cleanups.push(() => document.removeEventListener('mouseout', onOut));
  }
  const depth = scrollDepthPercent(triggers);
  if (depth !== null) {
    const onScroll = () => {
      const {scrollY, innerHeight} = window;
      if (scrolledPercent(scrollY, innerHeight, document.documentElement.scrollHeight) >= depth)
        open();
    };
    window.addEventListener('scroll', onScroll, {passive: true});
    cleanups.push(() => window.removeEventListener('scroll', onScroll));
  }
  return stop;
}
