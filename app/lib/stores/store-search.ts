/**
 * The store locator's search (docs/product.md#stores): a city, a postcode, a store's name or
 * street, or a country, typed with or without accents and in any case ("copova" finds Čopova
 * ulica, "MIL" both Milan stores). Every word typed must start a word of the store's; a number may
 * also start its postcode.
 */

/** Lower case, accents and punctuation gone, spaces collapsed: "Čopova ulica, 14" → "copova ulica 14". */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export interface SearchableStore {
  name: string;
  street: string[];
  city: string;
  zip: string;
  /** The store's country in the market's language ("Slovenia", "Slovenija"). */
  country: string;
}

/** The longest query the locator reads; the rest is ignored. */
export const MAX_QUERY_LENGTH = 100;

export function searchStores<T extends SearchableStore>(stores: readonly T[], query: string): T[] {
  const words = searchable(query.slice(0, MAX_QUERY_LENGTH)).split(' ').filter(Boolean);
  if (!words.length) return [...stores];
  return stores.filter((store) => {
    const text = ` ${searchable([store.name, ...store.street, store.city, store.country].join(' '))}`;
    const zip = searchable(store.zip);
    return words.every(
      (word) => text.includes(` ${word}`) || (/^\d+$/.test(word) && zip.startsWith(word)),
    );
  });
}
