// "Create from": documents whose rows come from rows of another (schemas/entities/define.ts
// LinkDef). Run by the record layer inside the write's transaction:
// - after a target is saved: its source rows exist, are locked (FOR UPDATE, in id order) and
//   belong to a document in an allowed status; the live targets' measures stay within each
//   source row's limit (so of two users converting the last remaining quantity, the second waits
//   for the first's lock and is refused); its receipt paths are recorded;
// - when a target is audited / un-audited: its measures move the sources' progress, the sources
//   are recomputed and finish (or reopen) when every row has reached its limit;
// - a source with live targets is not un-audited, voided or removed.
import { type Kysely, sql } from 'kysely';
import { builtinEntities, entityByCode } from '../modules/catalogue';
import { computeRecord, type Row } from '../../schemas/compute/record';
import { dec } from '../../schemas/compute/decimal';
import type { EntityDef, LinkDef, ReceiptStatus } from '../../schemas/entities/define';
import { STATUS_NAMES } from '../../schemas/receipts';
import type { RecordValue } from '../../schemas/rpc/datax';
import type { Lang } from '../i18n';
import { conflict, notFound, RpcError } from '../rpc/errors';
import { recomputeStored } from './computed';
import { entityChanged } from './count-memo';
import { ACTION_NAMES, rm } from './messages';
import { builtinModel, type EntityModel } from './model';
import type { Visibility } from './data-scope';
import { readRecord } from './read';
import { declaredDefault } from './validate';
import { recordPaths } from './receipt-paths';

// biome-ignore lint/suspicious/noExplicitAny: dynamic tables
type AnyDb = Kysely<any>;

/** A declared table or column name as raw SQL (refused unless it is a plain identifier). */
export const sqlIdent = (s: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(s)) throw new Error(`bad identifier ${s}`);
  return sql.raw(`"${s}"`);
};
const id = sqlIdent;

/** Where a side's rows live: a child table (owner_id names the document) or the document table itself. */
interface Side {
  table: string;
  owner: string;
  doc: EntityDef;
}

function targetSide(def: EntityDef, link: LinkDef): Side {
  return link.child ? { table: def.children![link.child].table, owner: 'owner_id', doc: def } : { table: def.table, owner: 'id', doc: def };
}

function sourceSide(link: LinkDef): Side {
  const doc = entityByCode(link.source.entity);
  if (!doc) throw new Error(`link ${link.code}: no entity ${link.source.entity}`);
  return link.source.child ? { table: doc.children![link.source.child].table, owner: 'owner_id', doc } : { table: doc.table, owner: 'id', doc };
}

const sameSource = (a: LinkDef, b: LinkDef) => a.source.entity === b.source.entity && (a.source.child ?? '') === (b.source.child ?? '');

/** Every declared link whose source is the given entity (the documents made from it). */
export function linksFrom(entityCode: string): Array<{ def: EntityDef; link: LinkDef }> {
  return builtinEntities().flatMap((def) => (def.links ?? []).filter((l) => l.source.entity === entityCode).map((link) => ({ def, link })));
}

/**
 * Links that draw on the same limit of the same source rows for the same figure (an order's
 * quantity, whoever converts it; a delivery's receivable, by receipts and write-offs alike). Links
 * moving another figure under the same cap (an order's payments and its invoices, both capped by
 * its amount) do not take from each other.
 */
function sharing(link: LinkDef): Array<{ def: EntityDef; link: LinkDef }> {
  return linksFrom(link.source.entity).filter((x) => sameSource(x.link, link) && x.link.limit === link.limit && x.link.progress === link.progress);
}

const statusName = (s: string, lang: Lang) => STATUS_NAMES[s as ReceiptStatus]?.[lang] ?? s;
const label = (o: { name: string; nameEn: string }, lang: Lang) => (lang === 'en_US' ? o.nameEn : o.name);

