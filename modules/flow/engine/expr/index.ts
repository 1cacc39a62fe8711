// Safe evaluator for the JUEL subset Flowable/RuoYi processes use: conditions
// (`${amount > 1000}`), completion conditions (`${nrOfCompletedInstances/nrOfInstances >= 0.5}`),
// skip expressions, assignees (`${initiator}`) and composite names ("审批人：${name}").
// No eval, no Function, no node:vm: a hand-written lexer and parser and a tree walker over plain
// data; only the fixed functions and methods of ./functions are callable.
//
// Decisions:
// - An unknown variable is an error naming it (kind unknownVariable), as Flowable's
//   PropertyNotFoundException: a flow never silently takes a wrong branch. Use
//   `vars:exists(x)` / `vars:getOrDefault(x, d)` / `vars:isEmpty(x)` for optional variables.
//   A missing map key or list index (a.b, list[9]) is null, as JUEL's resolvers answer.
// - Numbers are decimal-exact (big.js): 0.1 + 0.2 == 0.3; `/` always divides to a decimal
//   (1/2 is 0.5, as EL); division by zero is an error (EL doubles would give Infinity).
// - `+` adds numbers and numeric strings (JUEL coercion); any other string concatenates (JUEL
//   would throw). Results that are numbers come back as JS numbers.
// - A condition must evaluate to a boolean; anything else (also plain text "true") is an error.
// - `ns:fn(...)` is a function call only for a registered namespace (vars, variables, var), so
//   `a ? b : c` stays a ternary; a bare first argument of those names the variable, as Flowable.
// - Limits: 4000 characters and nesting depth 64.
import type { Expr } from './ast';
import { toPlain, toText } from './coerce';
import { ExprError } from './errors';
import { evaluateNode, type Variables } from './evaluator';
import { parseTemplate } from './parser';

export type { Expr } from './ast';
export { ExprError, type ExprErrorKind } from './errors';
export { ExprHost } from './functions';
export { MAX_EXPRESSION_LENGTH, MAX_NESTING_DEPTH } from './parser';
export type { Variables } from './evaluator';

const CACHE_LIMIT = 2000;
const cache = new Map<string, Expr>();

/** The parsed form of `text` (a `${...}`, composite text, or literal text), cached by text. */
export function parseExpression(text: string): Expr {
  const hit = cache.get(text);
  if (hit) return hit;
  const expr = parseTemplate(text);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(text, expr);
  return expr;
}

/** The value of a parsed expression; a single `${x}` keeps x's type (a list of assignees stays a list). */
export function evaluate(expr: Expr, vars: Variables): unknown {
  return toPlain(evaluateNode(expr, vars));
}

/** A sequence-flow, skip or completion condition: must be a boolean. Surrounding whitespace
 *  (CDATA line breaks) is ignored, as Flowable trims condition text. */
export function evaluateCondition(text: string, vars: Variables): boolean {
  const value = evaluate(parseExpression(text.trim()), vars);
  if (typeof value !== 'boolean') throw new ExprError('type', `condition ${text} gave ${value === null ? 'null' : typeof value}, not a boolean`);
  return value;
}

/** Text for names, assignees and due dates: null is ''. */
export function evaluateText(text: string, vars: Variables): string {
  return toText(evaluate(parseExpression(text), vars));
}
