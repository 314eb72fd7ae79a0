import {useShell} from '~/hooks/use-shell';
import {localizePath} from '~/lib/markets';
import {Breadcrumbs} from './Breadcrumbs';

/** Home › the collection. */
export function CollectionCrumbs({title, homeLabel}: {title: string; homeLabel: string}) {
  const {market} = useShell();
  return (
    <Breadcrumbs crumbs={[{label: homeLabel, to: localizePath(market, '/')}, {label: title}]} />
  );
}
