import {uiStateStore, type UiState} from '~/lib/ui-state';
import {useStore} from './use-store';

/** The part of the client interface state (docs/product.md#client-interface-state) the selector picks. */
export function useUiState<T>(selector: (state: UiState) => T): T {
  return useStore(uiStateStore, selector);
}
