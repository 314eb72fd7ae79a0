/**
 * The brand face comes after the page is interactive (docs/decisions/0024): until then, and
 * without JavaScript until the `<noscript>` stylesheet arrives, text is set in the metric-matched
 * fallback, so the swap moves nothing. A font the browser has cached swaps in at once.
 */
export function loadWebFonts(href: string) {
  if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
}
