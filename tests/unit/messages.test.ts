import {describe, expect, it} from 'vitest';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import it_ from '~/locales/it/common';
import sl from '~/locales/sl/common';
import hr from '~/locales/hr/common';
import type {MessageTree} from '~/lib/i18n';

const PLURAL = /_(zero|one|two|few|many|other)$/;

function keys(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

function leaf(tree: MessageTree, key: string): string | undefined {
  return key
    .split('.')
    .reduce<MessageTree | string | undefined>(
      (node, part) => (node && typeof node === 'object' ? node[part] : undefined),
      tree,
    ) as string | undefined;
}

const locales = {it: it_, sl, hr} as Record<string, MessageTree>;
const localeOf = {it: 'it-IT', sl: 'sl-SI', hr: 'hr-HR'} as Record<string, string>;

describe('messages', () => {
  const base = new Set(keys(it_).map((key) => key.replace(PLURAL, '')));

  it.each(['sl', 'hr'])('%s has every Italian message and no extra one', (locale) => {
    expect(new Set(keys(locales[locale]).map((key) => key.replace(PLURAL, '')))).toEqual(base);
  });

  it.each(Object.keys(locales))('%s has every plural form its language needs', (locale) => {
    const plurals = keys(locales[locale]).filter((key) => PLURAL.test(key));
    const categories = new Intl.PluralRules(localeOf[locale]).resolvedOptions().pluralCategories;
    for (const stem of new Set(plurals.map((key) => key.replace(PLURAL, '')))) {
      for (const category of categories) {
        expect(
          leaf(locales[locale], `${stem}_${category}`),
          `${locale} ${stem}_${category}`,
        ).toBeTruthy();
      }
    }
  });

  it('translates the UI words tests rely on (docs/product.md#ui-words)', () => {
    const words: Array<[string, string, string, string]> = [
      ['product.addToCart', 'Aggiungi al carrello', 'Dodaj v košarico', 'Dodaj u košaricu'],
      ['shell.cart', 'Carrello', 'Košarica', 'Košarica'],
      ['shell.close', 'Chiudi', 'Zapri', 'Zatvori'],
      ['shell.search', 'Cerca', 'Iskanje', 'Pretraži'],
      ['product.selectSize', 'Seleziona la taglia', 'Izberi velikost', 'Odaberi veličinu'],
      ['product.sizeGuide', 'Guida alle taglie', 'Tabela velikosti', 'Tablica veličina'],
      [
        'product.notifyMe',
        'Avvisami quando disponibile',
        'Obvesti me, ko bo na voljo',
        'Obavijesti me kad bude dostupno',
      ],
      ['shell.menu', 'Menu', 'Meni', 'Izbornik'],
      ['wishlist.add', 'Aggiungi ai preferiti', 'Dodaj med priljubljene', 'Dodaj na listu želja'],
      [
        'wishlist.remove',
        'Rimuovi dai preferiti',
        'Odstrani iz priljubljenih',
        'Ukloni s liste želja',
      ],
    ];
    for (const [key, itWord, slWord, hrWord] of words) {
      expect([leaf(it_, key), leaf(sl, key), leaf(hr, key)]).toEqual([itWord, slWord, hrWord]);
    }
  });
});

/** JSX text in a component's source that is copy written out, not t()'s (the brand aside). */
const hardCodedCopy = (source: string) =>
  [...source.matchAll(/>\s*([A-Za-zÀ-ž][^<>{}();=]*[A-Za-zÀ-ž.!?])\s*</g)]
    .map((match) => match[1])
    .filter((text) => !/^(Passo)$/.test(text));

describe('components', () => {
  it('the check for hard-coded copy sees it, and passes t() and the brand', () => {
    expect(hardCodedCopy('<button>Aggiungi al carrello</button>')).toEqual([
      'Aggiungi al carrello',
    ]);
    expect(hardCodedCopy('<p>\n  Il tuo carrello è vuoto.\n</p>')).toEqual([
      'Il tuo carrello è vuoto.',
    ]);
    expect(hardCodedCopy("<button>{t('cart.add')}</button><span>Passo</span>")).toEqual([]);
  });

  // Every visible string goes through t(): JSX text in components must not be Italian literals.
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? files(file) : file.endsWith('.tsx') ? [file] : [];
    });

  it.each(files('app/components').concat(files('app/routes')))(
    '%s has no hard-coded copy',
    (file) => {
      expect(hardCodedCopy(readFileSync(file, 'utf8'))).toEqual([]);
    },
  );
});
