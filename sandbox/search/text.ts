/**
 * Text normalisation as Algolia does it: case and accent folding, words split at anything that
 * is not a letter or a digit, and the typo allowance by word length.
 */

/** Letters NFD does not decompose but Algolia still folds (Croatian đ, Nordic ø…). */
const EXTRA_FOLDS: Record<string, string> = {đ: 'd', ł: 'l', ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss'};
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const WORD = /[\p{L}\p{N}]+/gu;

export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(/[đłøæœß]/g, (c) => EXTRA_FOLDS[c]!);
}

/** Folded words, in order. */
export function words(text: string): string[] {
  return fold(text).match(WORD) ?? [];
}

export interface WordSpan {
  /** The folded word. */
  word: string;
  start: number;
  end: number;
}

/** Words with their offsets in the original (unfolded) text, for highlighting. */
export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const m of text.matchAll(WORD))
    spans.push({word: fold(m[0]), start: m.index, end: m.index + m[0].length});
  return spans;
}

/** Algolia's defaults: minWordSizefor1Typo = 4, minWordSizefor2Typos = 8. */
export function allowedTypos(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/**
 * Optimal-string-alignment distance, capped: Algolia counts a swap of two neighbouring letters
 * as one typo, where plain Levenshtein (MiniSearch's fuzzy match) counts two.
 */
export function typoDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({length: rows}, (_, i) =>
    Array.from({length: cols}, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}
