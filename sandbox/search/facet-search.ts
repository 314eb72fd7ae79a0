/**
 * Search for facet values (`searchForFacetValues`): the values of one facet whose words start
 * with the facet query's words, counted over the records the rest of the query keeps, most
 * frequent first. Used by "search in brands" boxes and by the multi-query `type: "facet"`.
 */
import {HttpError} from '../http/types';
import {keptRecords, type QueryContext} from './engine';
import {countValues, topValues} from './facet-counts';
import {highlight} from './highlight';
import type {QueryWord} from './match';
import type {IndexName} from './names';
import type {SearchParams} from './params';
import {words as splitWords} from './text';

export function searchFacetValues(
  context: QueryContext,
  index: IndexName,
  facetName: string,
  params: SearchParams,
) {
  const started = performance.now();
  const {columns} = context.store;
  const facet = columns.facets[index.locale].get(facetName);
  if (!facet || facet.numeric || facet.live)
    throw new HttpError(
      400,
      `Cannot search in \`${facetName}\` attribute, you need to add \`searchable(${facetName})\` to attributesForFaceting.`,
    );
  const {count} = keptRecords(context, index, params);
  const counts = countValues(columns, facet, context.store.scratch.selected, count, context.stock);
  const query: QueryWord[] = splitWords(params.facetQuery).map((word) => ({
    word,
    prefix: true,
    accepts: new Map(),
  }));
  const matches = (value: string) => {
    const valueWords = splitWords(value);
    return query.every(({word}) => valueWords.some((w) => w.startsWith(word)));
  };
  const tags = {pre: params.highlightPreTag, post: params.highlightPostTag};
  const facetHits = topValues(facet, counts, Infinity)
    .filter((id) => matches(facet.values[id]))
    .slice(0, params.maxFacetHits)
    .map((id) => ({
      value: facet.values[id],
      highlighted: highlight(facet.values[id], query, tags).value,
      count: counts[id],
    }));
  return {
    facetHits,
    exhaustiveFacetsCount: true,
    processingTimeMS: Math.max(1, Math.round(performance.now() - started)),
  };
}
