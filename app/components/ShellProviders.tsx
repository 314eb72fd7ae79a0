import type {ReactNode} from 'react';
import {useMatches} from 'react-router';
import {ShellContext} from '~/hooks/use-shell';
import {TranslationContext} from '~/hooks/use-t';
import {pageTranslator, routeTree, type RouteMessages} from '~/lib/i18n';
import {textsAt} from '~/lib/lazy-texts';
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
    hasMessages(match.data)
      ? [{id: match.data.messages.id, tree: textsOf(match.data.messages)}]
      : [],
  );
  return (
    <TranslationContext.Provider value={pageTranslator(data.locale, parts)}>
      <ShellContext.Provider value={data.shell}>{children}</ShellContext.Provider>
    </TranslationContext.Provider>
  );
}

/**
 * A route's messages. Those sent by address are loaded before hydration (entry.client.tsx); a
 * client-side move to another market suspends until its shell's arrive, and reloads the page if
 * they cannot be loaded, so that keys never show.
 */
function textsOf(messages: RouteMessages) {
  const tree = routeTree(messages);
  if (tree) return tree;
  if (!('src' in messages) || typeof document === 'undefined') {
    throw new Error(`messages ${messages.id} missing`);
  }
  const load = textsAt(messages.id, messages.src);
  if (load.status === 'pending') throw load.settled;
  window.location.reload();
  throw new Promise(() => {});
}
