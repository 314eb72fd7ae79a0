/** The inspector's page frame: self-contained HTML and CSS (no external assets), and escaping. */

function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** HTML that is already safe: the output of `h` or a trusted `raw` string. */
export class SafeHtml {
  constructor(readonly html: string) {}
  toString(): string {
    return this.html;
  }
}

/** Tagged template that escapes interpolations (arrays are joined; nested `h` stays as is). */
export function h(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  return new SafeHtml(
    strings.reduce((out, s, i) => out + s + (i < values.length ? render(values[i]) : ''), ''),
  );
}

export function raw(value: string): SafeHtml {
  return new SafeHtml(value);
}

function render(value: unknown): string {
  if (Array.isArray(value)) return value.map(render).join('');
  if (value instanceof SafeHtml) return value.html;
  return escapeHtml(value);
}

export interface Tab {
  id: string;
  title: string;
}

export function page(title: string, tabs: readonly Tab[], current: string, body: SafeHtml): string {
  const nav = tabs.map(
    (t) =>
      h`<a href="/sandbox?tab=${t.id}" ${raw(t.id === current ? 'aria-current="page"' : '')}>${t.title}</a>`,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · Passo sandbox</title><style>${CSS}</style></head>
<body><header><strong>Passo sandbox</strong><nav>${nav.map(String).join('')}</nav></header><main>${body.html}</main></body></html>`;
}

const CSS = `
:root{--ink:#1d1d1f;--muted:#6b6b70;--line:#e3e1dc;--bg:#faf9f7;--accent:#8a3b12;--ok:#1f7a3a;--bad:#b3261e}
*{box-sizing:border-box}body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--ink);background:var(--bg)}
header{display:flex;gap:24px;align-items:center;padding:12px 24px;background:#fff;border-bottom:1px solid var(--line);position:sticky;top:0}
nav{display:flex;gap:4px}nav a{padding:6px 12px;border-radius:6px;color:var(--ink);text-decoration:none}
nav a[aria-current]{background:var(--ink);color:#fff}nav a:hover:not([aria-current]){background:var(--line)}
main{padding:24px;max-width:1200px;margin:0 auto}h2{font-size:18px;margin:28px 0 12px}h2:first-child{margin-top:0}
.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:12px}
.card{background:#fff;border:1px solid var(--line);border-radius:8px;padding:12px}.card b{display:block;font-size:22px}
.card span{color:var(--muted);font-size:12px}
table{width:100%;border-collapse:collapse;background:#fff;border:1px solid var(--line);border-radius:8px}
th,td{text-align:left;padding:6px 10px;border-bottom:1px solid var(--line);vertical-align:top}th{font-size:12px;color:var(--muted);font-weight:600}
td.num{text-align:right;font-variant-numeric:tabular-nums}code,pre{font:12px/1.4 ui-monospace,SFMono-Regular,Menlo,monospace}
pre{white-space:pre-wrap;word-break:break-all;background:#f3f1ec;padding:8px;border-radius:6px;margin:4px 0;max-height:360px;overflow:auto}
details summary{cursor:pointer;list-style:none}details summary::-webkit-details-marker{display:none}
details[open] summary{font-weight:600}.status-ok{color:var(--ok)}.status-bad{color:var(--bad)}
form{display:flex;gap:8px;margin:0 0 12px;flex-wrap:wrap}input,select,button{font:inherit;padding:6px 10px;border:1px solid var(--line);border-radius:6px;background:#fff}
button{background:var(--ink);color:#fff;border-color:var(--ink);cursor:pointer}.muted{color:var(--muted)}
.pager{display:flex;gap:12px;margin-top:12px}.thumbs{display:flex;gap:8px;flex-wrap:wrap}.thumbs img{width:96px;height:120px;border-radius:6px;border:1px solid var(--line)}
a{color:var(--accent)}h3{font-size:15px;margin:24px 0 4px}h3+p{margin:0 0 8px}
.badge{display:inline-block;padding:0 6px;margin:1px 0;border:1px solid currentColor;border-radius:10px;font-size:11px;white-space:nowrap}
.badge.yes{color:var(--ok)}.badge.no{color:var(--bad)}
`;
