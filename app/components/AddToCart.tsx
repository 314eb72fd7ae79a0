import {useId} from 'react';
import {CartForm} from '@shopify/hydrogen';
import {useT} from '~/hooks/use-t';
import {setUiState} from '~/lib/ui-state';
import {useShell} from '~/hooks/use-shell';
import {localizePath} from '~/lib/markets';
import {optimisticMerchandise} from '~/lib/commerce/product';
import type {ShownProduct} from '~/lib/commerce/catalogue-types';
import {CartChangeForm} from './CartChangeForm';
import {CartFailureNotice} from './CartFailureNotice';
import {productAddedToCart} from '~/lib/tracking/search-query-context';

type Variant = ShownProduct['variants']['nodes'][number];

/**
 * "Aggiungi al carrello": adds the chosen size and opens the drawer at once, showing the new
 * line (`lastAddedCartItem`) before the platform confirms it. When the add does not go through,
 * the drawer closes and the page says so under the button, with "Riprova".
 */
export function AddToCart({product, variant}: {product: ShownProduct; variant: Variant | null}) {
  const t = useT();
  const {market, search} = useShell();
  // Each button tells its own failures (a page may show the button twice).
  const origin = useId();
  const showAdded = () =>
    setUiState({isCartDrawerVisible: true, lastAddedCartItem: variant?.id ?? ''});
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
      origin={origin}
      onQueued={() => {
        showAdded();
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
      <CartFailureNotice origin={origin} onRetry={showAdded} />
    </CartChangeForm>
  );
}
