import {useSyncExternalStore} from 'react';
import type {Store} from '~/lib/store';

/** The part of a store's state the selector picks, re-rendering when it changes. */
export function useStore<S, T>(store: Store<S>, selector: (state: S) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.get()),
    () => selector(store.serverState),
  );
}
