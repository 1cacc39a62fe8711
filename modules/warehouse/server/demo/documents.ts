// Demo of the warehouse documents beyond entries and deliveries (the demo tenant; once): delivery
// applies for production, one issued in part by 原料出库单, one in full by 出库单, one waiting; a raw delivery still
// to be audited; quick entries (简易入库) of found stock onto free positions and of goods left
// unplaced at the receiving place, put on shelves by a put-on order (one more waiting); stacking
// orders of material barcodes onto a pallet; transfers and a stock count (moves.ts). Written
// through the record layer — its rules, links and the stock engine — as the warehouse keeper,
// after the year of entries and deliveries.
import { sql } from 'kysely';
import type { Row } from '../../../../schemas/compute/record';
import { TenantScopePlugin } from '../../../../server/db/scope';
import type { SeedContext } from '../../../../server/modules/types';
import { builtinModel } from '../../../../server/records/model';
import { type AnyTrx, createRecord, moveRecord, type Writer } from '../../../../server/records/write';
import { seedTransfersAndCount } from './moves';

type Rec = Record<string, unknown>;
const n = (v: unknown) => Number(v);

export async function seedWarehouseDocumentsDemo(ctx: SeedContext): Promise<void> {
  if (ctx.tenant.code !== 'demo') return;
  const db = ctx.db;
  const T = ctx.tenant.id;
  if ((await sql`select 1 from wms_delivery_apply where tenant_id = ${T} limit 1`.execute(db)).rows.length) return;
  const [keeper] = (await sql<Row>`select id, name from app_user where tenant_id = ${T} and code = 'wangqiang'`.execute(db)).rows;
  // the seed's own transaction, scoped to the tenant as a caller's writes are (the record layer relies on it)
  const trx = (db as unknown as AnyTrx).withoutPlugins().withPlugin(new TenantScopePlugin(T)) as AnyTrx;
  const w: Writer = { db: trx, tenantId: T, userId: keeper ? n(keeper.id) : ctx.creator.id, userName: keeper ? String(keeper.name) : ctx.creator.name, organId: ctx.organId, lang: 'zh_CN' };
  const create = async (entity: string, values: Rec) => createRecord(w, builtinModel(entity)!, values, trx);
  const audit = async (entity: string, id: number) => moveRecord(w, builtinModel(entity)!, id, 'audit', undefined, trx);

  // the placed stock (raw materials first) with the most on hand, in the warehouse holding most raw materials
  const raw = (
    await sql<Row>`
      select b.material_id, b.warehouse_id, b.position_id, b.batch_no, (b.total - b.occupied - b.locked) as available, coalesce(nullif(m.purchase_price, 0), pr.unit_price) as price
        from stock_balance b join mdm_material m on m.tenant_id = b.tenant_id and m.id = b.material_id
        join stock_price pr on pr.tenant_id = b.tenant_id and pr.material_id = b.material_id and pr.warehouse_id = b.warehouse_id
       where b.tenant_id = ${T} and b.position_id <> 0 and b.total - b.occupied - b.locked >= 8 and not b.frozen and b.status = 'Stock'
         and b.warehouse_id = (select warehouse_id from stock_balance x join mdm_material y on y.tenant_id = x.tenant_id and y.id = x.material_id
                                where x.tenant_id = ${T} and x.position_id <> 0 and x.total >= 8 group by warehouse_id
                                order by count(*) filter (where y.category = 'RAW') desc, count(*) desc, warehouse_id limit 1)
       order by (m.category = 'RAW') desc, b.total desc, b.id limit 7`.execute(db)
  ).rows;
  if (raw.length < 7) return;
  const warehouse = n(raw[0].warehouse_id);
  const line = (b: Row, share: number) => ({
    material_id: n(b.material_id),
    quantity: Math.max(1, Math.floor(Number(b.available) * share)),
    unit_price: String(b.price),
    batch_no: b.batch_no || null,
    position_id: n(b.position_id),
  });

  // 出库申请: two issued (the first in part), one waiting
  const issued = await create('WmsDeliveryApply', { apply_type: 'Production', warehouse_id: warehouse, remark: '一车间本周领料', items: raw.slice(0, 3).map((b) => line(b, 0.25)) });
  await audit('WmsDeliveryApply', issued.id);
  const whole = await create('WmsDeliveryApply', { apply_type: 'Production', warehouse_id: warehouse, remark: '二车间试产领料', items: raw.slice(3, 5).map((b) => line(b, 0.2)) });
  await audit('WmsDeliveryApply', whole.id);
  await create('WmsDeliveryApply', { apply_type: 'Production', warehouse_id: warehouse, remark: '三车间下周备料', items: [line(raw[5], 0.1)] });

  // 原料出库单 from them: the first apply's first two lines audited, its last line waiting
  const fromApply = (apply: Rec, lines: Rec[]) => ({
    delivery_type: 'Production',
    warehouse_id: warehouse,
    apply_id: apply.id,
    items: lines.map((l) => ({ ...pick(l), apply_item_id: l.id, apply_id: apply.id })),
  });
  const issuedLines = issued.items as Rec[];
  const first = await create('WmsDeliveryRaw', fromApply(issued, issuedLines.slice(0, 2)));
  await audit('WmsDeliveryRaw', first.id);
  // the second apply in full by a 出库单
  const second = await create('WmsDelivery', fromApply(whole, whole.items as Rec[]));
  await audit('WmsDelivery', second.id);
  await create('WmsDeliveryRaw', fromApply(issued, issuedLines.slice(2)));

  // 简易入库: found stock onto free positions (audited), a second one saved — in the warehouse with the most room
  const free = (
    await sql<Row>`select p.id, p.warehouse_id from wms_position p where p.tenant_id = ${T} and coalesce(p.position_status, 'NonAlloc') = 'NonAlloc'
                     and p.position_type not in ('Automatic3d', 'AutomaticIntensive')
                     and p.warehouse_id = (select q.warehouse_id from wms_position q where q.tenant_id = ${T} and coalesce(q.position_status, 'NonAlloc') = 'NonAlloc'
                                             and q.position_type not in ('Automatic3d', 'AutomaticIntensive') group by q.warehouse_id order by count(*) desc, q.warehouse_id limit 1)
                   order by p.id limit 3`.execute(db)
  ).rows;
  if (free.length < 3) return;
  const room = n(free[0].warehouse_id);
  const found = await create('WmsSimpleEntry', {
    entry_type: 'Other',
    warehouse_id: room,
    remark: '盘点发现的账外物料',
    items: [{ ...line(raw[6], 0), quantity: 12, batch_no: 'PY-DEMO-01', position_id: n(free[0].id) }],
  });
  await audit('WmsSimpleEntry', found.id);
  await create('WmsSimpleEntry', { entry_type: 'Other', warehouse_id: room, remark: '车间退回余料', items: [{ ...line(raw[0], 0), quantity: 5, batch_no: 'TL-DEMO-01', position_id: n(free[1].id) }] });

  // goods left at the receiving place (no position), then put on a shelf; a second lot waits for its put-on
  const received = await create('WmsSimpleEntry', {
    entry_type: 'Other',
    warehouse_id: room,
    remark: '暂存收货区，待上架',
    items: [
      { ...line(raw[1], 0), quantity: 20, batch_no: 'SH-DEMO-01', position_id: null },
      { ...line(raw[2], 0), quantity: 16, batch_no: 'SH-DEMO-02', position_id: null },
    ],
  });
  await audit('WmsSimpleEntry', received.id);
  const putOn = await create('WmsPutOn', { warehouse_id: room, strategy: 'batch', items: [{ material_id: n(raw[1].material_id), batch_no: 'SH-DEMO-01', quantity: 20, to_position_id: n(free[2].id) }] });
  await audit('WmsPutOn', putOn.id);
  await create('WmsPutOn', { warehouse_id: room, strategy: 'lowFirst', remark: '等待叉车', items: [{ material_id: n(raw[2].material_id), batch_no: 'SH-DEMO-02', quantity: 16 }] });

  await seedStacks(ctx, create, audit, room);
  await seedTransfersAndCount(trx, T, create, audit);
}

