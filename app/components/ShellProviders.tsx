import {useMemo, type ReactNode} from 'react';
import {I18nextProvider} from 'react-i18next';
import {createI18n, type MessageTree} from '~/lib/i18n';
import {ShellContext, type Shell} from '~/lib/shell-context';

export interface ShellData {
  shell: Shell;
  locale: string;
  messages: MessageTree;
}

/** The application shell's providers (spec §1): messages and the shell's data. */
export function ShellProviders({data, children}: {data: ShellData; children: ReactNode}) {
  const i18n = useMemo(() => createI18n(data.locale, data.messages), [data.locale, data.messages]);
  return (
    <I18nextProvider i18n={i18n}>
      <ShellContext.Provider value={data.shell}>{children}</ShellContext.Provider>
    </I18nextProvider>
  );
}
