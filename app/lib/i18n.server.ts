/**
 * Server-side messages: the market of the request decides the locale
 * (docs/product.md#locale-messages). Loaders and meta translate with the whole catalogue; a page
 * is sent only the groups its components render (docs/decisions/0022).
 */
import it from '~/locales/it/common';
import sl from '~/locales/sl/common';
import hr from '~/locales/hr/common';
import {shareTexts, translator, type MessageTree} from './i18n';
import type {MarketId} from './markets';
import {requestMarketId} from './request-language.server';
import {
  LAZY_MESSAGE_GROUPS,
  MESSAGE_GROUPS,
  type LazyMessageGroup,
  type MessagePage,
} from './message-groups.server';

export const MESSAGES: Record<MarketId, MessageTree> = {it, sl, hr};

/** The request's `t`, for loaders and meta. */
export function getT(context: {marketConfig: {market: {id: MarketId}}}) {
  const id = context.marketConfig.market.id;
  return translator(id, MESSAGES[id]);
}

/** The `t` of a request outside the markets' paths (request-language.server.ts). */
export function getRequestT(request: Request) {
  const id = requestMarketId(request);
  return translator(id, MESSAGES[id]);
}

interface Picked {
  id: string;
  tree: MessageTree;
}

const picked = new Map<string, Picked>();

/** Groups of a locale's catalogue, picked once and then the same object (and translator). */
function pickOnce(id: string, locale: MarketId, groups: readonly string[]): Picked {
  let messages = picked.get(id);
  if (!messages) {
    messages = {id, tree: pickGroups(MESSAGES[locale], groups)};
    picked.set(id, messages);
  }
  return messages;
}

/** The messages a page's route sends to the browser: its groups (MESSAGE_GROUPS). */
export function routeMessages(
  context: {marketConfig: {market: {id: MarketId}}},
  page: MessagePage,
): Picked {
  return pagePick(context.marketConfig.market.id, page);
}

const pagePick = (locale: MarketId, page: MessagePage) =>
  pickOnce(`${locale}:${page}`, locale, MESSAGE_GROUPS[page]);

/** The shell's texts' name in their address (routes/api.texts.ts). */
export const SHELL_GROUP = 'shell' as const;

/**
 * The shell's messages, by address (docs/decisions/0030): every page of a market renders the
 * same, so the browser loads them once as a file it keeps, not in each document.
 */
export function shellMessages(context: {marketConfig: {market: {id: MarketId}}}) {
  const locale = context.marketConfig.market.id;
  const {id, tree} = pagePick(locale, 'root');
  // This render reads them from here; the browser from the address.
  shareTexts(id, tree);
  return {id, src: `/api/${locale}/texts/${SHELL_GROUP}?v=${textsVersion(locale)}`};
}

/** The texts served by address: the shell's, or a group the browser loads when needed (0027). */
export function textsByAddress(locale: MarketId, group: LazyMessageGroup | typeof SHELL_GROUP) {
  return group === SHELL_GROUP
    ? pagePick(locale, 'root').tree
    : pickOnce(`${locale}:lazy:${group}`, locale, LAZY_MESSAGE_GROUPS[group]).tree;
}

const versions = new Map<MarketId, string>();

/**
 * The key of a locale's texts served by address: a hash of them all, so their address changes with
 * their words and not with every deploy, and a browser may keep an answer for good.
 */
export function textsVersion(locale: MarketId): string {
  let version = versions.get(locale);
  if (!version) {
    const groups = [SHELL_GROUP, ...(Object.keys(LAZY_MESSAGE_GROUPS) as LazyMessageGroup[])];
    const all = JSON.stringify(groups.map((group) => textsByAddress(locale, group)));
    // FNV-1a: stable and enough to tell two catalogues apart; nothing here is secret.
    let hash = 0x811c9dc5;
    for (let index = 0; index < all.length; index++)
      hash = Math.imul(hash ^ all.charCodeAt(index), 0x01000193);
    version = (hash >>> 0).toString(36);
    versions.set(locale, version);
  }
  return version;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The namespaces and keys named (a key with its plural forms); an unknown one throws. */
export function pickGroups(tree: MessageTree, groups: readonly string[]): MessageTree {
  const out: MessageTree = {};
  for (const group of groups) {
    const parts = group.split('.');
    const last = parts.pop()!;
    let from = tree;
    let into = out;
    for (const part of parts) {
      const node = from[part];
      if (typeof node !== 'object') throw new Error(`no message namespace ${group}`);
      from = node;
      // A copy: a namespace sent whole is the catalogue's own object, never to be written to.
      const next = into[part];
      into = into[part] = typeof next === 'object' ? {...next} : {};
    }
    const matches = Object.keys(from).filter(
      (key) => key === last || key.replace(PLURAL, '') === last,
    );
    if (!matches.length) throw new Error(`no message ${group}`);
    for (const key of matches) into[key] = from[key];
  }
  return out;
}
