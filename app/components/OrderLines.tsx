import {useT} from '~/hooks/use-t';
import {formatPrice} from '~/lib/format';
import {useShell} from '~/hooks/use-shell';
import type {Money, OrderLine} from '~/lib/customer/account-types';
import {ProductImage} from './ProductImage';

/** An order's lines: picture, product, size, quantity, what it cost (and cost before a discount). */
export function OrderLines({lines}: {lines: readonly OrderLine[]}) {
  const t = useT();
  const {market} = useShell();
  const money = (value: Money) => formatPrice(value.amount, market, value.currencyCode);
  return (
    <ul className="order-lines">
      {lines.map((line, index) => {
        const discounted = line.discountedTotal.amount !== line.originalTotal.amount;
        return (
          <li key={index} className="order-line">
            {/* The title beside it names the product: the picture adds nothing to read aloud. */}
            <ProductImage image={line.image} width={80} alt="" />
            <div>
              <p className="order-line__title">{line.title}</p>
              {line.variantTitle ? <p>{line.variantTitle}</p> : null}
              <p>{t('account.order.quantity', {count: line.quantity})}</p>
            </div>
            <p className="order-line__total">
              <span className="visually-hidden">{`${t('account.order.lineTotal')}: `}</span>
              {money(line.discountedTotal)}
              {discounted ? (
                <>
                  {' '}
                  <span className="visually-hidden">{`${t('account.order.originalPrice')}: `}</span>
                  <s>{money(line.originalTotal)}</s>
                </>
              ) : null}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
