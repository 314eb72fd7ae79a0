/**
 * A tiny external store for browser-side state, read with `useSyncExternalStore`: the server
 * (and the first browser render) see the initial value, so hydration always matches.
 */
import {useSyncExternalStore} from 'react';

export interface Store<S> {
  get(): S;
  set(patch: Partial<S> | ((current: S) => Partial<S>)): void;
  use<T>(selector: (state: S) => T): T;
}

export function createStore<S extends object>(initial: () => S): Store<S> {
  let state = initial();
  const serverState = initial();
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    get: () => state,
    set(patch) {
      state = {...state, ...(typeof patch === 'function' ? patch(state) : patch)};
      for (const listener of listeners) listener();
    },
    use: (selector) =>
      useSyncExternalStore(
        subscribe,
        () => selector(state),
        () => selector(serverState),
      ),
  };
}
