import {inFrameSlices} from './later';

/**
 * On a phone, the pictures out of the first screen wait until the page answers taps
 * (docs/decisions/0036): on a thin link they would share it with the modules that make the page
 * interactive. This inline script, in every head, marks the page `data-hydrating`; the
 * stylesheets hide the lazy pictures concerned while it is there (their frames keep their
 * place), and `releasePictures` lifts it once React has hydrated.
 *
 * On a fresh page (a new history entry: no scroll position to restore) it also marks
 * `data-first-layout`, under which the stylesheets leave the parts below the first screen
 * unrendered (`content-visibility`, docs/decisions/0037), which a restored position would land
 * wrongly in. `releaseLayoutAfter` lifts it once the brand face is in, so the page lays those parts out
 * once, in it, rather than first in the fallback and again for the fonts (docs/decisions/0042).
 *
 * Without JavaScript neither mark is set; if the modules have not run
 * `RELEASE_AFTER_LOAD_MS` after the load event, both are lifted then (once they have, the page
 * lifts them itself, and a late phone's parts are still laid out a few per frame).
 */
const RELEASE_AFTER_LOAD_MS = 3000;

export const HOLD_PICTURES_SCRIPT =
  "(function(r){r.setAttribute('data-hydrating',history.state?'':'fresh');" +
  "if(!history.state)r.setAttribute('data-first-layout','screen');" +
  "addEventListener('load',function(){setTimeout(function(){if(!r.dataset.hydrated){" +
  "r.removeAttribute('data-hydrating');r.removeAttribute('data-first-layout')}" +
  `},${RELEASE_AFTER_LOAD_MS})})})` +
  '(document.documentElement);';

export function releasePictures() {
  document.documentElement.removeAttribute('data-hydrating');
}

/** On a slow link the fonts may take long: the rest of the page is laid out by then anyway. */
const LAYOUT_HELD_AT_MOST_MS = 2000;

/**
 * Once `fonts` are in (or have failed), after the frame that laid out the first screen in them,
 * the parts skipped so far are laid out a few per frame (`layOutSkippedParts`).
 */
export function releaseLayoutAfter(fonts: Promise<unknown>) {
  const atMost = new Promise((resolve) => setTimeout(resolve, LAYOUT_HELD_AT_MOST_MS));
  void Promise.race([fonts.catch(() => undefined), atMost]).then(() =>
    requestAnimationFrame(() => setTimeout(layOutSkippedParts)),
  );
}

/**
 * Lifting `data-first-layout` at once laid out every skipped part in one frame: on a phone at
 * CPU ×4 a task of 140–180 ms, which a tap had to wait for (docs/decisions/0044). Here the parts
 * are laid out a few per frame, nearest first, and the mark goes once all are done. They are
 * whatever the stylesheets skip now, so no list of them is kept here twice.
 */
function layOutSkippedParts() {
  const parts = [...document.querySelectorAll<HTMLElement>('section, footer, ul, li')].filter(
    (part) => getComputedStyle(part).contentVisibility === 'auto',
  );
  void inFrameSlices(parts, (part) => {
    part.style.contentVisibility = 'visible';
    void part.offsetHeight;
  }).then(() => {
    document.documentElement.removeAttribute('data-first-layout');
    for (const part of parts) part.style.removeProperty('content-visibility');
  });
}
