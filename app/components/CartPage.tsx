import {useT} from '~/lib/i18n';
import type {Cart} from '~/lib/commerce/cart.server';
import {CartMain} from './CartMain';
import {WithCart} from './WithCart';

/** The cart as a page: the same content as the drawer, for links and for no JavaScript. */
export function CartPage({cart}: {cart: Cart | null}) {
  const t = useT();
  return (
    <div className="page cart-page">
      <h1>{t('cart.title')}</h1>
      <WithCart cart={cart}>{(cartData) => <CartMain cartData={cartData} />}</WithCart>
    </div>
  );
}
