import {CartForm} from '@shopify/hydrogen';
import {useT} from '~/hooks/use-t';
import {setUiState} from '~/lib/ui-state';
import {useShell} from '~/hooks/use-shell';
import {localizePath} from '~/lib/markets';
import {optimisticMerchandise} from '~/lib/commerce/product';
import type {ShownProduct} from '~/lib/commerce/catalogue-types';
import {CartChangeForm} from './CartChangeForm';
import {productAddedToCart} from '~/lib/tracking/search-query-context';

type Variant = ShownProduct['variants']['nodes'][number];

/**
 * "Aggiungi al carrello": adds the chosen size and opens the drawer at once, showing the new
 * line (`lastAddedCartItem`) before the platform confirms it.
 */
export function AddToCart({product, variant}: {product: ShownProduct; variant: Variant | null}) {
  const t = useT();
  const {market, search} = useShell();
  const change = {
    action: CartForm.ACTIONS.LinesAdd,
    inputs: {
      lines: variant
        ? [
            {
              merchandiseId: variant.id,
              quantity: 1,
              selectedVariant: optimisticMerchandise(product, variant),
            },
          ]
        : [],
    },
  };
  return (
    <CartChangeForm
      change={change}
      className="product-form__add"
      redirectTo={localizePath(market, '/cart')}
      onQueued={() => {
        setUiState({isCartDrawerVisible: true, lastAddedCartItem: variant?.id ?? ''});
        if (variant && search)
          productAddedToCart({
            handle: product.handle,
            variantId: variant.id,
            index: search.index,
          });
      }}
    >
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={!variant || !product.availableForSale}
        aria-describedby={variant ? undefined : 'size-hint'}
      >
        {product.availableForSale ? t('product.addToCart') : t('product.soldOut')}
      </button>
      {!variant && product.availableForSale ? (
        <p id="size-hint" className="product-form__hint">
          {t('product.chooseSizeFirst')}
        </p>
      ) : null}
    </CartChangeForm>
  );
}
