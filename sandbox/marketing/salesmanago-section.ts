/**
 * Inspector tab "SALESmanago": the contacts the shop's server created and their external events
 * (CART by default, as the cart sync keeps one per cart), and the JSON API for tests:
 *   GET /sandbox/api/salesmanago?type=&limit=   {contacts, events} (most recently changed first)
 */
import type {SalesmanagoEvent, SalesmanagoStore} from '../db/salesmanago';
import {intParam, json, type SandboxReply} from '../http/types';
import {h, raw, type SafeHtml} from '../inspector/layout';
import type {InspectorSection} from '../inspector/sections';
import {EVENT_TYPES} from './salesmanago-calls';

const SHOWN = 100;
const MAX_LIMIT = 500;
const time = (iso: string) => iso.replace('T', ' ').slice(0, 19);

export function listSalesmanago(url: URL, store: SalesmanagoStore): SandboxReply {
  const limit = Math.min(MAX_LIMIT, Math.max(1, intParam(url, 'limit', SHOWN)!));
  const type = url.searchParams.get('type')?.toUpperCase() || undefined;
  return json(200, {contacts: store.contacts(limit), events: store.events({type, limit})});
}

export const salesmanagoSection: InspectorSection = {
  id: 'salesmanago',
  title: 'SALESmanago',
  render(url, {salesmanago}) {
    const param = url.searchParams.get('type')?.toUpperCase();
    const type = EVENT_TYPES.find((t) => t === param) ?? 'CART';
    const contacts = salesmanago.contacts(SHOWN);
    const events = salesmanago.events({type, limit: SHOWN});
    return h`<h2>Contacts (most recently changed first)</h2>
${contacts.length ? contactTable(contacts) : raw('<p class="muted">No contacts yet: the storefront creates one when a shopper signs up or identifies.</p>')}
<h2>${type} events</h2>
<form method="get" action="/sandbox"><input type="hidden" name="tab" value="salesmanago">
<select name="type" aria-label="Event type">${EVENT_TYPES.map((t) => h`<option ${raw(t === type ? 'selected' : '')}>${t}</option>`)}</select><button>Show</button></form>
${events.length ? eventTable(events) : h`<p class="muted">No ${type} events yet.</p>`}`;
  },
};

function contactTable(contacts: ReturnType<SalesmanagoStore['contacts']>): SafeHtml {
  return h`<table><thead><tr><th>contact</th><th>e-mail</th><th>name</th><th>opt-in</th><th>tags</th><th>created</th><th>updated</th></tr></thead><tbody>
${contacts.map(
  (
    c,
  ) => h`<tr><td><code>${c.contactId}</code></td><td>${c.email}</td><td>${typeof c.contact.name === 'string' ? c.contact.name : ''}</td>
<td>${c.optIn === null ? raw('<span class="muted">not said</span>') : h`<span class="badge ${raw(c.optIn ? 'yes' : 'no')}">${c.optIn ? 'opted in' : 'opted out'}</span>`}</td>
<td>${c.tags.join(', ')}</td><td>${time(c.createdAt)}</td><td>${time(c.updatedAt)}</td></tr>`,
)}
</tbody></table>`;
}

/** The details that were sent, in their numeric order. */
function details(event: SalesmanagoEvent): Array<[string, unknown]> {
  return Array.from({length: 20}, (_, i) => `detail${i + 1}`)
    .filter((key) => event.contactEvent[key] !== undefined)
    .map((key) => [key, event.contactEvent[key]]);
}

function eventTable(events: SalesmanagoEvent[]): SafeHtml {
  return h`<table><thead><tr><th>event</th><th>contact</th><th>products</th><th class="num">value</th><th>details</th><th>created</th><th>updated</th></tr></thead><tbody>
${events.map(
  (
    e,
  ) => h`<tr><td><code>${e.eventId}</code></td><td>${e.email}<br><code class="muted">${e.contactId}</code></td>
<td>${String(e.contactEvent.products ?? '')}</td><td class="num">${String(e.contactEvent.value ?? '')}</td>
<td><details><summary>${details(e).length} details</summary><table><tbody>${details(e).map(([key, value]) => h`<tr><th>${key}</th><td>${String(value)}</td></tr>`)}</tbody></table>
<pre>${JSON.stringify(e.contactEvent, null, 2)}</pre></details></td>
<td>${time(e.createdAt)}</td><td>${time(e.updatedAt)}</td></tr>`,
)}
</tbody></table>`;
}
