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
  /**
   * Once interactive, the change to queue as the form stands when posted; null queues nothing
   * (the caller says why). Without it, the rendered `change`.
   */
  resolve?: (form: HTMLFormElement) => CartChange | null;
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
  resolve,
}: CartChangeFormProps) {
  const {market} = useShell();
  const {pathname, search} = useLocation();
  return (
    <form
      id={id}
      method="post"
      action={localizePath(market, '/cart')}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        const resolved = resolve
          ? resolve(event.currentTarget)
          : cartChangeFromForm(event.currentTarget);
        if (!resolved) return;
        const queued = {...resolved, origin};
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
