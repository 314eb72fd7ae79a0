/**
 * The texts a drawer, dialog or panel shows once opened, loaded by the browser when needed
 * (docs/decisions/0027): one request per market and group for the page's lifetime, client
 * navigations included; a failed one is asked again the next time the component opens.
 */
import {shareTexts, type MessageTree} from './i18n';

/** A load as a render can read it: still waiting (throw `settled` to Suspense), done or failed. */
export interface Tracked<T> {
  status: 'pending' | 'done' | 'failed';
  value?: T;
  /** Resolves either way, so that a Suspense boundary waiting on it never sees a rejection. */
  settled: Promise<void>;
}

/** `what` names the load in the warning a failure leaves. */
export function track<T>(promise: Promise<T>, what: string): Tracked<T> {
  const tracked: Tracked<T> = {status: 'pending', settled: Promise.resolve()};
  tracked.settled = promise.then(
    (value) => {
      tracked.status = 'done';
      tracked.value = value;
    },
    (error: unknown) => {
      tracked.status = 'failed';
      console.warn(
        `[${what}] not loaded: ${error instanceof Error ? error.message : String(error)}`,
      );
    },
  );
  return tracked;
}

const loads = new Map<string, Tracked<MessageTree>>();

/** The group's texts, asked for once; `version` keys the address to the texts of this build. */
export function requestTexts(market: string, group: string, version: string) {
  return textsAt(
    `${market}:${group}`,
    `/api/${market}/texts/${group}?v=${encodeURIComponent(version)}`,
  );
}

/**
 * Texts by their address, asked for once per id. A plain `fetch` (no headers of its own), so
 * that it is answered by the document's preload of the same address (docs/decisions/0030).
 */
export function textsAt(id: string, url: string) {
  let load = loads.get(id);
  if (!load) {
    load = track(
      fetch(url).then(async (response) => {
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        const tree = (await response.json()) as MessageTree;
        shareTexts(id, tree);
        return tree;
      }),
      `${id} texts`,
    );
    loads.set(id, load);
  }
  return load;
}

/** After a failure has been shown: the next opening asks again. */
export function forgetFailedTexts(id: string) {
  if (loads.get(id)?.status === 'failed') loads.delete(id);
}

const RETRIES = 3;

/**
 * The shell's texts the document names (`link[data-texts]`), loaded before hydration: a page
 * hydrated without them would show keys. A failed load is asked again after 1, 2 and 4 s; until
 * then the page works as served, its links and forms native.
 */
export async function loadDocumentTexts() {
  const links = document.querySelectorAll<HTMLLinkElement>('link[data-texts]');
  for (const link of links) {
    const id = link.dataset.texts!;
    for (let attempt = 0; ; attempt++) {
      const load = textsAt(id, link.href);
      await load.settled;
      if (load.status === 'done') break;
      if (attempt === RETRIES) throw new Error(`texts ${id} not loaded`);
      forgetFailedTexts(id);
      await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** attempt));
    }
  }
}
