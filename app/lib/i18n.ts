/** Messages and the i18next instance shared by the worker and the browser. */
import {createInstance, type i18n} from 'i18next';
import {initReactI18next} from 'react-i18next';

export type MessageTree = {[key: string]: string | MessageTree};

export const I18N_NAMESPACE = 'common';

/** A ready i18next instance for one locale; resources are inline, so it initialises synchronously. */
export function createI18n(locale: string, messages: MessageTree): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    resources: {[locale]: {[I18N_NAMESPACE]: messages}},
    ns: [I18N_NAMESPACE],
    defaultNS: I18N_NAMESPACE,
    fallbackLng: false,
    initAsync: false,
    interpolation: {escapeValue: false},
    react: {useSuspense: false},
  });
  return instance;
}
