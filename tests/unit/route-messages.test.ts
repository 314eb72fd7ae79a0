import {describe, expect, it} from 'vitest';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import catalogue from '~/locales/it/common';
import {MESSAGES, pickGroups, routeMessages} from '~/lib/i18n.server';
import {
  LAZY_MESSAGE_GROUPS,
  MESSAGE_GROUPS,
  type LazyMessageGroup,
  type MessagePage,
} from '~/lib/message-groups.server';
import {pageTranslator} from '~/lib/i18n';
import {isSent, lazyParts, messagesAsked} from './message-usage';

const APP = path.resolve(__dirname, '../../app');

/**
 * Every module that renders, with the pages of MESSAGE_GROUPS its loader sends and what the page
 * it belongs to was sent by the routes above it (the root's, and the account layout's). A route
 * module rendering two pages is read once per page, leaving out the other page's component.
 */
interface Case {
  route: string;
  page?: MessagePage;
  above: MessagePage[];
  without?: string[];
}
const SHELL: MessagePage[] = ['root'];
const ACCOUNT: MessagePage[] = ['root', 'account'];
const CASES: Case[] = [
  {route: 'root.tsx', page: 'root', above: []},
  {route: 'routes/shop-layout.tsx', above: SHELL},
  {route: 'routes/home.tsx', page: 'home', above: SHELL},
  {
    route: 'routes/catalogue.tsx',
    page: 'product',
    above: SHELL,
    without: ['components/ListingPage.tsx'],
  },
  {
    route: 'routes/catalogue.tsx',
    page: 'collection',
    above: SHELL,
    without: ['components/ProductPage.tsx'],
  },
  {route: 'routes/search.tsx', page: 'search', above: SHELL},
  {route: 'routes/cart.tsx', page: 'cart', above: SHELL},
  {route: 'routes/not-found.tsx', above: SHELL},
  {route: 'routes/policy.tsx', above: SHELL},
  {route: 'routes/account.logout.tsx', above: SHELL},
  {route: 'routes/consent.tsx', above: SHELL},
  // The newsletter form's words are the shell's (the footer has it on every page).
  {route: 'routes/newsletter.tsx', above: SHELL},
  {route: 'routes/back-in-stock.tsx', page: 'notify', above: SHELL},
  ...['login', 'register', 'recover', 'reset'].map((name) => ({
    route: `routes/account.${name}.tsx`,
    page: 'account' as const,
    above: SHELL,
  })),
  {route: 'routes/account.tsx', page: 'account', above: SHELL},
  ...['_index', 'addresses', 'order', 'orders', 'profile'].map((name) => ({
    route: `routes/account.${name}.tsx`,
    above: ACCOUNT,
  })),
  ...['article', 'story', 'content-list', 'page', 'preview'].map((name) => ({
    route: `routes/${name}.tsx`,
    page: 'content' as const,
    above: SHELL,
  })),
  {route: 'routes/care.tsx', page: 'care', above: SHELL},
  {route: 'routes/collections.tsx', page: 'collections', above: SHELL},
  {route: 'routes/cookie-policy.tsx', page: 'cookies', above: SHELL},
  {route: 'routes/stores.tsx', page: 'stores', above: SHELL},
  {route: 'routes/store.tsx', page: 'stores', above: SHELL},
  {route: 'routes/wishlist.tsx', page: 'wishlist', above: SHELL},
];

const pagesOf = (item: Case) => [...item.above, ...(item.page ? [item.page] : [])];
const groupsOf = (pages: MessagePage[]) => pages.flatMap((page) => MESSAGE_GROUPS[page]);

function unsent(item: Case, groups: readonly string[]) {
  return messagesAsked(item.route, catalogue, item.without).filter(
    (asked) => !isSent(asked, groups),
  );
}

/**
 * What the lazy parts loaded from `entry`'s tree ask for and neither the page nor the part's
 * group of texts holds (docs/decisions/0027), as `group: key`; a part's own parts too.
 */
function unsentLazily(
  entry: string,
  groups: readonly string[],
  without?: string[],
  lazy: Record<string, readonly string[]> = LAZY_MESSAGE_GROUPS,
): string[] {
  return lazyParts(entry, without).flatMap(({group, file}) => {
    const within = [...groups, ...(lazy[group] ?? [])];
    const asked = messagesAsked(file, catalogue).filter((key) => !isSent(key, within));
    return [...asked.map((key) => `${group}: ${key}`), ...unsentLazily(file, within, [], lazy)];
  });
}

