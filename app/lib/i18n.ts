/**
 * Messages through i18next (plurals, interpolation), one instance per locale created once and
 * reused: on the server by every request of the isolate, in the browser for the whole visit.
 * See docs/decisions/0003-i18n-one-instance-per-locale.md.
 */
import {createContext, useContext} from 'react';
import {createInstance, type TFunction} from 'i18next';

export type MessageTree = {[key: string]: string | MessageTree};

export const I18N_NAMESPACE = 'common';

const translators = new WeakMap<MessageTree, Map<string, TFunction>>();

/** The `t` of a locale; resources are inline, so the instance initialises synchronously. */
export function translator(locale: string, messages: MessageTree): TFunction {
  let byLocale = translators.get(messages);
  if (!byLocale) translators.set(messages, (byLocale = new Map()));
  let t = byLocale.get(locale);
  if (!t) {
    const instance = createInstance();
    void instance.init({
      lng: locale,
      resources: {[locale]: {[I18N_NAMESPACE]: messages}},
      ns: [I18N_NAMESPACE],
      defaultNS: I18N_NAMESPACE,
      fallbackLng: false,
      initAsync: false,
      interpolation: {escapeValue: false},
    });
    t = memoize(instance.getFixedT(locale, I18N_NAMESPACE));
    byLocale.set(locale, t);
  }
  return t;
}

/**
 * A message depends only on its key and its options, and a page asks for the same ones many
 * times (and every request asks for them again): answer repeats from a bounded map.
 */
const MEMO_LIMIT = 2000;

function memoize(t: TFunction): TFunction {
  const resolve = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  const memo = new Map<string, string>();
  const memoized = ((key: string, options?: Record<string, unknown>) => {
    if (typeof key !== 'string') return resolve(key, options);
    const id = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
    let text = memo.get(id);
    if (text === undefined) {
      text = resolve(key, options);
      if (memo.size >= MEMO_LIMIT) memo.clear();
      memo.set(id, text);
    }
    return text;
  }) as TFunction;
  return memoized;
}

export const TranslationContext = createContext<TFunction | null>(null);

/** The current market's `t`, given by the application shell. */
export function useT(): TFunction {
  const t = useContext(TranslationContext);
  if (!t) throw new Error('useT() outside the application shell');
  return t;
}
