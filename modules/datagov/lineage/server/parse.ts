// Column lineage of one SQL text, read from the AST of a real parser (node-sql-parser, in the
// statement's dialect; DuckDB is parsed as PostgreSQL). For each statement it answers the table it
// writes (INSERT … SELECT, CREATE TABLE AS, CREATE VIEW; none for a plain query), the base tables it
// reads, and per output column the base columns its value is made from — through expressions, CASE,
// functions, aggregates, casts, joins, derived tables, CTEs (recursive ones too), scalar
// subqueries and UNION branches. `*` is expanded with the catalogue's columns (the harvest's
// dg_column); an unknown table's `*` cannot be expanded, so only its table edge is kept.
// Rules: conditions (WHERE, ON, GROUP BY, window PARTITION/ORDER) make table edges, not column
// edges — a column edge says "this value is computed from that one". An unqualified column goes
// to the one relation in scope that has it (by the catalogue; two is ambiguous: dropped), else to the only relation whose
// columns are unknown, else to the enclosing query (correlated subqueries); else it is dropped.
// Names are matched case-insensitively and answered in lower case.

export type ParseDialect = 'postgresql' | 'sqlite' | 'duckdb';

export interface TableName {
  schema: string;
  table: string;
}
export interface ColumnName extends TableName {
  column: string;
}
export interface OutputColumn {
  name: string;
  inputs: ColumnName[];
}
export interface StatementLineage {
  /** the table written, or null for a query whose rows go to its caller */
  target: TableName | null;
  reads: TableName[];
  outputs: OutputColumn[];
}
/** the columns of a base table as harvested, in order; null when the table is not known */
export type Catalogue = (t: TableName) => string[] | null;

type Node = Record<string, unknown>;
const isNode = (x: unknown): x is Node => typeof x === 'object' && x !== null && !Array.isArray(x);
const low = (s: unknown) => String(s).toLowerCase();
const SEP = '\u0001';
const colKey = (t: TableName, c: string) => `${t.schema}${SEP}${t.table}${SEP}${low(c)}`;

interface Rel {
  /** the names it is referred to by (its alias, else its table name) */
  names: string[];
  /** its columns in order; null when unknown */
  columns: string[] | null;
  /** the base columns behind one of its columns; null when it has no such column */
  inputsOf(column: string): Set<string> | null;
}
interface Scope {
  rels: Rel[];
  parent: Scope | null;
}
type Ctes = Map<string, OutputColumn[]>;
interface Out {
  name: string;
  inputs: Set<string>;
}

// biome-ignore lint/suspicious/noExplicitAny: the parser's builds are typed loosely
type Parser = { astify(sql: string, o: object): any };
const parsers = new Map<string, Promise<Parser>>();

function parserOf(dialect: ParseDialect): Promise<Parser> {
  const d = dialect === 'sqlite' ? 'sqlite' : 'postgresql';
  let p = parsers.get(d);
  if (!p) {
    // each dialect's build is a separate grammar; only the ones used are loaded
    p = (d === 'sqlite' ? import('node-sql-parser/build/sqlite') : import('node-sql-parser/build/postgresql')).then((m) => {
      const P = (m as { Parser?: new () => Parser }).Parser ?? (m as unknown as { default: { Parser: new () => Parser } }).default.Parser;
      return new P();
    });
    parsers.set(d, p);
  }
  return p;
}

/** a name as the AST holds it: a string, { value }, { expr: { value } } or a dotted name list */
function text(v: unknown): string {
  if (typeof v === 'string') return v;
  if (isNode(v)) {
    if (Array.isArray(v.name)) return (v.name as Node[]).map((p) => String(p.value)).join('.');
    if (isNode(v.expr)) return text(v.expr);
    if ('value' in v) return String(v.value);
  }
  return '';
}

/** The lineage of every statement in `sql`; throws the parser's message when it does not parse. */
export async function parseLineage(sql: string, dialect: ParseDialect, defaultSchema: string, catalogue: Catalogue): Promise<StatementLineage[]> {
  const parser = await parserOf(dialect);
  let ast: unknown;
  try {
    ast = parser.astify(sql, { database: dialect === 'sqlite' ? 'sqlite' : 'PostgresQL' });
  } catch (e) {
    throw new Error(String((e as Error).message).split('\n')[0]!.slice(0, 300));
  }
  return (Array.isArray(ast) ? ast : [ast]).filter(isNode).map((s) => new Reader(defaultSchema, catalogue).statement(s));
}

