import {Link} from './Link';
import {useShell} from '~/hooks/use-shell';
import {collectionPath} from '~/lib/markets';
import type {CollectionTile} from '~/lib/commerce/catalogue-types';
import {ProductImage} from './ProductImage';

/**
 * Collections as picture tiles linking to their pages; the first tile's picture loads first (on
 * the home it is the largest early image, the page's LCP).
 */
export function CollectionTiles({collections}: {collections: CollectionTile[]}) {
  const {market} = useShell();
  return (
    <ul className="collection-tiles">
      {collections.map((collection, position) => (
        <li key={collection.id}>
          <Link
            className="collection-tile media-frame"
            to={collectionPath(market, collection.handle)}
            prefetch="intent"
          >
            <ProductImage image={collection.image} width={300} alt="" priority={position === 0} />
            <span className="collection-tile__title">{collection.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
