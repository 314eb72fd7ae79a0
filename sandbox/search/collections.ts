/**
 * The connector's collections index, one per market (`passo_{lang}_collections`): one record per
 * collection, its title in the market's language, which is what a shop's "collections"
 * suggestions search. A catalogue has a few dozen collections, so a query scans them all with
 * the products index's text rules: every query word must match a title word exactly, as a
 * prefix (the last word, unless the query ends with a space) or within the typo allowance.
 * Fewer typos rank first, then more exact words, then more products (the custom ranking).
 * Filters and facets are refused: the shop asks this index for text only.
 */
import type {CollectionRecord, Locale} from '../db/catalog';
import {HttpError} from '../http/types';
import {imageUrl} from '../images/service';
import {highlight} from './highlight';
import type {QueryWord} from './match';
import type {SearchParams} from './params';
import {allowedTypos, typoDistance, words as splitWords} from './text';
import {unixSeconds} from './fields';

interface Ranked {
  collection: CollectionRecord;
  typos: number;
  exact: number;
}

/** How a title's words meet one query word: undefined when none does. */
function bestWord(titleWords: string[], {word, prefix}: QueryWord) {
  let best: {typos: number; exact: boolean} | undefined;
  for (const candidate of titleWords) {
    if (candidate === word) return {typos: 0, exact: true};
    if (prefix && candidate.startsWith(word)) best = {typos: 0, exact: false};
    const allowed = allowedTypos(word);
    if (!best && allowed > 0 && Math.abs(candidate.length - word.length) <= allowed) {
      const typos = typoDistance(candidate, word);
      if (typos <= allowed) best = {typos, exact: false};
    }
  }
  return best;
}

export function searchCollections(
  collections: readonly CollectionRecord[],
  locale: Locale,
  indexName: string,
  publicUrl: string,
  params: SearchParams,
) {
  const started = performance.now();
  if (params.filters || params.facetFilters || params.numericFilters || params.facets.length)
    throw new HttpError(400, 'The sandbox answers text queries only on a collections index');
  const folded = splitWords(params.query);
  const prefixLast = !/\s$/.test(params.query);
  const words: QueryWord[] = folded.map((word, j) => ({
    word,
    prefix: prefixLast && j === folded.length - 1,
    accepts: new Map(),
  }));
  const ranked: Ranked[] = collections.flatMap((collection) => {
    const titleWords = splitWords(collection.title[locale]);
    let typos = 0;
    let exact = 0;
    for (const word of words) {
      const match = bestWord(titleWords, word);
      if (!match) return [];
      typos += match.typos;
      exact += Number(match.exact);
    }
    return [{collection, typos, exact}];
  });
  ranked.sort(
    (a, b) =>
      a.typos - b.typos ||
      b.exact - a.exact ||
      b.collection.productIds.length - a.collection.productIds.length ||
      a.collection.id - b.collection.id,
  );
  const {hitsPerPage, page} = params;
  const wanted = params.attributesToRetrieve;
  const tags = {pre: params.highlightPreTag, post: params.highlightPostTag};
  const hits = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(({collection}) => {
    const record: Record<string, unknown> = {
      objectID: String(collection.id),
      id: collection.id,
      handle: collection.handle,
      title: collection.title[locale],
      image: collection.image ? imageUrl(publicUrl, collection.image) : null,
      products_count: collection.productIds.length,
      updated_at: unixSeconds(collection.updatedAt),
    };
    const out = Object.fromEntries(
      Object.entries(record).filter(
        ([key]) => key === 'objectID' || !wanted || wanted.includes('*') || wanted.includes(key),
      ),
    );
    return {...out, _highlightResult: {title: highlight(record.title as string, words, tags)}};
  });
  return {
    hits,
    nbHits: ranked.length,
    page,
    nbPages: hitsPerPage > 0 ? Math.ceil(ranked.length / hitsPerPage) : 0,
    hitsPerPage,
    exhaustiveNbHits: true,
    exhaustiveTypo: true,
    exhaustive: {nbHits: true, typo: true},
    query: params.query,
    params: params.echo,
    index: indexName,
    processingTimeMS: Math.max(1, Math.round(performance.now() - started)),
  };
}
