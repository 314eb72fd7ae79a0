import {createContext, useContext} from 'react';
import type {Shell} from '~/lib/shell-context';

export const ShellContext = createContext<Shell | null>(null);

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell() outside the application shell');
  return shell;
}
