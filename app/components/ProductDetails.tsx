import {Suspense, useEffect, useId, useRef, useState} from 'react';
import {useSearchParams} from 'react-router';
import {useT} from '~/hooks/use-t';
import {
  initialSize,
  lowStockCount,
  productViewedPayload,
  shownVariant,
  sizeOptions,
  variantForSize,
} from '~/lib/commerce/product';
import {trackingBus} from '~/lib/tracking/bus';
import {PRODUCT_VIEWED} from '~/lib/tracking/events';
import type {ShownProduct} from '~/lib/commerce/catalogue-types';
import {sizeGuideKind} from '~/lib/size-guide-kind';
import {Price} from './Price';
import {SizeSelector} from './SizeSelector';
import {Modal} from './Modal';
import {Icon} from './Icon';
import {ServicePromises} from './ServicePromises';
import {AddToCart} from './AddToCart';
import {WishlistButton} from './WishlistButton';
import {ColourSwatches} from './ColourSwatches';
import {StickyBuyBar} from './StickyBuyBar';
import {StoreAvailability} from './StoreAvailability';
import {BackInStockDialog, usePrefetchBackInStockForm} from './BackInStockDialog';
import {lazyWithTexts, usePrefetch} from './LazyWithTexts';
import {useSeenOnce} from '~/hooks/use-seen-once';
import {sizeInteraction, subscribedToBackInStock} from '~/lib/tracking/size-interaction';
import {afterNextPaint} from '~/lib/after-paint';

// The guide's tables and words load when idle or at its first opening (docs/decisions/0027).
const SizeGuide = lazyWithTexts('sizeGuide', () =>
  import('./SizeGuide').then((module) => module.SizeGuide),
);

/**
 * Brand, title, price, sizes, size guide, the two ways to buy (online: the add-to-cart button; in
 * a store: which stores have the size, docs/product.md#in-store-availability); with a sold-out
 * size chosen, "Avvisami quando disponibile" instead of the add button, here and in the
 * quick-buy bar (docs/product.md#size-interaction).
 */