describe('messages per route (docs/decisions/0022)', () => {
  it.each(CASES.map((item) => [`${item.route} ${item.page ?? ''}`, item] as const))(
    '%s is sent every message its components ask for',
    (_, item) => {
      expect(unsent(item, groupsOf(pagesOf(item)))).toEqual([]);
    },
  );

  it.each(CASES.map((item) => [`${item.route} ${item.page ?? ''}`, item] as const))(
    '%s: what its lazily loaded parts ask for is in the page or in their group of texts',
    (_, item) => {
      expect(unsentLazily(item.route, groupsOf(pagesOf(item)), item.without)).toEqual([]);
    },
  );

  it('a key asked for and not sent fails, lazily loaded parts included (positive controls)', () => {
    const product = CASES.find((item) => item.page === 'product')!;
    const groups = groupsOf(pagesOf(product));
    // The product page loads its lazy parts, and their words are not in its document.
    expect(lazyParts(product.route, product.without).map((part) => part.group)).toEqual(
      expect.arrayContaining(['notify', 'sizeGuide', 'storeStock']),
    );
    expect(isSent('sizeGuide.chest', groups)).toBe(false);
    // The size guide's tables come in a lazily imported chunk: their words are asked for too.
    const lazy: Record<LazyMessageGroup, readonly string[]> = {
      ...LAZY_MESSAGE_GROUPS,
      sizeGuide: [],
    };
    expect(unsentLazily(product.route, groups, product.without, lazy)).toContain(
      'sizeGuide: sizeGuide.chest',
    );
    // A page rendering a lazy part's component itself (the cart page, for no JavaScript) must
    // send its words: without its own group, the drawer's words are missing.
    const cart = CASES.find((item) => item.page === 'cart')!;
    expect(unsent(cart, groupsOf(cart.above))).toContain('cart.total');
  });

  it('the shell and the product page carry none of the lazy groups, the cart page the drawer’s', () => {
    const lazyKeys = Object.values(LAZY_MESSAGE_GROUPS).flat();
    expect(lazyKeys.filter((key) => isSent(key, groupsOf(['root', 'product'])))).toEqual([]);
    expect(lazyParts('routes/shop-layout.tsx').map((part) => part.group)).toContain('cart');
    expect(LAZY_MESSAGE_GROUPS.cart.every((key) => isSent(key, MESSAGE_GROUPS.cart))).toBe(true);
  });

  it('every rendering route module is checked, and its loader sends its page', () => {
    const routes = readdirSync(path.join(APP, 'routes'))
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => `routes/${file}`);
    const checked = new Set(CASES.map((item) => item.route));
    expect(
      routes.filter((route) => !checked.has(route) && route !== 'routes/bench.bare.tsx'),
    ).toEqual([]);
    for (const item of CASES.filter((each) => each.page)) {
      const source = readFileSync(path.join(APP, item.route), 'utf8');
      const sends =
        item.page === 'root' ? 'shellMessages(context)' : `routeMessages(context, '${item.page}')`;
      expect(source, item.route).toContain(sends);
    }
  });

  it.each(Object.keys(MESSAGES))('%s has every group a page names', (locale) => {
    const tree = MESSAGES[locale as keyof typeof MESSAGES];
    for (const groups of [...Object.values(MESSAGE_GROUPS), ...Object.values(LAZY_MESSAGE_GROUPS)])
      expect(() => pickGroups(tree, groups)).not.toThrow();
    expect(() => pickGroups(tree, ['product.nothing'])).toThrow();
  });

  it('sends a group with its plurals, and merges a page from the routes of its URL', () => {
    const context = {marketConfig: {market: {id: 'sl' as const}}};
    const root = routeMessages(context, 'root');
    expect(routeMessages(context, 'root')).toBe(root);
    const product = routeMessages(context, 'product');
    const t = pageTranslator('sl', [root, product]);
    expect(pageTranslator('sl', [root, product])).toBe(t);
    expect(t('shell.cartCount', {count: 2})).toBe(
      pageTranslator('sl', [{id: 'all', tree: MESSAGES.sl}])('shell.cartCount', {count: 2}),
    );
    expect(t('product.addToCart')).not.toBe('product.addToCart');
    // Not a product page's word: it is not sent, and would show as its key.
    expect(t('account.loginTitle')).toBe('account.loginTitle');
    expect(JSON.stringify(root.tree).length).toBeLessThan(JSON.stringify(MESSAGES.sl).length / 3);
  });
});
