// What a shopper's phone gets: each template's document in every market, the
// throttled phone profile with its interactions, and, with `--skeleton`, the same pages of
// Shopify's Hydrogen skeleton beside Passo's, server throughput included.
import {launchBrowser} from './browser.mjs';
import {compareThroughput} from './compare.mjs';
import {MARKETS, measureDocuments, passoPaths, skeletonPaths} from './documents.mjs';
import {INTERACTIONS} from './interactions.mjs';
import {measurePhone} from './phone.mjs';
import {onCleanup} from './processes.mjs';

const LOCALES = {it: 'it-IT', sl: 'sl-SI', hr: 'hr-HR'};

/**
 * @param {{options: import('./options.mjs').BenchOptions, storefrontUrl: string,
 *   skeleton: {url: string} | null, catalogue: {productHandle: string, collectionHandle: string},
 *   chromePath: string | null, log: (m: string) => void}} args
 */
export async function measureShopper({
  options,
  storefrontUrl,
  skeleton,
  catalogue,
  chromePath,
  log,
}) {
  const passoPages = Object.fromEntries(MARKETS.map((m) => [m, passoPaths(m, catalogue)]));
  const skeletonPages = skeletonPaths(catalogue);
  log('document sizes…');
  const documents = await measureDocuments([
    {name: 'passo', origin: storefrontUrl, pagesByMarket: passoPages},
    ...(skeleton
      ? [{name: 'skeleton', origin: skeleton.url, pagesByMarket: {en: skeletonPages}}]
      : []),
  ]);

  /** @type {Record<string, any> | null} */
  let phone = null;
  if (!options.skipPhone && chromePath) {
    const browser = await launchBrowser(chromePath);
    onCleanup('Chromium (phone profile)', () => browser.close());
    const site = (name, origin, pages, locale, interactive) => ({
      name,
      pages: Object.entries(pages).map(([template, urlPath]) => ({
        template,
        url: origin + urlPath,
        locale,
        // The taps find controls by their Italian names (interactions.mjs).
        interactions: interactive && template in INTERACTIONS ? template : null,
      })),
    });
    const sites = options.phoneMarkets.map((market) =>
      site(`passo ${market}`, storefrontUrl, passoPages[market], LOCALES[market], market === 'it'),
    );
    if (skeleton) sites.push(site('skeleton', skeleton.url, skeletonPages, 'en-US', false));
    phone = await measurePhone({browser, sites, runs: options.phoneRuns, log});
    await browser.close();
  }

  const comparison = skeleton
    ? await compareThroughput({
        passo: {origin: storefrontUrl, pages: passoPages.it},
        skeleton: {origin: skeleton.url, pages: skeletonPages},
        duration: options.duration,
        rounds: options.compareRounds,
        log,
      })
    : null;
  return {documents, phone, comparison};
}
