/**
 * A hit as Algolia returns it: the record's retrieved attributes plus `_highlightResult`,
 * `_snippetResult` (with attributesToSnippet) and `_rankingInfo` (with getRankingInfo).
 */
import type {Locale} from '../db/catalog';
import {highlightAttribute, snippet, type HighlightTags} from './highlight';
import {levelInfo, type TextMatch} from './match';
import type {SearchParams} from './params';
import type {AlgoliaRecord} from './records';
import type {SearchStore} from './store';
import {SEARCHABLE_ATTRIBUTES} from './vocabulary';

/** The formatter of one query's hits; the parameters are read once, not per hit. */
export function hitFormatter(
  store: SearchStore,
  locale: Locale,
  publicUrl: string,
  params: SearchParams,
  text: TextMatch | undefined,
): (record: number) => AlgoliaRecord {
  const wanted = retrieved(params.attributesToRetrieve);
  const snippets = (params.attributesToSnippet ?? []).map((spec) => {
    const [attribute, words] = spec.split(':');
    return {attribute, words: Number(words) || 10};
  });
  // The description is the one attribute read from SQLite: skip it when nothing shows it.
  const needsBody =
    wanted('body_html_safe') || snippets.some((s) => s.attribute === 'body_html_safe');
  const words = text?.words ?? [];
  const tags: HighlightTags = {pre: params.highlightPreTag, post: params.highlightPostTag};
  const toHighlight: readonly string[] = params.attributesToHighlight ?? SEARCHABLE_ATTRIBUTES;

  return (r) => {
    const record = store.records.build(r, locale, publicUrl, needsBody);
    const out: AlgoliaRecord = {};
    for (const [key, value] of Object.entries(record))
      if (key === 'objectID' || wanted(key)) out[key] = value;
    const highlights: Record<string, unknown> = {};
    // "*" highlights every attribute; only strings and lists of strings can be highlighted.
    for (const attribute of toHighlight.includes('*') ? Object.keys(record) : toHighlight) {
      const result = highlightAttribute(record[attribute], words, tags);
      if (result) highlights[attribute] = result;
    }
    out._highlightResult = highlights;
    if (snippets.length) {
      out._snippetResult = Object.fromEntries(
        snippets.flatMap(({attribute, words: count}) => {
          const value = record[attribute];
          return typeof value === 'string'
            ? [[attribute, snippet(value, count, words, tags, params.snippetEllipsisText)]]
            : [];
        }),
      );
    }
    if (params.getRankingInfo) out._rankingInfo = rankingInfo(text, store.scratch.levelOf[r]);
    return out;
  };
}

/** `attributesToRetrieve`: every attribute by default; "*" with "-attr" excludes some. */
function retrieved(list: string[] | undefined): (attribute: string) => boolean {
  if (!list) return () => true;
  const all = list.includes('*');
  const include = new Set(list.filter((a) => !a.startsWith('-')));
  const exclude = new Set(list.filter((a) => a.startsWith('-')).map((a) => a.slice(1)));
  return (attribute) => !exclude.has(attribute) && (all || include.has(attribute));
}

function rankingInfo(text: TextMatch | undefined, level: number) {
  const info = text ? levelInfo(level) : {typos: 0, attribute: 0, exactWords: 0};
  return {
    nbTypos: info.typos,
    firstMatchedWord: info.attribute * 1000,
    proximityDistance: 0,
    userScore: 0,
    geoDistance: 0,
    geoPrecision: 1,
    nbExactWords: info.exactWords,
    words: text?.words.length ?? 0,
    filters: 0,
  };
}
