import {Link} from './Link';
import {CartForm} from '@shopify/hydrogen';
import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {formatPrice} from '~/lib/format';
import {productPath} from '~/lib/markets';
import {setUiState} from '~/lib/ui-state';
import {MAX_LINE_QUANTITY} from '~/lib/commerce/cart-input';
import type {CartItem} from '~/lib/commerce/cart-data';
import {CartChangeForm} from './CartChangeForm';
import {Icon} from './Icon';
import {ProductImage} from './ProductImage';

/** The most the stepper offers: the stock when known, never above the per-line cap. */
function maxQuantity(item: CartItem): number {
  const stock = item.variant.quantityAvailable;
  return Math.min(stock ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);
}

/**
 * One cart line: picture, brand, title, size, prices, a quantity stepper that stays between 1
 * and the stock (saying so at the top), and "Rimuovi". A discounted line shows its price before
 * the discount struck through, and each discount (code or title) with its amount, so the total
 * explains itself. A line the platform has not confirmed yet cannot be changed.
 */
export function CartLineItem({item, highlighted}: {item: CartItem; highlighted: boolean}) {
  const t = useT();
  const {market} = useShell();
  const money = (amount: number) => formatPrice(amount, market, item.variant.price.currencyCode);
  const max = maxQuantity(item);
  const atMax = item.quantity >= max;
  const pending = item.isOptimistic;
  const update = (quantity: number) => ({
    action: CartForm.ACTIONS.LinesUpdate,
    inputs: {lines: [{id: item.id, quantity}]},
  });
  const sizeLabel = t('cart.size', {size: item.variant.title});
  const quantityId = `quantity-${item.id.replace(/\W/g, '')}`;

  return (
    <li className={`cart-line${highlighted ? ' cart-line--added' : ''}`} aria-busy={pending}>
      <ProductImage
        image={item.variant.image ? {url: item.variant.image} : null}
        width={88}
        alt=""
        className="cart-line__image"
      />
      <div className="cart-line__body">
        <p className="cart-line__brand">{item.brand}</p>
        <p className="cart-line__title">
          <Link
            to={productPath(market, item.handle)}
            onClick={() => setUiState({isCartDrawerVisible: false})}
          >
            {item.title}
          </Link>
        </p>
        <p className="cart-line__size">{sizeLabel}</p>
        {highlighted ? <p className="cart-line__badge">{t('cart.justAdded')}</p> : null}
        <p className="cart-line__unit">
          <span className="visually-hidden">{t('cart.unitPrice')}: </span>
          {money(item.variant.price.amount)}
          {item.variant.compareAtPrice ? (
            <>
              {' '}
              <span className="visually-hidden">{t('product.originalPrice')}: </span>
              <s className="price__compare">{money(item.variant.compareAtPrice.amount)}</s>
            </>
          ) : null}
        </p>
        {item.discounts.map((discount) => (
          <p key={discount.label} className="cart-line__discount">
            {t('cart.lineDiscount', {label: discount.label, amount: money(discount.amount)})}
          </p>
        ))}
        <div className="cart-line__controls">
          <div
            className="stepper"
            role="group"
            aria-label={`${t('cart.quantity')}: ${item.title}, ${sizeLabel}`}
          >
            <CartChangeForm change={update(item.quantity - 1)}>
              <button
                type="submit"
                className="stepper__button"
                aria-label={t('cart.decrease')}
                disabled={pending || item.quantity <= 1}
              >
                <Icon name="minus" size={16} />
              </button>
            </CartChangeForm>
            <output id={quantityId} className="stepper__value" aria-live="polite">
              {item.quantity}
            </output>
            <CartChangeForm change={update(item.quantity + 1)}>
              <button
                type="submit"
                className="stepper__button"
                aria-label={t('cart.increase')}
                aria-describedby={atMax ? `${quantityId}-max` : undefined}
                disabled={pending || atMax}
              >
                <Icon name="plus" size={16} />
              </button>
            </CartChangeForm>
          </div>
          <CartChangeForm
            change={{action: CartForm.ACTIONS.LinesRemove, inputs: {lineIds: [item.id]}}}
          >
            <button
              type="submit"
              className="button button--text cart-line__remove"
              disabled={pending}
            >
              <Icon name="delete" size={16} />
              {t('cart.remove')}
            </button>
          </CartChangeForm>
        </div>
        {atMax ? (
          <p id={`${quantityId}-max`} className="cart-line__note">
            {t('cart.maxQuantity', {count: max})}
          </p>
        ) : null}
      </div>
      <p className="cart-line__total">
        {item.discounts.length ? (
          <>
            <span className="visually-hidden">{t('cart.priceBeforeDiscount')}: </span>
            <s className="price__compare">{money(item.subtotalAmount)}</s>{' '}
          </>
        ) : null}
        <span className="visually-hidden">{t('cart.lineTotal')}: </span>
        {money(item.totalAmount)}
      </p>
    </li>
  );
}
