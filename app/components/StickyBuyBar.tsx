import {useEffect, useRef, useState, type RefObject} from 'react';
import {useT} from '~/hooks/use-t';
import {Price} from './Price';

interface Money {
  amount: string;
  currencyCode: string;
}

interface StickyBuyBarProps {
  /** The main add-to-cart button's block: the bar shows once it has scrolled up out of view. */
  anchor: RefObject<HTMLElement | null>;
  title: string;
  price: Money;
  compareAtPrice?: Money | null;
  size: string | null;
  /** The chosen size is sold out: the button offers the notice, as the main one does. */
  soldOut: boolean;
  /** Adds the chosen size, exactly as the main button does. */
  onAdd: () => void;
  /** Brings the shopper to the sizes when none is chosen yet. */
  onChooseSize: () => void;
  /** Opens "Avvisami quando disponibile" for the chosen size. */
  onNotify: () => void;
}

/**
 * A bar at the bottom of a phone's screen with the product, its price, the chosen size and the
 * add button, while the main button is scrolled away. It never takes the focus; hidden
 * (`visibility: hidden`), it is out of the accessibility tree and of the Tab order.
 */
export function StickyBuyBar({
  anchor,
  title,
  price,
  compareAtPrice,
  size,
  soldOut,
  onAdd,
  onChooseSize,
  onNotify,
}: StickyBuyBarProps) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const bar = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = anchor.current;
    if (!element) return;
    let observer: IntersectionObserver | undefined;
    // Nothing of it is needed before the shopper scrolls: it starts when the page is idle, when
    // reading the header's height costs no layout.
    const start = () => {
      const header = document.querySelector<HTMLElement>('.site-header')?.offsetHeight ?? 0;
      // The viewport, less the sticky header, stretched far down: the block leaves it only by
      // passing its top edge, however far a jump (End key, a link) scrolls at once.
      observer = new IntersectionObserver(([entry]) => setShown(!entry!.isIntersecting), {
        rootMargin: `-${header}px 0px 100000px 0px`,
      });
      observer.observe(element);
    };
    const idle = 'requestIdleCallback' in window;
    const handle = idle
      ? requestIdleCallback(start, {timeout: 2000})
      : window.setTimeout(start, 500);
    return () => {
      if (idle) cancelIdleCallback(handle);
      else clearTimeout(handle);
      observer?.disconnect();
    };
  }, [anchor]);

  // Hidden while its button has the focus (say, back from the drawer), the bar hands the focus
  // to the main button, which does the same, instead of losing it.
  useEffect(() => {
    if (!shown && bar.current?.contains(document.activeElement))
      anchor.current?.querySelector('button')?.focus({preventScroll: true});
  }, [shown, anchor]);

  return (
    <section ref={bar} className="sticky-buy" aria-label={t('quickBuy.region')} data-shown={shown}>
      <div className="sticky-buy__product">
        <p className="sticky-buy__title">{title}</p>
        <div className="sticky-buy__meta">
          <Price
            price={price.amount}
            compareAt={compareAtPrice?.amount}
            currency={price.currencyCode}
          />
          {size ? <span>{t('quickBuy.size', {size})}</span> : null}
        </div>
      </div>
      <button
        type="button"
        className="button button--primary sticky-buy__button"
        onClick={soldOut ? onNotify : size ? onAdd : onChooseSize}
      >
        {soldOut ? t('product.notifyMe') : size ? t('product.addToCart') : t('product.selectSize')}
      </button>
    </section>
  );
}
