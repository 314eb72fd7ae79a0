// Passo beside Shopify's Hydrogen skeleton on the server: requests per second at 10 connections
// on the same four templates, both served by the same local preview against the same sandbox,
// measured in interleaved rounds (Passo's home, the skeleton's home, Passo's product…) so the
// shared host's drift hits both alike; the median round per page is reported.
import {median, runLoad, warm} from './load.mjs';

/**
 * @param {{passo: {origin: string, pages: Record<string, string>},
 *   skeleton: {origin: string, pages: Record<string, string>},
 *   duration: number, rounds: number, log: (m: string) => void}} args
 */
export async function compareThroughput({passo, skeleton, duration, rounds, log}) {
  const templates = Object.keys(passo.pages).filter((template) => template in skeleton.pages);
  const routes = templates.flatMap((template) => [
    {name: `passo ${template}`, url: passo.origin + passo.pages[template]},
    {name: `skeleton ${template}`, url: skeleton.origin + skeleton.pages[template]},
  ]);
  for (const {name, url} of routes) {
    const statuses = await warm(url, 10);
    if (statuses.some((status) => status !== 200))
      throw new Error(`${name} ${url} answered ${statuses.join(', ')} while warming up`);
  }
  const samples = await runLoad({routes, connectionCounts: [10], duration, rounds, log});
  const site = (name) => {
    const own = samples.filter((sample) => sample.route === name);
    return {
      reqPerSec: median(own.map((s) => s.reqPerSec)),
      perRound: own.map((s) => Math.round(s.reqPerSec * 10) / 10),
      failed: own.reduce((sum, s) => sum + s.errors + s.non2xx, 0),
    };
  };
  return Object.fromEntries(
    templates.map((template) => {
      const ours = site(`passo ${template}`);
      const theirs = site(`skeleton ${template}`);
      return [
        template,
        {
          passo: ours,
          skeleton: theirs,
          ratio:
            ours.reqPerSec != null && theirs.reqPerSec ? ours.reqPerSec / theirs.reqPerSec : null,
        },
      ];
    }),
  );
}
