import {createContext, useContext} from 'react';
import type {Translate} from '~/lib/i18n';

export const TranslationContext = createContext<Translate | null>(null);

/** The current market's `t`, given by the application shell. */
export function useT(): Translate {
  const t = useContext(TranslationContext);
  if (!t) throw new Error('useT() outside the application shell');
  return t;
}
