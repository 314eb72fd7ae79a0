/**
 * `_highlightResult` and `_snippetResult`: attribute values with the query's words wrapped in
 * the tags the request gave (InstantSearch sends `__ais-highlight__`), HTML-escaped outside the
 * tags. A word counts as matched by the same rules as the search: exact, prefix of the last
 * query word (only the typed prefix is wrapped), or within the typo allowance.
 */
import type {QueryWord} from './match';
import {allowedTypos, escapeHtml, fold, typoDistance, wordSpans, type WordSpan} from './text';

export interface HighlightTags {
  pre: string;
  post: string;
}

export interface Highlight {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

/** Highlights a string, or each element of an array of strings; other values are skipped. */
export function highlightAttribute(
  value: unknown,
  words: readonly QueryWord[],
  tags: HighlightTags,
): Highlight | Highlight[] | undefined {
  if (typeof value === 'string') return highlight(value, words, tags);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string'))
    return value.map((v: string) => highlight(v, words, tags));
  return undefined;
}

export function highlight(
  text: string,
  words: readonly QueryWord[],
  tags: HighlightTags,
  spans: WordSpan[] = wordSpans(text),
  from = 0,
  to = text.length,
): Highlight {
  const matched = new Set<string>();
  let out = '';
  let at = from;
  let everyWordWhole = spans.length > 0;
  for (const span of spans) {
    if (span.end <= from || span.start >= to) continue;
    const hit = bestMatch(span.word, words);
    if (!hit) {
      everyWordWhole = false;
      continue;
    }
    matched.add(hit.word);
    const end = hit.length === undefined ? span.end : prefixEnd(text, span, hit.length);
    if (end < span.end) everyWordWhole = false;
    const matchedText = escapeHtml(text.slice(span.start, end));
    out += `${escapeHtml(text.slice(at, span.start))}${tags.pre}${matchedText}${tags.post}`;
    at = end;
  }
  out += escapeHtml(text.slice(at, to));
  const matchedWords = words.map((w) => w.word).filter((w) => matched.has(w));
  const matchLevel =
    matchedWords.length === 0 ? 'none' : matchedWords.length === words.length ? 'full' : 'partial';
  return matchLevel === 'none'
    ? {value: out, matchLevel, matchedWords}
    : {value: out, matchLevel, matchedWords, fullyHighlighted: everyWordWhole};
}

/**
 * `_snippetResult` for `attribute:N`: about N words around the first match (or the start), cut
 * at word boundaries with the ellipsis text where the value was shortened.
 */
export function snippet(
  text: string,
  wordCount: number,
  words: readonly QueryWord[],
  tags: HighlightTags,
  ellipsis: string,
): Pick<Highlight, 'value' | 'matchLevel'> {
  const spans = wordSpans(text);
  if (spans.length <= wordCount) {
    const {value, matchLevel} = highlight(text, words, tags, spans);
    return {value, matchLevel};
  }
  const first = Math.max(
    0,
    spans.findIndex((s) => bestMatch(s.word, words) !== undefined),
  );
  const begin = Math.max(0, Math.min(first - 2, spans.length - wordCount));
  const end = begin + wordCount - 1;
  const from = begin === 0 ? 0 : spans[begin].start;
  const to = end >= spans.length - 1 ? text.length : spans[end].end;
  const {value, matchLevel} = highlight(text, words, tags, spans, from, to);
  return {
    value: `${from > 0 ? ellipsis : ''}${value}${to < text.length ? ellipsis : ''}`,
    matchLevel,
  };
}

/** The query word a text word matches; `length` set when only its first letters match. */
function bestMatch(
  textWord: string,
  words: readonly QueryWord[],
): {word: string; length?: number} | undefined {
  let typoMatch: string | undefined;
  for (const {word, prefix, accepts} of words) {
    const how = accepts.get(textWord);
    if (textWord === word || how === 'exact') return {word};
    if (prefix && textWord.startsWith(word)) return {word, length: word.length};
    if (!typoMatch && (how === 'typo' || withinTypos(textWord, word))) typoMatch = word;
  }
  return typoMatch ? {word: typoMatch} : undefined;
}

function withinTypos(textWord: string, word: string): boolean {
  const allowed = allowedTypos(word);
  return allowed > 0 && Math.abs(textWord.length - word.length) <= allowed
    ? typoDistance(textWord, word) <= allowed
    : false;
}

/** End offset, in the original text, of the span's first `length` folded characters. */
function prefixEnd(text: string, span: WordSpan, length: number): number {
  let end = span.start;
  let folded = 0;
  while (end < span.end && folded < length) folded += fold(text[end++]).length;
  return end;
}
