/**
 * The texts a drawer, dialog or panel shows once opened, loaded by the browser when needed
 * (docs/decisions/0027): one request per market and group for the page's lifetime, client
 * navigations included; a failed one is asked again the next time the component opens.
 */
import type {MessageTree} from './i18n';

/** A load as a render can read it: still waiting (throw `settled` to Suspense), done or failed. */
export interface Tracked<T> {
  status: 'pending' | 'done' | 'failed';
  value?: T;
  /** Resolves either way, so that a Suspense boundary waiting on it never sees a rejection. */
  settled: Promise<void>;
}

export function track<T>(promise: Promise<T>): Tracked<T> {
  const tracked: Tracked<T> = {status: 'pending', settled: Promise.resolve()};
  tracked.settled = promise.then(
    (value) => {
      tracked.status = 'done';
      tracked.value = value;
    },
    (error: unknown) => {
      tracked.status = 'failed';
      console.warn(`[texts] not loaded: ${error instanceof Error ? error.message : String(error)}`);
    },
  );
  return tracked;
}

const loads = new Map<string, Tracked<MessageTree>>();

/** The group's texts, asked for once; `version` keys the address to the texts of this build. */
export function requestTexts(market: string, group: string, version: string) {
  const id = `${market}:${group}`;
  let load = loads.get(id);
  if (!load) {
    const url = `/api/${market}/texts/${group}?v=${encodeURIComponent(version)}`;
    load = track(
      fetch(url, {headers: {accept: 'application/json'}}).then((response) => {
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return response.json() as Promise<MessageTree>;
      }),
    );
    loads.set(id, load);
  }
  return load;
}

/** After a failure has been shown: the next opening asks again. */
export function forgetFailedTexts(market: string, group: string) {
  if (loads.get(`${market}:${group}`)?.status === 'failed') loads.delete(`${market}:${group}`);
}
