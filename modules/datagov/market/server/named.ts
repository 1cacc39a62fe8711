// A service's statement names its parameters (:customer). Before it runs they become the engine's
// own placeholders — cast($1 as text) on PostgreSQL (typed, so an optional one may be null; the
// cast written out, which SQL parsers read — lineage parses what is registered), ? on SQLite —
// and their values travel apart from the text: a value is never spliced into SQL. Strings, quoted
// names, comments and PostgreSQL's :: casts are read past, not taken for parameters.
import type { ParamType } from '../contracts';

const PG_TYPE: Record<ParamType, string> = { string: 'text', integer: 'bigint', number: 'numeric', date: 'date', boolean: 'boolean' };

/** the parameter names a statement uses, in order of first use */
export function namesIn(text: string): string[] {
  const out: string[] = [];
  scan(text, (name) => {
    if (!out.includes(name)) out.push(name);
    return '';
  });
  return out;
}

/** The statement with its parameters as positional placeholders, and the order their values go in. */
export function positional(text: string, dialect: 'postgresql' | 'sqlite', types: ReadonlyMap<string, ParamType>): { text: string; order: string[] } {
  const order: string[] = [];
  const out = scan(text, (name) => {
    if (dialect === 'sqlite') {
      order.push(name);
      return '?';
    }
    let i = order.indexOf(name);
    if (i < 0) i = order.push(name) - 1;
    return `cast($${i + 1} as ${PG_TYPE[types.get(name) ?? 'string']})`;
  });
  return { text: out, order };
}

function scan(text: string, param: (name: string) => string): string {
  let out = '';
  let i = 0;
  const n = text.length;
  const until = (end: string, from: number) => {
    const j = text.indexOf(end, from);
    return j < 0 ? n : j + end.length;
  };
  while (i < n) {
    const c = text[i]!;
    const next = text[i + 1];
    let j = i + 1;
    if (c === "'" || c === '"' || c === '`') {
      // a quote closes at its next single occurrence ('' inside a string is two quotes in a row)
      j = i + 1;
      for (;;) {
        j = until(c, j);
        if (j >= n || text[j] !== c) break;
        j++;
      }
    } else if (c === '-' && next === '-') j = until('\n', i);
    else if (c === '/' && next === '*') j = until('*/', i + 2);
    else if (c === ':' && next === ':') j = i + 2;
    else if (c === ':' && next && /[A-Za-z_]/.test(next) && text[i - 1] !== ':') {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i + 1))!;
      out += param(m[0]);
      i += 1 + m[0].length;
      continue;
    }
    out += text.slice(i, j);
    i = j;
  }
  return out;
}