/** Sum of live targets' measures per source row, over every link sharing the limit (optionally leaving one document out). */
async function usedBy(db: AnyDb, tenantId: string, link: LinkDef, sourceRows: number[], leaveOut: number | null): Promise<Map<number, ReturnType<typeof dec>>> {
  const used = new Map<number, ReturnType<typeof dec>>();
  if (!sourceRows.length) return used;
  for (const x of sharing(link)) {
    const t = targetSide(x.def, x.link);
    const rows = await sql<{ via: string; used: string }>`
      select c.${id(x.link.via)} as via, sum(c.${id(x.link.measure)}) as used
        from ${id(t.table)} c join ${id(x.def.table)} h on h.id = c.${id(t.owner)}
       where c.tenant_id = ${tenantId} and h.tenant_id = ${tenantId}
         and c.${id(x.link.via)} in (${sql.join(sourceRows)}) and h.status_dict <> 'Repeal'
         ${leaveOut === null ? sql`` : sql`and h.id <> ${leaveOut}`}
       group by c.${id(x.link.via)}`.execute(db);
    for (const r of rows.rows) {
      const prev = used.get(Number(r.via));
      const add = dec(r.used) ?? dec(0)!;
      used.set(Number(r.via), prev ? prev.plus(add) : add);
    }
  }
  return used;
}

interface TargetRow {
  row: number;
  via: number;
  measure: string | null;
}

async function targetRows(db: AnyDb, tenantId: string, def: EntityDef, link: LinkDef, docId: number): Promise<TargetRow[]> {
  const t = targetSide(def, link);
  const order = link.child ? sql`order by c.sn, c.id` : sql``;
  const rows = await sql<{ via: string | null; measure: string | null }>`
    select c.${id(link.via)} as via, c.${id(link.measure)} as measure from ${id(t.table)} c
     where c.tenant_id = ${tenantId} and c.${id(t.owner)} = ${docId} ${order}`.execute(db);
  return rows.rows.map((r, i) => ({ row: i, via: r.via == null ? 0 : Number(r.via), measure: r.measure })).filter((r) => r.via > 0);
}

interface LockedSource {
  id: number;
  doc: number;
  lim: string | null;
  status: string;
  code: string | null;
}

/** Locks source rows in id order (one order for everyone: no deadlock between two converters). */
async function lockSources(db: AnyDb, tenantId: string, link: LinkDef, rows: number[]): Promise<Map<number, LockedSource>> {
  const s = sourceSide(link);
  const lim = link.limit ? sql`s.${id(link.limit)}` : sql`null`;
  const found = await sql<{ id: string; doc: string; lim: string | null; status: string; code: string | null }>`
    select s.id, s.${id(s.owner)} as doc, ${lim} as lim, h.status_dict as status, h.code
      from ${id(s.table)} s join ${id(s.doc.table)} h on h.id = s.${id(s.owner)}
     where s.tenant_id = ${tenantId} and h.tenant_id = ${tenantId} and s.id in (${sql.join(rows)})
     order by s.id for update of s`.execute(db);
  return new Map(found.rows.map((r) => [Number(r.id), { id: Number(r.id), doc: Number(r.doc), lim: r.lim, status: r.status, code: r.code }]));
}

export interface LinkWriter {
  tenantId: string;
  lang: Lang;
}

/** What a refusal names: the row's table, its number and the item on it (its first reference). */
async function rowItem(db: AnyDb, model: EntityModel, docId: number, link: LinkDef, row: number, lang: Lang): Promise<{ table: string; row: number; item: string }> {
  const rec = (await readRecord(db, model, docId, lang)) as Record<string, unknown>;
  const child = link.child ? model.def.children![link.child] : null;
  const r = (child ? (rec[link.child!] as Row[])[row] : rec) ?? {};
  const ref = (child?.attrs ?? model.def.attrs).find((a) => a.quote && a.code !== link.via && r[a.code]);
  const v = ref ? (r[ref.code] as { code?: string; name?: string }) : null;
  return { table: child ? label(child, lang) : label(model.def, lang), row: row + 1, item: v?.name ?? v?.code ?? String(r[link.via] ?? '') };
}

/** After a target's create or modify: sources exist, are open, are not over-drawn; paths recorded. */
export async function checkTargetLinks(db: AnyDb, w: LinkWriter, model: EntityModel, docId: number): Promise<void> {
  for (const link of model.def.links ?? []) {
    const rows = await targetRows(db, w.tenantId, model.def, link, docId);
    const vias = [...new Set(rows.map((r) => r.via))];
    const locked = vias.length ? await lockSources(db, w.tenantId, link, vias) : new Map<number, LockedSource>();
    const from = link.from ?? ['Audit'];
    for (const r of rows) {
      const s = locked.get(r.via);
      if (!s) {
        const where = await rowItem(db, model, docId, link, r.row, w.lang);
        throw new RpcError(400, rm(w.lang, 'sourceRow', where), { fields: { [`${link.child ?? link.via}[${r.row}].${link.via}`]: rm(w.lang, 'sourceRow', where) } });
      }
      if (!from.includes(s.status as ReceiptStatus)) throw conflict(rm(w.lang, 'sourceStatus', { code: s.code ?? String(s.doc), status: statusName(s.status, w.lang) }));
    }
    if (link.sourceHeader && link.child) {
      const s = sourceSide(link);
      const t = targetSide(model.def, link);
      await sql`update ${id(t.table)} c set ${id(link.sourceHeader)} = s.${id(s.owner)} from ${id(s.table)} s
        where c.tenant_id = ${w.tenantId} and s.tenant_id = ${w.tenantId} and c.${id(t.owner)} = ${docId} and s.id = c.${id(link.via)}`.execute(db);
    }
    if (link.limit && vias.length) await checkLimit(db, w, model, docId, link, rows, locked);
    await recordPaths(db, w.tenantId, link.code, model.def.code, docId, link.source.entity, [...new Set([...locked.values()].map((s) => s.doc))]);
  }
}

