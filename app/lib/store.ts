/**
 * A tiny external store for browser-side state, read with `useSyncExternalStore`: the server
 * (and the first browser render) see the initial value, so hydration always matches.
 * Components read it with `useStore` (app/hooks/use-store.ts).
 */
export interface Store<S> {
  get(): S;
  set(patch: Partial<S> | ((current: S) => Partial<S>)): void;
  subscribe(listener: () => void): () => void;
  /** The initial state, never changed: what the server and the first browser render see. */
  readonly serverState: S;
}

export function createStore<S extends object>(initial: () => S): Store<S> {
  let state = initial();
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(patch) {
      state = {...state, ...(typeof patch === 'function' ? patch(state) : patch)};
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    serverState: initial(),
  };
}