/** A raw delivery line from an apply's line: what it names (place, batch, price). */
function pick(l: Rec): Rec {
  const id = (v: unknown) => (v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v);
  const dict = (v: unknown) => (v && typeof v === 'object' && 'dict' in v ? (v as { dict: unknown }).dict : v);
  return { material_id: id(l.material_id), spec: l.spec, unit: dict(l.unit), quantity: l.quantity, unit_price: l.unit_price, batch_no: l.batch_no, position_id: id(l.position_id) };
}

/** Stacking: material barcodes of one batch, not on a container, onto new pallets — one audited, one saved. */
async function seedStacks(ctx: SeedContext, create: (e: string, v: Rec) => Promise<Rec>, audit: (e: string, id: number) => Promise<unknown>, warehouse: number): Promise<void> {
  const T = ctx.tenant.id;
  const loose = (
    await sql<Row>`select b.code, b.batch_no from barcode_barcode b where b.tenant_id = ${T} and b.barcode_type = 'Material' and b.parent_id is null
                     and b.state is null and b.batch_no is not null order by b.batch_no, b.id limit 40`.execute(ctx.db)
  ).rows;
  const byBatch = new Map<string, string[]>();
  for (const b of loose) byBatch.set(String(b.batch_no), [...(byBatch.get(String(b.batch_no)) ?? []), String(b.code)]);
  const groups = [...byBatch.values()].filter((codes) => codes.length >= 2).slice(0, 2);
  for (const [i, codes] of groups.entries()) {
    const pallet = `TP-DEMO-0${i + 1}`;
    await create('Barcode', { code: pallet, barcode_type: 'Container', remark: '码垛托盘' });
    const stack = await create('WmsStack', { warehouse_id: warehouse, container_code: pallet, remark: i ? '待复核' : '成品入库组托', items: codes.slice(0, 3).map((code) => ({ barcode: code })) });
    if (i === 0) await audit('WmsStack', n(stack.id));
  }
}
