/**
 * Parses a Typesense `filter_by` string into the filter model: `:=`, `:!=`, `:` and `:!` (word-level
 * on strings), `:[a,b]`, `:!=[a,b]`, `:![a,b]`, `:>`, `:>=`, `:<`, `:<=`, `:[a..b]`, `&&`, `||`,
 * parentheses and backtick-quoted values. Anything else is an error naming what was found.
 */
import type { Filter, FilterValue } from '../filter/model';
import { EmbeddedSearchError } from './errors';

type ListItem = { value: FilterValue } | { min: number; max: number };

class Parser {
  private pos = 0;
  constructor(private readonly s: string) {}

  fail(what: string): never {
    throw new EmbeddedSearchError(`Unsupported filter_by syntax: ${what} at position ${this.pos} in \`${this.s}\``);
  }

  private skipSpace(): void {
    while (this.pos < this.s.length && /\s/.test(this.s[this.pos] as string)) this.pos++;
  }

  private peek(str: string): boolean {
    this.skipSpace();
    return this.s.startsWith(str, this.pos);
  }

  private eat(str: string): boolean {
    if (!this.peek(str)) return false;
    this.pos += str.length;
    return true;
  }

  parse(): Filter {
    const f = this.orExpr();
    this.skipSpace();
    if (this.pos < this.s.length) this.fail(`unexpected "${this.s.slice(this.pos, this.pos + 10)}"`);
    return f;
  }

  private orExpr(): Filter {
    const parts = [this.andExpr()];
    while (this.eat('||')) parts.push(this.andExpr());
    return parts.length === 1 ? (parts[0] as Filter) : { kind: 'or', filters: parts };
  }

  private andExpr(): Filter {
    const parts = [this.primary()];
    while (this.eat('&&')) parts.push(this.primary());
    return parts.length === 1 ? (parts[0] as Filter) : { kind: 'and', filters: parts };
  }

  private primary(): Filter {
    if (this.eat('(')) {
      const inner = this.orExpr();
      if (!this.eat(')')) this.fail('missing ")"');
      return inner;
    }
    return this.clause();
  }

  private clause(): Filter {
    this.skipSpace();
    const m = /^[A-Za-z_][A-Za-z0-9_.]*/.exec(this.s.slice(this.pos));
    if (!m) this.fail('expected a field name');
    const field = m[0];
    this.pos += field.length;
    if (!this.eat(':')) this.fail(`expected ":" after ${field}`);
    const op = this.operator();
    if (op === '>' || op === '>=' || op === '<' || op === '<=') {
      const v = this.scalar(false);
      if (typeof v !== 'number') this.fail(`${field}:${op} needs a number`);
      return { kind: 'compare', field, op, value: v };
    }
    const negate = op === '!=' || op === '!';
    // `:` and `:!` match words of a string field; on numbers and booleans Typesense reads them as `:=` and `:!=`.
    const words = op === '' || op === '!';
    const items: ListItem[] = this.eat('[') ? this.list() : [{ value: this.scalar(false) }];
    const values = items.flatMap((x) => ('value' in x ? [x.value] : []));
    const ranges = items.flatMap((x) => ('min' in x ? [x] : []));
    if (ranges.length && negate) this.fail(`negated range on ${field}`);
    const alternatives: Filter[] = ranges.map((r) => ({ kind: 'range', field, min: r.min, max: r.max }));
    if (values.length)
      alternatives.unshift({
        kind: 'in',
        field,
        values,
        ...(negate ? { negate: true } : {}),
        ...(words ? { words: true } : {}),
      });
    if (alternatives.length === 0) this.fail(`empty value list for ${field}`);
    return alternatives.length === 1 ? (alternatives[0] as Filter) : { kind: 'or', filters: alternatives };
  }

  private operator(): string {
    for (const op of ['!=', '>=', '<=', '=', '>', '<', '!'])
      if (this.s.startsWith(op, this.pos)) {
        this.pos += op.length;
        return op;
      }
    return '';
  }

  private list(): ListItem[] {
    const items: ListItem[] = [];
    if (this.eat(']')) return items;
    for (;;) {
      const first = this.scalar(true);
      if (this.eat('..')) {
        const second = this.scalar(true);
        if (typeof first !== 'number' || typeof second !== 'number') this.fail('a range needs numbers');
        items.push({ min: first, max: second });
      } else items.push({ value: first });
      if (this.eat(']')) return items;
      if (!this.eat(',')) this.fail('expected "," or "]"');
    }
  }

  /** A backtick-quoted string, or a bare token typed as number, boolean or string. */
  private scalar(inList: boolean): FilterValue {
    this.skipSpace();
    if (this.s[this.pos] === '`') {
      const end = this.s.indexOf('`', this.pos + 1);
      if (end < 0) this.fail('unclosed backtick');
      const v = this.s.slice(this.pos + 1, end);
      this.pos = end + 1;
      return v;
    }
    const rest = this.s.slice(this.pos);
    const stop = inList ? /,|\]|\.\.(?=[-\d\s])/ : /&&|\|\||\)/;
    const m = stop.exec(rest);
    const token = (m ? rest.slice(0, m.index) : rest).trim();
    if (token === '') this.fail('expected a value');
    if (/[`[\]()]/.test(token)) this.fail(`unquoted special character in value "${token}"`);
    this.pos += m ? m.index : rest.length;
    // Keep the text when the number would not print back the same ("00123" is a stock number).
    if (/^-?\d+(\.\d+)?$/.test(token) && String(Number(token)) === token) return Number(token);
    if (token === 'true' || token === 'false') return token === 'true';
    return token;
  }
}

/** The filter model of a Typesense `filter_by` string (an empty string is undefined: no filter). */
export function parseFilterBy(filterBy: string): Filter | undefined {
  if (filterBy.trim() === '') return undefined;
  return new Parser(filterBy).parse();
}
