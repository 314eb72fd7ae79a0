import {Suspense, useDeferredValue} from 'react';
import {useT} from '~/hooks/use-t';
import {useUiState} from '~/hooks/use-ui-state';
import {setUiState} from '~/lib/ui-state';
import {EventMessages} from './EventMessages';
import {Icon} from './Icon';
import {lazyWithTexts, usePrefetch} from './LazyWithTexts';
import {Modal} from './Modal';
import {WithCart} from './WithCart';

// The drawer's content and its words are only seen once it opens (docs/decisions/0027).
const CartMain = lazyWithTexts(
  'cart',
  () => import('./CartMain').then((module) => module.CartMain),
  (t) => (
    <p className="cart-empty" role="status">
      {t('cart.unavailable')}
    </p>
  ),
);

const spinner = <Icon name="spinner" size={24} className="spin" />;

/**
 * The cart drawer (docs/product.md#cart-drawer): the shared modal as a side sheet, opened by the
 * header or an add. Its content's code and texts load when the browser is idle after the page,
 * or at the latest when it opens; if they cannot load (offline), the drawer says the cart is
 * kept, and its next opening tries again.
 */
export function CartDrawer() {
  const t = useT();
  const open = useUiState((state) => state.isCartDrawerVisible);
  // The sheet, its title and its close button paint with the tap; the cart fills it in the next
  // frame, so the tap's frame holds no cart to render (docs/decisions/0025-taps-paint-first.md).
  const filled = useDeferredValue(open);
  usePrefetch(CartMain);

  return (
    <Modal
      open={open}
      onClose={() => setUiState({isCartDrawerVisible: false, lastAddedCartItem: ''})}
      title={t('shell.cart')}
      sheet="end"
      className="cart-drawer"
    >
      <EventMessages inDialog />
      {filled ? (
        <Suspense fallback={spinner}>
          <WithCart>
            {(cartData, _cart, unavailable) => (
              <CartMain cartData={cartData} unavailable={unavailable} />
            )}
          </WithCart>
        </Suspense>
      ) : (
        spinner
      )}
    </Modal>
  );
}
