// Recursive-descent parser for the JUEL subset, with EL's precedence (low to high):
// ?: , || or , && and , == != eq ne , < > <= >= lt gt le ge , + - , * / div % mod ,
// unary - ! not empty , then . [] and calls. Text outside `${...}` / `#{...}` is literal;
// `\${` escapes a literal `${`.
import { Big } from '../../../../schemas/compute/decimal';
import type { BinaryOp, Expr } from './ast';
import { ExprError, syntaxError } from './errors';
import { lex, type Token } from './lexer';
import { FUNCTION_NAMESPACES, VARIABLE_NAMESPACES } from './functions';

export const MAX_EXPRESSION_LENGTH = 4000;
export const MAX_NESTING_DEPTH = 64;

const KEYWORD_OPS: Readonly<Record<string, BinaryOp>> = {
  and: '&&', or: '||', eq: '==', ne: '!=', lt: '<', gt: '>', le: '<=', ge: '>=', div: '/', mod: '%',
};
const LEVELS: readonly (readonly BinaryOp[])[] = [['||'], ['&&'], ['==', '!='], ['<', '>', '<=', '>='], ['+', '-'], ['*', '/', '%']];

/** Parses a whole text: a single `${...}`, composite text, or plain literal text. */
export function parseTemplate(text: string): Expr {
  if (text.length > MAX_EXPRESSION_LENGTH) {
    throw new ExprError('limit', `expression longer than ${MAX_EXPRESSION_LENGTH} characters`);
  }
  const parts: (string | Expr)[] = [];
  let literal = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '\\' && (text[i + 1] === '$' || text[i + 1] === '#') && text[i + 2] === '{') {
      literal += text.slice(i + 1, i + 3);
      i += 3;
    } else if ((c === '$' || c === '#') && text[i + 1] === '{') {
      if (literal) parts.push(literal);
      literal = '';
      const { tokens, end } = lex(text, i + 2);
      parts.push(new Parser(text, tokens).parseAll());
      i = end;
    } else {
      literal += c;
      i++;
    }
  }
  if (literal) parts.push(literal);
  if (parts.length === 0) return { kind: 'literal', value: '' };
  if (parts.length === 1) return typeof parts[0] === 'string' ? { kind: 'literal', value: parts[0] } : parts[0];
  return { kind: 'composite', parts };
}

class Parser {
  private index = 0;
  private depth = 0;

  constructor(
    private readonly text: string,
    private readonly tokens: Token[],
  ) {}

  parseAll(): Expr {
    if (this.peek().type === 'close') throw syntaxError(this.text, 'empty expression', this.peek().pos);
    const expr = this.conditional();
    const next = this.peek();
    if (next.type !== 'close') throw syntaxError(this.text, `unexpected '${next.value}'`, next.pos);
    return expr;
  }

  private peek(offset = 0): Token {
    // the last token is always the closing `}`
    return this.tokens[Math.min(this.index + offset, this.tokens.length - 1)];
  }

  private next(): Token {
    const token = this.peek();
    if (token.type === 'close') throw syntaxError(this.text, 'unexpected end', token.pos);
    this.index++;
    return token;
  }

  private isOp(value: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t.type === 'op' && t.value === value;
  }

  private expectOp(value: string): Token {
    const t = this.peek();
    if (t.type === 'close') throw syntaxError(this.text, `unexpected end, expected '${value}'`, t.pos);
    if (!this.isOp(value)) throw syntaxError(this.text, `expected '${value}' but found '${t.value}'`, t.pos);
    return this.next();
  }

  private enter(pos: number): void {
    if (++this.depth > MAX_NESTING_DEPTH) throw new ExprError('limit', `expression ${this.text} : nested deeper than ${MAX_NESTING_DEPTH} at ${pos}`, pos);
  }

  private conditional(): Expr {
    this.enter(this.peek().pos);
    const test = this.binary(0);
    let result = test;
    if (this.isOp('?')) {
      this.next();
      const then = this.conditional();
      this.expectOp(':');
      const otherwise = this.conditional();
      result = { kind: 'conditional', test, then, otherwise };
    }
    this.depth--;
    return result;
  }

