// Shared tools of the document demo data (purchase/sale/finance server/demo.ts): a seeded random
// generator (same data on every fresh start), a calendar of the year up to the seed day on the
// records' own clock with seasons and week days, document numbers as autoCode makes them, ids from
// the tables' own sequences, and set-based writes — one INSERT … SELECT FROM json_to_recordset per
// table and batch, columns and types taken from the entity declarations. Computed attributes are
// computed with the engine's own evaluator (as computeRecord does) before anything is written, so
// the stored figures are exactly those a save would have produced.
import { type Kysely, sql } from 'kysely';
import { computeRecord, type Row, storedValue } from '../schemas/compute/record';
import { Big, dec } from '../schemas/compute/decimal';
import { compile } from '../schemas/compute/expr';
import type { AttrDef, ChildDef, EntityDef } from '../schemas/entities/define';
import { TODAY } from '../schemas/entities/documents';
import { columnType } from '../server/records/ddl';
import { declaredDefault } from '../server/records/validate';

// biome-ignore lint: entity tables are not in the static DB type
export type AnyDb = Kysely<any>;

// ---- random ----------------------------------------------------------------------------------------

export interface Rng {
  next(): number;
  int(lo: number, hi: number): number;
  pick<T>(xs: readonly T[]): T;
  chance(p: number): boolean;
  /** a value around `median`, log-normally spread (sigma in natural-log units) */
  logNormal(median: number, sigma: number): number;
  /** k distinct items of xs (k capped at its length) */
  sample<T>(xs: readonly T[], k: number): T[];
}

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function rng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const r: Rng = {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (xs) => xs[Math.floor(next() * xs.length)],
    chance: (p) => next() < p,
    logNormal(median, sigma) {
      // Box–Muller from two draws
      const u = Math.max(next(), 1e-12);
      const v = next();
      return median * Math.exp(sigma * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v));
    },
    sample(xs, k) {
      const copy = xs.slice();
      const n = Math.min(k, copy.length);
      for (let i = 0; i < n; i++) {
        const j = i + Math.floor(next() * (copy.length - i));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, n);
    },
  };
  return r;
}

/** A picker of indexes by weight (binary search over the cumulative weights). */
export function weighted(weights: readonly number[], r: Rng): () => number {
  const cum: number[] = [];
  let total = 0;
  for (const w of weights) cum.push((total += w));
  return () => {
    const x = r.next() * total;
    let lo = 0;
    let hi = cum.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cum[mid] > x) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
}

/** Zipf-like weights: a few big partners, many small ones. */
export const zipf = (n: number, s = 1): number[] => Array.from({ length: n }, (_, i) => 1 / (i + 1) ** s);

// ---- numbers ---------------------------------------------------------------------------------------

/** Rounded half-up to `scale` decimals, as a JSON number (exact decimal text). */
export function round(v: number | string | Big, scale = 2): number {
  return Number(new Big(v instanceof Big ? v : String(v)).round(scale, Big.roundHalfUp).toFixed(scale));
}

export const big = (v: unknown): Big => dec(v) ?? new Big(0);
export const num = (b: Big): number => Number(b.toString());

/** A quantity a person would order: about `q`, in steps that fit its size and the unit's precision. */
export function niceQty(q: number, precision: number): number {
  if (q <= 0) return 1;
  const steps = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000];
  const step = steps.filter((s) => s <= q / 8).pop() ?? 1;
  const v = Math.max(step, Math.round(q / step) * step);
  return precision > 0 && v < 10 ? round(q, Math.min(precision, 2)) || 1 : v;
}

// ---- the calendar ----------------------------------------------------------------------------------

const DAY = 86_400_000;
export const addDays = (iso: string, n: number): string => new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
export const daysBetween = (a: string, b: string): number => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY);
export const minDate = (a: string, b: string) => (a < b ? a : b);
export const maxDate = (a: string, b: string) => (a > b ? a : b);
/** yyyyMMdd of an ISO day (document numbers) */
export const compact = (iso: string) => iso.replace(/-/g, '');

