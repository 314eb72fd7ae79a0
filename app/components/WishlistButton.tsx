import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {useWishlist} from '~/hooks/use-wishlist';
import {toggleWishlist} from '~/lib/wishlist/wishlist-store';
import {Icon} from './Icon';

/**
 * The heart (docs/product.md#wishlist): saves the product in the wishlist or takes it out,
 * pressed while it is saved. On a card it is an icon named with the product's title (`title`),
 * beside the card's link, never inside it; on the product page its words show.
 */
export function WishlistButton({
  productId,
  title,
  className = '',
}: {
  productId: string;
  title?: string;
  className?: string;
}) {
  const t = useT();
  const {market} = useShell();
  const saved = useWishlist((state) => state.ids.includes(productId));
  const action = t(saved ? 'wishlist.remove' : 'wishlist.add');
  return (
    <button
      type="button"
      className={`icon-button wishlist-button ${className}`}
      aria-pressed={saved}
      onClick={() => toggleWishlist(productId, market.storePath, t('wishlist.failed'))}
    >
      <Icon name="heart" size={22} />
      <span className={title ? 'visually-hidden' : 'wishlist-button__text'}>
        {title ? `${action}: ${title}` : action}
      </span>
    </button>
  );
}
