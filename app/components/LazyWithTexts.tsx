import {useEffect, type ComponentType, type ReactNode} from 'react';
import {TranslationContext, useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {withTexts, type Translate} from '~/lib/i18n';
import {forgetFailedTexts, requestTexts, track, type Tracked} from '~/lib/lazy-texts';
import type {LazyMessageGroup} from '~/lib/message-groups.server';

type Failed = (t: Translate) => ReactNode;

/** What brings a component's code: `() => import('./X').then((module) => module.X)`. */
interface CodeLoader<C> {
  (): Promise<C>;
}

/** A component whose code and texts load when it is first needed, or earlier by `usePrefetch`. */
export type LazyWithTexts<P> = ComponentType<P> & {
  load(market: string, version: string): Promise<unknown>;
};

const unavailable: Failed = (t) => <p role="status">{t('errors.unavailableTitle')}</p>;

/** Shown when the code or the texts could not come (offline); the next opening tries again. */
function Failure({children, forget}: {children: ReactNode; forget: () => void}) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- forgotten once, when it closes
  useEffect(() => forget, []);
  return children;
}

/**
 * Like React's `lazy`, with the component's texts (docs/decisions/0027): its code and its group
 * of texts load together, a Suspense boundary above shows its fallback meanwhile, and the
 * component renders with the page's words and the group's. If either cannot load, `failed`
 * says so, nothing breaks, and the next mount tries again. tests/unit/route-messages.test.ts
 * reads the calls of this function: what the loaded module asks for must be in the group.
 */
export function lazyWithTexts<C extends (props: Props) => ReactNode, Props extends object = never>(
  group: LazyMessageGroup,
  load: CodeLoader<C>,
  failed: Failed = unavailable,
): LazyWithTexts<Parameters<C>[0]> {
  // The props of the component loaded: inferred from it, never written at a call.
  type P = Parameters<C>[0];
  let code: Tracked<C> | null = null;
  const loadCode = () => (code ??= track(load(), `${group} code`));
  // A failure stays until it has been shown and closed, so that a render never retries in a loop.
  const forget = (market: string) => {
    forgetFailedTexts(`${market}:${group}`);
    if (code?.status === 'failed') code = null;
  };

  function Lazy(props: P) {
    const t = useT();
    const {market, textsVersion} = useShell();
    const texts = requestTexts(market.id, group, textsVersion);
    const component = loadCode();
    if (texts.status === 'failed' || component.status === 'failed') {
      return <Failure forget={() => forget(market.id)}>{failed(t)}</Failure>;
    }
    // Suspense waits for both, so the words never show as their keys.
    if (texts.status === 'pending') throw texts.settled;
    if (component.status === 'pending') throw component.settled;
    const Component = component.value! as ComponentType<P>;
    return (
      <TranslationContext.Provider value={withTexts(t, market.id, texts.value!)}>
        <Component {...props} />
      </TranslationContext.Provider>
    );
  }

  return Object.assign(Lazy, {
    // Ahead of need: a failure is forgotten at once, so the opening asks again.
    load: (market: string, version: string) =>
      Promise.all([requestTexts(market, group, version).settled, loadCode().settled]).then(() =>
        forget(market),
      ),
  });
}

/**
 * Loads a lazy component's code and texts once the page is interactive and the browser idle, so
 * that a tap usually finds them ready.
 */
export function usePrefetch(component: Pick<LazyWithTexts<never>, 'load'>, when = true) {
  const {market, textsVersion} = useShell();
  useEffect(() => {
    if (!when) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => void component.load(market.id, textsVersion));
    return () => cancel(handle);
  }, [component, market.id, textsVersion, when]);
}
