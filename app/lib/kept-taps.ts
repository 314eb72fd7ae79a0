/**
 * A tap is never lost to hydration (docs/decisions/0023). Links, form posts and `<details>` work
 * natively from the first paint; a control that only JavaScript can answer (a `type="button"`,
 * or anything marked `data-keep-tap`) has its last tap kept by this inline script until React
 * has hydrated, and then pressed again. Kept small: it is in every document's head.
 */
export const KEEP_TAPS_SCRIPT =
  '(function(){var root=document.documentElement;' +
  "addEventListener('click',function(event){" +
  'if(root.dataset.hydrated)return;' +
  'var target=event.target,control=target&&target.closest&&' +
  "target.closest('button[type=button],[data-keep-tap]');" +
  'if(!control||control.disabled)return;' +
  'event.preventDefault();event.stopPropagation();' +
  "if(window.__keptTap)window.__keptTap.removeAttribute('data-tap-kept');" +
  "window.__keptTap=control;control.setAttribute('data-tap-kept','');" +
  '},true);})();';

declare global {
  interface Window {
    __keptTap?: HTMLElement;
  }
}

/** Marks the page as hydrated, then presses the control a tap was kept for, if it is still there. */
export function markHydrated() {
  document.documentElement.dataset.hydrated = 'true';
  const kept = window.__keptTap;
  if (!kept) return;
  delete window.__keptTap;
  kept.removeAttribute('data-tap-kept');
  if (kept.isConnected) kept.click();
}
