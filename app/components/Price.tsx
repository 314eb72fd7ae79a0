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
    <p className={`${className} price--sale`}>
      <span className="visually-hidden">{`${t('product.salePrice')}: `}</span>
      <span className="price__current">{format(price)}</span>{' '}
      <span className="visually-hidden">{`${t('product.originalPrice')}: `}</span>
      <s className="price__compare">{format(compareAt)}</s>{' '}
      <span className="price__badge">{t('product.discount', {percent})}</span>
    </p>
  );
}
