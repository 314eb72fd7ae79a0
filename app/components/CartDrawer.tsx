import {useDeferredValue, useEffect, useState} from 'react';
import {useT} from '~/hooks/use-t';
import {useUiState} from '~/hooks/use-ui-state';
import {setUiState} from '~/lib/ui-state';
import type {CartMain as CartMainComponent} from './CartMain';
import {EventMessages} from './EventMessages';
import {Icon} from './Icon';
import {Modal} from './Modal';
import {WithCart} from './WithCart';

type Content = typeof CartMainComponent;
let loading: Promise<Content> | null = null;
let loaded: Content | null = null;

/** The drawer's content is only seen once it opens: its code loads after the page's. */
function loadContent(): Promise<Content> {
  loading ??= import('./CartMain').then(
    (module) => (loaded = module.CartMain),
    (error: unknown) => {
      loading = null; // the next opening tries again
      throw error;
    },
  );
  return loading;
}

/**
 * The cart drawer (docs/product.md#cart-drawer): the shared modal as a side sheet, opened by the
 * header or an add. Its content's code loads when the browser is idle after the page, or at the
 * latest when it opens; if it cannot load (offline), the drawer says the cart is kept.
 */
export function CartDrawer() {
  const t = useT();
  const open = useUiState((state) => state.isCartDrawerVisible);
  // The sheet, its title and its close button paint with the tap; the cart fills it in the next
  // frame, so the tap's frame holds no cart to render (docs/decisions/0025-taps-paint-first.md).
  const filled = useDeferredValue(open);
  const [CartMain, setCartMain] = useState<Content | null>(() => loaded);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (CartMain) return;
    const show = () =>
      loadContent().then(
        (content) => setCartMain(() => content),
        () => setFailed(open),
      );
    if (!open) {
      const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
      idle(() => void show());
      return;
    }
    setFailed(false);
    void show();
  }, [open, CartMain]);

  return (
    <Modal
      open={open}
      onClose={() => setUiState({isCartDrawerVisible: false, lastAddedCartItem: ''})}
      title={t('shell.cart')}
      sheet="end"
      className="cart-drawer"
    >
      <EventMessages inDialog />
      {CartMain && filled ? (
        <WithCart>
          {(cartData, _cart, unavailable) => (
            <CartMain cartData={cartData} unavailable={unavailable} />
          )}
        </WithCart>
      ) : failed ? (
        <p className="cart-empty" role="status">
          {t('cart.unavailable')}
        </p>
      ) : (
        <Icon name="spinner" size={24} className="spin" />
      )}
    </Modal>
  );
}
