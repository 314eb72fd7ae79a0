import {useEffect, useRef} from 'react';
import {useT} from '~/hooks/use-t';
import {useUiState} from '~/hooks/use-ui-state';
import {setUiState} from '~/lib/ui-state';
import {Icon} from './Icon';

/**
 * "Procedi all'acquisto": a link to the checkout URL the cart holds (`webUrl`,
 * docs/product.md#checkout). It shows progress (`isGoingToCheckout`), and when cart changes are
 * still on their way it waits for them, so the checkout sees what the drawer shows.
 */
export function CheckoutButton({webUrl}: {webUrl: string}) {
  const t = useT();
  const isGoingToCheckout = useUiState((state) => state.isGoingToCheckout);
  // CartChanges keeps this flag: true while a cart change waits or is on its way.
  const busy = useUiState((state) => state.isProductLoading);
  const waiting = useRef(false);

  useEffect(() => {
    if (waiting.current && !busy && webUrl) {
      waiting.current = false;
      window.location.assign(webUrl);
    }
  }, [busy, webUrl]);

  // Coming back from checkout with the Back button restores this page from the cache.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setUiState({isGoingToCheckout: false});
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  return (
    <a
      href={webUrl}
      className="button button--primary button--block cart-checkout"
      aria-disabled={isGoingToCheckout || undefined}
      onClick={(event) => {
        if (isGoingToCheckout) return event.preventDefault();
        setUiState({isGoingToCheckout: true});
        if (busy) {
          event.preventDefault();
          waiting.current = true;
        }
      }}
    >
      {isGoingToCheckout ? <Icon name="spinner" size={20} className="spin" /> : null}
      {t('cart.checkout')}
    </a>
  );
}
