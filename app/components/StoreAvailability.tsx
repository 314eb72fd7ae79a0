import {Suspense, useId, useState} from 'react';
import {Link} from './Link';
import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {sectionPath} from '~/lib/localized-slugs';
import {Icon} from './Icon';
import {lazyWithTexts, usePrefetch} from './LazyWithTexts';

// Most visits never ask: the list's stock request is made when the shopper does; its code and
// words load when the browser is idle (docs/decisions/0027).
const StoreAvailabilityList = lazyWithTexts('storeStock', () =>
  import('./StoreAvailabilityList').then((module) => module.default),
);

/**
 * "Acquisti in negozio" on a product page (docs/product.md#in-store-availability): once a size is
 * chosen, "Disponibilità in negozio" shows which stores have it. Without JavaScript the button
 * does nothing, and a link to the stores stands beside it.
 */
export function StoreAvailability({variantId, size}: {variantId: string | null; size: string}) {
  const t = useT();
  const {market} = useShell();
  const [open, setOpen] = useState(false);
  const id = useId();
  usePrefetch(StoreAvailabilityList, variantId !== null);
  return (
    <section className="store-availability" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="buy-channel">
        <Icon name="store" size={20} />
        {t('stores.buyInStore')}
      </h2>
      {variantId ? (
        <>
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={open}
            aria-controls={`${id}-panel`}
            onClick={() => setOpen(!open)}
          >
            {t('stores.availability')}
          </button>
          <div id={`${id}-panel`} hidden={!open}>
            {open ? (
              <Suspense fallback={<p role="status">{t('stores.loading')}</p>}>
                <StoreAvailabilityList key={variantId} variantId={variantId} size={size} />
              </Suspense>
            ) : null}
          </div>
          <noscript>
            <Link to={sectionPath(market.id, 'stores')}>{t('stores.footerLink')}</Link>
          </noscript>
        </>
      ) : (
        <p className="store-availability__hint">{t('stores.chooseSize')}</p>
      )}
    </section>
  );
}
