import {useT} from '~/hooks/use-t';
import {useUiState} from '~/hooks/use-ui-state';
import {setUiState} from '~/lib/ui-state';
import {CartMain} from './CartMain';
import {EventMessages} from './EventMessages';
import {Modal} from './Modal';
import {WithCart} from './WithCart';

/**
 * The cart drawer (docs/product.md#cart-drawer): the shared modal as a side sheet, opened by the
 * header or an add.
 */
export function CartDrawer() {
  const t = useT();
  const open = useUiState((state) => state.isCartDrawerVisible);
  return (
    <Modal
      open={open}
      onClose={() => setUiState({isCartDrawerVisible: false, lastAddedCartItem: ''})}
      title={t('shell.cart')}
      sheet="end"
      className="cart-drawer"
    >
      <EventMessages inDialog />
      <WithCart>
        {(cartData, _cart, unavailable) => (
          <CartMain cartData={cartData} unavailable={unavailable} />
        )}
      </WithCart>
    </Modal>
  );
}
