/**
 * Runs `task` once the frame being prepared is on screen: what a tap causes beyond what the
 * shopper looks at (the URL, tracking) must not delay that frame, Chrome's Event Timing counts up
 * to it (docs/decisions/0025-taps-paint-first.md). A hidden tab draws no frames, so the task runs
 * at the latest after `HIDDEN_TAB_MS`. Returns a function that cancels the task if it has not run.
 */
export const HIDDEN_TAB_MS = 1000;

export function afterNextPaint(task: () => void): () => void {
  let settled = false;
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  // requestAnimationFrame runs just before the paint; a task queued from it runs after.
  const frame = requestAnimationFrame(() => {
    afterFrame = setTimeout(run, 0);
  });
  const fallback = setTimeout(run, HIDDEN_TAB_MS);
  function cancel() {
    settled = true;
    cancelAnimationFrame(frame);
    clearTimeout(afterFrame);
    clearTimeout(fallback);
  }
  function run() {
    if (settled) return;
    cancel();
    task();
  }
  return cancel;
}
