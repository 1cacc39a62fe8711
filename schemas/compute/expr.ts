// Computed fields as data: an attribute declares `compute: 'quantity * unit_price'` and both the
// web form (live) and the server (on every save) evaluate it with this one evaluator. Expressions
// are parsed by jsep and evaluated over decimals (big.js); no JavaScript runs, only these nodes:
//   numbers, 'strings', null, true/false · field names · header.field (from a line)
//   + - * / (decimal; + and - read an empty operand as 0 unless both are empty; * and / give
//   empty for an empty operand; x / 0 is empty) · == != < <= > >= · && || ! · a ? b : c
//   sum(items.amount) count(items) round(x, n) trunc(x, n) abs(x) min(a, …) max(a, …)
//   coalesce(a, …) if(test, a, b)
import jsep from 'jsep';
import { Big, dec, round, truncate } from './decimal';

export type Value = Big | string | boolean | null;

/** What an expression reads: its own row's fields, its header's (from a line), child rows (from a header). */
export interface Scope {
  field(name: string): unknown;
  header?: (name: string) => unknown;
  rows?: (child: string) => ReadonlyArray<Record<string, unknown>> | undefined;
}

export interface Compiled {
  source: string;
  /** fields of its own row it reads */
  fields: string[];
  /** header fields it reads (a line's expression) */
  headerFields: string[];
  /** child fields it aggregates, by child key ('*' = the rows themselves, e.g. count) */
  childFields: Record<string, string[]>;
  evaluate(scope: Scope): Value;
}

type Node = jsep.Expression;

export class ExpressionError extends Error {}

const AGGREGATES = new Set(['sum', 'count']);
const FUNCTIONS = new Set(['round', 'trunc', 'abs', 'min', 'max', 'coalesce', 'if', ...AGGREGATES]);

function asDecimal(v: Value | unknown): Big | null {
  return typeof v === 'boolean' ? null : dec(v);
}

function truthy(v: Value): boolean {
  if (v instanceof Big) return !v.eq(0);
  return v !== null && v !== '' && v !== false;
}

function equals(a: Value, b: Value): boolean {
  const da = asDecimal(a);
  const db = asDecimal(b);
  if (da && db) return da.eq(db);
  return (a ?? null) === (b ?? null);
}

function compare(op: string, a: Value, b: Value): boolean | null {
  const da = asDecimal(a);
  const db = asDecimal(b);
  let c: number;
  if (da && db) c = da.cmp(db);
  else if (typeof a === 'string' && typeof b === 'string') c = a < b ? -1 : a > b ? 1 : 0;
  else return null;
  return op === '<' ? c < 0 : op === '<=' ? c <= 0 : op === '>' ? c > 0 : c >= 0;
}

function arithmetic(op: string, a: Value, b: Value): Value {
  const da = asDecimal(a);
  const db = asDecimal(b);
  if (op === '+' || op === '-') {
    if (!da && !db) return null;
    const x = da ?? new Big(0);
    const y = db ?? new Big(0);
    return op === '+' ? x.plus(y) : x.minus(y);
  }
  if (!da || !db) return null;
  if (op === '*') return da.times(db);
  if (op === '/') return db.eq(0) ? null : da.div(db);
  throw new ExpressionError(`operator ${op}`);
}

/** A child aggregate's argument: `items.amount` (a field of each row) or `items` (the rows). */
function aggregateTarget(node: Node | undefined): { child: string; field: string | null } {
  if (node?.type === 'Identifier') return { child: node.name as string, field: null };
  if (node?.type === 'MemberExpression' && !node.computed && (node.object as Node).type === 'Identifier' && (node.property as Node).type === 'Identifier')
    return { child: (node.object as Node).name as string, field: (node.property as Node).name as string };
  throw new ExpressionError('sum() and count() take child rows: sum(items.amount), count(items)');
}

function collect(node: Node, out: { fields: Set<string>; header: Set<string>; child: Map<string, Set<string>> }): void {
  switch (node.type) {
    case 'Literal':
      return;
    case 'Identifier':
      if (!['null', 'true', 'false'].includes(node.name as string)) out.fields.add(node.name as string);
      return;
    case 'MemberExpression': {
      const obj = node.object as Node;
      const prop = node.property as Node;
      if (!node.computed && obj.type === 'Identifier' && obj.name === 'header' && prop.type === 'Identifier') {
        out.header.add(prop.name as string);
        return;
      }
      throw new ExpressionError('a field of another row is read only inside sum(): sum(items.amount); a line reads its header as header.field');
    }
    case 'UnaryExpression':
      if (!['-', '+', '!'].includes(node.operator as string)) throw new ExpressionError(`operator ${node.operator}`);
      collect(node.argument as Node, out);
      return;
    case 'BinaryExpression':
      if (!['+', '-', '*', '/', '==', '!=', '<', '<=', '>', '>=', '&&', '||'].includes(node.operator as string)) throw new ExpressionError(`operator ${node.operator}`);
      collect(node.left as Node, out);
      collect(node.right as Node, out);
      return;
    case 'ConditionalExpression':
      collect(node.test as Node, out);
      collect(node.consequent as Node, out);
      collect(node.alternate as Node, out);
      return;
    case 'CallExpression': {
      const callee = node.callee as Node;
      const name = callee.type === 'Identifier' ? (callee.name as string) : '';
      if (!FUNCTIONS.has(name)) throw new ExpressionError(`unknown function ${name || '?'}`);
      const args = node.arguments as Node[];
      if (AGGREGATES.has(name)) {
        const { child, field } = aggregateTarget(args[0]);
        if (args.length !== 1) throw new ExpressionError(`${name}() takes one argument`);
        if (!out.child.has(child)) out.child.set(child, new Set());
        out.child.get(child)!.add(field ?? '*');
        return;
      }
      for (const a of args) collect(a, out);
      return;
    }
    default:
      throw new ExpressionError(`unsupported expression ${node.type}`);
  }
}

