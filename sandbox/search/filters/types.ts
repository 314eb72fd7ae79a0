/** Algolia's three filter parameters all compile to this one form. */
export type Comparison = '<' | '<=' | '=' | '!=' | '>=' | '>';

export type Literal =
  | {kind: 'facet'; attribute: string; value: string; negated: boolean}
  | {kind: 'numeric'; attribute: string; op: Comparison; value: number; negated: boolean}
  | {kind: 'range'; attribute: string; low: number; high: number; negated: boolean}
  | {kind: 'tag'; value: string; negated: boolean};

/**
 * Conjunctive normal form, the only shape Algolia accepts: every clause must hold, a clause
 * holds when any of its literals does. An empty list filters nothing.
 */
export type Cnf = Literal[][];

export const COMPARISONS: readonly Comparison[] = ['<=', '>=', '!=', '<', '>', '='];

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** A finite number, or undefined for anything else ("", "abc", "1e999"). */
export function parseNumber(text: string): number | undefined {
  if (!NUMBER.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** A stable text form, used as a cache key. */
export function literalKey(literal: Literal): string {
  const not = literal.negated ? 'NOT ' : '';
  switch (literal.kind) {
    case 'facet':
      return `${not}${literal.attribute}:${JSON.stringify(literal.value)}`;
    case 'numeric':
      return `${not}${literal.attribute}${literal.op}${literal.value}`;
    case 'range':
      return `${not}${literal.attribute}:${literal.low} TO ${literal.high}`;
    case 'tag':
      return `${not}_tags:${JSON.stringify(literal.value)}`;
  }
}
