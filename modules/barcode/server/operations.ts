// The barcode operations (bind, unbind, merge, split, transfer, adjust), each one transaction over rows locked FOR UPDATE: two
// operators splitting or merging the same barcode at once queue on its row, and the second sees
// what the first left (its split then no longer sums to the count: 非法的物料数量).
import { sql } from 'kysely';
import type { Big } from '../../../schemas/compute/decimal';
import { generateCodes } from '../../identity/server/public';
import type { BarcodeNode, BarcodeRow, generateArgs } from '../contracts';
import { BarcodeRefusal, checkBind, checkMerge, checkOperable, checkSplit, duplicatesOf, legalCount } from '../rules';
import { type AnyDb, lockByCodes, type Reader, selectRows, subtree, TABLE } from './rows';
import type { z } from 'zod';

/** Who operates: what it may see and change of the barcodes (Reader), and who it is. */
export interface Actor extends Reader {
  userId: number;
  userName: string;
  departId: number | null;
  lang: 'zh_CN' | 'en_US';
}

const touched = (a: Actor) => ({ modify_id: a.userId, modify_name: a.userName, modify_dt: sql`now()`, version: sql`version + 1` });

async function setCount(trx: AnyDb, a: Actor, id: number, count: Big | string, extra: Record<string, unknown> = {}) {
  await trx.updateTable(TABLE).set({ count: count.toString(), ...extra, ...touched(a) }).where('tenant_id', '=', a.tenantId).where('id', '=', id).execute();
}

async function refuseTaken(trx: AnyDb, tenantId: string, codes: readonly string[]) {
  const twice = duplicatesOf(codes);
  if (twice.length) throw new BarcodeRefusal('duplicate', { codes: twice.join(', ') });
  if (!codes.length) return;
  const taken = await trx.selectFrom(TABLE).select('code').where('tenant_id', '=', tenantId).where('code', 'in', [...codes]).execute();
  if (taken.length) throw new BarcodeRefusal('exists', { codes: taken.map((r) => r.code).join(', ') });
}

async function insertBarcodes(trx: AnyDb, a: Actor, rows: Array<Record<string, unknown>>): Promise<number[]> {
  const who = { create_id: a.userId, create_name: a.userName, modify_id: a.userId, modify_name: a.userName, depart_id: a.departId };
  try {
    const ids = await trx.insertInto(TABLE).values(rows.map((r) => ({ tenant_id: a.tenantId, ...who, ...r }))).returning('id').execute();
    return ids.map((r) => Number(r.id));
  } catch (e) {
    // two sessions making the same new code at once: the unique index decides. Under row security
    // PostgreSQL does not name the key in the error, so the refusal names the codes this insert made.
    const pg = e as { code?: string; constraint?: string; detail?: string };
    if (pg?.code === '23505' && String(pg.constraint ?? '').startsWith('barcode_barcode_uq_code')) {
      const named = /=\([^,]*, (.*)\) already exists/.exec(pg.detail ?? '')?.[1];
      throw new BarcodeRefusal('exists', { codes: named ?? rows.map((r) => String(r.code)).join(',') });
    }
    throw e;
  }
}

/** The material's identity fields (标识字段 of a Material rule: code, name, spec, category, unit). */
async function materialValues(trx: AnyDb, tenantId: string, materialId: number): Promise<Record<string, string | null>> {
  const m = await trx.selectFrom('mdm_material').select(['code', 'name', 'spec', 'category', 'unit']).where('tenant_id', '=', tenantId).where('id', '=', materialId).executeTakeFirst();
  if (!m) throw new BarcodeRefusal('illegalBarcode', { code: `material ${materialId}` });
  return { code: m.code, name: m.name, spec: m.spec, category: m.category, unit: m.unit };
}

const byIds = (trx: AnyDb, a: Actor, ids: number[]) => selectRows(trx, a, sql`b.id in (${sql.join(ids)})`, sql`b.id`);