function evaluate(node: Node, scope: Scope): Value {
  switch (node.type) {
    case 'Literal': {
      const v = node.value;
      if (typeof v === 'number') return dec(node.raw ?? v);
      return v as Value;
    }
    case 'Identifier': {
      const name = node.name as string;
      if (name === 'null') return null;
      if (name === 'true' || name === 'false') return name === 'true';
      return toValue(scope.field(name));
    }
    case 'MemberExpression':
      return toValue(scope.header?.(((node.property as Node).name as string)));
    case 'UnaryExpression': {
      const v = evaluate(node.argument as Node, scope);
      if (node.operator === '!') return !truthy(v);
      const d = asDecimal(v);
      return d === null ? null : node.operator === '-' ? d.times(-1) : d;
    }
    case 'BinaryExpression': {
      const op = node.operator as string;
      if (op === '&&') return truthy(evaluate(node.left as Node, scope)) && truthy(evaluate(node.right as Node, scope));
      if (op === '||') return truthy(evaluate(node.left as Node, scope)) || truthy(evaluate(node.right as Node, scope));
      const a = evaluate(node.left as Node, scope);
      const b = evaluate(node.right as Node, scope);
      if (op === '==') return equals(a, b);
      if (op === '!=') return !equals(a, b);
      if (op === '<' || op === '<=' || op === '>' || op === '>=') return compare(op, a, b);
      return arithmetic(op, a, b);
    }
    case 'ConditionalExpression':
      return truthy(evaluate(node.test as Node, scope)) ? evaluate(node.consequent as Node, scope) : evaluate(node.alternate as Node, scope);
    case 'CallExpression':
      return call(((node.callee as Node).name as string), node.arguments as Node[], scope);
    default:
      throw new ExpressionError(`unsupported expression ${node.type}`);
  }
}

function call(name: string, args: Node[], scope: Scope): Value {
  if (name === 'sum' || name === 'count') {
    const { child, field } = aggregateTarget(args[0]);
    const rows = scope.rows?.(child) ?? [];
    if (name === 'count') return new Big(rows.length);
    let total = new Big(0);
    for (const r of rows) {
      const d = asDecimal(toValue(r[field!]));
      if (d) total = total.plus(d);
    }
    return total;
  }
  if (name === 'if') return truthy(evaluate(args[0], scope)) ? evaluate(args[1], scope) : args[2] ? evaluate(args[2], scope) : null;
  const values = args.map((a) => evaluate(a, scope));
  switch (name) {
    case 'round':
    case 'trunc': {
      const d = asDecimal(values[0]);
      const scale = asDecimal(values[1] ?? 0);
      if (!d || !scale) return null;
      return name === 'round' ? round(d, scale.toNumber()) : truncate(d, scale.toNumber());
    }
    case 'abs': {
      const d = asDecimal(values[0]);
      return d ? d.abs() : null;
    }
    case 'min':
    case 'max': {
      const ds = values.map(asDecimal).filter((d): d is Big => d !== null);
      if (!ds.length) return null;
      return ds.reduce((m, d) => ((name === 'min' ? d.lt(m) : d.gt(m)) ? d : m));
    }
    case 'coalesce':
      return values.find((v) => v !== null && v !== '') ?? null;
  }
  throw new ExpressionError(`unknown function ${name}`);
}

function toValue(v: unknown): Value {
  if (v === undefined || v === null || v === '') return null;
  if (typeof v === 'number') return dec(v);
  if (typeof v === 'string' || typeof v === 'boolean' || v instanceof Big) return v;
  // a reference {id, ...} or a dictionary {dict, name} compares by its code
  if (typeof v === 'object') {
    const o = v as { dict?: unknown; id?: unknown };
    if (typeof o.dict === 'string') return o.dict;
    if (o.id !== undefined) return toValue(o.id);
  }
  return null;
}

const cache = new Map<string, Compiled>();

/** Parses and checks an expression once (cached); throws ExpressionError naming what is not allowed. */
export function compile(source: string): Compiled {
  let c = cache.get(source);
  if (c) return c;
  let ast: Node;
  try {
    ast = jsep(source);
  } catch (e) {
    throw new ExpressionError(`${source}: ${(e as Error).message}`);
  }
  const out = { fields: new Set<string>(), header: new Set<string>(), child: new Map<string, Set<string>>() };
  try {
    collect(ast, out);
  } catch (e) {
    throw new ExpressionError(`${source}: ${(e as Error).message}`);
  }
  c = {
    source,
    fields: [...out.fields],
    headerFields: [...out.header],
    childFields: Object.fromEntries([...out.child].map(([k, v]) => [k, [...v]])),
    evaluate: (scope) => evaluate(ast, scope),
  };
  cache.set(source, c);
  return c;
}