async function checkLimit(db: AnyDb, w: LinkWriter, model: EntityModel, docId: number, link: LinkDef, rows: TargetRow[], locked: Map<number, LockedSource>): Promise<void> {
  const used = await usedBy(db, w.tenantId, link, [...locked.keys()], null);
  const mine = new Map<number, ReturnType<typeof dec>>();
  for (const r of rows) mine.set(r.via, (mine.get(r.via) ?? dec(0)!).plus(dec(r.measure) ?? dec(0)!));
  for (const r of rows) {
    const lim = dec(locked.get(r.via)!.lim) ?? dec(0)!;
    const total = used.get(r.via) ?? dec(0)!;
    if (total.lte(lim)) continue;
    const asked = mine.get(r.via)!;
    const remaining = lim.minus(total.minus(asked));
    const where = await rowItem(db, model, docId, link, r.row, w.lang);
    const verb = link.verb[w.lang === 'en_US' ? 1 : 0];
    const msg = rm(w.lang, 'overLimit', { ...where, action: verb, remaining: remaining.lt(0) ? '0' : remaining.toString(), asked: asked.toString() });
    throw new RpcError(409, msg, { fields: { [`${link.child ?? link.measure}[${r.row}].${link.measure}`]: msg } });
  }
}

/** Audit adds the target's measures to its sources' progress, un-audit takes them back. */
export async function moveProgress(db: AnyDb, w: LinkWriter, model: EntityModel, docId: number, action: 'audit' | 'deApproval'): Promise<void> {
  for (const link of model.def.links ?? []) {
    if (!link.progress) continue;
    const rows = await targetRows(db, w.tenantId, model.def, link, docId);
    if (!rows.length) continue;
    const per = new Map<number, ReturnType<typeof dec>>();
    for (const r of rows) per.set(r.via, (per.get(r.via) ?? dec(0)!).plus(dec(r.measure) ?? dec(0)!));
    const locked = await lockSources(db, w.tenantId, link, [...per.keys()]);
    const s = sourceSide(link);
    const sign = action === 'audit' ? 1 : -1;
    const data = [...per].map(([via, m]) => ({ id: via, delta: m!.times(sign).toString() }));
    await sql`update ${id(s.table)} s set ${id(link.progress)} = coalesce(s.${id(link.progress)}, 0) + x.delta
      from jsonb_to_recordset(${JSON.stringify(data)}::jsonb) as x(id bigint, delta numeric)
      where s.tenant_id = ${w.tenantId} and s.id = x.id`.execute(db);
    const srcModel = builtinModel(link.source.entity)!;
    for (const doc of new Set([...locked.values()].map((l) => l.doc))) {
      await recomputeStored(db, w.tenantId, srcModel, doc, w.lang);
      if (link.finish && link.limit) await finishWhenDone(db, w.tenantId, link, doc);
    }
    entityChanged(w.tenantId, link.source.entity);
  }
}

/** A source whose every row has reached its limit is finished; an un-audit that reopens a row reopens it. */
async function finishWhenDone(db: AnyDb, tenantId: string, link: LinkDef, doc: number): Promise<void> {
  const s = sourceSide(link);
  const done = await sql<{ done: boolean | null }>`
    select bool_and(coalesce(s.${id(link.progress!)}, 0) >= coalesce(s.${id(link.limit!)}, 0)) as done
      from ${id(s.table)} s where s.tenant_id = ${tenantId} and s.${id(s.owner)} = ${doc}`.execute(db);
  const finished = !!done.rows[0]?.done;
  const [from, to] = finished ? ['Audit', 'Finish'] : ['Finish', 'Audit'];
  await sql`update ${id(s.doc.table)} set status_dict = ${to}, version = version + 1, modify_dt = now()
    where tenant_id = ${tenantId} and id = ${doc} and status_dict = ${from}`.execute(db);
}

