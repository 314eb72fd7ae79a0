import {createElement} from 'react';
import {renderToString} from 'react-dom/server';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  EVENT_MESSAGE_MS,
  dismissEventMessage,
  getUiState,
  initialUiState,
  pushEventMessage,
  setUiState,
} from '~/lib/ui-state';
import {useUiState} from '~/hooks/use-ui-state';

// The store is one per module, as in the browser: every test starts from the defaults.
beforeEach(() => setUiState(initialUiState()));
afterEach(() => vi.useRealTimers());

describe('client interface state (docs/product.md#client-interface-state)', () => {
  it('a patch changes only the fields it names', () => {
    setUiState({isCartDrawerVisible: true, lastAddedCartItem: 'gid://shopify/ProductVariant/1'});
    expect(getUiState()).toEqual({
      ...initialUiState(),
      isCartDrawerVisible: true,
      lastAddedCartItem: 'gid://shopify/ProductVariant/1',
    });
    // Closing the drawer forgets the highlighted line, as CartDrawer does.
    setUiState({isCartDrawerVisible: false, lastAddedCartItem: ''});
    expect(getUiState()).toEqual(initialUiState());
  });

  it('a function patch is computed from the state current at that moment', () => {
    setUiState({isProductLoading: true});
    setUiState((state) => ({isGoingToCheckout: !state.isProductLoading}));
    expect(getUiState()).toMatchObject({isProductLoading: true, isGoingToCheckout: false});
    setUiState({isProductLoading: false});
    setUiState((state) => ({isGoingToCheckout: !state.isProductLoading}));
    expect(getUiState()).toMatchObject({isProductLoading: false, isGoingToCheckout: true});
  });

  it('resetting to the defaults undoes every change', () => {
    setUiState({isSidebarMenuVisible: true, isProductLoading: true, lastAddedCartItem: 'x'});
    pushEventMessage('info', 'uno');
    setUiState(initialUiState());
    expect(getUiState()).toEqual(initialUiState());
  });

  it('the server render sees the defaults whatever the browser store holds', () => {
    setUiState({isSidebarMenuVisible: true});
    const Probe = () => String(useUiState((state) => state.isSidebarMenuVisible));
    expect(renderToString(createElement(Probe))).toBe('false');
  });
});

describe('event messages (docs/product.md#event-messages)', () => {
  it('are kept in order with distinct ids; dismissing one keeps the others', () => {
    pushEventMessage('success', 'Aggiunto');
    pushEventMessage('error', 'Esaurito');
    const [first, second] = getUiState().eventMessages;
    expect([first.kind, first.text, second.kind, second.text]).toEqual([
      'success',
      'Aggiunto',
      'error',
      'Esaurito',
    ]);
    expect(first.id).not.toBe(second.id);
    dismissEventMessage(first.id);
    expect(getUiState().eventMessages).toEqual([second]);
  });

  it(`leave by themselves after ${EVENT_MESSAGE_MS} ms`, () => {
    vi.useFakeTimers();
    pushEventMessage('info', 'primo');
    vi.advanceTimersByTime(EVENT_MESSAGE_MS / 2);
    pushEventMessage('info', 'secondo');
    vi.advanceTimersByTime(EVENT_MESSAGE_MS / 2 - 1);
    expect(getUiState().eventMessages.map((m) => m.text)).toEqual(['primo', 'secondo']);
    vi.advanceTimersByTime(1);
    expect(getUiState().eventMessages.map((m) => m.text)).toEqual(['secondo']);
    vi.advanceTimersByTime(EVENT_MESSAGE_MS / 2);
    expect(getUiState().eventMessages).toEqual([]);
  });

  it('the timer of a message closed by hand removes no other message', () => {
    vi.useFakeTimers();
    pushEventMessage('info', 'chiuso');
    dismissEventMessage(getUiState().eventMessages[0].id);
    vi.advanceTimersByTime(EVENT_MESSAGE_MS / 2);
    pushEventMessage('info', 'nuovo');
    vi.advanceTimersByTime(EVENT_MESSAGE_MS / 2);
    expect(getUiState().eventMessages.map((m) => m.text)).toEqual(['nuovo']);
  });
});
