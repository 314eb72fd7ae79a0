/**
 * The `filters` parameter's SQL-like grammar, as Algolia accepts it:
 *
 *   filters  := group ('AND' group)*
 *   group    := unit ('OR' unit)*            OR binds tighter than AND (Algolia only takes CNF)
 *   unit     := '(' filters ')' | 'NOT'? filter
 *   filter   := attr ':' value | attr ':' num 'TO' num | attr op num | tag
 *
 * Values and attribute names may be quoted ("…" or '…'); `attr:value` splits at the first colon,
 * so `price_range:50:100` works unquoted. An OR may only join single filters: `A OR (B AND C)` is
 * refused, as Algolia refuses it. Errors read like Algolia's: "filters: Unexpected token …".
 */
import {HttpError} from '../../http/types';
import {COMPARISONS, parseNumber, type Cnf, type Comparison, type Literal} from './types';

const SPACE = /\s/;
/** Characters that end an unquoted attribute name or tag. */
const NAME_END = /[\s():<>=!"']/;
/** Characters that end an unquoted value (colons and dashes are part of values). */
const VALUE_END = /[\s()]/;

export function parseFilters(input: string): Cnf {
  return new Parser(input).parse();
}

class Parser {
  #pos = 0;

  constructor(readonly input: string) {}

  parse(): Cnf {
    this.#skipSpace();
    if (this.#pos === this.input.length) return [];
    const cnf = this.#conjunction();
    this.#skipSpace();
    if (this.#pos < this.input.length) this.#fail('AND, OR or end of filter');
    return cnf;
  }

  #conjunction(): Cnf {
    const clauses = this.#group();
    while (this.#keyword('AND')) clauses.push(...this.#group());
    return clauses;
  }

  #group(): Cnf {
    const start = this.#pos;
    const units = [this.#unit()];
    while (this.#keyword('OR')) units.push(this.#unit());
    if (units.length === 1) return units[0];
    if (units.some((unit) => unit.length !== 1))
      throw new HttpError(
        400,
        `filters: Filter combination not supported at col ${start + 1}: an OR can only join single filters or OR groups, e.g. A AND (B OR C)`,
      );
    return [units.flatMap((unit) => unit[0])];
  }

  #unit(): Cnf {
    this.#skipSpace();
    if (this.input[this.#pos] === '(') {
      this.#pos++;
      const inner = this.#conjunction();
      this.#skipSpace();
      if (this.input[this.#pos] !== ')') this.#fail("')'");
      this.#pos++;
      return inner;
    }
    return [[this.#filter()]];
  }

  #filter(): Literal {
    const negated = this.#keyword('NOT');
    this.#skipSpace();
    if (this.input[this.#pos] === '(') this.#fail('filter (NOT applies to one filter)');
    const subject = this.#token(NAME_END, 'attribute or tag');
    this.#skipSpace();
    if (this.input[this.#pos] === ':') {
      this.#pos++;
      this.#skipSpace();
      const value = this.#token(VALUE_END, 'value');
      if (!this.#keyword('TO')) return {kind: 'facet', attribute: subject, value, negated};
      const low = this.#number(value);
      this.#skipSpace();
      const high = this.#number(this.#token(VALUE_END, 'number'));
      return {kind: 'range', attribute: subject, low, high, negated};
    }
    const op = COMPARISONS.find((c) => this.input.startsWith(c, this.#pos));
    if (!op) return {kind: 'tag', value: subject, negated};
    this.#pos += op.length;
    this.#skipSpace();
    const value = this.#number(this.#token(VALUE_END, 'number'));
    return {kind: 'numeric', attribute: subject, op: op as Comparison, value, negated};
  }

  /** A quoted string, or characters up to one matching `end`. */
  #token(end: RegExp, expected: string): string {
    const quote = this.input[this.#pos];
    if (quote === '"' || quote === "'") {
      let value = '';
      for (let i = this.#pos + 1; i < this.input.length; i++) {
        const c = this.input[i];
        if (c === '\\' && i + 1 < this.input.length) value += this.input[++i];
        else if (c === quote) {
          this.#pos = i + 1;
          return value;
        } else value += c;
      }
      throw new HttpError(400, `filters: Unterminated string at col ${this.#pos + 1}`);
    }
    const start = this.#pos;
    while (this.#pos < this.input.length && !end.test(this.input[this.#pos])) this.#pos++;
    if (this.#pos === start) this.#fail(expected);
    return this.input.slice(start, this.#pos);
  }

  #number(text: string): number {
    const value = parseNumber(text);
    if (value === undefined)
      throw new HttpError(400, `filters: Unexpected token '${text}' expected number`);
    return value;
  }

  /** Consumes an upper-case operator word when it stands alone. */
  #keyword(word: 'AND' | 'OR' | 'NOT' | 'TO'): boolean {
    this.#skipSpace();
    const after = this.input[this.#pos + word.length];
    if (!this.input.startsWith(word, this.#pos)) return false;
    if (after !== undefined && !SPACE.test(after) && after !== '(') return false;
    this.#pos += word.length;
    return true;
  }

  #skipSpace(): void {
    while (this.#pos < this.input.length && SPACE.test(this.input[this.#pos])) this.#pos++;
  }

  #fail(expected: string): never {
    const rest = this.input.slice(this.#pos);
    const word = /^[()]/.test(rest) ? rest[0] : rest.split(/[\s()]/)[0];
    const found = rest ? `'${word}'` : 'end of filter';
    throw new HttpError(
      400,
      `filters: Unexpected token ${found} expected ${expected} at col ${this.#pos + 1}`,
    );
  }
}
