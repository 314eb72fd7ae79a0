import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {localizePath} from '~/lib/markets';
import {setUiState} from '~/lib/ui-state';
import {Icon} from './Icon';
import {WithCart} from './WithCart';

/**
 * The header's cart ("Carrello"): a link to the cart page, so it works from the first paint and
 * without JavaScript; once interactive it opens the drawer instead (a tap just before that is
 * kept for it: app/lib/kept-taps.ts). The badge sits beside the link, so its visible
 * text never differs from its name.
 */
export function CartIcon() {
  const t = useT();
  const {market} = useShell();
  return (
    <WithCart>
      {(cartData) => {
        const count = cartData.cartItems.reduce((sum, item) => sum + item.quantity, 0);
        return (
          <div className="cart-icon">
            <a
              href={localizePath(market, '/cart')}
              className="icon-button"
              aria-label={t('shell.cart')}
              aria-describedby="cart-count"
              aria-haspopup="dialog"
              data-keep-tap
              onClick={(event) => {
                // A new tab or window asked for with a modifier key gets the page.
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                setUiState({isCartDrawerVisible: true});
              }}
            >
              <Icon name="cart" />
            </a>
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
