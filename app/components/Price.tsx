import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {discountPercent, formatPrice} from '~/lib/format';

interface Money {
  amount: string;
  currencyCode: string;
}

/** Price with the compare-at price struck through when on sale. */
export function Price({
  price,
  compareAtPrice,
  size = 'md',
}: {
  price: Money;
  compareAtPrice?: Money | null;
  size?: 'md' | 'lg';
}) {
  const t = useT();
  const {market} = useShell();
  const percent = compareAtPrice ? discountPercent(price.amount, compareAtPrice.amount) : 0;
  if (!percent || !compareAtPrice) {
    return (
      <p className={`price price--${size}`}>
        <span className="visually-hidden">{`${t('product.price')}: `}</span>
        {formatPrice(price.amount, market, price.currencyCode)}
      </p>
    );
  }
  return (
    <p className={`price price--${size} price--sale`}>
      <span className="visually-hidden">{`${t('product.salePrice')}: `}</span>
      <span className="price__current">
        {formatPrice(price.amount, market, price.currencyCode)}
      </span>{' '}
      <span className="visually-hidden">{`${t('product.originalPrice')}: `}</span>
      <s className="price__compare">
        {formatPrice(compareAtPrice.amount, market, compareAtPrice.currencyCode)}
      </s>{' '}
      <span className="price__badge">{t('product.discount', {percent})}</span>
    </p>
  );
}