class Reader {
  private readonly reads = new Map<string, TableName>();
  constructor(
    private readonly defaultSchema: string,
    private readonly catalogue: Catalogue,
  ) {}

  private tableName(schema: unknown, table: unknown): TableName {
    return { schema: schema ? low(schema) : this.defaultSchema, table: low(table) };
  }

  statement(s: Node): StatementLineage {
    let target: TableName | null = null;
    let body: Node | null = null;
    let named: string[] = [];
    if (s.type === 'select') body = s;
    else if (s.type === 'insert' || s.type === 'replace') {
      const t = (s.table as Node[])[0]!;
      target = this.tableName(t.db, t.table);
      if (isNode(s.values) && s.values.type === 'select') body = s.values;
      named = Array.isArray(s.columns) ? (s.columns as unknown[]).map((c) => low(text(c))) : [];
    } else if (s.type === 'create' && s.keyword === 'table') {
      const t = (s.table as Node[])[0]!;
      target = this.tableName(t.db, t.table);
      body = isNode(s.query_expr) ? ((s.query_expr.ast as Node) ?? s.query_expr) : null;
    } else if (s.type === 'create' && s.keyword === 'view') {
      const v = s.view as Node;
      target = this.tableName(v.db, v.view ?? v.table);
      body = (s.select as Node) ?? null;
      named = Array.isArray(s.columns) ? (s.columns as unknown[]).map((c) => low(text(c))) : [];
    } else throw new Error(`not a statement that moves data: ${String(s.type)}`);
    let outs = body ? this.select(body, null, new Map()) : [];
    // the target's own column names, by position: those listed, else the target's as harvested
    const names = named.length ? named : target ? (this.catalogue(target) ?? []).map(low) : [];
    if (names.length && names.length === outs.length) outs = outs.map((o, i) => ({ ...o, name: names[i]! }));
    return {
      target,
      reads: [...this.reads.values()],
      outputs: outs.map((o) => ({ name: o.name, inputs: [...o.inputs].sort().map(fromKey) })),
    };
  }

  /** the output columns of a SELECT (with its UNION branches) */
  private select(ast: Node, parent: Scope | null, outer: Ctes): Out[] {
    const ctes: Ctes = new Map(outer);
    for (const w of (Array.isArray(ast.with) ? ast.with : []) as Node[]) {
      const name = low(text(w.name));
      // a recursive CTE reads itself: it is known (with no inputs yet) before its body is read
      ctes.set(name, []);
      const stmt = (isNode(w.stmt) && isNode(w.stmt.ast) ? w.stmt.ast : w.stmt) as Node;
      let outs = this.select(stmt, parent, ctes);
      const cols = Array.isArray(w.columns) ? (w.columns as unknown[]).map((c) => low(text(isNode(c) && c.column ? c.column : c))) : [];
      if (cols.length === outs.length) outs = outs.map((o, i) => ({ ...o, name: cols[i]! }));
      ctes.set(name, outs.map((o) => ({ name: o.name, inputs: [...o.inputs].map(fromKey) })));
    }
    const scope: Scope = { rels: [], parent };
    for (const f of (Array.isArray(ast.from) ? ast.from : []) as Node[]) {
      const rel = this.relation(f, parent, ctes);
      if (rel) scope.rels.push(rel);
      // conditions of joins only make table edges; their subqueries' tables are read all the same
      if (f.on) this.inputs(f.on, scope, ctes);
    }
    for (const k of ['where', 'having']) if (ast[k]) this.inputs(ast[k], scope, ctes);

    const outs: Out[] = [];
    for (const c of (Array.isArray(ast.columns) ? ast.columns : []) as Node[]) {
      const expr = c.expr as Node;
      if (isNode(expr) && expr.type === 'column_ref' && text(expr.column) === '*') {
        const q = expr.table ? low(text(expr.table)) : null;
        for (const rel of q ? scope.rels.filter((r) => r.names.includes(q)) : scope.rels) {
          for (const col of rel.columns ?? []) outs.push({ name: low(col), inputs: rel.inputsOf(col) ?? new Set() });
        }
        continue;
      }
      const alias = c.as ? low(text(c.as)) : null;
      outs.push({ name: alias ?? nameOf(expr), inputs: this.inputs(expr, scope, ctes) });
    }
    if (isNode(ast._next)) {
      // a UNION's branches add their inputs to the first branch's columns, by position
      const next = this.select(ast._next, parent, ctes);
      next.forEach((n, i) => {
        for (const k of n.inputs) outs[i]?.inputs.add(k);
      });
    }
    return outs;
  }

