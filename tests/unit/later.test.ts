/**
 * `runLater` (app/lib/later.ts): work that may wait runs after the current task, one piece per
 * task and in order, so a tap can come between two pieces; a piece taken out never runs.
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
