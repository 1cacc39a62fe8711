// Demo 到货登记 and 退货单 of the demo tenant: a dozen registrations over the last weeks, from the
// newest purchase orders (procurement number, supplier, first line's material), each with its packs'
// barcodes (codes DH + day + registration + pack: never the barcode demo's BC/CT codes). The newest
// are drafts; the audited ones' barcodes are in 条码档案 — the most recent awaiting inspection
// (待检验), the older ones judged since — with the change log their audits leave, so their un-audit
// is refused as a real one would be; two returns of unqualified packs (audited: 已退货) and one draft.
import { sql } from 'kysely';
import { Big } from '../../../../schemas/compute/decimal';
import type { SeedContext } from '../../../../server/modules/types';
import { addDays, type AnyDb, calendar, compact } from '../../../../server/seed/demo-kit';

const COUNT = 12;
const PACKS = [3, 2, 4, 2, 3, 5, 2, 3, 4, 2, 3, 2];
const PACK_SIZES = [50, 100, 20, 200, 25, 10, 500, 40, 60, 100, 30, 80];
/** the registration's status by its index (0 newest) */
const statusOf = (i: number) => (i < 2 ? 'Saved' : i === 2 ? 'Commit' : 'Audit');
/** audited registrations whose packs have been judged since (the rest still wait for inspection) */
const judged = (i: number) => i >= 7;
/** registrations with a return (index → packs returned, status of the return) */
const RETURNS: Array<[number, number, 'Audit' | 'Saved']> = [
  [8, 1, 'Audit'],
  [10, 2, 'Audit'],
  [5, 1, 'Saved'],
];

