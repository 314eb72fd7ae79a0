import {useT} from '~/hooks/use-t';
import {setUiState} from '~/lib/ui-state';
import {Icon} from './Icon';
import {WithCart} from './WithCart';

/**
 * The header's cart button ("Carrello") opens the drawer. The badge sits beside the button,
 * so the button's visible text never differs from its name.
 */
export function CartIcon() {
  const t = useT();
  return (
    <WithCart>
      {(cartData) => {
        const count = cartData.cartItems.reduce((sum, item) => sum + item.quantity, 0);
        return (
          <div className="cart-icon">
            <button
              type="button"
              className="icon-button"
              aria-label={t('shell.cart')}
              aria-describedby="cart-count"
              aria-haspopup="dialog"
              onClick={() => setUiState({isCartDrawerVisible: true})}
            >
              <Icon name="cart" />
            </button>
            <span className="cart-icon__count" aria-hidden="true">
              {count}
            </span>
            <span id="cart-count" className="visually-hidden" aria-live="polite">
              {t('shell.cartCount', {count})}
            </span>
          </div>
        );
      }}
    </WithCart>
  );
}
