import {Link} from './Link';
import {useT} from '~/hooks/use-t';
import {useShell} from '~/hooks/use-shell';
import {useWishlist} from '~/hooks/use-wishlist';
import {localizePath} from '~/lib/markets';
import {Icon} from './Icon';

/** The header's way to the wishlist page, with how many products it holds once there are some. */
export function WishlistLink() {
  const t = useT();
  const {market} = useShell();
  const count = useWishlist((state) => state.ids.length);
  return (
    <Link to={localizePath(market, '/wishlist')} className="icon-button wishlist-link">
      <Icon name="heart" />
      <span className="visually-hidden">
        {count ? t('wishlist.link', {count}) : t('wishlist.title')}
      </span>
      {count ? (
        <span className="wishlist-link__count" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
