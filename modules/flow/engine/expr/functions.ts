// The fixed functions and methods an expression may call. Nothing reaches JavaScript objects:
// functions are Flowable's variable helpers (`vars:equals(decision, 'goUp')`), methods are a
// short list per value type, and an object exposes methods only as an ExprHost the engine builds
// (e.g. `execution` with setVariable/getVariable for expression listeners).
import { compare, isEmpty, looseEquals, toText } from './coerce';
import { ExprError } from './errors';

/** An object whose listed methods (and only those) expressions may call, e.g. `execution`. */
export class ExprHost {
  constructor(
    readonly methods: Readonly<Record<string, (...args: unknown[]) => unknown>>,
    readonly properties: Readonly<Record<string, unknown>> = {},
  ) {}
}

/** Flowable's variable-function prefixes: `variables:`, `vars:`, `var:`. */
export const VARIABLE_NAMESPACES: ReadonlySet<string> = new Set(['variables', 'vars', 'var']);
export const FUNCTION_NAMESPACES: ReadonlySet<string> = VARIABLE_NAMESPACES;

type VarsFunction = (value: unknown, exists: boolean, args: unknown[]) => unknown;

const lessThan = (op: string) => (v: unknown, _e: boolean, [x]: unknown[]) => {
  const c = compare(v, x, op);
  return c !== null && (op === '<' ? c < 0 : op === '<=' ? c <= 0 : op === '>' ? c > 0 : c >= 0);
};

function contains(v: unknown, values: unknown[], every: boolean): boolean {
  const has = (x: unknown) =>
    typeof v === 'string' ? v.includes(toText(x)) : Array.isArray(v) ? v.some((item) => looseEquals(item, x)) : false;
  return every ? values.every(has) : values.some(has);
}

// Flowable's VariableContainer functions; the first argument names the variable.
const VARS_FUNCTIONS: Readonly<Record<string, VarsFunction>> = {
  get: (v) => v,
  getOrDefault: (v, _e, [fallback]) => v ?? fallback,
  exists: (_v, e) => e,
  isEmpty: (v) => isEmpty(v),
  empty: (v) => isEmpty(v),
  isNotEmpty: (v) => !isEmpty(v),
  notEmpty: (v) => !isEmpty(v),
  equals: (v, _e, [x]) => looseEquals(v, x),
  eq: (v, _e, [x]) => looseEquals(v, x),
  notEquals: (v, _e, [x]) => !looseEquals(v, x),
  ne: (v, _e, [x]) => !looseEquals(v, x),
  contains: (v, _e, xs) => contains(v, xs, true),
  containsAny: (v, _e, xs) => contains(v, xs, false),
  lowerThan: lessThan('<'),
  lt: lessThan('<'),
  lowerThanOrEquals: lessThan('<='),
  lte: lessThan('<='),
  greaterThan: lessThan('>'),
  gt: lessThan('>'),
  greaterThanOrEquals: lessThan('>='),
  gte: lessThan('>='),
};

export function callFunction(namespace: string, name: string, args: unknown[], vars: Readonly<Record<string, unknown>>): unknown {
  const fn = VARIABLE_NAMESPACES.has(namespace) && Object.hasOwn(VARS_FUNCTIONS, name) ? VARS_FUNCTIONS[name] : undefined;
  if (!fn) throw new ExprError('unknownFunction', `unknown function ${namespace ? `${namespace}:` : ''}${name}`);
  const [variable, ...rest] = args;
  if (typeof variable !== 'string') throw new ExprError('type', `${namespace}:${name} needs a variable name first`);
  const exists = Object.hasOwn(vars, variable);
  return fn(exists ? vars[variable] : null, exists, rest);
}

const STRING_METHODS: Readonly<Record<string, (s: string, args: unknown[]) => unknown>> = {
  toLowerCase: (s) => s.toLowerCase(),
  toUpperCase: (s) => s.toUpperCase(),
  trim: (s) => s.trim(),
  length: (s) => s.length,
  isEmpty: (s) => s.length === 0,
  contains: (s, [x]) => s.includes(toText(x)),
  startsWith: (s, [x]) => s.startsWith(toText(x)),
  endsWith: (s, [x]) => s.endsWith(toText(x)),
  equals: (s, [x]) => typeof x === 'string' && s === x,
  equalsIgnoreCase: (s, [x]) => typeof x === 'string' && s.toLowerCase() === x.toLowerCase(),
  indexOf: (s, [x]) => s.indexOf(toText(x)),
};

const LIST_METHODS: Readonly<Record<string, (l: readonly unknown[], args: unknown[]) => unknown>> = {
  size: (l) => l.length,
  isEmpty: (l) => l.length === 0,
  contains: (l, [x]) => l.some((item) => looseEquals(item, x)),
};

const MAP_METHODS: Readonly<Record<string, (m: Readonly<Record<string, unknown>>, args: unknown[]) => unknown>> = {
  size: (m) => Object.keys(m).length,
  isEmpty: (m) => Object.keys(m).length === 0,
  containsKey: (m, [k]) => Object.hasOwn(m, toText(k)),
  get: (m, [k]) => (Object.hasOwn(m, toText(k)) ? m[toText(k)] : null),
};

export function callMethod(target: unknown, name: string, args: unknown[]): unknown {
  const missing = () => new ExprError('unknownFunction', `no method ${name}() on ${target === null || target === undefined ? 'null' : Array.isArray(target) ? 'a list' : typeof target}`);
  if (typeof target === 'string') {
    if (!Object.hasOwn(STRING_METHODS, name)) throw missing();
    return STRING_METHODS[name](target, args);
  }
  if (Array.isArray(target)) {
    if (!Object.hasOwn(LIST_METHODS, name)) throw missing();
    return LIST_METHODS[name](target, args);
  }
  if (target instanceof ExprHost) {
    if (!Object.hasOwn(target.methods, name)) throw missing();
    return target.methods[name](...args);
  }
  if (isPlainObject(target)) {
    if (!Object.hasOwn(MAP_METHODS, name)) throw missing();
    return MAP_METHODS[name](target, args);
  }
  throw missing();
}

/** Plain data: an object literal or JSON object (prototype Object.prototype or null). */
export function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}