/** New barcodes coded by an identity rule, in the transaction that takes the rule's serials. */
export async function generate(trx: AnyDb, a: Actor, g: z.infer<typeof generateArgs>): Promise<BarcodeRow[]> {
  const count = g.count === undefined ? null : legalCount(g.count);
  if (g.count !== undefined && !count) throw new BarcodeRefusal('illegalCount', { count: g.count });
  const values = g.materialId ? await materialValues(trx, a.tenantId, g.materialId) : {};
  const codes = await generateCodes(trx, a.tenantId, g.ruleId ?? g.ruleCode!, g.number, values, { lang: a.lang });
  await refuseTaken(trx, a.tenantId, codes);
  const ids = await insertBarcodes(
    trx,
    a,
    codes.map((code) => ({
      code,
      barcode_type: g.barcodeType,
      material_id: g.materialId ?? null,
      count: (count ?? 0).toString(),
      batch_no: g.batchNo ?? null,
      arrival_batch: g.arrivalBatch ?? null,
      supplier_id: g.supplierId ?? null,
      quality_result: g.qualityResult ?? 'Wait',
      state: g.state ?? null,
      remark: g.remark ?? null,
    })),
  );
  return byIds(trx, a, ids);
}

/** Bind: the parent (scanned first) takes the children; a child with a parent is refused, as are duplicates. */
export async function bind(trx: AnyDb, a: Actor, parentCode: string, childCodes: string[]): Promise<BarcodeNode> {
  const twice = duplicatesOf([parentCode, ...childCodes]);
  if (twice.length) throw new BarcodeRefusal('duplicate', { codes: twice.join(', ') });
  const [parent, ...children] = await lockByCodes(trx, a, [parentCode, ...childCodes]);
  for (const c of children) {
    if (c.parent_id === parent.id) throw new BarcodeRefusal('relationExists', { code: c.code });
    if (c.parent_id != null) throw new BarcodeRefusal('parentExists', { code: c.code });
  }
  // a child may not be the parent itself or one of its ancestors (a cycle)
  const { rows: up } = await sql<{ id: string }>`
    with recursive up(id, parent_id, depth) as (
      select id, parent_id, 0 from barcode_barcode where tenant_id = ${a.tenantId} and id = ${parent.id}
      union all select b.id, b.parent_id, up.depth + 1 from barcode_barcode b join up on b.id = up.parent_id where b.tenant_id = ${a.tenantId} and up.depth < 1000)
    select id from up`.execute(trx);
  const ancestors = new Set(up.map((r) => Number(r.id)));
  const loop = children.find((c) => ancestors.has(c.id));
  if (loop) throw new BarcodeRefusal('illegalRelation', { code: loop.code });
  const present = await trx.selectFrom(TABLE).select('batch_no').distinct().where('tenant_id', '=', a.tenantId).where('parent_id', '=', parent.id).execute();
  checkBind(parent, children, present.map((r) => r.batch_no as string));
  await trx.updateTable(TABLE).set({ parent_id: parent.id, ...touched(a) }).where('tenant_id', '=', a.tenantId).where('id', 'in', children.map((c) => c.id)).execute();
  return (await subtree(trx, a, parent.id))!;
}

/** Unbind: each barcode leaves its parent; one without a parent is an illegal relation. */
export async function unbind(trx: AnyDb, a: Actor, codes: string[]): Promise<BarcodeRow[]> {
  const twice = duplicatesOf(codes);
  if (twice.length) throw new BarcodeRefusal('duplicate', { codes: twice.join(', ') });
  const rows = await lockByCodes(trx, a, codes);
  const loose = rows.find((r) => r.parent_id == null);
  if (loose) throw new BarcodeRefusal('illegalRelation', { code: loose.code });
  const ids = rows.map((r) => r.id);
  await trx.updateTable(TABLE).set({ parent_id: null, ...touched(a) }).where('tenant_id', '=', a.tenantId).where('id', 'in', ids).execute();
  return byIds(trx, a, ids);
}

