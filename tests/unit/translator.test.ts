import {describe, expect, it} from 'vitest';
import {translator, type MessageTree} from '~/lib/i18n';
import sl from '~/locales/sl/common';
import hr from '~/locales/hr/common';
import it_ from '~/locales/it/common';

const tree: MessageTree = {
  shell: {greeting: 'Ciao {{name}}, {{ name }}!', plain: 'Carrello'},
  items_one: '{{count}} articolo',
  items_other: '{{count}} articoli',
  fallback: 'Nessuna forma plurale',
};

describe('translator', () => {
  const t = translator('it', tree);

  it('reads nested keys and interpolates every placeholder', () => {
    expect(t('shell.plain')).toBe('Carrello');
    expect(t('shell.greeting', {name: 'Anna'})).toBe('Ciao Anna, Anna!');
  });

  it('answers the key itself for a missing message, and empties a missing value', () => {
    expect(t('shell.missing')).toBe('shell.missing');
    expect(t('shell')).toBe('shell');
    expect(t('shell.greeting', {})).toBe('Ciao , !');
  });

  it('chooses the plural form from count, falling back to _other and then the bare key', () => {
    expect(t('items', {count: 1})).toBe('1 articolo');
    expect(t('items', {count: 0})).toBe('0 articoli');
    expect(t('items', {count: 7})).toBe('7 articoli');
    expect(t('fallback', {count: 2})).toBe('Nessuna forma plurale');
  });

  it('follows each language’s CLDR categories (sl has one/two/few/other)', () => {
    const tsl = translator('sl', sl as MessageTree);
    expect(tsl('shell.cartCount', {count: 1})).toBe('1 izdelek v košarici');
    expect(tsl('shell.cartCount', {count: 2})).toBe('2 izdelka v košarici');
    expect(tsl('shell.cartCount', {count: 3})).toBe('3 izdelki v košarici');
    expect(tsl('shell.cartCount', {count: 5})).toBe('5 izdelkov v košarici');
    expect(tsl('shell.cartCount', {count: 101})).toBe('101 izdelek v košarici');
    const thr = translator('hr', hr as MessageTree);
    const tit = translator('it', it_ as MessageTree);
    expect(thr('shell.cartCount', {count: 21})).not.toBe(thr('shell.cartCount', {count: 25}));
    expect(tit('shell.cartCount', {count: 1})).not.toBe(tit('shell.cartCount', {count: 2}));
  });

  it('is one translator per locale and messages, and repeats give the same text', () => {
    expect(translator('it', tree)).toBe(t);
    expect(translator('sl', tree)).not.toBe(t);
    expect(t('items', {count: 3})).toBe(t('items', {count: 3}));
  });
});