/** Orders by calendar month (Jan … Dec): the Spring Festival in February, the year-end rush. */
export const SEASON = [1.0, 0.55, 1.1, 1.05, 1.0, 1.1, 0.92, 0.9, 1.1, 0.85, 1.12, 1.25];
/** By week day (Sunday … Saturday) */
export const WEEKDAY = [0.12, 1, 1.05, 1.05, 1, 0.95, 0.35];

export interface Calendar {
  /** the seed day (the records' clock: the UTC day a bill date defaults to) */
  today: string;
  /** the 365 days ending today, oldest first */
  days: string[];
  /** age in days of a date (0 = today) */
  age(iso: string): number;
}

export function calendar(): Calendar {
  const today = String(declaredDefault({ defaultValue: TODAY } as AttrDef));
  const days = Array.from({ length: 365 }, (_, i) => addDays(today, i - 364));
  return { today, days, age: (iso) => daysBetween(iso, today) };
}

/**
 * `total` document dates over the year, oldest first: seasons, week days, a slow growth and some
 * day-to-day noise; the seed day always gets at least `todayMin`.
 */
export function spreadDates(cal: Calendar, total: number, r: Rng, todayMin = 1): string[] {
  const weights = cal.days.map((d, i) => {
    const dt = new Date(`${d}T00:00:00Z`);
    return SEASON[dt.getUTCMonth()] * WEEKDAY[dt.getUTCDay()] * (0.9 + (0.2 * i) / cal.days.length) * (0.7 + 0.6 * r.next());
  });
  const all = weights.reduce((a, b) => a + b, 0);
  const out: string[] = [];
  let cum = 0;
  let given = 0;
  cal.days.forEach((d, i) => {
    cum += (total * weights[i]) / all;
    let n = Math.round(cum) - given;
    if (i === cal.days.length - 1) n = Math.max(n, todayMin);
    given += n;
    for (let k = 0; k < n; k++) out.push(d);
  });
  return out;
}

/** A time in office hours (Beijing 08:30–18:30) on that day, as an ISO instant; `after` keeps order. */
export function officeTime(iso: string, r: Rng, after?: string): string {
  const t = Date.parse(`${iso}T00:30:00Z`) + Math.floor(r.next() * 10 * 3600) * 1000;
  const min = after ? Date.parse(after) + 60_000 + Math.floor(r.next() * 3600_000) : 0;
  return new Date(Math.max(t, min)).toISOString();
}

// ---- master data -----------------------------------------------------------------------------------

export interface MasterData {
  suppliers: Row[];
  customers: Row[];
  materials: Row[];
  warehouses: Row[];
  persons: Row[];
  users: Row[];
}

/** The demo tenant's master data the documents name: audited and enabled records, in id order. */
export async function masterData(db: AnyDb, tenantId: string): Promise<MasterData> {
  const q = async (table: string, where = sql``) =>
    (await sql<Row>`select * from ${sql.table(table)} where tenant_id = ${tenantId} ${where} order by id`.execute(db)).rows;
  const usable = async (table: string, enabled: boolean) => {
    const audited = await q(table, enabled ? sql`and status_dict = 'Audit' and coalesce(status, 'Enable') = 'Enable'` : sql`and status_dict = 'Audit'`);
    return audited.length >= 10 ? audited : q(table);
  };
  return {
    suppliers: await usable('mdm_supplier', true),
    customers: await usable('mdm_customer', true),
    materials: await usable('mdm_material', false),
    warehouses: await q('mdm_warehouse'),
    persons: await q('person'),
    users: await q('app_user'),
  };
}

export interface Actor {
  id: number;
  name: string;
}

/** The user of that login code (the seed's creator when there is none). */
export function actor(md: MasterData, code: string, fallback: Actor): Actor {
  const u = md.users.find((x) => x.code === code);
  return u ? { id: Number(u.id), name: String(u.name) } : fallback;
}

