// Tokens of the JUEL subset: numbers, quoted strings with escapes, identifiers, the EL keyword
// operators (and, or, not, eq, ne, lt, gt, le, ge, div, mod, empty) and punctuation. Lexing
// stops at the first `}` outside a string: it closes the `${` / `#{` being read.
import { syntaxError } from './errors';

export type TokenType = 'number' | 'string' | 'ident' | 'keyword' | 'op' | 'close';

export interface Token {
  type: TokenType;
  /** Operator or keyword text, identifier name, string value (unescaped) or number text. */
  value: string;
  /** Offset of the token's first character in the whole text. */
  pos: number;
}

export const KEYWORDS: ReadonlySet<string> = new Set([
  'and', 'or', 'not', 'eq', 'ne', 'lt', 'gt', 'le', 'ge', 'div', 'mod', 'empty', 'true', 'false', 'null', 'instanceof',
]);

// longest first, so `>=` wins over `>`
const OPERATORS = ['==', '!=', '<=', '>=', '&&', '||', '+', '-', '*', '/', '%', '<', '>', '!', '?', ':', '(', ')', '[', ']', '.', ','];

const ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', '\\': '\\', "'": "'", '"': '"' };

const isDigit = (c: string) => c >= '0' && c <= '9';
const isIdentStart = (c: string) => /[A-Za-z_$\u00c0-\uffff]/.test(c);
const isIdentPart = (c: string) => isIdentStart(c) || isDigit(c);

/**
 * Tokens of the expression starting at `start` (just after `${`), up to and including the
 * closing `}`. `text` is the whole text, for positions in errors.
 */
export function lex(text: string, start: number): { tokens: Token[]; end: number } {
  const tokens: Token[] = [];
  let i = start;
  while (i < text.length) {
    const c = text[i];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++;
    } else if (c === '}') {
      tokens.push({ type: 'close', value: '}', pos: i });
      return { tokens, end: i + 1 };
    } else if (isDigit(c) || (c === '.' && isDigit(text[i + 1] ?? ''))) {
      const m = /^(\d*\.?\d*)([eE][+-]?\d+)?/.exec(text.slice(i, i + 400))!;
      tokens.push({ type: 'number', value: m[0], pos: i });
      i += m[0].length;
    } else if (c === "'" || c === '"') {
      const [value, next] = readString(text, i);
      tokens.push({ type: 'string', value, pos: i });
      i = next;
    } else if (isIdentStart(c)) {
      let j = i + 1;
      while (j < text.length && isIdentPart(text[j])) j++;
      const word = text.slice(i, j);
      tokens.push({ type: KEYWORDS.has(word) ? 'keyword' : 'ident', value: word, pos: i });
      i = j;
    } else {
      const op = OPERATORS.find((o) => text.startsWith(o, i));
      if (!op) throw syntaxError(text, `unexpected character '${c}'`, i);
      tokens.push({ type: 'op', value: op, pos: i });
      i += op.length;
    }
  }
  throw syntaxError(text, 'missing closing }', text.length);
}

function readString(text: string, start: number): [string, number] {
  const quote = text[start];
  let out = '';
  let i = start + 1;
  while (i < text.length) {
    const c = text[i];
    if (c === quote) return [out, i + 1];
    if (c === '\\') {
      const e = text[i + 1];
      if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
        out += String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16));
        i += 6;
        continue;
      }
      if (e === undefined || !Object.hasOwn(ESCAPES, e)) throw syntaxError(text, `bad escape '\\${e ?? ''}'`, i);
      out += ESCAPES[e];
      i += 2;
      continue;
    }
    out += c;
    i++;
  }
  throw syntaxError(text, 'unterminated string', start);
}
