// The demo tenant's in-process inspections, releases and adjustments, over what the demo already
// holds (its work orders, its judged incoming lots): a started in-process scheme (patrol every 5th
// report) and quality settings for the orders' products — so the demo's own output reports at start
// create their inspections through the hooks — and a year of weekly inspections of the orders'
// operations; an audited concession of a rejected lot's barcodes not in stock and an open one; an
// audited adjustment of another rejected lot. Set-based inserts, nothing random.
import { sql } from 'kysely';
import type { AnyDb } from '../../../server/seed/demo-kit';

type Who = Record<string, unknown>;
const PRODUCTS = 6;

export async function seedProcessDemo(db: AnyDb, T: string, who: Who, itemId: Map<string, number>, planId: number): Promise<void> {
  const { rows: products } = await sql<{ material_id: number }>`
    select material_id::int as material_id from prd_work_order where tenant_id = ${T} and material_id is not null group by material_id order by count(*) desc, material_id limit ${PRODUCTS}`.execute(db);
  if (!products.length) return;
  const ids = products.map((p) => p.material_id);
  const schemes = await db
    .insertInto('quality_scheme')
    .values(ids.map((m, k) => ({ ...who, code: `GJ${String(k + 1).padStart(4, '0')}`, scheme_name: `过程检验方案${k + 1}`, scheme_version: 1, status: 'Start', inspect_kind: 'InProcess', target_type: 'Material', material_id: m, sample_plan_id: planId, schedule: 'PeriodicByMaterial', schedule_value: 5, measure: 'QualifiedRate', measure_value: 100 })))
    .returning(['id', 'material_id'])
    .execute();
  await db.insertInto('quality_scheme_line').values(schemes.flatMap((s) => [['OD', 20, 19.95, 20.05, true] as const, ['LOOK', null, null, null, false] as const].map(([code, std, lo, hi, key], sn) => ({ tenant_id: T, owner_id: Number(s.id), sn, item_id: itemId.get(code), standard_value: std, lower_limit: lo, upper_limit: hi, key_item: key })))).execute();
  // no reminders in the demo: the demo's own reports at start would fill the inboxes
  await db.insertInto('quality_material_setting').values(ids.map((m, k) => ({ ...who, material_id: m, need_quality_remind: false, need_auto_sample: true, need_requality: k % 3 === 0 }))).execute();
  await sql`update mdm_material set need_quality = true where tenant_id = ${T} and id in (${sql.join(ids)})`.execute(db);
  // a year of the orders' operations inspected fortnightly: the first piece, patrols, the last piece
  // (the newest, still pending); one patrol in thirteen rejected (never a first piece: it would stop the
  // demo's own reports at start). One statement.
  await sql`
    insert into quality_process (tenant_id, code, kind, state, result, order_id, op_id, process_id, material_id, scheme_id, report_qty, sample_size, inspected_qty, qualified_qty, pass_rate,
                                 inspector, inspect_dt, status_dict, create_id, create_name, modify_id, modify_name, create_dt, modify_dt)
    select ${T}, 'GJ' || to_char(x.at, 'YYYYMMDD') || lpad(x.k::text, 5, '0'), x.kind, case when x.pending then 'Pending' else 'Checked' end,
           case when x.pending then 'Wait' when x.rejected then 'Unqualified' else 'Qualified' end,
           x.order_id, x.op_id, x.process_id, x.material_id, x.scheme_id, 50 + (x.k % 7) * 10, 5,
           case when x.pending then 0 else 5 end, case when x.pending then 0 when x.rejected then 4 else 5 end,
           case when x.pending then null when x.rejected then 80 else 100 end,
           case when x.pending then null else ${who.create_name} end, case when x.pending then null else x.at + interval '40 minutes' end,
           'Saved', ${who.create_id}, ${who.create_name}, ${who.create_id}, ${who.create_name}, x.at, x.at
      from (select o.id as order_id, op.id as op_id, op.process_id, o.material_id, s.id as scheme_id, w,
                   case when w = 0 then 'FirstPiece' when w = 25 then 'LastPiece' else 'Patrol' end as kind,
                   current_date - 357 + w * 14 + interval '9 hours' + (op.seq % 8) * interval '1 hour' as at,
                   w >= 25 as pending, w > 0 and (op.id + w) % 13 = 0 as rejected,
                   row_number() over (order by w, op.id) as k
              from prd_work_order o join prd_work_order_op op on op.tenant_id = o.tenant_id and op.owner_id = o.id
              join quality_scheme s on s.tenant_id = o.tenant_id and s.material_id = o.material_id and s.inspect_kind = 'InProcess'
              cross join generate_series(0, 25) as w
             where o.tenant_id = ${T}) x`.execute(db);
  await sql`
    insert into quality_process_reading (tenant_id, owner_id, sn, item_id, standard_value, lower_limit, upper_limit, key_item, reading, answer, qualified)
    select q.tenant_id, q.id, l.sn, l.item_id, l.standard_value, l.lower_limit, l.upper_limit, l.key_item,
           case when l.lower_limit is null then null when q.result = 'Unqualified' then l.upper_limit + 0.02 else l.standard_value + ((q.id % 7) - 3) * 0.01 end,
           case when l.lower_limit is null then '无划伤无锈蚀' end, l.lower_limit is null or q.result <> 'Unqualified'
      from quality_process q join quality_scheme_line l on l.tenant_id = q.tenant_id and l.owner_id = q.scheme_id
     where q.tenant_id = ${T} and q.state <> 'Pending'`.execute(db);
}

