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

// Short names: it is in every head. r: the root, e: the click, c: the control, k: the kept tap.
export const KEEP_TAPS_SCRIPT =
  '(function(){var r=document.documentElement;' +
  "addEventListener('click',function(e){" +
  'if(r.dataset.hydrated)return;' +
  'var t=e.target,c=t&&t.closest&&' +
  "t.closest('button[type=button],button[data-keep-tap],a[data-keep-tap]');" +
  'if(!c||c.disabled||e.button||e.metaKey||e.ctrlKey||e.shiftKey)return;' +
  'e.preventDefault();e.stopPropagation();' +
  'var k=window.__keptTap;' +
  'if(k&&k.control===c){k.count++;return;}' +
  "if(k)k.control.removeAttribute('data-tap-kept');" +
  'k=window.__keptTap={control:c,count:1};' +
  "c.setAttribute('data-tap-kept','');" +
  "if(c.hasAttribute('data-keep-tap'))setTimeout(function(){" +
  'if(window.__keptTap!==k||r.dataset.hydrated)return;' +
  "window.__keptTap=null;c.removeAttribute('data-tap-kept');" +
  'if(c.form)c.form.requestSubmit(c);else location.assign(c.href);' +
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
