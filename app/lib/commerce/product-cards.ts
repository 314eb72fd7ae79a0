/** Products among the nodes the Storefront API answers (ids looked up, metafield references). */
import type {ProductSummary} from './catalogue-types';

type Node = {__typename: string} | null | undefined;
type ProductNode = {__typename: 'Product'} & ProductSummary;

const isProduct = (node: Node): node is ProductNode => node?.__typename === 'Product';

/** The products, as cards, in the order given; anything else (null, another type) is left out. */
export function productCards(nodes: readonly Node[]): ProductSummary[] {
  return nodes.filter(isProduct).map(({__typename: _type, ...card}) => card);
}
