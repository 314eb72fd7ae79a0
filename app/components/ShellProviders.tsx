import type {ReactNode} from 'react';
import {ShellContext} from '~/hooks/use-shell';
import {TranslationContext} from '~/hooks/use-t';
import {translator, type MessageTree} from '~/lib/i18n';
import type {Shell} from '~/lib/shell-context';

export interface ShellData {
  shell: Shell;
  locale: string;
  messages: MessageTree;
}

/**
 * The application shell's providers (docs/product.md#application-shell): messages and the shell's
 * data.
 */
export function ShellProviders({data, children}: {data: ShellData; children: ReactNode}) {
  return (
    <TranslationContext.Provider value={translator(data.locale, data.messages)}>
      <ShellContext.Provider value={data.shell}>{children}</ShellContext.Provider>
    </TranslationContext.Provider>
  );
}
