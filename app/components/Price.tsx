import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {discountPercent, formatPrice} from '~/lib/format';

/**
 * A price, with the compare-at price struck through when on sale. Amounts are in `currency`,
 * by default the market's (a card's are).
 */
export function Price({
  price,
  compareAt,
  currency,
  large = false,
}: {
  price: string | number;
  compareAt?: string | number | null;
  currency?: string;
  large?: boolean;
}) {
  const t = useT();
  const {market} = useShell();
  const format = (amount: string | number) => formatPrice(amount, market, currency);
  const percent = compareAt == null ? 0 : discountPercent(price, compareAt);
  const className = large ? 'price price--lg' : 'price';
  if (!percent || compareAt == null) {
    return (
      <p className={className}>
        <span className="visually-hidden">{`${t('product.price')}: `}</span>
        {format(price)}
      </p>
    );
  }
  return (
    // A listing shows 24: the prices are styled from `.price--sale`, not each named by a class.
    <p className={`${className} price--sale`}>
      <span className="visually-hidden">{`${t('product.salePrice')}: `}</span>
      {format(price)}{' '}
      <s>
        <span className="visually-hidden">{`${t('product.originalPrice')}: `}</span>
        {format(compareAt)}
      </s>{' '}
      <span className="price__badge">{t('product.discount', {percent})}</span>
    </p>
  );
}
