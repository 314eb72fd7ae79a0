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
  className,
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
      // On a card, an icon button by its place (`.product-card > button`): 24 on a listing.
      className={[title ? null : 'icon-button', 'wishlist-button', className]
        .filter(Boolean)
        .join(' ')}
      aria-pressed={saved}
      // On a card (24 on a listing) a label costs less markup than hidden words.
      aria-label={title ? `${action}: ${title}` : undefined}
      onClick={() => toggleWishlist(productId, market.storePath, t('wishlist.failed'))}
    >
      <Icon name="heart" size={22} bare={!!title} />
      {title ? null : <span className="wishlist-button__text">{action}</span>}
    </button>
  );
}
