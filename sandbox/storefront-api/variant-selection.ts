/**
 * Choosing variants from selected options, as `variantBySelectedOptions`,
 * `selectedOrFirstAvailableVariant` and `adjacentVariants` do. Option names match in any shop
 * language ("Taglia", "Velikost", "Veličina"), since the storefront sends what it displayed.
 */
import type {ProductRecord, VariantRecord} from '../db/catalog';

export interface SelectedOption {
  name: string;
  value: string;
}

export interface MatchOptions {
  ignoreUnknownOptions?: boolean | null;
  caseInsensitiveMatch?: boolean | null;
}

export const isAvailable = (v: VariantRecord) => v.quantity > 0;

/** The variant whose options equal all the selected ones; null when none does or an option is unknown. */
export function variantBySelectedOptions(
  product: ProductRecord,
  selected: readonly SelectedOption[],
  {ignoreUnknownOptions, caseInsensitiveMatch}: MatchOptions = {},
): VariantRecord | null {
  const same = (a: string, b: string) =>
    caseInsensitiveMatch ? a.toLowerCase() === b.toLowerCase() : a === b;
  const wanted: Array<[number, string]> = [];
  for (const option of selected) {
    const index = product.options.findIndex((o) =>
      Object.values(o.name).some((name) => same(name, option.name)),
    );
    if (index >= 0) wanted.push([index, option.value]);
    else if (!ignoreUnknownOptions) return null;
  }
  if (wanted.length === 0) return null;
  return (
    product.variants.find((v) =>
      wanted.every(([index, value]) => same(v.options[index] ?? '', value)),
    ) ?? null
  );
}

function firstAvailableVariant(product: ProductRecord): VariantRecord | null {
  return product.variants.find(isAvailable) ?? product.variants[0] ?? null;
}

export function selectedOrFirstAvailableVariant(
  product: ProductRecord,
  selected: readonly SelectedOption[] | null | undefined,
  options: MatchOptions,
): VariantRecord | null {
  return (
    (selected?.length ? variantBySelectedOptions(product, selected, options) : null) ??
    firstAvailableVariant(product)
  );
}

/** Variants that differ from the selected (or first available) one in exactly one option. */
export function adjacentVariants(
  product: ProductRecord,
  selected: readonly SelectedOption[] | null | undefined,
  options: MatchOptions,
): VariantRecord[] {
  const base = selectedOrFirstAvailableVariant(product, selected, options);
  if (!base) return [];
  return product.variants.filter(
    (v) => v.options.filter((value, i) => value !== base.options[i]).length === 1,
  );
}

/** Variants as tuples of option value positions, for the encoded existence/availability strings. */
export function optionTuples(
  product: ProductRecord,
  variants: readonly VariantRecord[],
): number[][] {
  return variants.map((v) =>
    v.options.map((value, i) => product.options[i]!.values.findIndex((ov) => ov.name === value)),
  );
}
