import {Link} from 'react-router';
import {useT} from '~/lib/i18n';
import type {CollectionQuery} from 'storefrontapi.generated';
import {useShell} from '~/lib/shell-context';
import {collectionPath, localizePath} from '~/lib/markets';
import {Breadcrumbs} from './Breadcrumbs';
import {ProductGrid} from './ProductGrid';

type Collection = NonNullable<CollectionQuery['collection']>;

/** A collection's products, 24 a page with cursor links (facets and sorting come with search). */
export function CollectionPage({
  collection,
  homeLabel,
}: {
  collection: Collection;
  homeLabel: string;
}) {
  const t = useT();
  const {market} = useShell();
  const {nodes, pageInfo} = collection.products;
  const base = collectionPath(market, collection.handle);
  return (
    <div className="page collection-page">
      <Breadcrumbs
        crumbs={[{label: homeLabel, to: localizePath(market, '/')}, {label: collection.title}]}
      />
      <header className="collection-page__header">
        <h1>{collection.title}</h1>
        {collection.description ? (
          <p className="collection-page__intro">{collection.description}</p>
        ) : null}
      </header>
      {nodes.length ? (
        <ProductGrid products={nodes} label={collection.title} />
      ) : (
        <div className="empty-state">
          <p>{t('collection.empty')}</p>
          <Link className="button button--secondary" to={collectionPath(market, 'novita')}>
            {t('collection.emptyCta')}
          </Link>
        </div>
      )}
      {pageInfo.hasPreviousPage || pageInfo.hasNextPage ? (
        <nav className="pagination" aria-label={t('collection.pagination')}>
          {pageInfo.hasPreviousPage && pageInfo.startCursor ? (
            <Link
              className="button button--secondary"
              to={`${base}?direction=previous&cursor=${encodeURIComponent(pageInfo.startCursor)}`}
              rel="prev"
            >
              {t('collection.previous')}
            </Link>
          ) : null}
          {pageInfo.hasNextPage && pageInfo.endCursor ? (
            <Link
              className="button button--secondary"
              to={`${base}?direction=next&cursor=${encodeURIComponent(pageInfo.endCursor)}`}
              rel="next"
            >
              {t('collection.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
