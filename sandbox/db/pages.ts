/** The shop's pages and policies, read from SQLite into memory with every translation. */
import type {Locale, Localized, Row} from './catalog';

export interface PageRecord {
  id: number;
  handle: string;
  title: Localized;
  bodyHtml: Localized;
  seoTitle: Localized;
  seoDescription: Localized;
  createdAt: string;
  updatedAt: string;
}

export interface PolicyRecord {
  id: number;
  handle: string;
  title: Localized;
  bodyHtml: Localized;
}

/**
 * Long texts of `resources` in every language: Italian from the row, Slovenian and Croatian from
 * `translations`, or Italian when one is missing.
 */
export function longTextLocalizer(all: (sql: string) => Row[], resources: readonly string[]) {
  const translations = new Map<string, string>();
  const list = resources.map((resource) => `'${resource}'`).join(', ');
  for (const r of all(`SELECT * FROM translations WHERE resource IN (${list})`)) {
    translations.set(`${r.resource}:${r.resource_id}:${r.field}:${r.locale}`, r.value as string);
  }
  return (resource: string, r: Row, field: string): Localized => {
    const text = (locale: Locale) =>
      translations.get(`${resource}:${r.id}:${field}:${locale}`) ?? (r[field] as string);
    return {it: r[field] as string, sl: text('sl'), hr: text('hr')};
  };
}

export function loadPages(all: (sql: string) => Row[]) {
  const localized = longTextLocalizer(all, ['page', 'shop_policy']);
  const pages = all('SELECT * FROM pages ORDER BY id').map((r): PageRecord => ({
    id: r.id as number,
    handle: r.handle as string,
    title: localized('page', r, 'title'),
    bodyHtml: localized('page', r, 'body_html'),
    seoTitle: localized('page', r, 'seo_title'),
    seoDescription: localized('page', r, 'seo_description'),
    createdAt: r.created_at as string,
    updatedAt: r.updated_at as string,
  }));
  const policies = all('SELECT * FROM shop_policies ORDER BY id').map((r): PolicyRecord => ({
    id: r.id as number,
    handle: r.handle as string,
    title: localized('shop_policy', r, 'title'),
    bodyHtml: localized('shop_policy', r, 'body_html'),
  }));
  return {
    pageByHandle: new Map(pages.map((p) => [p.handle, p])),
    pageById: new Map(pages.map((p) => [p.id, p])),
    policyByHandle: new Map(policies.map((p) => [p.handle, p])),
  };
}
