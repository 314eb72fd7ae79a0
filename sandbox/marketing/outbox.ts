/**
 * The e-mail outbox in the inspector: tab "Outbox" lists what the shop sent (newest first) and
 * shows one e-mail with its links, and the JSON API serves it to tests:
 *   GET /sandbox/api/outbox?to=&limit=   (newest first)
 */
import type {Outbox, OutboxEmail} from '../db/outbox';
import {intParam, json, type SandboxReply} from '../http/types';
import {h, raw, type SafeHtml} from '../inspector/layout';
import type {InspectorSection} from '../inspector/sections';

const SHOWN = 100;
const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 500;

export function listOutbox(url: URL, outbox: Outbox): SandboxReply {
  return json(200, {
    emails: outbox.list({
      to: url.searchParams.get('to')?.trim() || undefined,
      limit: Math.min(MAX_LIMIT, Math.max(1, intParam(url, 'limit', DEFAULT_LIMIT)!)),
    }),
  });
}

export const outboxSection: InspectorSection = {
  id: 'outbox',
  title: 'Outbox',
  render(url, {outbox}) {
    const id = Number(url.searchParams.get('id'));
    const email = Number.isInteger(id) && id > 0 ? outbox.get(id) : undefined;
    if (email) return emailDetail(email);
    const to = url.searchParams.get('to')?.trim() ?? '';
    const emails = outbox.list({to: to || undefined, limit: SHOWN});
    return h`<h2>E-mails sent (newest first)</h2>
<form method="get" action="/sandbox"><input type="hidden" name="tab" value="outbox">
<input name="to" value="${to}" placeholder="recipient e-mail" size="40" aria-label="Recipient"><button>Filter</button>${to ? h` <a href="/sandbox?tab=outbox">show all</a>` : ''}</form>
${emails.length ? emailTable(emails) : raw('<p class="muted">No e-mails yet: sign up (customerCreate), ask for a password reset (customerRecover) or restock a variant someone waits for (Restock tab) to send one.</p>')}`;
  },
};

function emailTable(emails: OutboxEmail[]): SafeHtml {
  return h`<table><thead><tr><th>sent</th><th>to</th><th>kind</th><th>subject</th></tr></thead><tbody>
${emails.map(
  (
    e,
  ) => h`<tr><td>${e.createdAt.replace('T', ' ').slice(0, 19)}</td><td>${e.to}</td><td><code>${e.kind}</code></td>
<td><a href="/sandbox?tab=outbox&id=${e.id}">${e.subject}</a></td></tr>`,
)}
</tbody></table>`;
}

/**
 * One e-mail: its links as plain anchors (a reset link opens the storefront), the HTML as the
 * customer would see it, in a sandboxed frame that runs no script, and the text part.
 */
function emailDetail(email: OutboxEmail): SafeHtml {
  const links = [...email.html.matchAll(/href="([^"]+)"/g)].map((m) => unescapeHtml(m[1]!));
  return h`<p><a href="/sandbox?tab=outbox">← all e-mails</a></p>
<h2>${email.subject}</h2>
<table><tbody><tr><th>to</th><td>${email.to}</td></tr><tr><th>sent</th><td>${email.createdAt}</td></tr>
<tr><th>kind</th><td><code>${email.kind}</code></td></tr>
<tr><th>links</th><td>${links.length ? h`<ul>${links.map((link) => h`<li><a href="${link}">${link}</a></li>`)}</ul>` : 'none'}</td></tr></tbody></table>
<h3>HTML</h3><iframe title="${email.subject}" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${email.html}" style="width:100%;height:420px;border:1px solid #e3e1dc;border-radius:8px;background:#fff"></iframe>
<h3>Text</h3><pre>${email.text}</pre>`;
}

function unescapeHtml(value: string): string {
  return value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}