export function ProductDetails({product}: {product: ShownProduct}) {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const variants = product.variants.nodes;
  const sizes = sizeOptions(product.options, variants);
  const [size, setSize] = useState(() =>
    initialSize(product.options, variants, searchParams.get('size')),
  );
  const [isSizeGuideOpen, setSizeGuideOpen] = useState(false);
  const [isNotifyOpen, setNotifyOpen] = useState(false);
  const sizeForm = useRef<HTMLDivElement>(null);
  // The sizes belong to the add-to-cart form wherever they sit, so a post carries the choice.
  const addForm = useId();
  const addBlock = useRef<HTMLDivElement>(null);
  const cancelUrlUpdate = useRef<(() => void) | null>(null);
  // Leaving the product before the URL caught up must not bring its address back.
  useEffect(() => () => cancelUrlUpdate.current?.(), []);
  const selected = variantForSize(product.options, variants, size);
  const shown = shownVariant(variants, selected);
  const lowStock = lowStockCount(selected);
  const guide = sizeGuideKind(sizes.map((option) => option.value));
  const soldOut = selected && !selected.availableForSale ? selected : null;

  // "view size": once per product shown, when half of its sizes are on screen.
  useSeenOnce(sizeForm, () => {
    if (sizes.length)
      sizeInteraction('view size', {productId: product.id, size, variant: selected});
  });
  usePrefetchBackInStockForm(soldOut !== null);
  usePrefetch(SizeGuide, guide !== null);

  useEffect(() => {
    // Mounted once per product (keyed by its id): one view, for the variant shown first.
    if (shown)
      trackingBus.publish(
        PRODUCT_VIEWED,
        productViewedPayload(product, shown, window.location.origin + window.location.pathname),
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A size chosen before the page was interactive is in the page, not yet in this state.
  useEffect(() => {
    const chosen = sizeForm.current?.querySelector<HTMLInputElement>('input:checked')?.dataset.size;
    if (chosen && chosen !== size) selectSize(chosen);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The size shown, price, status and add button are the tap's frame. The event and the URL come
  // after it: a navigation re-renders every route synchronously (docs/decisions/0025-taps-paint-first.md).
  const selectSize = (value: string) => {
    setSize(value);
    const variant = variantForSize(product.options, variants, value);
    afterNextPaint(() =>
      sizeInteraction('select size', {productId: product.id, size: value, variant}),
    );
    // The URL carries the choice so it can be shared; no data needs reloading (shouldRevalidate).
    cancelUrlUpdate.current?.();
    cancelUrlUpdate.current = afterNextPaint(() =>
      setSearchParams({size: value}, {replace: true, preventScrollReset: true}),
    );
  };
  const openNotify = () => {
    sizeInteraction('notify me when available', {productId: product.id, size, variant: selected});
    setNotifyOpen(true);
  };
  // The quick-buy bar submits the main add-to-cart form: one way to add, whichever is pressed.
  const addFromBar = () => addBlock.current?.querySelector('form')?.requestSubmit();
  const chooseSize = () => {
    sizeForm.current?.scrollIntoView({block: 'center'});
    sizeForm.current
      ?.querySelector<HTMLInputElement>('input:enabled')
      ?.focus({preventScroll: true});
  };

  return (
    <div className="product-details">
      <p className="product-details__brand">{product.vendor}</p>
      <h1 className="product-details__title">{product.title}</h1>
      {shown ? (
        <Price
          price={shown.price.amount}
          compareAt={shown.compareAtPrice?.amount}
          currency={shown.price.currencyCode}
          large
        />
      ) : null}
      {product.colours.length ? <ColourSwatches colours={product.colours} size={size} /> : null}

      <div ref={sizeForm} className="product-form">
        {sizes.length ? (
          <SizeSelector
            sizes={sizes}
            selected={size}
            onSelect={selectSize}
            label={product.options[0]?.name ?? t('product.size')}
            form={addForm}
          />
        ) : null}
        {guide ? (
          <button
            type="button"
            className="button button--link product-form__guide"
            onClick={() => setSizeGuideOpen(true)}
          >
            <Icon name="ruler" size={20} />
            {t('product.sizeGuide')}
          </button>
        ) : null}
        <p
          className={`product-form__status${soldOut ? ' product-form__status--sold-out' : ''}`}
          aria-live="polite"
        >
          {soldOut
            ? t('notify.soldOut', {size})
            : lowStock
              ? t('product.lowStock', {count: lowStock})
              : selected
                ? t('product.inStock')
                : ''}
        </p>
      </div>
      <h2 className="buy-channel">
        <Icon name="truck" size={20} />
        {t('stores.buyOnline')}
      </h2>
      <div ref={addBlock}>
        {soldOut ? (
          <button
            type="button"
            className="button button--primary button--block"
            onClick={openNotify}
          >
            {t('product.notifyMe')}
          </button>
        ) : (
          <AddToCart product={product} variant={selected} formId={addForm} onNoSize={chooseSize} />
        )}
      </div>
      <WishlistButton productId={product.id} className="product-details__wish" />
      <StoreAvailability variantId={selected?.id ?? null} size={size ?? ''} />

      <ServicePromises className="product-details__promises" />

      <section className="product-details__description" aria-labelledby="description-title">
        <h2 id="description-title">{t('product.description')}</h2>
        {/* Shopify's descriptionHtml is the merchant's own sanitised rich text. */}
        <div className="rte" dangerouslySetInnerHTML={{__html: product.descriptionHtml}} />
        <dl className="product-details__facts">
          <dt>{t('product.brand')}</dt>
          <dd>{product.vendor}</dd>
          {selected?.sku ? (
            <>
              <dt>{t('product.sku')}</dt>
              <dd>{selected.sku}</dd>
            </>
          ) : null}
        </dl>
      </section>

      {shown ? (
        <StickyBuyBar
          anchor={addBlock}
          title={product.title}
          price={shown.price}
          compareAtPrice={shown.compareAtPrice}
          size={selected ? size : null}
          soldOut={soldOut !== null}
          onAdd={addFromBar}
          onChooseSize={chooseSize}
          onNotify={openNotify}
        />
      ) : null}

      {soldOut && size ? (
        <BackInStockDialog
          open={isNotifyOpen}
          onClose={() => setNotifyOpen(false)}
          title={product.title}
          variantId={soldOut.id}
          size={size}
          onSubscribed={() =>
            subscribedToBackInStock({productId: product.id, variantId: soldOut.id, size})
          }
        />
      ) : null}

      {guide ? (
        <Modal
          open={isSizeGuideOpen}
          onClose={() => setSizeGuideOpen(false)}
          title={t('product.sizeGuide')}
        >
          <Suspense fallback={<Icon name="spinner" size={24} className="spin" />}>
            <SizeGuide kind={guide} />
          </Suspense>
        </Modal>
      ) : null}
    </div>
  );
}