/** A document others were made from (live ones) is not un-audited, voided or removed. */
export async function guardSource(db: AnyDb, w: LinkWriter & { lang: Lang }, model: EntityModel, docId: number, action: string): Promise<void> {
  for (const { def, link } of linksFrom(model.def.code)) {
    const t = targetSide(def, link);
    const s = sourceSide(link);
    const sourceRows = link.source.child ? sql`(select id from ${id(s.table)} where tenant_id = ${w.tenantId} and owner_id = ${docId})` : sql`(${docId})`;
    const hit = await sql<{ code: string | null; id: string }>`
      select h.code, h.id from ${id(t.table)} c join ${id(def.table)} h on h.id = c.${id(t.owner)}
       where c.tenant_id = ${w.tenantId} and h.tenant_id = ${w.tenantId} and h.status_dict <> 'Repeal'
         and c.${id(link.via)} in ${sourceRows} limit 1`.execute(db);
    const row = hit.rows[0];
    if (row) {
      const [zh, en] = ACTION_NAMES[action] ?? [action, action];
      throw conflict(rm(w.lang, 'hasTargets', { code: row.code ?? row.id, action: w.lang === 'en_US' ? en : zh }));
    }
  }
}

/**
 * A draft of the target made from a source document (not saved): header and rows copied as the
 * link declares, each row with what remains of its source row (what other live documents have
 * not taken; the document being edited, `handleBillId`, left out), computed fields filled.
 */
export async function draftFrom(
  db: AnyDb,
  w: LinkWriter,
  model: EntityModel,
  linkCode: string,
  sourceId: number,
  handleBillId: number | null,
  sourceVisibility: (source: EntityModel) => Promise<Visibility>,
): Promise<RecordValue> {
  const link = model.def.links?.find((l) => l.code === linkCode);
  if (!link) throw notFound(`${model.def.code}: no conversion ${linkCode}`);
  const srcModel = builtinModel(link.source.entity)!;
  // the source is read as the caller may read it (data scope, row limit): a document outside it is
  // not found, as a missing one — a draft copies its parties, lines and prices
  const src = (await readRecord(db, srcModel, sourceId, w.lang, await sourceVisibility(srcModel))) as Record<string, unknown>;
  const status = (src.status_dict as { dict: string }).dict;
  if (!(link.from ?? ['Audit']).includes(status as ReceiptStatus)) throw conflict(rm(w.lang, 'sourceStatus', { code: String(src.code ?? sourceId), status: statusName(status, w.lang) }));
  const header: Row = {};
  // a draft starts as a new record would (declared defaults: today's date, a tax rate …)
  for (const at of model.def.attrs) if (at.defaultValue !== undefined && !at.compute && !at.maintained) header[at.code] = declaredDefault(at);
  for (const [to, from] of Object.entries(link.header ?? {})) header[to] = src[from] ?? null;
  const sourceRows = link.source.child ? ((src[link.source.child] as Row[]) ?? []) : [src];
  const used = link.limit ? await usedBy(db, w.tenantId, link, sourceRows.map((r) => Number(r.id)), handleBillId) : new Map();
  const rows: Row[] = [];
  for (const r of sourceRows) {
    const lim = link.limit ? dec(r[link.limit]) ?? dec(0)! : null;
    const remaining = lim ? lim.minus(used.get(Number(r.id)) ?? dec(0)!) : null;
    if (remaining?.lte(0)) continue;
    const row: Row = {};
    for (const at of link.child ? model.def.children![link.child].attrs : []) if (at.defaultValue !== undefined && !at.compute && !at.maintained) row[at.code] = declaredDefault(at);
    for (const [to, from] of Object.entries(link.row ?? {})) row[to] = r[from] ?? null;
    row[link.via] = Number(r.id);
    if (link.sourceHeader) row[link.sourceHeader] = sourceId;
    if (remaining) row[link.measure] = Number(remaining.toString());
    rows.push(row);
  }
  if (!rows.length) throw conflict(rm(w.lang, 'nothingRemains', { code: String(src.code ?? sourceId) }));
  const children: Record<string, Row[]> = {};
  if (link.child) children[link.child] = rows;
  else Object.assign(header, rows[0]);
  computeRecord(model.def, header, children);
  return { ...header, ...children } as unknown as RecordValue;
}
