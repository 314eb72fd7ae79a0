/**
 * Inspector tab "Tracking": what the storefront told Shopify analytics, the data layer, Algolia
 * Insights, Klaviyo, SALESmanago and Sentry, one block per visit (newest first), events in the
 * order they arrived (refused calls too), with the consent each carried.
 */
import type {SandboxContext} from '../context';
import {
  TRACKING_SOURCES,
  type ConsentState,
  type TrackingEvent,
  type TrackingSource,
  type TrackingVisit,
} from '../db/tracking';
import {h, raw, type SafeHtml} from '../inspector/layout';
import type {InspectorSection} from '../inspector/sections';

const VISITS_SHOWN = 20;
const EVENTS_PER_VISIT = 300;

const SOURCE_LABELS: Record<TrackingSource, string> = {
  datalayer: 'data layer',
  monorail: 'Shopify analytics',
  insights: 'Algolia Insights',
  klaviyo: 'Klaviyo',
  salesmanago: 'SALESmanago',
  sentry: 'Sentry',
};
/**
 * What an event without a consent state means: the browser sinks carry the visitor's choice;
 * providers' APIs carry only an explicit opt-in, and SALESmanago's are called by the shop's
 * server, where no browser choice travels.
 */
const NO_CONSENT: Record<TrackingSource, string> = {
  monorail: 'no consent state',
  datalayer: 'no consent state',
  insights: 'no consent state',
  klaviyo: 'none in the call (no opt-in stated)',
  salesmanago: 'none in the call (server to server, or no stored choice)',
  sentry: 'no consent state',
};
const CONSENT_LABELS: Array<[keyof ConsentState, string]> = [
  ['analytics', 'analytics'],
  ['marketing', 'marketing'],
  ['preferences', 'preferences'],
  ['sale_of_data', 'sale of data'],
];

export const trackingSection: InspectorSection = {
  id: 'tracking',
  title: 'Tracking',
  render(url, {tracking}) {
    const visit = url.searchParams.get('visit')?.trim() ?? '';
    const param = url.searchParams.get('source') ?? '';
    const source = TRACKING_SOURCES.find((s) => s === param);
    const visits = tracking.visits(VISITS_SHOWN, visit || undefined);
    return h`<h2>Tracking events by visit (newest visit first)</h2>
${filterForm(visit, source)}
${visits.length ? visits.map((v) => visitBlock(v, tracking, source)) : raw('<p class="muted">No tracking events received yet.</p>')}`;
  },
};

function filterForm(visit: string, source: TrackingSource | undefined): SafeHtml {
  return h`<form method="get" action="/sandbox"><input type="hidden" name="tab" value="tracking">
<input name="visit" value="${visit}" placeholder="visit id" size="40" aria-label="Visit">
<select name="source" aria-label="Source"><option value="">all sources</option>${TRACKING_SOURCES.map((s) => h`<option value="${s}" ${raw(s === source ? 'selected' : '')}>${SOURCE_LABELS[s]}</option>`)}</select>
<button>Filter</button>${visit || source ? h` <a href="/sandbox?tab=tracking">show all</a>` : ''}</form>`;
}

function visitBlock(
  v: TrackingVisit,
  tracking: SandboxContext['tracking'],
  source: TrackingSource | undefined,
): SafeHtml {
  const events = tracking.list({visit: v.visit, source, limit: EVENTS_PER_VISIT});
  const shown = source ? v[source] : v.events;
  return h`<h3>Visit <a href="/sandbox?tab=tracking&visit=${encodeURIComponent(v.visit)}"><code>${v.visit}</code></a></h3>
<p class="muted">${v.events} events (${TRACKING_SOURCES.map((s) => `${v[s]} ${SOURCE_LABELS[s]}`).join(', ')}) · ${v.firstAt.slice(11, 19)}–${v.lastAt.slice(11, 19)}${shown > events.length ? ` · showing the first ${events.length}` : ''}</p>
<table><thead><tr><th>#</th><th>time</th><th>source</th><th>event</th><th>page</th><th>consent</th></tr></thead><tbody>
${events.map(eventRow)}
</tbody></table>`;
}

function eventRow(e: TrackingEvent): SafeHtml {
  return h`<tr><td>${e.id}</td><td>${e.receivedAt.slice(11, 23)}</td><td>${SOURCE_LABELS[e.source]}</td>
<td><details><summary><b>${e.name}</b>${e.schemaId && e.schemaId !== e.name ? h` <span class="muted">${e.schemaId}</span>` : ''}</summary><pre>${JSON.stringify(e.payload, null, 2)}</pre></details></td>
<td>${e.page ? h`<code>${e.page}</code>` : raw('<span class="muted">—</span>')}${e.pageType ? h` <span class="muted">${e.pageType}</span>` : ''}</td>
<td>${consentBadges(e)}</td></tr>`;
}

/** Only the purposes the event stated; an unstated one is left out rather than shown as refused. */
function consentBadges({consent, source}: TrackingEvent): SafeHtml {
  if (!consent) return h`<span class="muted">${NO_CONSENT[source]}</span>`;
  return h`${CONSENT_LABELS.filter(([key]) => consent[key] !== undefined).map(
    ([key, label]) =>
      h`<span class="badge ${raw(consent[key] ? 'yes' : 'no')}">${label} ${consent[key] ? '✓' : '✗'}</span> `,
  )}`;
}