export async function seedArrivalDemo(ctx: SeedContext): Promise<void> {
  if (ctx.tenant.code !== 'demo') return;
  const db = ctx.db as AnyDb;
  const T = ctx.tenant.id;
  const cal = calendar(ctx.today);
  const who = { tenant_id: T, create_id: ctx.creator.id, create_name: ctx.creator.name, modify_id: ctx.creator.id, modify_name: ctx.creator.name };
  const { rows: orders } = await sql<{ code: string; supplier_id: string; material_id: string; unit: string | null }>`
    select o.code, o.supplier_id, i.material_id, m.unit
      from erp_purchase o
      join lateral (select material_id from erp_purchase_item where tenant_id = o.tenant_id and owner_id = o.id order by sn, id limit 1) i on true
      join mdm_material m on m.tenant_id = o.tenant_id and m.id = i.material_id
     where o.tenant_id = ${T} and o.status_dict in ('Audit', 'Finish')
     order by o.bill_date desc, o.id desc limit ${COUNT}`.execute(db);
  if (!orders.length) return;

  for (let i = 0; i < orders.length; i++) {
    const o = orders[i];
    const day = addDays(cal.today, -(2 * i + 1));
    const status = statusOf(i);
    const at = `${day}T0${1 + (i % 8)}:30:00.000Z`;
    const size = PACK_SIZES[i];
    const packs = Array.from({ length: PACKS[i] }, (_, k) => ({ code: `DH${compact(day)}${String(i + 1).padStart(2, '0')}${String(k + 1).padStart(2, '0')}`, count: String(size) }));
    const quantity = new Big(size).times(packs.length).toString();
    const batch = `DH${compact(day)}-${String(i + 1).padStart(2, '0')}`;
    const [arrival] = await db
      .insertInto('wms_arrival')
      .values({
        ...who,
        organ_id: ctx.organId,
        status_dict: status,
        version: status === 'Audit' ? 3 : status === 'Commit' ? 2 : 1,
        create_dt: at,
        modify_dt: at,
        code: `DJ${compact(day)}0001`,
        arrival_batch: batch,
        purchase_code: o.code,
        material_batch: `YL${compact(addDays(day, -20))}${String.fromCharCode(65 + (i % 6))}`,
        supplier_id: Number(o.supplier_id),
        arrival_date: day,
        expiry_date: addDays(day, 365),
        quality_method: i % 4 === 0 ? 'Full' : 'Sampling',
        material_id: Number(o.material_id),
        unit: o.unit,
        quantity,
        barcode_qty: quantity,
        returned_qty: '0',
        remark: i % 3 === 0 ? '外包装完好' : null,
      })
      .returning('id')
      .execute();
    const arrivalId = Number(arrival.id);
    await db.insertInto('wms_arrival_barcode').values(packs.map((p, k) => ({ tenant_id: T, owner_id: arrivalId, sn: k, code: p.code, count: p.count }))).execute();
    if (status !== 'Audit') continue;

    // the audit's barcodes, with the log an audit leaves (applied: what it set)
    const applied = { material_id: Number(o.material_id), arrival_batch: batch, supplier_id: Number(o.supplier_id), state: 'Pending', quality_result: 'Wait' };
    const ret = RETURNS.find(([at]) => at === i);
    const returned = ret && ret[2] === 'Audit' ? ret[1] : 0;
    const rows = packs.map((p, k) => {
      const unqualified = ret && k >= packs.length - ret[1];
      const quality = !judged(i) && !unqualified ? 'Wait' : unqualified ? 'Unqualified' : k % 5 === 4 ? 'Exempt' : 'Qualified';
      const state = quality === 'Wait' ? 'Pending' : unqualified && k >= packs.length - returned ? 'Returned' : null;
      return { ...who, create_dt: at, modify_dt: at, code: p.code, barcode_type: 'Material', material_id: applied.material_id, count: p.count, arrival_batch: batch, supplier_id: applied.supplier_id, quality_result: quality, state };
    });
    const ids = await db.insertInto('barcode_barcode').values(rows).returning('id').execute();
    await db
      .insertInto('wms_barcode_move')
      .values(ids.map((b, k) => ({ ...who, create_dt: at, modify_dt: at, doc_entity: 'WmsArrival', doc_id: arrivalId, barcode_id: Number(b.id), code: packs[k].code, created: true, prior: null, applied: JSON.stringify({ ...applied, count: packs[k].count }) })))
      .execute();

    if (!ret) continue;
    const back = packs.slice(packs.length - ret[1]);
    const qty = new Big(size).times(back.length).toString();
    const rday = addDays(day, 1);
    const [reject] = await db
      .insertInto('wms_reject')
      .values({
        ...who,
        organ_id: ctx.organId,
        status_dict: ret[2],
        version: ret[2] === 'Audit' ? 2 : 1,
        create_dt: `${rday}T03:00:00.000Z`,
        modify_dt: `${rday}T03:00:00.000Z`,
        code: `TH${compact(rday)}0001`,
        return_date: rday,
        arrival_id: arrivalId,
        arrival_batch: batch,
        material_id: applied.material_id,
        supplier_id: applied.supplier_id,
        return_qty: qty,
        reason: '来料检验不合格',
      })
      .returning('id')
      .execute();
    await db.insertInto('wms_reject_barcode').values(back.map((p, k) => ({ tenant_id: T, owner_id: Number(reject.id), sn: k, code: p.code }))).execute();
    await db.insertInto('receipt_path').values({ tenant_id: T, link_code: 'registrationToReject', source_entity: 'WmsArrival', source_id: arrivalId, target_entity: 'WmsReject', target_id: Number(reject.id) }).execute();
    if (ret[2] !== 'Audit') continue;
    await db.updateTable('wms_arrival').set({ returned_qty: qty }).where('tenant_id', '=', T).where('id', '=', arrivalId).execute();
    const backIds = ids.slice(packs.length - back.length);
    await db
      .insertInto('wms_barcode_move')
      .values(backIds.map((b, k) => ({ ...who, doc_entity: 'WmsReject', doc_id: Number(reject.id), barcode_id: Number(b.id), code: back[k].code, created: false, prior: JSON.stringify({ state: null }), applied: JSON.stringify({ state: 'Returned' }) })))
      .execute();
  }
}
