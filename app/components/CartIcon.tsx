import {useT} from '~/lib/i18n';
import {setUiState, useUiState} from '~/lib/ui-state';
import {Icon} from './Icon';

/**
 * The header's cart button ("Carrello"); the cart drawer itself arrives with the cart. The
 * badge sits beside the button, so the button's visible text never differs from its name.
 */
export function CartIcon() {
  const t = useT();
  const count = useUiState((state) =>
    state.cartData.cartItems.reduce((sum, item) => sum + item.quantity, 0),
  );
  return (
    <div className="cart-icon">
      <button
        type="button"
        className="icon-button"
        aria-label={t('shell.cart')}
        aria-describedby="cart-count"
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
}
