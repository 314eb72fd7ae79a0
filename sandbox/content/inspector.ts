/**
 * Inspector tab "Content": the space's entries (type, slug, Italian title, status, last change)
 * and, for one entry, its text fields in each locale with a form that saves a draft or publishes
 * (revision and updatedAt move on; the Delivery API serves it at once, the shop after its cache
 * window). The same for tests and scripts:
 *   GET  /sandbox/api/content                    the entries, as listed in the tab
 *   POST /sandbox/api/content/draft    {"entryId", "field", "locale", "value"}   preview only
 *   POST /sandbox/api/content/publish  {"entryId", "field"?, "locale"?, "value"?}   the change
 *        (if any) and every pending one, published
 */
import type {SandboxContext} from '../context';
import {
  HttpError,
  json,
  parseJsonBody,
  type SandboxReply,
  type SandboxRequest,
} from '../http/types';
import {h, type SafeHtml} from '../inspector/layout';
import type {InspectorSection} from '../inspector/sections';
import {contentTypeById, LOCALES} from './model';
import type {FieldChange, StoredEntity} from './store';

type Status = 'published' | 'draft' | 'changed';

function statusOf(entity: StoredEntity): Status {
  if (!entity.published) return 'draft';
  return entity.draft.version > entity.published.version + 1 ? 'changed' : 'published';
}

const text = (entity: StoredEntity, field: string) => {
  const value = entity.draft.fields[field]?.['it-IT'];
  return typeof value === 'string' ? value : undefined;
};

function summary(entity: StoredEntity) {
  return {
    id: entity.id,
    contentType: entity.contentType!,
    slug: text(entity, 'slug') ?? null,
    title: text(entity, 'title') ?? null,
    status: statusOf(entity),
    updatedAt: entity.draft.updatedAt,
    revision: entity.published?.revision ?? 0,
  };
}

const entries = (sandbox: SandboxContext) =>
  sandbox.content
    .all()
    .filter((entity) => entity.type === 'Entry')
    .sort((a, b) => a.contentType!.localeCompare(b.contentType!) || a.id.localeCompare(b.id));

/** The text fields (Symbol, Text) an editor may change here. */
function textFields(entity: StoredEntity) {
  return (contentTypeById(entity.contentType!)?.fields ?? []).filter(
    (field) => (field.type === 'Symbol' || field.type === 'Text') && entity.draft.fields[field.id],
  );
}

export const contentSection: InspectorSection = {
  id: 'content',
  title: 'Content',
  render(url, sandbox) {
    const chosen = sandbox.content.get(url.searchParams.get('entry') ?? '');
    const done = url.searchParams.get('done');
    return h`${done ? h`<p class="status-ok" role="status">${done}</p>` : ''}
${chosen?.type === 'Entry' ? editor(chosen) : ''}
<h2>Entries</h2>
<p class="muted">What the Contentful Delivery API (published) and Preview API (drafts too) serve. Published changes reach the shop after its cache window.</p>
<table><thead><tr><th>type</th><th>slug</th><th>title (it-IT)</th><th>status</th><th>updated</th><th class="num">revision</th></tr></thead><tbody>
${entries(sandbox).map((entity) => {
  const row = summary(entity);
  return h`<tr><td>${row.contentType}</td><td>${row.slug ?? '—'}</td><td><a href="/sandbox?tab=content&entry=${row.id}">${row.title ?? row.id}</a></td>
<td>${row.status}</td><td>${row.updatedAt.slice(0, 19).replace('T', ' ')}</td><td class="num">${row.revision}</td></tr>`;
})}
</tbody></table>`;
  },
  post: contentForm,
};

function editor(entity: StoredEntity): SafeHtml {
  const status = statusOf(entity);
  return h`<h2>Edit ${summary(entity).title ?? entity.id} <code class="muted">${entity.id}</code> · ${status}</h2>
${
  status === 'published'
    ? ''
    : h`<form method="post" action="/sandbox?tab=content&entry=${entity.id}"><input type="hidden" name="entryId" value="${entity.id}"><button name="action" value="publish">Publish the ${status === 'draft' ? 'draft' : 'pending changes'}</button></form>`
}
<table><thead><tr><th>field</th><th>locale</th><th>value</th></tr></thead><tbody>
${textFields(entity).flatMap((field) =>
  LOCALES.filter(({code}) => field.localized || code === 'it-IT').map(
    ({code}) => h`<tr><td>${field.name}</td><td>${code}</td><td>
<form method="post" action="/sandbox?tab=content&entry=${entity.id}"><input type="hidden" name="entryId" value="${entity.id}">
<input type="hidden" name="field" value="${field.id}"><input type="hidden" name="locale" value="${code}">
<input name="value" value="${String(entity.draft.fields[field.id]?.[code] ?? '')}" size="60" aria-label="${field.name} (${code})">
<button name="action" value="publish">Publish</button> <button name="action" value="draft">Save draft</button></form></td></tr>`,
  ),
)}
</tbody></table>`;
}

/** Saves the change (if any), publishes unless only a draft was asked for. */
function apply(
  sandbox: SandboxContext,
  entryId: unknown,
  change: Partial<FieldChange>,
  publish: boolean,
) {
  const {field, locale, value} = change;
  const editing = field !== undefined || locale !== undefined || value !== undefined;
  if (!editing && !publish) throw new HttpError(400, 'Give "field", "locale" and "value"');
  if (editing) sandbox.content.editDraft(entryId as string, {field, locale, value} as FieldChange);
  const entity = publish
    ? sandbox.content.publish(entryId as string)
    : sandbox.content.get(entryId as string)!;
  return summary(entity);
}

function contentForm(request: SandboxRequest, sandbox: SandboxContext): SandboxReply {
  const form = new URLSearchParams(request.body.toString('utf8'));
  const publish = form.get('action') !== 'draft';
  const entryId = form.get('entryId') ?? '';
  const change = form.has('field')
    ? {field: form.get('field')!, locale: form.get('locale')!, value: form.get('value') ?? ''}
    : {};
  const done = apply(sandbox, entryId, change, publish);
  const back = new URLSearchParams({
    tab: 'content',
    entry: entryId,
    done: publish ? `Published (revision ${done.revision})` : 'Draft saved (preview only)',
  });
  return {status: 303, headers: {location: `/sandbox?${back}`}};
}

export function contentApi(
  request: SandboxRequest,
  sandbox: SandboxContext,
  action: string,
): SandboxReply {
  if (action === 'list') return json(200, {entries: entries(sandbox).map(summary)});
  const body = parseJsonBody(request);
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'The body must be {"entryId", "field", "locale", "value"}');
  const {entryId, field, locale, value} = body as Record<string, string | undefined>;
  return json(200, apply(sandbox, entryId, {field, locale, value}, action === 'publish'));
}
