/**
 * `facetFilters`, `numericFilters` and `tagFilters`: a string, or an array whose items are ANDed
 * and whose nested arrays are ORed, e.g. [["vendor:A","vendor:B"],"options.taglia:42"].
 * In the URL-encoded params string they arrive as JSON text, which is accepted here too.
 */
import {HttpError} from '../../http/types';
import {COMPARISONS, parseNumber, type Cnf, type Literal} from './types';

type Parse = (text: string, name: string) => Literal;

export function facetFiltersCnf(value: unknown): Cnf {
  return toCnf(value, 'facetFilters', facetLiteral);
}

export function numericFiltersCnf(value: unknown): Cnf {
  return toCnf(value, 'numericFilters', numericLiteral);
}

/** Tags: `-tag` excludes; a plain string is comma-separated, each part ANDed. */
export function tagFiltersCnf(value: unknown): Cnf {
  const items = typeof value === 'string' && !value.startsWith('[') ? value.split(',') : value;
  return toCnf(items, 'tagFilters', (text) =>
    text.startsWith('-')
      ? {kind: 'tag', value: text.slice(1), negated: true}
      : {kind: 'tag', value: text, negated: false},
  );
}

function toCnf(value: unknown, name: string, parse: Parse): Cnf {
  if (value === undefined || value === null || value === '') return [];
  const items = typeof value === 'string' ? jsonOrSingle(value, name) : value;
  if (!Array.isArray(items))
    throw new HttpError(400, `${name} must be a string or an array of strings and arrays`);
  return items.map((item: unknown) => {
    if (typeof item === 'string') return [parse(item, name)];
    if (Array.isArray(item) && item.every((inner) => typeof inner === 'string'))
      return item.map((inner: string) => parse(inner, name));
    throw new HttpError(
      400,
      `${name}: each item must be a string or an array of strings, got ${JSON.stringify(item)}`,
    );
  });
}

function jsonOrSingle(text: string, name: string): unknown {
  if (!text.trimStart().startsWith('[')) return [text];
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, `${name}: invalid JSON array ${text}`);
  }
}

/**
 * `attr:value`, split at the FIRST colon; `attr:-value` excludes, `attr:\-value` is the value
 * "-value" (InstantSearch escapes a leading dash that way).
 */
function facetLiteral(text: string, name: string): Literal {
  const colon = text.indexOf(':');
  if (colon <= 0) throw new HttpError(400, `${name}: "${text}" is not an attribute:value filter`);
  const attribute = text.slice(0, colon);
  const raw = text.slice(colon + 1);
  const negated = raw.startsWith('-');
  const value = negated ? raw.slice(1) : raw.startsWith('\\-') ? raw.slice(1) : raw;
  return {kind: 'facet', attribute, value, negated};
}

const RANGE = /^\s*([^:\s]+)\s*:\s*(\S+)\s+TO\s+(\S+)\s*$/;

/** `attr<op>number` (spaces allowed) or `attr:low TO high`. */
function numericLiteral(text: string, name: string): Literal {
  const range = RANGE.exec(text);
  if (range) {
    const low = parseNumber(range[2]);
    const high = parseNumber(range[3]);
    if (low !== undefined && high !== undefined)
      return {kind: 'range', attribute: range[1], low, high, negated: false};
  }
  for (const op of COMPARISONS) {
    const at = text.indexOf(op);
    if (at <= 0) continue;
    const attribute = text.slice(0, at).trim();
    const value = parseNumber(text.slice(at + op.length).trim());
    if (attribute && !/[\s<>=!]/.test(attribute) && value !== undefined)
      return {kind: 'numeric', attribute, op, value, negated: false};
  }
  throw new HttpError(
    400,
    `${name}: "${text}" is not a numeric filter (attribute, one of < <= = != >= >, number)`,
  );
}
