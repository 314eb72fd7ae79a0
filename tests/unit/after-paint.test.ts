/**
 * `afterNextPaint` (app/lib/after-paint.ts): a tap's secondary work waits for the frame it
 * paints, runs once, can be cancelled, and still runs in a tab that draws no frames.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {afterNextPaint, HIDDEN_TAB_MS} from '~/lib/after-paint';

/** The browser's frame callbacks, run when the test says a frame is drawn. */
let frames: Map<number, () => void>;

beforeEach(() => {
  vi.useFakeTimers();
  frames = new Map();
  let next = 1;
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
    frames.set(next, callback);
    return next++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function drawFrame() {
  const callbacks = [...frames.values()];
  frames.clear();
  for (const callback of callbacks) callback();
}

describe('afterNextPaint', () => {
  it('runs the task in a task after the next frame, not before it, and once', () => {
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(0);
    expect(task).not.toHaveBeenCalled();
    drawFrame();
    // The frame's callback runs before the paint: the task waits for the task after it.
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(HIDDEN_TAB_MS * 2);
    drawFrame();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs in a tab that draws no frames, after HIDDEN_TAB_MS', () => {
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(HIDDEN_TAB_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    drawFrame();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled task; a sibling task still runs', () => {
    const cancelled = vi.fn();
    const kept = vi.fn();
    const cancel = afterNextPaint(cancelled);
    afterNextPaint(kept);
    cancel();
    drawFrame();
    vi.advanceTimersByTime(HIDDEN_TAB_MS);
    expect(cancelled).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledTimes(1);
  });
});
