import {useActionData} from 'react-router';
import {useT} from '~/hooks/use-t';
import type {CartActionData} from '~/lib/commerce/cart-messages';
import {CartMain} from './CartMain';
import {Link} from './Link';
import {WithCart} from './WithCart';

/**
 * The cart as a page: the same content as the drawer, for links and for no JavaScript. A form
 * posted here before the page was interactive says at the top why it was refused (no size
 * chosen) or what the platform warned of (fewer pieces in stock); a refused code is told by its
 * field (DiscountForm), and a link leads back to the page the form was on (and, for a sold-out
 * size, to its notify page).
 */
export function CartPage() {
  const t = useT();
  const answer = useActionData<CartActionData>();
  const said = [answer?.message, ...(answer?.told ?? []).map(({text}) => text)].filter(Boolean);
  return (
    <div className="page cart-page">
      <h1>{t('cart.title')}</h1>
      {said.map((text, index) => (
        // Told once per answer: the same words may come twice (two lines short of stock).
        <p key={index} className="cart-failure" role="alert">
          {text}
        </p>
      ))}
      {answer?.notify ? (
        <p className="cart-page__back">
          <Link to={answer.notify}>{t('product.notifyMe')}</Link>
        </p>
      ) : null}
      {answer?.back ? (
        <p className="cart-page__back">
          <Link to={answer.back}>{t('cart.backToPage')}</Link>
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
