/** The hosted checkout's page frame: self-contained HTML and CSS, no JavaScript needed. */
import {h, raw, type SafeHtml} from '../inspector/layout';
import type {Messages} from './messages';

export function checkoutDocument(
  m: Messages,
  title: string,
  shopUrl: string,
  body: SafeHtml,
): string {
  return h`<!doctype html><html lang="${m.htmlLang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${title} · Passo</title><style>${raw(CSS)}</style></head>
<body><header><a class="brand" href="${shopUrl}">Passo</a></header>
<main>${body}</main></body></html>`.html;
}

const CSS = `
:root{--ink:#1d1d1f;--muted:#5c5c61;--line:#d8d5cf;--bg:#faf9f7;--accent:#8a3b12;--bad:#a3211a;--ok:#1f6b35}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--ink);background:var(--bg)}
header{padding:16px 24px;background:#fff;border-bottom:1px solid var(--line)}
.brand{font-weight:700;font-size:20px;color:var(--ink);text-decoration:none;letter-spacing:.04em}
main{max-width:1080px;margin:0 auto;padding:24px}h1{font-size:26px;margin:0 0 16px}h2{font-size:18px;margin:0 0 12px}
.columns{display:grid;gap:32px}@media(min-width:900px){.columns{grid-template-columns:minmax(0,3fr) minmax(0,2fr)}}
fieldset{border:1px solid var(--line);border-radius:8px;background:#fff;padding:16px;margin:0 0 20px}
legend{font-weight:600;padding:0 6px}.field{margin:0 0 14px}.row{display:grid;gap:0 12px;grid-template-columns:1fr 1fr}
label{display:block;font-weight:500;margin:0 0 4px}.hint{color:var(--muted);font-size:14px;margin:0 0 12px}
input[type=text],input[type=email],input[type=tel],select{width:100%;font:inherit;padding:10px 12px;border:1px solid #8c8a85;border-radius:6px;background:#fff}
input:focus,select:focus,button:focus,a:focus{outline:3px solid var(--accent);outline-offset:2px}
[aria-invalid=true]{border-color:var(--bad);border-width:2px}.error{color:var(--bad);font-weight:600;margin:0 0 4px;font-size:15px}
.radio{display:flex;gap:10px;align-items:baseline;margin:0 0 8px}.radio label{display:inline;font-weight:400}
button{font:inherit;font-weight:600;width:100%;padding:14px;border:0;border-radius:6px;background:var(--ink);color:#fff;cursor:pointer}
.alert{border:2px solid var(--bad);border-radius:8px;background:#fff;padding:12px 16px;margin:0 0 20px}
.alert h2{color:var(--bad)}.alert ul{margin:0;padding-left:20px}.alert a{color:var(--bad)}
aside{background:#fff;border:1px solid var(--line);border-radius:8px;padding:16px;align-self:start}
.lines{list-style:none;margin:0 0 12px;padding:0}.lines li{display:grid;grid-template-columns:64px 1fr auto;gap:12px;padding:8px 0;border-bottom:1px solid var(--line)}
.lines img{width:64px;height:80px;border-radius:4px;background:#eee;object-fit:cover}.lines .meta{color:var(--muted);font-size:14px;display:block}
dl{display:grid;grid-template-columns:1fr auto;gap:6px 12px;margin:0}dd{margin:0;text-align:right;font-variant-numeric:tabular-nums}
.total{font-weight:700;font-size:18px}.muted{color:var(--muted)}a{color:var(--accent)}.ok{color:var(--ok)}
`;
