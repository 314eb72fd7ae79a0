/**
 * `runLater` (app/lib/later.ts): work that may wait runs after the current task, one piece per
 * task and in order, so a tap can come between two pieces; a piece taken out never runs.
 * `inFrameSlices`: a frame does items while its slice lasts, the next frame the rest.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

/** The tasks the page's channel has queued, run when the test says. */
let tasks: Array<() => void>;

class FakeChannel {
  port1: {onmessage: (() => void) | null} = {onmessage: null};
  port2 = {postMessage: () => tasks.push(() => this.port1.onmessage?.())};
}

async function later() {
  vi.resetModules();
  return import('~/lib/later');
}

function runTask() {
  tasks.shift()?.();
}

beforeEach(() => {
  tasks = [];
  vi.stubGlobal('MessageChannel', FakeChannel);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('runLater', () => {
  it('runs nothing in the current task, then one job per task, in order', async () => {
    const {runLater} = await later();
    const ran: string[] = [];
    runLater(() => ran.push('a'));
    runLater(() => ran.push('b'));
    runLater(() => ran.push('c'));
    expect(ran).toEqual([]);
    runTask();
    expect(ran).toEqual(['a']);
    runTask();
    expect(ran).toEqual(['a', 'b']);
    runTask();
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(tasks).toHaveLength(0);
  });

  it('drops a job taken out before its task, and keeps the others', async () => {
    const {runLater} = await later();
    const ran: string[] = [];
    runLater(() => ran.push('a'));
    const takeOut = runLater(() => ran.push('b'));
    runLater(() => ran.push('c'));
    takeOut();
    while (tasks.length) runTask();
    expect(ran).toEqual(['a', 'c']);
    takeOut();
    expect(ran).toEqual(['a', 'c']);
  });

  it('runs a job queued by a job in a later task, and starts again once the queue was empty', async () => {
    const {runLater} = await later();
    const ran: string[] = [];
    runLater(() => {
      ran.push('a');
      runLater(() => ran.push('a2'));
    });
    runTask();
    expect(ran).toEqual(['a']);
    runTask();
    expect(ran).toEqual(['a', 'a2']);
    expect(tasks).toHaveLength(0);
    runLater(() => ran.push('d'));
    runTask();
    expect(ran).toEqual(['a', 'a2', 'd']);
  });

  it('uses a timer where there is no MessageChannel', async () => {
    vi.stubGlobal('MessageChannel', undefined);
    vi.useFakeTimers();
    const {runLater} = await later();
    const job = vi.fn();
    runLater(job);
    expect(job).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(job).toHaveBeenCalledTimes(1);
  });
});

describe('inFrameSlices', () => {
  it('does nothing now, then per frame as many items as fit in 4 ms, and resolves after the last', async () => {
    const frames: Array<() => void> = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const {inFrameSlices} = await later();
    const done: number[] = [];
    // Odd items cost 2 ms each, the others 1 ms.
    const finished = inFrameSlices([1, 2, 3, 4, 5], (item) => {
      done.push(item);
      now += item % 2 ? 2 : 1;
    });
    let resolved = false;
    void finished.then(() => (resolved = true));
    expect(done).toEqual([]);
    frames.shift()!();
    // 2 + 1 + 2 ms: the third item ends the slice.
    expect(done).toEqual([1, 2, 3]);
    frames.shift()!();
    expect(done).toEqual([1, 2, 3, 4, 5]);
    await finished;
    expect(resolved).toBe(true);
    expect(frames).toHaveLength(0);
    vi.restoreAllMocks();
  });
});
