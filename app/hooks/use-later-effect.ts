import {useEffect, type DependencyList, type EffectCallback} from 'react';
import {runLater} from '~/lib/later';

/**
 * `useEffect` whose body runs in a task of its own after the commit's (lib/later.ts): for what
 * the shopper does not wait on, such as reading stored lists or asking who is logged in.
 * Cleaning up before it ran drops it; after, runs the cleanup it returned.
 */
export function useLaterEffect(effect: EffectCallback, deps: DependencyList) {
  useEffect(() => {
    let cleanup: ReturnType<EffectCallback>;
    let ran = false;
    const cancel = runLater(() => {
      ran = true;
      cleanup = effect();
    });
    return () => {
      if (ran) cleanup?.();
      else cancel();
    };
    // The caller's dependencies are the effect's (checked by the lint's additionalHooks).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
