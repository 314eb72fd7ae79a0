import type {ReactNode} from 'react';
import {useMatches} from 'react-router';
import {ShellContext} from '~/hooks/use-shell';
import {TranslationContext} from '~/hooks/use-t';
import {pageTranslator, type RouteMessages} from '~/lib/i18n';
import type {Shell} from '~/lib/shell-context';

export interface ShellData {
  shell: Shell;
  locale: string;
}

const hasMessages = (data: unknown): data is {messages: RouteMessages} =>
  typeof data === 'object' && data !== null && 'messages' in data;

/**
 * The application shell's providers (docs/product.md#application-shell): the shell's data, and
 * the messages the matched routes sent, merged (docs/decisions/0022).
 */
export function ShellProviders({data, children}: {data: ShellData; children: ReactNode}) {
  const parts = useMatches().flatMap((match) =>
    hasMessages(match.data) ? [match.data.messages] : [],
  );
  return (
    <TranslationContext.Provider value={pageTranslator(data.locale, parts)}>
      <ShellContext.Provider value={data.shell}>{children}</ShellContext.Provider>
    </TranslationContext.Provider>
  );
}
