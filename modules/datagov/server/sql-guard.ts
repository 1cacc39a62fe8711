// The SQL console's first wall: a statement is parsed with a real SQL parser (node-sql-parser, in
// the source's dialect) and allowed only when it is a single SELECT (WITH included) that names only
// the tables the caller may read and calls only functions of a known, harmless list. Whatever can
// change the session (set_config, SET ROLE), read the server's files (pg_read_file) or reach out
// (dblink) is refused here; the source's own walls (a READ ONLY transaction, the tenant's row
// security, the extended protocol that refuses a second statement) stand behind it.
// A masked column may only be selected as it is (then its values are masked in the answer): used in
// a condition, an order or an expression it would tell its values, so that is refused.
import type { Lang } from '../../../server/i18n';
import { badRequest } from '../../../server/rpc/errors';
import { dm } from './messages';

export type Dialect = 'postgresql' | 'sqlite';

/** Functions a read-only query may call: aggregates, text, numbers, dates, conditionals. */
const FUNCTIONS = new Set(
  [
    'count', 'sum', 'avg', 'min', 'max', 'string_agg', 'array_agg', 'group_concat', 'bool_and', 'bool_or', 'stddev', 'variance',
    'coalesce', 'nullif', 'greatest', 'least', 'ifnull', 'iif', 'exists',
    'lower', 'upper', 'length', 'char_length', 'substr', 'substring', 'trim', 'ltrim', 'rtrim', 'replace', 'concat', 'concat_ws',
    'left', 'right', 'position', 'strpos', 'instr', 'lpad', 'rpad', 'split_part', 'initcap', 'reverse', 'format',
    'abs', 'round', 'ceil', 'ceiling', 'floor', 'trunc', 'mod', 'power', 'sqrt', 'sign',
    'now', 'current_date', 'current_timestamp', 'date_trunc', 'date_part', 'to_char', 'to_date', 'to_number', 'age',
    'date', 'time', 'datetime', 'strftime', 'julianday', 'extract', 'typeof', 'cast',
    'row_number', 'rank', 'dense_rank', 'lag', 'lead', 'first_value', 'last_value', 'ntile',
  ].map((f) => f.toLowerCase()),
);

export interface Inspected {
  /** tables the statement reads, as [schema or null, name] (its own CTE names left out) */
  tables: Array<[string | null, string]>;
  /** output names of masked columns (their aliases included): their values are masked in the answer */
  maskedOutputs: Set<string>;
}

type Node = Record<string, unknown>;
const isNode = (x: unknown): x is Node => typeof x === 'object' && x !== null;

function walk(x: unknown, visit: (n: Node, parent: Node | null, key: string) => void, parent: Node | null = null, key = '') {
  if (Array.isArray(x)) for (const v of x) walk(v, visit, parent, key);
  else if (isNode(x)) {
    visit(x, parent, key);
    for (const [k, v] of Object.entries(x)) walk(v, visit, x, k);
  }
}

const nameOf = (v: unknown): string => {
  if (typeof v === 'string') return v;
  if (isNode(v)) {
    if (Array.isArray(v.name)) return (v.name as Node[]).map((p) => String(p.value)).join('.');
    if (isNode(v.expr)) return String(v.expr.value);
    if ('value' in v) return String(v.value);
  }
  return '';
};

async function parserOf(dialect: Dialect) {
  // each dialect's build is a separate grammar; only the two used are loaded
  const m = dialect === 'postgresql' ? await import('node-sql-parser/build/postgresql') : await import('node-sql-parser/build/sqlite');
  const P = (m as { Parser?: new () => unknown; default?: { Parser: new () => unknown } }).Parser ?? (m as { default: { Parser: new () => unknown } }).default.Parser;
  return new P() as { astify(s: string, o: object): unknown; tableList(s: string, o: object): string[] };
}

/**
 * Parses and judges a console statement; throws 400 with the rule broken. `masked` holds column
 * names (lower case) shown masked to the caller from any table the statement may read.
 */
export async function inspect(text: string, dialect: Dialect, masked: ReadonlySet<string>, lang: Lang): Promise<Inspected> {
  const parser = await parserOf(dialect);
  const opt = { database: dialect === 'postgresql' ? 'PostgresQL' : 'sqlite' };
  let ast: unknown;
  try {
    ast = parser.astify(text, opt);
  } catch (e) {
    throw badRequest(dm(lang, 'parseFailed', { error: String((e as Error).message).split('\n')[0]!.slice(0, 200) }));
  }
  const statements = (Array.isArray(ast) ? ast : [ast]).filter(isNode);
  if (statements.length !== 1) throw badRequest(dm(lang, 'oneStatement'));
  const root = statements[0]!;
  if (root.type !== 'select') throw badRequest(dm(lang, 'selectOnly'));

  const ctes = new Set<string>();
  walk(root, (n, _p, key) => {
    if (key === 'with' && n.name) ctes.add(nameOf(n.name).toLowerCase());
    if (typeof n.type === 'string' && ['insert', 'update', 'delete', 'replace', 'create', 'drop', 'alter', 'truncate', 'set', 'grant', 'call', 'exec'].includes(n.type)) {
      throw badRequest(dm(lang, 'selectOnly'));
    }
    if (n.type === 'function' || n.type === 'aggr_func') {
      const name = nameOf(n.type === 'aggr_func' ? n.name : n.name).toLowerCase();
      if (!FUNCTIONS.has(name)) throw badRequest(dm(lang, 'functionRefused', { name }));
    }
    if (key === 'into' && isNode(n) && n.expr) throw badRequest(dm(lang, 'selectOnly'));
    if (Array.isArray(n.locking_read) || (isNode(n.locking_read) && n.locking_read)) throw badRequest(dm(lang, 'selectOnly'));
  });

  const tables: Array<[string | null, string]> = [];
  for (const entry of parser.tableList(text, opt)) {
    const [verb, schema, name] = entry.split('::');
    if (verb !== 'select') throw badRequest(dm(lang, 'selectOnly'));
    if (schema === 'null' && ctes.has(String(name).toLowerCase())) continue;
    tables.push([schema === 'null' ? null : String(schema), String(name)]);
  }

  // masked names grow by the aliases they are selected under, until nothing new is learnt
  const maskedOutputs = new Set(masked);
  const direct = new Set<Node>();
  for (let grew = true; grew; ) {
    grew = false;
    walk(root, (n, _p, key) => {
      if (key !== 'columns' || !isNode(n.expr) || n.expr.type !== 'column_ref') return;
      const col = nameOf(n.expr.column).toLowerCase();
      if (!maskedOutputs.has(col)) return;
      direct.add(n.expr);
      const alias = typeof n.as === 'string' ? n.as.toLowerCase() : isNode(n.as) ? nameOf(n.as).toLowerCase() : '';
      if (alias && !maskedOutputs.has(alias)) {
        maskedOutputs.add(alias);
        grew = true;
      }
    });
  }
  walk(root, (n) => {
    if (n.type !== 'column_ref' || direct.has(n)) return;
    const col = nameOf(n.column).toLowerCase();
    if (maskedOutputs.has(col)) throw badRequest(dm(lang, 'maskedUse', { column: col }));
  });
  return { tables, maskedOutputs };
}

/** A value as a masked column shows it: the first and last character kept, the rest starred. */
export function maskValue(v: unknown): unknown {
  if (v === null || v === undefined) return v;
  const s = String(v);
  if (s.length <= 2) return '*'.repeat(s.length);
  return `${s[0]}${'*'.repeat(Math.min(s.length - 2, 8))}${s[s.length - 1]}`;
}
