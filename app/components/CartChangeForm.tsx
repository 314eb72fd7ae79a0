import type {ReactNode} from 'react';
import {useLocation} from 'react-router';
import {CartForm} from '@shopify/hydrogen';
import {useShell} from '~/hooks/use-shell';
import {localizePath} from '~/lib/markets';
import {cartChangeFromForm, enqueueCartChange, type CartChange} from '~/lib/commerce/cart-queue';
import {CART_ORIGIN} from '~/lib/commerce/cart-notices';

interface CartChangeFormProps {
  change: CartChange;
  children: ReactNode;
  className?: string;
  /** Called when the change joins the queue (e.g. to open the drawer). */
  onQueued?: (change: CartChange) => void;
  /** Where a shopper without JavaScript lands afterwards; this page by default. */
  redirectTo?: string;
  /** Where a failure of the change is told (CartFailureNotice); the cart's own by default. */
  origin?: string;
  /** The form's id, for fields outside it (`form` attribute). */
  id?: string;
  /** Once interactive: false keeps the change from being queued (the caller says why). */
  ready?: () => boolean;
}

/**
 * A cart change as a real form (Hydrogen's CartForm input, posted to the cart route), so it
 * works before JavaScript loads and comes back to this page; once the page is interactive the
 * change goes through the cart queue instead, without a reload.
 */
export function CartChangeForm({
  change,
  children,
  className,
  onQueued,
  redirectTo,
  origin = CART_ORIGIN,
  id,
  ready,
}: CartChangeFormProps) {
  const {market} = useShell();
  const {pathname, search} = useLocation();
  return (
    <form
      id={id}
      method="post"
      action={localizePath(market, '/cart')}
      className={className}
      // React Router learns the cart route early, so its code can load before the first change.
      data-discover="true"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready && !ready()) return;
        const queued = {...cartChangeFromForm(event.currentTarget), origin};
        enqueueCartChange(queued);
        onQueued?.(queued);
      }}
    >
      <input type="hidden" name={CartForm.INPUT_NAME} value={JSON.stringify(change)} />
      <input type="hidden" name="redirectTo" value={redirectTo ?? `${pathname}${search}`} />
      {children}
    </form>
  );
}