/** A material's reference purchase price (or, where none is kept, a share of its sale price). */
export function purchasePrice(m: Row): number {
  const p = dec(m.purchase_price);
  if (p && p.gt(0)) return num(p);
  const s = dec(m.sale_price);
  if (!s || s.lte(0)) return 10;
  return round(num(s) * (0.6 + (Number(m.id) % 19) / 100), 2);
}

export function salePrice(m: Row): number {
  const s = dec(m.sale_price);
  if (s && s.gt(0)) return num(s);
  return round(purchasePrice(m) * 1.35, 2);
}

// ---- documents -------------------------------------------------------------------------------------

/** A document being generated: its header values, its child rows by key, and its record fields. */
export interface Doc {
  id: number;
  /** the day its number is drawn for (bill date, arrival date …) */
  day: string;
  status: string;
  version: number;
  created: string;
  modified: string;
  creator: Actor;
  modifier: Actor;
  h: Row;
  c: Record<string, Row[]>;
}

/** Version after the usual moves: saved 1, committed 2, audited 3 (from a commit), finished one more. */
export function versionOf(status: string): number {
  return ({ Saved: 1, Commit: 2, Audit: 3, Finish: 4, Manual: 4, Repeal: 2 } as Record<string, number>)[status] ?? 1;
}

/**
 * Computes every computed attribute of the documents as computeRecord does — each line's in
 * declaration order, then the header's over the lines — with the engine's own evaluator and
 * rounding (compile, storedValue); only its scopes are made once per row instead of once per
 * attribute (thousands of documents).
 */
export function computeAll(def: EntityDef, docs: Iterable<Doc>): void {
  const compiled = (attrs: readonly AttrDef[]) => attrs.filter((a) => a.compute).map((a) => [a, compile(a.compute!)] as const);
  const lines = Object.entries(def.children ?? {})
    .map(([key, c]) => [key, compiled(c.attrs)] as const)
    .filter(([, attrs]) => attrs.length);
  const head = compiled(def.attrs);
  for (const d of docs) {
    const header = d.h;
    for (const [key, attrs] of lines) {
      for (const row of d.c[key] ?? []) {
        const scope = { field: (n: string) => row[n], header: (n: string) => header[n] };
        for (const [a, c] of attrs) row[a.code] = storedValue(a, c.evaluate(scope));
      }
    }
    const scope = { field: (n: string) => header[n], rows: (k: string) => d.c[k] };
    for (const [a, c] of head) header[a.code] = storedValue(a, c.evaluate(scope));
  }
}

/** The live statuses: audited and beyond (what moves progress and money). */
export const LIVE = new Set(['Audit', 'Finish', 'Manual']);

/**
 * A reference to a document or row generated in the same run, whose id is drawn later (prepare):
 * written as that id, read by the evaluator as a reference ({id}).
 */
export class Ref<T extends { id?: unknown } = Row> {
  constructor(readonly to: T) {}
  get id(): number {
    return Number(this.to.id);
  }
  toJSON(): number {
    return this.id;
  }
}
export const ref = <T extends { id?: unknown }>(to: T): Ref<T> => new Ref(to);
/** The generated row or document a reference names. */
export const target = <T extends { id?: unknown } = Row>(v: unknown): T => (v as Ref<T>).to;
/** The id of a reference or a plain id. */
export const idOf = (v: unknown): number | null => (v instanceof Ref ? v.id : v == null ? null : Number(v));

const byTime = (a: Doc, b: Doc) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.created < b.created ? -1 : a.created > b.created ? 1 : 0);

/**
 * Ids and numbers of generated documents, in two round trips whatever their number: each
 * entity's documents are sorted by day and time and take ids from the shared receipt sequence,
 * their rows (and `rows`: child rows added to stored documents) from their tables' identity
 * sequences; numbers follow autoCode (prefix + yyyyMMdd + 4-digit serial per tenant and day)
 * after any number of that day already taken, so the next number a user draws on the seed day
 * follows the demo's last one.
 */
