import {useEffect, useRef, useState} from 'react';
import {useLaterEffect} from '~/hooks/use-later-effect';
import {useFetcher} from 'react-router';
import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {useStore} from '~/hooks/use-store';
import {useUiState} from '~/hooks/use-ui-state';
import {localizePath} from '~/lib/markets';
import {pushEventMessage, setUiState} from '~/lib/ui-state';
import {
  CART_FETCHER_KEY,
  takeCartChange,
  cartChangeSent,
  toFormData,
  cartQueueStore,
  type CartChange,
} from '~/lib/commerce/cart-queue';
import {acquireCartLock} from '~/lib/commerce/cart-lock';
import {enteredDiscountCodes} from '~/lib/commerce/cart-input';
import {
  cartEventMessages,
  cartRequestFailure,
  type CartActionData,
} from '~/lib/commerce/cart-messages';
import {CART_ORIGIN, DISCOUNT_ORIGIN, recordCartNotice} from '~/lib/commerce/cart-notices';
import {warmCartRoute} from '~/lib/commerce/cart-route';

/**
 * Sends the queued cart changes through one fetcher, one after the other, and turns each answer
 * into event messages. While a change is pending Hydrogen's `useOptimisticCart` shows it; when
 * it fails nothing is revalidated, so the cart shown falls back to the last confirmed one. Each
 * change waits for the browser-wide cart lock, so other tabs' changes take turns with it.
 */
export function CartChanges() {
  const t = useT();
  const {market} = useShell();
  const fetcher = useFetcher<CartActionData>({key: CART_FETCHER_KEY});
  const queue = useStore(cartQueueStore, (state) => state.queue);
  const drawerOpen = useUiState((state) => state.isCartDrawerVisible);
  const sent = useRef<CartChange | null>(null);
  /** Where the change in `sent` is: waiting for the lock, submitted, seen running. */
  const phase = useRef<'none' | 'locking' | 'submitted' | 'running'>('none');
  const releaseLock = useRef<(() => void) | null>(null);
  const [waitingForLock, setWaitingForLock] = useState(false);
  const busy = fetcher.state !== 'idle' || queue.length > 0 || waitingForLock;

  useEffect(() => {
    setUiState({isProductLoading: busy});
    // Says when every cart change has been answered, for people debugging and browser tests.
    document.documentElement.toggleAttribute('data-cart-idle', !busy);
  }, [busy]);

  // The cart route's code, early (lib/commerce/cart-route.ts): the route is known once a cart
  // form is on the page, on load or when the drawer opens.
  useLaterEffect(() => {
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () =>
      void warmCartRoute().then((ready) => {
        if (ready) document.documentElement.setAttribute('data-cart-ready', '');
        else if (++tries < 20) timer = setTimeout(attempt, 500);
      });
    attempt();
    return () => clearTimeout(timer);
  }, [drawerOpen]);

  useEffect(() => {
    if (phase.current === 'locking') return;
    if (fetcher.state !== 'idle') {
      if (phase.current === 'submitted') {
        phase.current = 'running';
        // The fetcher shows the change from here on (WithCart).
        cartChangeSent();
      }
      return;
    }
    // Submitted, but the fetcher has not started yet: its answer is still to come.
    if (phase.current === 'submitted') return;
    const change = sent.current;
    if (phase.current === 'running' && change) {
      releaseLock.current?.();
      releaseLock.current = null;
      tell(change, fetcher.data);
    }
    phase.current = 'none';
    const next = takeCartChange();
    sent.current = next ?? null;
    if (!next) return;
    phase.current = 'locking';
    setWaitingForLock(true);
    void acquireCartLock().then((release) => {
      releaseLock.current = release;
      phase.current = 'submitted';
      void fetcher.submit(toFormData(next), {
        method: 'POST',
        action: localizePath(market, '/cart'),
      });
      setWaitingForLock(false);
    });
    // `fetcher` changes identity on every state change; its state and data are what count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data, queue, market, t, waitingForLock]);

  // Leaving the page lets the other tabs go.
  useEffect(() => () => releaseLock.current?.(), []);

  /**
   * A change that did not reach the platform is told beside the form that made it, which offers
   * to send it again; a form outside the drawer (add to cart) gets the drawer out of its way.
   * The platform's answers are event messages, but for a refused code (the discount field's).
   */
  function tell(change: CartChange, answer: CartActionData | undefined) {
    const failure = cartRequestFailure(change, answer, t);
    if (failure !== null) {
      if (change.origin !== CART_ORIGIN)
        setUiState({isCartDrawerVisible: false, lastAddedCartItem: ''});
      if (!recordCartNotice('failed', change, failure)) pushEventMessage('error', failure);
      return;
    }
    const codes = enteredDiscountCodes(change.inputs).map((code) => String(code).trim());
    const removedCode = change.inputs.removedCode as string | undefined;
    for (const message of cartEventMessages(
      {action: change.action as 'LinesAdd', discountCodes: codes, removedCode},
      answer!,
      t,
    )) {
      // A refused code is told by the discount field, which keeps it.
      const refusal = message.kind === 'error' && change.origin === DISCOUNT_ORIGIN;
      if (!(refusal && recordCartNotice('refused', change, message.text)))
        pushEventMessage(message.kind, message.text);
    }
  }

  return null;
}
