/**
 * Cuts a text to at most `max` code points. Counting UTF-16 units instead could split an emoji
 * and leave a lone surrogate, which URL encoding turns into U+FFFD: the cut text would then not
 * survive a round trip through the URL unchanged.
 */
export function cutToLength(text: string, max: number): string {
  // A text is never longer in code points than in UTF-16 units.
  if (text.length <= max) return text;
  return Array.from(text).slice(0, max).join('');
}
