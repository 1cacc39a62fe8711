// Values no call accepts, whatever its contract: strings PostgreSQL refuses (NUL bytes; lone
// surrogates, which have no UTF-8 form), prototype keys (the text/plain parser does not screen
// them) and nesting deeper than any argument needs (JSON.stringify and jsonb recurse on it).
// Checked before the schemas, so that the caller gets a 400 naming the argument, never a 500.

/** Deepest nesting of one argument (a record with child rows holding file lists is about 6). */
export const MAX_ARG_DEPTH = 32;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a string cannot be stored, or null when it can. */
export function unsafeStringRule(s: string): string | null {
  if (s.includes('\u0000')) return 'must not contain NUL bytes';
  if (LONE_SURROGATE.test(s)) return 'must not contain lone surrogates (not valid Unicode)';
  return null;
}

function unsafeKeyRule(key: string, value: unknown): string | null {
  const rule = unsafeStringRule(key);
  if (rule) return `keys ${rule}`;
  if (key === '__proto__') return 'must not have the key __proto__';
  // the shape secure-json-parse refuses: what a careless merge would turn into a prototype
  if (key === 'constructor' && value !== null && typeof value === 'object' && Object.hasOwn(value, 'prototype')) {
    return 'must not have a constructor key holding a prototype';
  }
  return null;
}

interface Step {
  value: unknown;
  /** the containing step and the key of this value in it (null for an argument itself) */
  parent: Step | null;
  key: string;
  depth: number;
}

/** `records.0.name`, as the schema messages name a value (long keys shortened). */
function pathOf(step: Step): string {
  const keys: string[] = [];
  for (let s: Step | null = step; s; s = s.parent) keys.push(s.key.length > 64 ? `${s.key.slice(0, 64)}…` : s.key);
  return keys.reverse().join('.');
}

/** The argument a value sits in (a path 32 levels long would say less). */
function argumentOf(step: Step): string {
  let s = step;
  while (s.parent) s = s.parent;
  return s.key;
}

/** The first value of the arguments that no call accepts, as `path: rule`; null when there is none. */
export function findUnsafeArgument(args: readonly unknown[], names: readonly string[]): string | null {
  // iterative: a value nested 100,000 deep must not overflow this check's own stack
  const stack: Step[] = args.map((value, i) => ({ value, parent: null, key: names[i] ?? `argument ${i + 1}`, depth: 1 })).reverse();
  for (let step = stack.pop(); step; step = stack.pop()) {
    const { value } = step;
    if (typeof value === 'string') {
      const rule = unsafeStringRule(value);
      if (rule) return `${pathOf(step)}: ${rule}`;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (step.depth > MAX_ARG_DEPTH) return `${argumentOf(step)}: nested deeper than ${MAX_ARG_DEPTH} levels`;
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    if (!Array.isArray(value)) {
      for (const [key, child] of entries) {
        const rule = unsafeKeyRule(key, child);
        if (rule) return `${pathOf(step)}: ${rule}`;
      }
    }
    for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i][1], parent: step, key: entries[i][0], depth: step.depth + 1 });
  }
  return null;
}