export async function prepare(db: AnyDb, tenantId: string, sets: Array<[EntityDef, Doc[]]>, rows: Array<[ChildDef, Row[]]> = []): Promise<void> {
  for (const [, docs] of sets) docs.sort(byTime);
  const children: Array<[string, Row[]]> = [
    ...sets.flatMap(([def, docs]) => Object.entries(def.children ?? {}).map(([key, c]): [string, Row[]] => [c.table, docs.flatMap((d) => d.c[key] ?? [])])),
    ...rows.map(([c, r]): [string, Row[]] => [c.table, r]),
  ].filter(([, r]) => r.length);
  const heads = sets.flatMap(([, docs]) => docs);
  const parts = [
    ...(heads.length ? [sql`select 0 as k, nextval('receipt_id_seq')::bigint as id from generate_series(1, ${heads.length}::int)`] : []),
    ...children.map(([table, r], i) => sql`select ${i + 1}::int as k, nextval(pg_get_serial_sequence(${table}, 'id'))::bigint as id from generate_series(1, ${r.length}::int)`),
  ];
  if (parts.length) {
    // the values drawn are one run per sequence unless someone else drew at the same time: then all of them
    const drawn = await sql<{ k: number; lo: string; hi: string; n: string; ids: string[] | null }>`
      select k, min(id) as lo, max(id) as hi, count(*) as n, case when max(id) - min(id) + 1 <> count(*) then array_agg(id order by id) end as ids
        from (${sql.join(parts, sql` union all `)}) drawn group by k`.execute(db);
    const ids: number[][] = Array.from({ length: children.length + 1 }, () => []);
    for (const r of drawn.rows) ids[r.k] = r.ids ? r.ids.map(Number) : Array.from({ length: Number(r.n) }, (_, i) => Number(r.lo) + i);
    heads.forEach((d, i) => (d.id = ids[0][i]));
    children.forEach(([, r], j) => r.forEach((row, i) => (row.id = ids[j + 1][i])));
  }
  const coded = sets.flatMap(([def, docs]) => {
    const at = def.attrs.find((a) => a.autoCode);
    return at && docs.length ? [{ def, docs, at, prefix: at.autoCode! }] : [];
  });
  if (!coded.length) return;
  const taken: Array<{ k: number; stem: string; last: string }> = [];
  for (const [k, c] of coded.entries()) {
    const found = await sql<{ stem: string; last: string }>`
      select left(${sql.ref(c.at.code)}, ${c.prefix.length + 8}) as stem, max(right(${sql.ref(c.at.code)}, 4)) as last
        from ${sql.table(c.def.table)}
       where tenant_id = ${tenantId} and ${sql.ref(c.at.code)} like ${`${c.prefix}%`} and length(${sql.ref(c.at.code)}) = ${c.prefix.length + 12}
       group by 1`.execute(db);
    taken.push(...found.rows.map((t) => ({ ...t, k })));
  }
  coded.forEach((c, k) => {
    const serial = new Map(taken.filter((t) => t.k === k).map((t) => [t.stem, Number(t.last) || 0]));
    for (const d of c.docs) {
      const stem = `${c.prefix}${compact(d.day)}`;
      const n = (serial.get(stem) ?? 0) + 1;
      serial.set(stem, n);
      d.h[c.at.code] = `${stem}${String(n).padStart(4, '0')}`;
    }
  });
}

/**
 * Writes queued on the seed's one connection without waiting for each: the generator computes
 * the next documents while the database stores the previous ones. `done` waits for all (and
 * fails with the first failure).
 */
