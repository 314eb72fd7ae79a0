/** `Page` and `ShopPolicy`: the shop's own pages and its policies, with URLs on its domain. */
import type {PageRecord, PolicyRecord} from '../../db/pages';
import type {ApiContext} from '../context';
import {gid} from '../ids';
import {NO_METAFIELDS, plainText} from './common';

/** Shopify's `bodySummary` is the body as plain text, cut short. */
const SUMMARY_LENGTH = 150;

export class PageView {
  readonly __typename = 'Page';
  readonly trackingParameters = null;
  readonly metafield = NO_METAFIELDS.metafield;
  readonly metafields = NO_METAFIELDS.metafields;
  readonly #p: PageRecord;

  constructor(page: PageRecord) {
    this.#p = page;
  }

  get id() {
    return gid('Page', this.#p.id);
  }
  get handle() {
    return this.#p.handle;
  }
  get createdAt() {
    return this.#p.createdAt;
  }
  get updatedAt() {
    return this.#p.updatedAt;
  }
  title(_: unknown, ctx: ApiContext) {
    return this.#p.title[ctx.locale];
  }
  body(_: unknown, ctx: ApiContext) {
    return this.#p.bodyHtml[ctx.locale];
  }
  bodySummary(_: unknown, ctx: ApiContext) {
    return plainText(this.#p.bodyHtml[ctx.locale], SUMMARY_LENGTH);
  }
  seo(_: unknown, ctx: ApiContext) {
    return {title: this.#p.seoTitle[ctx.locale], description: this.#p.seoDescription[ctx.locale]};
  }
  onlineStoreUrl(_: unknown, ctx: ApiContext) {
    return `${ctx.publicUrl}/pages/${this.#p.handle}`;
  }
}

export function policyView(policy: PolicyRecord | undefined, ctx: ApiContext) {
  if (!policy) return null;
  return {
    __typename: 'ShopPolicy',
    id: gid('ShopPolicy', policy.id),
    handle: policy.handle,
    title: policy.title[ctx.locale],
    body: policy.bodyHtml[ctx.locale],
    url: `${ctx.publicUrl}/policies/${policy.handle}`,
  };
}
