import {useEffect} from 'react';
import {useT} from '~/hooks/use-t';
import {useStore} from '~/hooks/use-store';
import {cartNoticeStore, showCartNotices} from '~/lib/commerce/cart-notices';
import {enqueueCartChange} from '~/lib/commerce/cart-queue';

/**
 * Says, beside the form that made it, that a cart change did not go through and why, with
 * "Riprova" to send the same change again. The alert region is always there, so its content is
 * announced when it appears.
 */
export function CartFailureNotice({origin, onRetry}: {origin: string; onRetry?: () => void}) {
  const t = useT();
  const notice = useStore(cartNoticeStore, (state) => state.notices[origin]);
  const failure = notice?.kind === 'failed' ? notice : null;
  useEffect(() => showCartNotices(origin), [origin]);
  return (
    <div className="cart-failure" role="alert">
      {failure ? (
        <>
          <p className="cart-failure__text">{failure.text}</p>
          <button
            type="button"
            className="button button--secondary cart-failure__retry"
            onClick={() => {
              enqueueCartChange(failure.change);
              onRetry?.();
            }}
          >
            {t('errors.retry')}
          </button>
        </>
      ) : null}
    </div>
  );
}