export class Writes {
  private readonly pending: Promise<unknown>[] = [];
  add(p: Promise<unknown>): void {
    p.catch(() => undefined);
    this.pending.push(p);
  }
  /**
   * Computes and writes documents in slices, letting the connection send the queued statements
   * between them (the database stores one slice while the next is computed).
   */
  async computeAndInsert(db: AnyDb, tenantId: string, def: EntityDef, docs: Doc[], slice = 500): Promise<void> {
    for (let i = 0; i < docs.length; i += slice) {
      const part = docs.slice(i, i + slice);
      computeAll(def, part);
      this.add(insertDocs(db, tenantId, def, part));
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  async done(): Promise<void> {
    await Promise.all(this.pending);
  }
}

export interface Col {
  name: string;
  type: string;
}

const stored = (attrs: readonly AttrDef[]) => attrs.filter((a) => !a.readSql && a.column !== 'jsonb');
const attrCols = (attrs: readonly AttrDef[]): Col[] => stored(attrs).map((a) => ({ name: a.code, type: columnType(a) }));

const HEADER_COLS: Col[] = [
  { name: 'id', type: 'bigint' },
  { name: 'tenant_id', type: 'text' },
  { name: 'status_dict', type: 'text' },
  { name: 'version', type: 'integer' },
  { name: 'create_id', type: 'bigint' },
  { name: 'create_name', type: 'text' },
  { name: 'create_dt', type: 'timestamptz' },
  { name: 'modify_id', type: 'bigint' },
  { name: 'modify_name', type: 'text' },
  { name: 'modify_dt', type: 'timestamptz' },
];
const CHILD_COLS: Col[] = [
  { name: 'id', type: 'bigint' },
  { name: 'tenant_id', type: 'text' },
  { name: 'owner_id', type: 'bigint' },
  { name: 'sn', type: 'integer' },
];

const BATCH = 5000;

/** INSERT … SELECT FROM json_to_recordset: one statement per BATCH rows (rows of that tenant only). */
export async function insertRows(db: AnyDb, tenantId: string, table: string, cols: Col[], rows: Row[], overriding = false): Promise<void> {
  const names = sql.raw(cols.map((c) => `"${c.name}"`).join(', '));
  const typed = sql.raw(cols.map((c) => `"${c.name}" ${c.type}`).join(', '));
  for (let i = 0; i < rows.length; i += BATCH) {
    const json = JSON.stringify(rows.slice(i, i + BATCH));
    await sql`insert into ${sql.table(table)} (${names}) ${overriding ? sql`overriding system value` : sql``}
      select ${names} from json_to_recordset(${json}::json) as x(${typed}) where x.tenant_id = ${tenantId}`.execute(db);
  }
}

/** UPDATE … FROM json_to_recordset: the given columns of the rows (by id) of a tenant's table. */
export async function updateRows(db: AnyDb, tenantId: string, table: string, cols: Col[], rows: Row[]): Promise<void> {
  const sets = sql.raw(cols.map((c) => `"${c.name}" = x."${c.name}"`).join(', '));
  const typed = sql.raw([{ name: 'id', type: 'bigint' }, ...cols].map((c) => `"${c.name}" ${c.type}`).join(', '));
  for (let i = 0; i < rows.length; i += BATCH) {
    const json = JSON.stringify(rows.slice(i, i + BATCH));
    await sql`update ${sql.table(table)} as t set ${sets} from json_to_recordset(${json}::json) as x(${typed})
      where t.tenant_id = ${tenantId} and t.id = x.id`.execute(db);
  }
}

const pickCols = (cols: Col[], row: Row): Row => {
  const out: Row = {};
  for (const c of cols) {
    const v = row[c.name];
    if (v !== undefined && v !== null) out[c.name] = v;
  }
  return out;
};

/** Writes documents (headers, then each child table) with their record fields. */
export async function insertDocs(db: AnyDb, tenantId: string, def: EntityDef, docs: Doc[]): Promise<void> {
  const cols = [...HEADER_COLS, ...attrCols(def.attrs)];
  const own = attrCols(def.attrs);
  const heads = docs.map((d) => {
    const out = pickCols(own, d.h);
    Object.assign(out, {
      id: d.id,
      tenant_id: tenantId,
      status_dict: d.status,
      version: d.version,
      create_id: d.creator.id,
      create_name: d.creator.name,
      create_dt: d.created,
      modify_id: d.modifier.id,
      modify_name: d.modifier.name,
      modify_dt: d.modified,
    });
    return out;
  });
  await insertRows(db, tenantId, def.table, cols, heads);
  for (const [key, child] of Object.entries(def.children ?? {})) {
    const own = attrCols(child.attrs);
    const rows: Row[] = [];
    for (const d of docs) (d.c[key] ?? []).forEach((row, i) => rows.push(Object.assign(pickCols(own, row), { id: row.id, owner_id: d.id, sn: i + 1 })));
    await insertChildRows(db, tenantId, child, rows);
  }
}

/** Child rows (with id, owner_id and sn) of a child table. */
export async function insertChildRows(db: AnyDb, tenantId: string, child: ChildDef, rows: Row[]): Promise<void> {
  if (!rows.length) return;
  const cols = [...CHILD_COLS, ...attrCols(child.attrs)];
  for (const r of rows) r.tenant_id = tenantId;
  await insertRows(db, tenantId, child.table, cols, rows, true);
}

/** Receipt paths (which document was made from which), as links.ts records them. */
export interface Path {
  source_entity: string;
  source_id: number;
  target_entity: string;
  target_id: number;
  link_code: string;
  create_dt: string;
}

export async function insertPaths(db: AnyDb, tenantId: string, paths: Path[]): Promise<void> {
  const seen = new Set<string>();
  const rows = paths
    .filter((p) => {
      const k = `${p.source_id}:${p.target_id}:${p.link_code}`;
      return seen.has(k) ? false : (seen.add(k), true);
    })
    .map((p) => ({ ...p, tenant_id: tenantId }));
  const cols: Col[] = [
    { name: 'tenant_id', type: 'text' },
    { name: 'source_entity', type: 'text' },
    { name: 'source_id', type: 'bigint' },
    { name: 'target_entity', type: 'text' },
    { name: 'target_id', type: 'bigint' },
    { name: 'link_code', type: 'text' },
    { name: 'create_dt', type: 'timestamptz' },
  ];
  await insertRows(db, tenantId, 'receipt_path', cols, rows);
}

/** The paths of every document made through one link: each distinct source document named by its rows. */
export function pathsOf(link: string, source: string, target: string, docs: Doc[], sourceOf: (d: Doc) => Array<number | null | undefined>): Path[] {
  return docs.flatMap((d) =>
    [...new Set(sourceOf(d).filter((x): x is number => !!x))].map((s) => ({ source_entity: source, source_id: s, target_entity: target, target_id: d.id, link_code: link, create_dt: d.created })),
  );
}

// ---- documents already stored (the finance demo moves the goods documents' progress) ---------------

/** A stored document's header (the columns asked for) and, per child table, one row of the sums its header expressions read. */
export interface StoredHead {
  h: Row;
  sums: Record<string, Row>;
}

/** Header attributes the header's computed attributes read, and the child columns they sum. */
function headerInputs(def: EntityDef): { fields: Set<string>; summed: Map<string, Set<string>> } {
  const fields = new Set<string>();
  const summed = new Map<string, Set<string>>();
  for (const a of def.attrs.filter((x) => x.compute)) {
    const c = compile(a.compute!);
    fields.add(a.code);
    for (const f of c.fields) fields.add(f);
    for (const [child, fs] of Object.entries(c.childFields)) for (const f of fs) (summed.get(child) ?? summed.set(child, new Set()).get(child)!).add(f);
  }
  return { fields, summed };
}

/**
 * A tenant's stored documents of an entity, by id: the header columns `also` and those its
 * computed header attributes read, and the sums of the child columns they read (two statements).
 */
export async function loadHeads(db: AnyDb, tenantId: string, def: EntityDef, also: string[]): Promise<Map<number, StoredHead>> {
  const { fields, summed } = headerInputs(def);
  const cols = [...new Set(['id', 'status_dict', 'modify_dt', ...also, ...fields])];
  const heads = (await sql<Row>`select ${sql.join(cols.map((c) => sql.ref(c)))} from ${sql.table(def.table)} where tenant_id = ${tenantId} order by id`.execute(db)).rows;
  const out = new Map<number, StoredHead>();
  // as the record layer reads them (toRecord): numbers as numbers (an expression that is a bare
  // field answers the field's value as it is), days as yyyy-MM-dd
  const numeric = def.attrs.filter((a) => a.column === 'numeric' && cols.includes(a.code));
  for (const h of heads) {
    for (const a of numeric) if (h[a.code] != null) h[a.code] = Number(h[a.code]);
    for (const a of def.attrs) if (a.column === 'date' && h[a.code] instanceof Date) h[a.code] = (h[a.code] as Date).toISOString().slice(0, 10);
    out.set(Number(h.id), { h, sums: {} });
  }
  for (const [key, fs] of summed) {
    const child = def.children?.[key];
    if (!child || fs.has('*')) throw new Error(`${def.code}: ${key} is counted, not summed`);
    const sums = sql.join([...fs].map((f) => sql`sum(${sql.ref(f)}) as ${sql.ref(f)}`));
    const rows = (await sql<Row>`select owner_id, ${sums} from ${sql.table(child.table)} where tenant_id = ${tenantId} group by owner_id`.execute(db)).rows;
    for (const r of rows) {
      const d = out.get(Number(r.owner_id));
      for (const f of fs) if (r[f] != null) r[f] = Number(r[f]);
      if (d) d.sums[key] = r;
    }
  }
  return out;
}

/**
 * Moves stored documents' header attributes (progress: `changes` by id; `sums`: child rows added
 * to them, as sums) and recomputes their computed header attributes as recomputeStored does,
 * over the sums of their lines (whose own computed values do not change: none reads a header
 * attribute). Answers the UPDATE to run: the changed documents, the columns that changed.
 */
export function moveHeads(def: EntityDef, heads: Map<number, StoredHead>, changes: Map<number, Row>, added: Map<number, Record<string, Row>> = new Map()) {
  // only the expressions that read what moves (directly or through another computed attribute) are
  // evaluated again: the others would give their stored values back
  const dirty = new Set([...changes.values()].flatMap((c) => Object.keys(c)));
  const addedTo = new Set([...added.values()].flatMap((c) => Object.keys(c)));
  const computed: AttrDef[] = [];
  for (const a of def.attrs) {
    if (!a.compute) continue;
    const c = compile(a.compute);
    if (c.fields.some((f) => dirty.has(f)) || Object.keys(c.childFields).some((k) => addedTo.has(k))) {
      computed.push(a);
      dirty.add(a.code);
    }
  }
  const attrs = def.attrs.map((a) => (a.compute && !computed.includes(a) ? { ...a, compute: undefined } : a));
  const headerOnly = { code: def.code, attrs, children: Object.fromEntries(Object.entries(def.children ?? {}).map(([k, c]) => [k, { ...c, attrs: c.attrs.filter((a) => !a.compute) }])) };
  const changed = new Set<string>();
  const docs: Row[] = [];
  for (const id of new Set([...changes.keys(), ...added.keys()])) {
    const d = heads.get(id);
    if (!d) throw new Error(`${def.code} ${id}: not stored`);
    const before = Object.fromEntries(computed.map((a) => [a.code, d.h[a.code]]));
    const change = changes.get(id) ?? {};
    for (const [k, v] of Object.entries(change)) {
      if (!same(d.h[k], v)) changed.add(k);
      d.h[k] = v;
    }
    const rows: Record<string, Row[]> = {};
    for (const key of Object.keys(def.children ?? {})) {
      const more = added.get(id)?.[key];
      const s = { ...(d.sums[key] ?? {}) };
      if (more) for (const [f, v] of Object.entries(more)) s[f] = num(big(s[f]).plus(big(v)));
      rows[key] = d.sums[key] || more ? [s] : [];
    }
    computeRecord(headerOnly, d.h, rows);
    for (const a of computed) if (!same(before[a.code], d.h[a.code])) changed.add(a.code);
    docs.push(d.h);
  }
  const written = def.attrs.filter((a) => changed.has(a.code));
  return { table: def.table, cols: written.map((a) => ({ name: a.code, type: columnType(a) })), rows: docs.map((h) => Object.fromEntries([['id', h.id], ...written.map((a) => [a.code, h[a.code]])])) };
}

const same = (a: unknown, b: unknown) => {
  if (a === b) return true;
  const x = typeof a === 'boolean' ? null : dec(a);
  const y = typeof b === 'boolean' ? null : dec(b);
  if (x && y) return x.eq(y);
  return (a ?? null) === (b ?? null);
};

// ---- the life of a document ------------------------------------------------------------------------

/**
 * A status by age (days before the seed day): old documents are audited (a few void or left as
 * drafts), recent ones a mix of saved, committed and audited.
 */
export function statusByAge(r: Rng, age: number, o: { repeal?: number; recent?: number; mid?: number } = {}): string {
  const recent = o.recent ?? 7;
  const mid = o.mid ?? 21;
  const x = r.next();
  if (age >= mid) return x < (o.repeal ?? 0.015) ? 'Repeal' : x < (o.repeal ?? 0.015) + 0.005 ? 'Saved' : 'Audit';
  if (age >= recent) return x < 0.08 ? 'Saved' : x < 0.2 ? 'Commit' : 'Audit';
  return x < 0.3 ? 'Saved' : x < 0.55 ? 'Commit' : 'Audit';
}

/** When a document created at `created` was last moved (its audit a little later, never after today). */
export function movedAt(r: Rng, cal: Calendar, day: string, created: string, status: string): string {
  if (status === 'Saved') return created;
  const d = minDate(addDays(day, r.chance(0.7) ? 0 : r.int(1, 2)), cal.today);
  return officeTime(d, r, created);
}

/** Part of a quantity (fraction f), in the unit's precision: never all of it, at least one step when possible. */
export function partQty(q: number, f: number, precision: number): number {
  if (precision <= 0) return Math.min(q - 1, Math.max(1, Math.floor(q * f)));
  const p = Math.min(precision, 2);
  const step = 1 / 10 ** p;
  return Math.min(round(q - step, p), Math.max(step, round(q * f, p)));
}

export interface Shipment {
  day: string;
  /** quantity of each order line in this shipment (0: not in it) */
  qty: number[];
}

/**
 * How an audited order is fulfilled (arrivals of a purchase order, deliveries of a sale order):
 * most completely at once, some in two parts, some only partly, some not yet. Nothing after today.
 */
export function fulfilment(r: Rng, cal: Calendar, orderDay: string, firstDay: string, lines: Array<{ quantity: number; precision: number }>): { shipments: Shipment[]; partial: boolean } {
  if (firstDay > cal.today) return { shipments: [], partial: false };
  const all = lines.map((l) => l.quantity);
  const x = r.next();
  const whole = [{ day: firstDay, qty: all }];
  if (x < 0.72) return { shipments: whole, partial: false };
  if (x >= 0.92) return cal.age(orderDay) > 45 ? { shipments: whole, partial: false } : { shipments: [], partial: false };
  const first: number[] = lines.map((l): number => (l.quantity > (l.precision > 0 ? 0.02 : 1) && !r.chance(0.25) ? partQty(l.quantity, 0.3 + 0.5 * r.next(), l.precision) : r.chance(0.5) ? l.quantity : 0));
  if (!first.some((q) => q > 0)) first[0] = partQty(lines[0].quantity, 0.5, lines[0].precision) || lines[0].quantity;
  if (first.every((q, i) => q === lines[i].quantity)) {
    const i = lines.findIndex((l) => l.quantity > (l.precision > 0 ? 0.02 : 1));
    if (i < 0) return { shipments: whole, partial: false };
    first[i] = partQty(lines[i].quantity, 0.5, lines[i].precision);
  }
  const part = { day: firstDay, qty: first };
  if (x < 0.84) {
    const second = addDays(firstDay, r.int(4, 15));
    if (second > cal.today) return { shipments: [part], partial: true };
    return { shipments: [part, { day: second, qty: lines.map((l, i) => num(big(l.quantity).minus(first[i]))) }], partial: false };
  }
  return { shipments: [part], partial: true };
}