/** the barcodes (not returned: goods sent back are gone) of the two newest rejected lots none of whose barcodes is in stock: one released by concession, the other adjusted */
export async function seedReleaseAndAdjust(db: AnyDb, T: string, who: Who) {
  const { rows: lots } = await sql<{ id: number; code: string; material_id: number; inspect_dt: Date | null }>`
    select i.id::int as id, i.code, i.material_id::int as material_id, i.inspect_dt from quality_incoming i
     where i.tenant_id = ${T} and i.state = 'Checked' and i.result = 'Unqualified'
       and not exists (select 1 from quality_incoming_barcode b join barcode_barcode bb on bb.tenant_id = b.tenant_id and bb.code = b.code where b.tenant_id = ${T} and b.owner_id = i.id and bb.state = 'InStock')
       and exists (select 1 from quality_incoming_barcode b join barcode_barcode bb on bb.tenant_id = b.tenant_id and bb.code = b.code where b.tenant_id = ${T} and b.owner_id = i.id and bb.state is distinct from 'Returned')
     order by i.inspect_dt desc nulls last, i.id desc limit 2`.execute(db);
  if (!lots.length) return;
  const codesOf = async (id: number) =>
    (await sql<{ code: string; count: string; state: string | null }>`select b.code, coalesce(b.count, 0)::text as count, bb.state from quality_incoming_barcode b left join barcode_barcode bb on bb.tenant_id = b.tenant_id and bb.code = b.code where b.tenant_id = ${T} and b.owner_id = ${id} and bb.state is distinct from 'Returned' order by b.sn`.execute(db)).rows;
  const at = (l: { inspect_dt: Date | null }) => l.inspect_dt ?? new Date();
  const [released, adjusted] = lots;
  const packs = await codesOf(released.id);
  const total = packs.reduce((s, p) => s + Number(p.count), 0);
  const day = (d: Date) => d.toISOString().slice(0, 10).replaceAll('-', '');
  const heads = await db
    .insertInto('quality_release')
    .values([
      { ...who, code: `FX${day(at(released))}0001`, status_dict: 'Audit', create_dt: at(released), modify_dt: at(released), release_type: 'Concession', material_id: released.material_id, quantity: total.toFixed(4), reason: '外观轻微划伤，不影响使用，经评审让步接收', approver: '质量经理' },
      { ...who, code: `FX${day(new Date())}0002`, status_dict: 'Saved', release_type: 'Concession', material_id: released.material_id, quantity: packs[0] ? Number(packs[0].count).toFixed(4) : '1', reason: '待评审', approver: '质量经理' },
    ])
    .returning('id')
    .execute();
  await db.insertInto('quality_release_barcode').values(packs.map((p, sn) => ({ tenant_id: T, owner_id: Number(heads[0].id), sn, code: p.code, before_result: 'Unqualified', before_state: p.state }))).execute();
  await sql`update barcode_barcode set quality_result = 'Qualified' where tenant_id = ${T} and code in (${sql.join(packs.map((p) => p.code))})`.execute(db);
  if (!adjusted) return;
  const lines = await codesOf(adjusted.id);
  const [adj] = await db
    .insertInto('quality_adjust')
    .values({ ...who, code: `TZ${day(at(adjusted))}0001`, status_dict: 'Audit', create_dt: at(adjusted), modify_dt: at(adjusted), incoming_id: adjusted.id, before_result: 'Unqualified', after_result: 'Qualified', reason: '复测合格，原判定量具误差' })
    .returning('id')
    .execute();
  await db.insertInto('quality_adjust_line').values(lines.map((l, sn) => ({ tenant_id: T, owner_id: Number(adj.id), sn, code: l.code, before_result: 'Unqualified', after_result: 'Qualified' }))).execute();
  await sql`update barcode_barcode set quality_result = 'Qualified' where tenant_id = ${T} and code in (${sql.join(lines.map((l) => l.code))})`.execute(db);
  await sql`update quality_incoming_barcode set result = 'Qualified' where tenant_id = ${T} and owner_id = ${adjusted.id}`.execute(db);
  await sql`update quality_incoming set result = 'Qualified' where tenant_id = ${T} and id = ${adjusted.id}`.execute(db);
}
