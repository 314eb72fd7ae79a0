import {useEffect, useRef} from 'react';
import {useFetcher} from 'react-router';
import {useT} from '~/lib/i18n';
import {useShell} from '~/lib/shell-context';
import {localizePath} from '~/lib/markets';
import {pushEventMessage, setUiState} from '~/lib/ui-state';
import {
  CART_FETCHER_KEY,
  takeCartChange,
  toFormData,
  useCartQueue,
  type CartChange,
} from '~/lib/commerce/cart-queue';
import {enteredDiscountCodes} from '~/lib/commerce/cart-input';
import {cartEventMessages, type CartActionData} from '~/lib/commerce/cart-messages';

/**
 * Sends the queued cart changes through one fetcher, one after the other, and turns each answer
 * into event messages. While a change is pending Hydrogen's `useOptimisticCart` shows it; when
 * it fails nothing is revalidated, so the cart shown falls back to the last confirmed one.
 */
export function CartChanges() {
  const t = useT();
  const {market} = useShell();
  const fetcher = useFetcher<CartActionData>({key: CART_FETCHER_KEY});
  const queue = useCartQueue();
  const sent = useRef<CartChange | null>(null);
  const answered = useRef<CartActionData | undefined>(undefined);
  const busy = fetcher.state !== 'idle' || queue.length > 0;

  useEffect(() => {
    setUiState({isProductLoading: busy});
    // Says when every cart change has been answered, for people debugging and browser tests.
    document.documentElement.toggleAttribute('data-cart-idle', !busy);
  }, [busy]);

  useEffect(() => {
    if (fetcher.state !== 'idle') return;
    const change = sent.current;
    if (change && fetcher.data !== answered.current) {
      answered.current = fetcher.data;
      const codes = enteredDiscountCodes(change.inputs).map((code) => String(code).trim());
      const removedCode = change.inputs.removedCode as string | undefined;
      for (const message of cartEventMessages(
        {action: change.action as 'LinesAdd', discountCodes: codes, removedCode},
        fetcher.data,
        t,
      ))
        pushEventMessage(message.kind, message.text);
    }
    const next = takeCartChange();
    sent.current = next ?? null;
    if (next) {
      void fetcher.submit(toFormData(next), {
        method: 'POST',
        action: localizePath(market, '/cart'),
      });
    }
    // `fetcher` changes identity on every state change; its state and data are what count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data, queue, market, t]);

  return null;
}
