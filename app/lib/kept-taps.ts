/**
 * A tap is never lost to hydration (docs/decisions/0023). Links, form posts and `<details>` work
 * natively from the first paint. A control only JavaScript can answer (`type="button"`) has its
 * last tap kept by this inline script until React has hydrated, and is then pressed again. A
 * submit button or link marked `data-keep-tap` (add to cart, the header's cart) is kept too, so
 * that the page answers as it does once interactive (the drawer, not a page load); if the page
 * is still not interactive `KEEP_NATIVE_MS` later, the form posts or the link opens natively.
 * Small: it is in every head.
 */
const KEEP_NATIVE_MS = 3000;

export const KEEP_TAPS_SCRIPT =
  '(function(){var root=document.documentElement;' +
  "addEventListener('click',function(event){" +
  'if(root.dataset.hydrated)return;' +
  'var target=event.target,control=target&&target.closest&&' +
  "target.closest('button[type=button],button[data-keep-tap],a[data-keep-tap]');" +
  'if(!control||control.disabled||event.button||event.metaKey||event.ctrlKey||event.shiftKey)' +
  'return;' +
  'event.preventDefault();event.stopPropagation();' +
  'var kept=window.__keptTap;' +
  'if(kept&&kept.control===control){kept.count++;return;}' +
  "if(kept)kept.control.removeAttribute('data-tap-kept');" +
  'kept=window.__keptTap={control:control,count:1};' +
  "control.setAttribute('data-tap-kept','');" +
  "if(control.hasAttribute('data-keep-tap'))setTimeout(function(){" +
  'if(window.__keptTap!==kept||root.dataset.hydrated)return;' +
  "window.__keptTap=null;control.removeAttribute('data-tap-kept');" +
  'if(control.form)control.form.requestSubmit(control);else location.assign(control.href);' +
  `},${KEEP_NATIVE_MS});` +
  '},true);})();';

declare global {
  interface Window {
    __keptTap?: {control: HTMLButtonElement | HTMLAnchorElement; count: number} | null;
  }
}

/**
 * Marks the page as hydrated, then presses the control a tap was kept for, if it is still
 * there: a submit once per tap (each is an add), a toggle once.
 */
export function markHydrated() {
  document.documentElement.dataset.hydrated = 'true';
  const kept = window.__keptTap;
  window.__keptTap = null;
  if (!kept?.control.isConnected) return;
  const {control, count} = kept;
  control.removeAttribute('data-tap-kept');
  const presses = control instanceof HTMLButtonElement && control.type === 'submit' ? count : 1;
  // Once React's commit is over: a control in a part hydrated later (decision 0031) is hydrated
  // by the press itself, which React cannot do from inside an effect.
  queueMicrotask(() => {
    for (let press = 0; press < presses; press++) control.click();
  });
}