  private binaryOp(): BinaryOp | null {
    const t = this.peek();
    if (t.type === 'op') return LEVELS.some((ops) => ops.includes(t.value as BinaryOp)) ? (t.value as BinaryOp) : null;
    if (t.type === 'keyword' && Object.hasOwn(KEYWORD_OPS, t.value)) return KEYWORD_OPS[t.value];
    return null;
  }

  private binary(level: number): Expr {
    if (level === LEVELS.length) return this.unary();
    let left = this.binary(level + 1);
    for (let op = this.binaryOp(); op && LEVELS[level].includes(op); op = this.binaryOp()) {
      const pos = this.next().pos;
      this.enter(pos);
      const right = this.binary(level + 1);
      this.depth--;
      left = { kind: 'binary', op, left, right, pos };
    }
    return left;
  }

  private unary(): Expr {
    const t = this.peek();
    const op = t.type === 'op' && (t.value === '-' || t.value === '!') ? t.value : t.type === 'keyword' && t.value === 'not' ? '!' : t.type === 'keyword' && t.value === 'empty' ? 'empty' : null;
    if (!op) return this.postfix();
    this.next();
    this.enter(t.pos);
    const operand = this.unary();
    this.depth--;
    return { kind: 'unary', op, operand, pos: t.pos };
  }

  private postfix(): Expr {
    let expr = this.primary();
    for (;;) {
      const t = this.peek();
      if (this.isOp('.')) {
        this.next();
        const name = this.next();
        if (name.type !== 'ident' && name.type !== 'keyword') throw syntaxError(this.text, `expected a property name but found '${name.value}'`, name.pos);
        if (this.isOp('(')) expr = { kind: 'method', object: expr, name: name.value, args: this.args(), pos: name.pos };
        else expr = { kind: 'member', object: expr, property: { kind: 'literal', value: name.value }, pos: name.pos };
      } else if (this.isOp('[')) {
        this.next();
        this.enter(t.pos);
        const property = this.conditional();
        this.depth--;
        this.expectOp(']');
        expr = { kind: 'member', object: expr, property, pos: t.pos };
      } else {
        return expr;
      }
    }
  }

  private args(): Expr[] {
    this.expectOp('(');
    const args: Expr[] = [];
    if (this.isOp(')')) {
      this.next();
      return args;
    }
    for (;;) {
      args.push(this.conditional());
      if (this.isOp(')')) break;
      this.expectOp(',');
    }
    this.next();
    return args;
  }

  private primary(): Expr {
    const t = this.next();
    switch (t.type) {
      case 'number':
        return { kind: 'literal', value: new Big(t.value.endsWith('.') ? t.value.slice(0, -1) : t.value) };
      case 'string':
        return { kind: 'literal', value: t.value };
      case 'keyword':
        if (t.value === 'true' || t.value === 'false') return { kind: 'literal', value: t.value === 'true' };
        if (t.value === 'null') return { kind: 'literal', value: null };
        throw syntaxError(this.text, `unexpected '${t.value}'`, t.pos);
      case 'ident':
        return this.identifier(t);
      case 'op':
        if (t.value === '(') {
          const inner = this.conditional();
          this.expectOp(')');
          return inner;
        }
        throw syntaxError(this.text, `unexpected '${t.value}'`, t.pos);
      default:
        throw syntaxError(this.text, 'unexpected end', t.pos);
    }
  }

  /** A variable, `fn(...)`, or `ns:fn(...)` — the latter only for a registered namespace, so `a ? b : c` stays a ternary. */
  private identifier(t: Token): Expr {
    if (FUNCTION_NAMESPACES.has(t.value) && this.isOp(':') && ['ident', 'keyword'].includes(this.peek(1).type) && this.isOp('(', 2)) {
      this.next();
      const name = this.next().value;
      const args = this.args();
      // Flowable rewrites `vars:equals(decision, 'x')` so the first argument names the variable
      if (VARIABLE_NAMESPACES.has(t.value) && args[0]?.kind === 'variable') args[0] = { kind: 'literal', value: args[0].name };
      return { kind: 'function', namespace: t.value, name, args, pos: t.pos };
    }
    if (this.isOp('(')) return { kind: 'function', namespace: '', name: t.value, args: this.args(), pos: t.pos };
    return { kind: 'variable', name: t.value, pos: t.pos };
  }
}
