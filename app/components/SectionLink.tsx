import type {ReactNode} from 'react';
import {Link} from './Link';
import {useShell} from '~/hooks/use-shell';
import {localizePath} from '~/lib/markets';

/**
 * A link an editor set on a section: the shop's own path, under the shopper's market
 * (docs/product.md#editorial-content), prefetched when the shopper shows intent.
 */
export function SectionLink({
  path,
  className,
  children,
}: {
  path: string;
  className: string;
  children: ReactNode;
}) {
  const {market} = useShell();
  return (
    <Link className={className} to={localizePath(market, path)} prefetch="intent">
      {children}
    </Link>
  );
}
