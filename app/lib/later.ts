/**
 * Work that may wait a moment, each piece in a task of its own, in the order given
 * (docs/decisions/0044). React runs the effects of one commit in one task; on a phone the first
 * commit's ran for about 100 ms at once, and a tap kept until hydration was answered only after
 * all of them. What is queued here runs after that task, and a tap may come between two pieces.
 */
type Job = () => void;

const queue: Job[] = [];
let channel: MessageChannel | null = null;

function runOne() {
  const job = queue.shift();
  if (queue.length) post();
  job?.();
}

function post() {
  if (typeof MessageChannel === 'undefined') {
    setTimeout(runOne, 0);
    return;
  }
  channel ??= new MessageChannel();
  channel.port1.onmessage = runOne;
  channel.port2.postMessage(null);
}

/** Queues `job`; the function returned takes it out if it has not run yet. */
export function runLater(job: () => void): () => void {
  const entry: Job = () => job();
  queue.push(entry);
  if (queue.length === 1) post();
  return () => {
    const at = queue.indexOf(entry);
    if (at >= 0) queue.splice(at, 1);
  };
}

/**
 * What one frame spends on `inFrameSlices` work before it lets the next frame do the rest. With
 * 8, a frame and its layout took 12–20 ms on a fast device: a long task in Lighthouse's count,
 * which is four times that (docs/decisions/0044).
 */
const FRAME_SLICE_MS = 4;

/**
 * Calls `each` on the items in order, from the next frame on, as many per frame as fit in its
 * slice (`each` should lay out what it changes, so its cost falls in the slice); resolves once
 * all are done. The layout a whole page needs at once, split so that a tap waits for one slice.
 */
export function inFrameSlices<T>(items: T[], each: (item: T) => void): Promise<void> {
  const waiting = [...items];
  return new Promise<void>((resolve) => {
    const step = () => {
      const start = performance.now();
      for (let item = waiting.shift(); item !== undefined; item = waiting.shift()) {
        each(item);
        if (performance.now() - start >= FRAME_SLICE_MS) break;
      }
      if (waiting.length) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}
