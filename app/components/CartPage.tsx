import {useT} from '~/hooks/use-t';
import {CartMain} from './CartMain';
import {WithCart} from './WithCart';

/** The cart as a page: the same content as the drawer, for links and for no JavaScript. */
export function CartPage() {
  const t = useT();
  return (
    <div className="page cart-page">
      <h1>{t('cart.title')}</h1>
      <WithCart>
        {(cartData, _cart, unavailable) => (
          <CartMain cartData={cartData} unavailable={unavailable} />
        )}
      </WithCart>
    </div>
  );
}
