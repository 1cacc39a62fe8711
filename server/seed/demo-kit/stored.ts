// Documents already stored by an earlier demo: the finance demo settles and invoices the goods
// documents the purchase and sale demos wrote, so it reads their headers (and the sums of the
// lines their expressions read), moves their progress, and recomputes their computed header
// figures as recomputeStored would after the settling documents' audits.
import { sql } from 'kysely';
import { dec } from '../../../schemas/compute/decimal';
import { computeRecord, type Row } from '../../../schemas/compute/record';
import { compile } from '../../../schemas/compute/expr';
import type { AttrDef, EntityDef } from '../../../schemas/entities/define';
import { columnType } from '../../records/ddl';
import { big, num } from './amounts';
import type { AnyDb } from './db';

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

/** Equal as stored: decimals by value (12.50 is 12.5), anything else as it is (null and undefined alike). */
const same = (a: unknown, b: unknown) => {
  if (a === b) return true;
  const x = typeof a === 'boolean' ? null : dec(a);
  const y = typeof b === 'boolean' ? null : dec(b);
  if (x && y) return x.eq(y);
  return (a ?? null) === (b ?? null);
};
