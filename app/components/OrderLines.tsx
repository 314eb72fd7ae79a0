import type {CustomerOrderQuery} from 'storefrontapi.generated';
import {useT} from '~/hooks/use-t';
import {formatPrice} from '~/lib/format';
import {useShell} from '~/hooks/use-shell';
import {ProductImage} from './ProductImage';

type Money = {amount: string; currencyCode: string};
type Order = Extract<NonNullable<CustomerOrderQuery['node']>, {lineItems: unknown}>;
export type OrderLine = Order['lineItems']['nodes'][number];

/** An order's lines: picture, product, size, quantity, what it cost (and cost before a discount). */
export function OrderLines({lines}: {lines: readonly OrderLine[]}) {
  const t = useT();
  const {market} = useShell();
  const money = (value: Money) => formatPrice(value.amount, market, value.currencyCode);
  return (
    <ul className="order-lines">
      {lines.map((line, index) => {
        const discounted = line.discountedTotalPrice.amount !== line.originalTotalPrice.amount;
        return (
          <li key={index} className="order-line">
            {/* The title beside it names the product: the picture adds nothing to read aloud. */}
            <ProductImage image={line.variant?.image} width={80} alt="" />
            <div>
              <p className="order-line__title">{line.title}</p>
              {line.variant?.title ? <p>{line.variant.title}</p> : null}
              <p>{t('account.order.quantity', {count: line.quantity})}</p>
            </div>
            <p className="order-line__total">
              <span className="visually-hidden">{`${t('account.order.lineTotal')}: `}</span>
              {money(line.discountedTotalPrice)}
              {discounted ? (
                <>
                  {' '}
                  <span className="visually-hidden">{`${t('account.order.originalPrice')}: `}</span>
                  <s>{money(line.originalTotalPrice)}</s>
                </>
              ) : null}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
