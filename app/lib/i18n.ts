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
    t = memoizePlain(instance.getFixedT(locale, I18N_NAMESPACE));
    byLocale.set(locale, t);
  }
  return t;
}

/**
 * Messages without options never change, and a page asks for the same ones many times:
 * answer those from a map instead of resolving the key again.
 */
function memoizePlain(t: TFunction): TFunction {
  const plain = new Map<string, string>();
  const memoized = ((key: string, options?: unknown) => {
    if (options !== undefined || typeof key !== 'string')
      return (t as unknown as (key: string, options: unknown) => string)(key, options);
    let text = plain.get(key);
    if (text === undefined) plain.set(key, (text = t(key)));
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
