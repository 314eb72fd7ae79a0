import {useT} from '~/lib/i18n';
import {setUiState, useUiState} from '~/lib/ui-state';
import {Icon} from './Icon';

/** The header's cart button; the cart drawer itself arrives with the cart. */
export function CartIcon() {
  const t = useT();
  const count = useUiState((state) =>
    state.cartData.cartItems.reduce((sum, item) => sum + item.quantity, 0),
  );
  return (
    <button
      type="button"
      className="icon-button cart-icon"
      aria-label={t('shell.cart')}
      aria-describedby="cart-count"
      onClick={() => setUiState({isCartDrawerVisible: true})}
    >
      <Icon name="cart" />
      <span id="cart-count" className="cart-icon__count" aria-live="polite">
        <span aria-hidden="true">{count}</span>
        <span className="visually-hidden">{t('shell.cartCount', {count})}</span>
      </span>
    </button>
  );
}
