import {useId, useState} from 'react';
import {useLocation} from 'react-router';
import {CartForm} from '@shopify/hydrogen';
import {useT} from '~/hooks/use-t';
import {setUiState} from '~/lib/ui-state';
import {useShell} from '~/hooks/use-shell';
import {localizePath} from '~/lib/markets';
import {optimisticMerchandise} from '~/lib/commerce/product';
import type {ShownProduct} from '~/lib/commerce/catalogue-types';
import type {CartChange} from '~/lib/commerce/cart-queue';
import {CartChangeForm} from './CartChangeForm';
import {CartFailureNotice} from './CartFailureNotice';
import {productAddedToCart} from '~/lib/tracking/search-query-context';

type Variant = ShownProduct['variants']['nodes'][number];

const addition = (product: ShownProduct, variant: Variant | null): CartChange => ({
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
});

/**
 * "Aggiungi al carrello": adds the chosen size and opens the drawer at once, showing the new
 * line (`lastAddedCartItem`) before the platform confirms it. When the add does not go through,
 * the drawer closes and the page says so under the button, with "Riprova". It is never disabled:
 * pressed before a size is chosen it asks for one (here, or from the server before hydration).
 * A tap before hydration is kept (app/lib/kept-taps.ts), so it reads the size from the form,
 * where a size chosen meanwhile already is.
 */
export function AddToCart({
  product,
  variant,
  formId,
  onNoSize,
}: {
  product: ShownProduct;
  variant: Variant | null;
  /** Set when the sizes are outside the form (the product page's radios). */
  formId?: string;
  onNoSize?: () => void;
}) {
  const t = useT();
  const [askedForSize, setAskedForSize] = useState(false);
  const {market, search} = useShell();
  const location = useLocation();
  // Each button tells its own failures (a page may show the button twice).
  const origin = useId();
  const hintId = `${origin}-size`;
  const showAdded = (variantId: string) =>
    setUiState({isCartDrawerVisible: true, lastAddedCartItem: variantId});
  const chosenIn = (form: HTMLFormElement) => {
    const id = new FormData(form).get('merchandiseId');
    const chosen = variant ?? product.variants.nodes.find((node) => node.id === id) ?? null;
    return chosen?.availableForSale ? chosen : null;
  };
  return (
    <CartChangeForm
      change={addition(product, variant)}
      className="product-form__add"
      redirectTo={localizePath(market, '/cart')}
      origin={origin}
      id={formId}
      resolve={(form) => {
        const chosen = chosenIn(form);
        setAskedForSize(!chosen);
        if (!chosen) onNoSize?.();
        return chosen && addition(product, chosen);
      }}
      onQueued={(change) => {
        const [line] = (change.inputs as {lines: Array<{merchandiseId: string}>}).lines;
        showAdded(line!.merchandiseId);
        if (search)
          productAddedToCart({
            handle: product.handle,
            variantId: line!.merchandiseId,
            index: search.index,
          });
      }}
    >
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={!product.availableForSale}
        aria-describedby={variant ? undefined : hintId}
        data-keep-tap
      >
        {product.availableForSale ? t('product.addToCart') : t('product.soldOut')}
      </button>
      {!variant && product.availableForSale ? (
        <p
          id={hintId}
          className={`product-form__hint${askedForSize ? ' product-form__hint--asked' : ''}`}
          role={askedForSize ? 'alert' : undefined}
        >
          {t('product.chooseSizeFirst')}
        </p>
      ) : null}
      {/* Where the cart page links back to when it says why nothing was added (no JavaScript). */}
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <CartFailureNotice origin={origin} onRetry={() => showAdded(variant?.id ?? '')} />
    </CartChangeForm>
  );
}