  private relation(f: Node, parent: Scope | null, ctes: Ctes): Rel | null {
    const alias = f.as ? low(text(f.as)) : null;
    if (isNode(f.expr) && isNode(f.expr.ast)) {
      const outs = this.select(f.expr.ast, parent, ctes);
      return derived(alias ? [alias] : [], outs);
    }
    if (!f.table) return null;
    const name = low(f.table);
    if (!f.db && !f.schema && ctes.has(name)) {
      const outs = ctes.get(name)!.map((o) => ({ name: o.name, inputs: new Set(o.inputs.map((i) => colKey(i, i.column))) }));
      return derived([alias ?? name], outs);
    }
    const t = this.tableName(f.db ?? f.schema, f.table);
    this.reads.set(`${t.schema}${SEP}${t.table}`, t);
    const columns = this.catalogue(t);
    const known = columns ? new Set(columns.map(low)) : null;
    return {
      names: alias ? [alias] : [t.table, `${t.schema}.${t.table}`],
      columns,
      inputsOf: (c) => (known && !known.has(low(c)) ? null : new Set([colKey(t, c)])),
    };
  }

  /** the base columns an expression's value is made from (subqueries' tables are read on the way) */
  private inputs(expr: unknown, scope: Scope, ctes: Ctes): Set<string> {
    const out = new Set<string>();
    const visit = (x: unknown) => {
      if (Array.isArray(x)) return x.forEach(visit);
      if (!isNode(x)) return;
      if (x.type === 'column_ref') {
        for (const k of resolve(scope, x.table ? low(text(x.table)) : null, text(x.column))) out.add(k);
        return;
      }
      if (isNode(x.ast)) {
        for (const o of this.select(x.ast, scope, ctes)) for (const k of o.inputs) out.add(k);
        return;
      }
      for (const [k, v] of Object.entries(x)) {
        // a window's PARTITION BY / ORDER BY choose rows, they are not the value
        if (k !== 'over') visit(v);
      }
    };
    visit(expr);
    return out;
  }
}

function fromKey(k: string): ColumnName {
  const [schema, table, column] = k.split(SEP) as [string, string, string];
  return { schema, table, column };
}

function derived(names: string[], outs: Out[]): Rel {
  return {
    names,
    columns: outs.map((o) => o.name),
    inputsOf: (c) => outs.find((o) => o.name === low(c))?.inputs ?? null,
  };
}

function resolve(scope: Scope | null, qualifier: string | null, column: string): Set<string> {
  if (column === '*' || !column) return new Set();
  for (let s = scope; s; s = s.parent) {
    if (qualifier) {
      const rel = s.rels.find((r) => r.names.includes(qualifier));
      if (rel) return rel.inputsOf(column) ?? new Set();
      continue;
    }
    const having = s.rels.filter((r) => r.columns && r.inputsOf(column));
    // two relations with the column: the database would refuse it as ambiguous
    if (having.length) return having.length === 1 ? having[0]!.inputsOf(column)! : new Set();
    const unknown = s.rels.filter((r) => !r.columns);
    if (unknown.length === 1) return unknown[0]!.inputsOf(column)!;
    if (unknown.length > 1) return new Set();
  }
  return new Set();
}

/** the name PostgreSQL gives an unnamed output column */
function nameOf(expr: Node): string {
  if (!isNode(expr)) return '?column?';
  if (expr.type === 'column_ref') return low(text(expr.column));
  if (expr.type === 'cast') return isNode(expr.expr) && expr.expr.type === 'column_ref' ? nameOf(expr.expr) : low(text((expr.target as Node[] | undefined)?.[0]?.dataType ?? '?column?'));
  if (expr.type === 'function' || expr.type === 'aggr_func' || expr.type === 'window_func') return low(text(expr.name)) || '?column?';
  if (expr.type === 'case') return 'case';
  return '?column?';
}
