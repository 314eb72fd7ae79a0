// The storefront isolate's own memory, read through workerd's V8 inspector (the preview started
// with `inspectorPort`): workerd lists one target per worker at /json/list, ours is
// `core:user:passo`. Node 20 has no WebSocket client, so the connection is Miniflare's fetch
// upgrade, the same one its tests use.
import {createWriteStream} from 'node:fs';
import {fetch} from 'miniflare';

/** workerd's inspector target id for a Miniflare worker named `name`. */
const targetId = (name) => `core:user:${name}`;

/**
 * @typedef {object} HeapUsage  V8's own figures for the isolate, bytes
 * @property {number} used   live objects (and garbage not collected yet)
 * @property {number} total  heap reserved by V8 (what the isolate's limit is checked against)
 * @property {number} embedder  workerd's own objects the heap points to (V8's embedder heap)
 * @property {number} external  ArrayBuffer contents, held outside the heap but the isolate's
 */

/** @returns {Promise<{id: string, webSocketDebuggerUrl: string}[]>} */
async function listTargets(inspectorUrl) {
  const {host} = new URL(inspectorUrl);
  return (await fetch(`http://${host}/json/list`)).json();
}

/**
 * Connects to one worker's inspector target.
 * @param {string} inspectorUrl  ws://host:port/ from startPreview
 * @param {string} worker  the Miniflare worker name, or a raw target id (`cache:cache`)
 */
export async function connectInspector(inspectorUrl, worker) {
  const {host} = new URL(inspectorUrl);
  const targets = await listTargets(inspectorUrl);
  const target = targets.find((t) => t.id === targetId(worker) || t.id === worker);
  if (!target) throw new Error(`no inspector target ${targetId(worker)} at ${host}`);
  // The path as workerd lists it: it matches ids literally (`core:user:passo`, colons unescaped).
  const response = await fetch(`http://${host}${new URL(target.webSocketDebuggerUrl).pathname}`, {
    headers: {Upgrade: 'websocket'},
  });
  const socket = response.webSocket;
  if (!socket) throw new Error(`inspector ${target.id} refused the WebSocket (${response.status})`);
  socket.accept();

  let nextId = 0;
  /** @type {Map<number, {resolve: (value: any) => void, reject: (error: Error) => void}>} */
  const pending = new Map();
  /** @type {((params: any) => void) | null} */
  let onChunk = null;
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    if (message.method === 'HeapProfiler.addHeapSnapshotChunk') return onChunk?.(message.params);
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.error) waiter.reject(new Error(`${message.error.message} (${message.id})`));
    else waiter.resolve(message.result ?? message);
  });
  socket.addEventListener('close', () => {
    for (const waiter of pending.values()) waiter.reject(new Error('inspector closed'));
    pending.clear();
  });

  /** One CDP call; a timeout, because a command workerd never answers would hang the bench. */
  function send(method, params = {}, timeoutMs = 120_000) {
    const id = ++nextId;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`${method}: no answer from the inspector in ${timeoutMs / 1000} s`));
      }, timeoutMs);
      pending.set(id, {
        resolve: (value) => (clearTimeout(timer), resolve(value)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      });
      socket.send(JSON.stringify({id, method, params}));
    });
  }

  return {
    /** @returns {Promise<HeapUsage>} */
    async heapUsage() {
      const usage = await send('Runtime.getHeapUsage');
      return {
        used: usage.usedSize,
        total: usage.totalSize,
        embedder: usage.embedderHeapUsedSize,
        external: usage.backingStorageSize,
      };
    },
    /**
     * A full, precise garbage collection. `HeapProfiler.collectGarbage` is never answered by
     * workerd (V8 runs it as a platform task workerd does not pump), but a heap snapshot always
     * starts with one. The snapshot itself is written to `file` when given, else dropped.
     * Only while no request runs: one taken under load crashed workerd (segfault, 2 of 2 tries).
     * @param {string | null} file
     * @returns {Promise<number>} the snapshot's size, bytes
     */
    async collectGarbage(file = null) {
      const out = file ? createWriteStream(file) : null;
      let bytes = 0;
      onChunk = ({chunk}) => {
        bytes += chunk.length;
        out?.write(chunk);
      };
      try {
        await send('HeapProfiler.takeHeapSnapshot', {reportProgress: false});
      } finally {
        onChunk = null;
        if (out) await new Promise((resolve) => out.end(resolve));
      }
      return bytes;
    },
    close() {
      if (socket.readyState === 1) socket.close(); // twice would throw
    },
  };
}

/**
 * The JS heap in use of every isolate in the workerd process (ours, the preview's router,
 * Miniflare's Cache API service…) by target id: what else the process RSS holds. Call it with no
 * other session open: a second session on one target got the first one closed.
 * @returns {Promise<Record<string, number>>}
 */
export async function allIsolateHeaps(inspectorUrl) {
  /** @type {Record<string, number>} */
  const heaps = {};
  for (const {id} of await listTargets(inspectorUrl)) {
    // Service bindings to Node functions (`#ASSETS`) are listed but have no isolate to inspect.
    const inspector = await connectInspector(inspectorUrl, id).catch(() => null);
    if (!inspector) continue;
    const usage = await inspector.heapUsage().catch(() => null);
    inspector.close();
    if (usage) heaps[id] = usage.used;
  }
  return heaps;
}
