/**
 * Messages: nested keys, `{{name}}` interpolation and CLDR plurals (`key_one`, `key_few`…,
 * chosen by `Intl.PluralRules` from `count`). One translator per locale and set of messages (a
 * page gets those its routes sent, docs/decisions/0022), created once and reused: on the server
 * by every request of the isolate, in the browser for the whole visit. See
 * docs/decisions/0003-i18n-one-instance-per-locale.md and 0010 for why this is not i18next.
 */
export type MessageTree = {[key: string]: string | MessageTree};

type TranslateOptions = Record<string, string | number | null | undefined>;
/** A message by key; a missing key answers the key itself, so a gap shows rather than breaks. */
export type Translate = (key: string, options?: TranslateOptions) => string;

/**
 * One route's share of the messages (docs/decisions/0022): the namespaces its components render,
 * named by `id` (locale and groups), so a page's translator is made once per set, not per visit.
 * The shell's come by address instead (`src`, docs/decisions/0030): the same file for every page
 * of a market, which the browser keeps.
 */
export type RouteMessages = {id: string; tree: MessageTree} | {id: string; src: string};

const shared = new Map<string, MessageTree>();

/** Texts sent by address, known here once loaded (in the browser) or picked (on the server). */
export function shareTexts(id: string, tree: MessageTree) {
  shared.set(id, tree);
}

/** A route's messages, when they travelled with it or have been loaded from their address. */
export function routeTree(messages: RouteMessages): MessageTree | undefined {
  return 'tree' in messages ? messages.tree : shared.get(messages.id);
}

const translators = new WeakMap<MessageTree, Map<string, Translate>>();

export function translator(locale: string, messages: MessageTree): Translate {
  let byLocale = translators.get(messages);
  if (!byLocale) translators.set(messages, (byLocale = new Map()));
  let t = byLocale.get(locale);
  if (!t) {
    t = memoize(createTranslate(locale, messages));
    byLocale.set(locale, t);
  }
  return t;
}

const merged = new Map<string, Translate>();

/** The translator of the messages the matched routes sent, made once per locale and set. */
export function pageTranslator(
  locale: string,
  parts: ReadonlyArray<{id: string; tree: MessageTree}>,
): Translate {
  const id = `${locale}|${parts.map((part) => part.id).join('|')}`;
  let t = merged.get(id);
  if (!t) {
    const tree = parts.reduce<MessageTree>((all, part) => merge(all, part.tree), {});
    t = memoize(createTranslate(locale, tree));
    merged.set(id, t);
  }
  return t;
}

function merge(into: MessageTree, from: MessageTree): MessageTree {
  const out: MessageTree = {...into};
  for (const [key, value] of Object.entries(from)) {
    const current = out[key];
    out[key] =
      typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return out;
}

function lookup(messages: MessageTree, key: string): string | undefined {
  let node: string | MessageTree | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function createTranslate(locale: string, messages: MessageTree): Translate {
  const plurals = new Intl.PluralRules(locale);
  return (key, options) => {
    const count = options?.count;
    const message =
      (typeof count === 'number' &&
        (lookup(messages, `${key}_${plurals.select(count)}`) ??
          lookup(messages, `${key}_other`))) ||
      lookup(messages, key);
    if (message === undefined) return key;
    if (!options) return message;
    return message.replace(PLACEHOLDER, (_, name: string) => String(options[name] ?? ''));
  };
}

/**
 * A message depends only on its key and its options, and a page asks for the same ones many
 * times (and every request asks for them again): answer repeats from a bounded map.
 */
const MEMO_LIMIT = 2000;

function memoize(resolve: Translate): Translate {
  const memo = new Map<string, string>();
  return (key, options) => {
    const id = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
    let text = memo.get(id);
    if (text === undefined) {
      text = resolve(key, options);
      if (memo.size >= MEMO_LIMIT) memo.clear();
      memo.set(id, text);
    }
    return text;
  };
}

const layered = new WeakMap<Translate, WeakMap<MessageTree, Translate>>();

/**
 * The page's translator with a group of texts loaded later on top (docs/decisions/0027): the
 * group's own words first, the page's for the rest. One per page translator and group.
 */
export function withTexts(page: Translate, locale: string, texts: MessageTree): Translate {
  let byTexts = layered.get(page);
  if (!byTexts) layered.set(page, (byTexts = new WeakMap()));
  let t = byTexts.get(texts);
  if (!t) {
    const own = translator(locale, texts);
    t = (key, options) => {
      const text = own(key, options);
      return text === key ? page(key, options) : text;
    };
    byTexts.set(texts, t);
  }
  return t;
}
