/** The frame every customer e-mail shares: greeting, paragraphs, one call-to-action button. */
import {h} from '../inspector/layout';

export interface EmailCopy {
  /** The html `lang`: it, sl or hr. */
  lang: string;
  subject: string;
  greeting: string;
  before: string[];
  action: {label: string; link: string};
  after: string[];
}

export interface EmailMessage {
  subject: string;
  html: string;
  text: string;
}

export function renderEmail({
  lang,
  subject,
  greeting,
  before,
  action,
  after,
}: EmailCopy): EmailMessage {
  const paragraphs = (lines: string[]) => lines.map((line) => h`<p>${line}</p>`);
  const html =
    h`<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${subject}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1d1d1f;max-width:560px;margin:0 auto;padding:24px">
<p><strong>Passo</strong></p><p>${greeting}</p>${paragraphs(before)}
<p><a href="${action.link}" style="display:inline-block;padding:12px 20px;background:#1d1d1f;color:#fff;text-decoration:none;border-radius:6px">${action.label}</a></p>
${paragraphs(after)}</body></html>`.html;
  const text = [greeting, ...before, `${action.label}: ${action.link}`, ...after];
  return {subject, html, text: text.join('\n\n')};
}
