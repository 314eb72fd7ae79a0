import {useActionData} from 'react-router';
import {useT} from '~/hooks/use-t';
import type {CartActionData} from '~/lib/commerce/cart-messages';
import {CartMain} from './CartMain';
import {WithCart} from './WithCart';

/**
 * The cart as a page: the same content as the drawer, for links and for no JavaScript. A form
 * posted here before the page was interactive and refused (no size chosen) says why at the top.
 */
export function CartPage() {
  const t = useT();
  const refused = useActionData<CartActionData>()?.message;
  return (
    <div className="page cart-page">
      <h1>{t('cart.title')}</h1>
      {refused ? (
        <p className="cart-failure" role="alert">
          {refused}
        </p>
      ) : null}
      <WithCart>
        {(cartData, _cart, unavailable) => (
          <CartMain cartData={cartData} unavailable={unavailable} />
        )}
      </WithCart>
    </div>
  );
}
