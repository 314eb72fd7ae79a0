/**
 * On a phone, the pictures out of the first screen wait until the page answers taps
 * (docs/decisions/0036): on a thin link they would share it with the modules that make the page
 * interactive. This inline script, in every head, marks the page `data-hydrating`; the
 * stylesheets hide the lazy pictures concerned while it is there (their frames keep their
 * place), and `releasePictures` lifts it once React has hydrated. Without JavaScript the mark is
 * never set; if the modules never run, it is lifted `RELEASE_AFTER_LOAD_MS` after the load event.
 *
 * Its value is `fresh` when no scroll position can be restored (a new history entry): then the
 * stylesheets also leave the parts below the first screen unrendered until it is lifted
 * (`content-visibility`, docs/decisions/0037), which a restored position would land wrongly in.
 */
const RELEASE_AFTER_LOAD_MS = 3000;

export const HOLD_PICTURES_SCRIPT =
  "(function(r){r.setAttribute('data-hydrating',history.state?'':'fresh');" +
  "addEventListener('load',function(){" +
  `setTimeout(function(){r.removeAttribute('data-hydrating')},${RELEASE_AFTER_LOAD_MS})})})` +
  '(document.documentElement);';

export function releasePictures() {
  document.documentElement.removeAttribute('data-hydrating');
}