/** Merge: the first barcode takes the others' counts (they stay, at 0, for traceability). */
export async function merge(trx: AnyDb, a: Actor, codes: string[]): Promise<BarcodeRow> {
  const twice = duplicatesOf(codes);
  if (twice.length) throw new BarcodeRefusal('duplicate', { codes: twice.join(', ') });
  const rows = await lockByCodes(trx, a, codes);
  const total = checkMerge(rows);
  const [target, ...sources] = rows;
  await setCount(trx, a, target.id, total);
  for (const s of sources) await setCount(trx, a, s.id, '0', { remark: `已合并至 ${target.code}` });
  return (await byIds(trx, a, [target.id]))[0];
}

/** Split: the original keeps the first count; each other count becomes a new barcode like it. */
export async function split(trx: AnyDb, a: Actor, s: { code: string; counts: string[]; newCodes?: string[]; ruleId?: number; ruleCode?: string }): Promise<BarcodeRow[]> {
  const [original] = await lockByCodes(trx, a, [s.code]);
  checkOperable(original);
  const pieces = checkSplit(original.count, s.counts);
  let codes = s.newCodes;
  if (!codes) {
    if (s.ruleId === undefined && s.ruleCode === undefined) throw new BarcodeRefusal('needRule');
    const values = original.material_id ? await materialValues(trx, a.tenantId, original.material_id.id) : {};
    codes = await generateCodes(trx, a.tenantId, s.ruleId ?? s.ruleCode!, pieces.length - 1, values, { lang: a.lang });
  }
  await refuseTaken(trx, a.tenantId, codes);
  await setCount(trx, a, original.id, pieces[0]);
  const ids = await insertBarcodes(
    trx,
    a,
    codes.map((code, i) => ({
      code,
      barcode_type: original.barcode_type,
      material_id: original.material_id?.id ?? null,
      count: pieces[i + 1].toString(),
      batch_no: original.batch_no,
      arrival_batch: original.arrival_batch,
      supplier_id: original.supplier_id?.id ?? null,
      parent_id: original.parent_id,
      quality_result: original.quality_result,
      state: original.state,
      warehouse_id: original.warehouse_id,
      position_id: original.position_id,
      remark: `由 ${original.code} 拆分`,
    })),
  );
  return byIds(trx, a, [original.id, ...ids]);
}

/** Transfer: a count moves from one barcode to another of the same material (and batch-agnostic). */
export async function transfer(trx: AnyDb, a: Actor, t: { fromCode: string; toCode: string; count: string }): Promise<BarcodeRow[]> {
  if (t.fromCode === t.toCode) throw new BarcodeRefusal('duplicate', { codes: t.fromCode });
  const [from, to] = await lockByCodes(trx, a, [t.fromCode, t.toCode]);
  checkOperable(from);
  checkOperable(to);
  if (from.material_id?.id !== to.material_id?.id) throw new BarcodeRefusal('materialsDiffer');
  const moved = legalCount(t.count, { positive: true });
  if (!moved || moved.gt(from.count)) throw new BarcodeRefusal('illegalCount', { count: t.count });
  const after = legalCount(moved.plus(to.count));
  if (!after) throw new BarcodeRefusal('illegalCount', { count: moved.plus(to.count).toString() });
  await setCount(trx, a, from.id, moved.times(-1).plus(from.count));
  await setCount(trx, a, to.id, after);
  return byIds(trx, a, [from.id, to.id]);
}

/** Adjust: the barcode's count set anew (not negative, below ten billion). */
export async function adjust(trx: AnyDb, a: Actor, j: { code: string; count: string; remark?: string }): Promise<BarcodeRow> {
  const [row] = await lockByCodes(trx, a, [j.code]);
  checkOperable(row);
  const count = legalCount(j.count);
  if (!count) throw new BarcodeRefusal('illegalCount', { count: j.count });
  await setCount(trx, a, row.id, count, j.remark ? { remark: j.remark } : {});
  return (await byIds(trx, a, [row.id]))[0];
}
