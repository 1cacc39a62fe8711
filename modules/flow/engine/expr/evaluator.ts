// Walks a parsed expression over plain data. Identifiers read own properties of the variables;
// `.` and `[]` read own properties of plain objects and arrays (a missing key or index is null,
// as JUEL's map and list resolvers answer) and never __proto__, constructor or prototype.
import { Big } from '../../../../schemas/compute/decimal';
import type { Expr } from './ast';
import { compare, isEmpty, looseEquals, numericOrUndefined, toBig, toBoolean, toPlain, toText } from './coerce';
import { ExprError, FORBIDDEN_NAMES } from './errors';
import { callFunction, callMethod, ExprHost, isPlainObject } from './functions';

export type Variables = Readonly<Record<string, unknown>>;

export function evaluateNode(expr: Expr, vars: Variables): unknown {
  switch (expr.kind) {
    case 'literal':
      return expr.value;
    case 'variable':
      if (FORBIDDEN_NAMES.has(expr.name)) throw new ExprError('forbidden', `variable name ${expr.name} is not allowed`);
      if (!Object.hasOwn(vars, expr.name)) throw new ExprError('unknownVariable', `unknown variable ${expr.name}`, expr.pos, expr.name);
      return vars[expr.name] ?? null;
    case 'member':
      return readMember(evaluateNode(expr.object, vars), evaluateNode(expr.property, vars));
    case 'method': {
      const target = evaluateNode(expr.object, vars);
      return callMethod(target, expr.name, expr.args.map((a) => toPlain(evaluateNode(a, vars)))) ?? null;
    }
    case 'function':
      return callFunction(expr.namespace, expr.name, expr.args.map((a) => toPlain(evaluateNode(a, vars))), vars);
    case 'unary':
      return unary(expr.op, evaluateNode(expr.operand, vars));
    case 'binary':
      return binary(expr, vars);
    case 'conditional':
      return toBoolean(evaluateNode(expr.test, vars), '?:') ? evaluateNode(expr.then, vars) : evaluateNode(expr.otherwise, vars);
    case 'composite':
      return expr.parts.map((p) => (typeof p === 'string' ? p : toText(evaluateNode(p, vars)))).join('');
  }
}

function readMember(object: unknown, key: unknown): unknown {
  if (object === null || object === undefined) return null;
  const name = key instanceof Big ? key.toFixed() : toText(key);
  if (FORBIDDEN_NAMES.has(name)) throw new ExprError('forbidden', `property ${name} is not allowed`);
  if (Array.isArray(object)) {
    const index = Number(toBig(key, '[]').toFixed());
    return Number.isInteger(index) && index >= 0 && index < object.length ? (object[index] ?? null) : null;
  }
  const source = object instanceof ExprHost ? object.properties : object;
  if (!isPlainObject(source)) throw new ExprError('forbidden', `cannot read property ${name} of a ${typeof object}`);
  return Object.hasOwn(source, name) ? (source[name] ?? null) : null;
}

function unary(op: '-' | '!' | 'empty', value: unknown): unknown {
  if (op === 'empty') return isEmpty(value);
  if (op === '!') return !toBoolean(value, '!');
  return toBig(value, 'unary -').neg();
}

function binary(expr: Extract<Expr, { kind: 'binary' }>, vars: Variables): unknown {
  const { op } = expr;
  if (op === '&&' || op === '||') {
    const left = toBoolean(evaluateNode(expr.left, vars), op);
    if (op === '&&' ? !left : left) return left;
    return toBoolean(evaluateNode(expr.right, vars), op);
  }
  const a = evaluateNode(expr.left, vars);
  const b = evaluateNode(expr.right, vars);
  switch (op) {
    case '==':
      return looseEquals(a, b);
    case '!=':
      return !looseEquals(a, b);
    case '<':
    case '>':
    case '<=':
    case '>=': {
      const c = compare(a, b, op);
      if (c === null) return false;
      return op === '<' ? c < 0 : op === '>' ? c > 0 : op === '<=' ? c <= 0 : c >= 0;
    }
    case '+': {
      const [x, y] = [numericOrUndefined(a), numericOrUndefined(b)];
      if (x && y) return x.plus(y);
      // deviation from JUEL (which throws): a non-numeric string concatenates
      if (typeof a === 'string' || typeof b === 'string') return toText(a) + toText(b);
      return toBig(a, '+').plus(toBig(b, '+'));
    }
    case '-':
      return toBig(a, op).minus(toBig(b, op));
    case '*':
      return toBig(a, op).times(toBig(b, op));
    case '/':
    case '%': {
      const divisor = toBig(b, op);
      if (divisor.eq(0)) throw new ExprError('type', `division by zero at ${expr.pos}`);
      return op === '/' ? toBig(a, op).div(divisor) : toBig(a, op).mod(divisor);
    }
  }
}
