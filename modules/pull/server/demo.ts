// Demo data of 车间物流 (the demo tenant, once, after production's and the warehouse's): a line-side
// warehouse (线边仓) with a storage area per production line and its positions; pull rules for the
// materials the lines' BOMs feed; process material calls of the released demo orders in every
// stage (saved, called, issued, arrived, cancelled) and the pulls the rules ask for, one issued and
// arrived, one cancelled. Everything goes through the same functions as the calls (record layer,
// delivery apply, raw-material delivery, stock), so stock, ledger and applies agree. Deterministic.
import { sql } from 'kysely';
import { Big } from '../../../schemas/compute/decimal';
import { TenantScopePlugin } from '../../../server/db/scope';
import type { SeedContext } from '../../../server/modules/types';
import { builtinModel } from '../../../server/records/model';
import { type AnyTrx, createRecord, moveRecord, type Writer } from '../../../server/records/write';
import { checkRules } from './pulling';
import { applyFor, arriveAt, CALLS, cancelOne, lockRequests, PULLS, type RequestKind, type Tx } from './requests';

/** per line: its line-side area and, per material fed there, the rule's minimum and maximum */
const LINES: Array<{ unit: string; area: [string, string]; rules: Array<[material: string, min: number, max: number]> }> = [
  { unit: 'PU-MC', area: ['XB-MC', '机加工线边'], rules: [['冷轧钢板', 40, 160], ['切削液', 5, 30]] },
  { unit: 'PU-AS', area: ['XB-AS', '总装线边'], rules: [['六角头螺栓', 100, 600], ['深沟球轴承', 10, 60]] },
];

/** the line-side warehouse, its areas and positions (through the record layer, as the pages save
 * them: the warehouse with a 库区 per line, as its entity requires): the positions by line code, in rule order */
async function lineSide(w: Writer, trx: AnyTrx): Promise<Map<string, Array<{ id: number; code: string }>>> {
  const wh = await createRecord(
    w,
    builtinModel('Warehouse')!,
    { code: 'WH07', name: '线边仓', type: 'Raw', storage_method: 'ManualRack', description: '产线线边库位，物料拉动与工序叫料送达处', locations: LINES.map((l) => ({ name: l.area[1] })) },
    trx,
  );
  const warehouse = Number(wh.id);
  const out = new Map<string, Array<{ id: number; code: string }>>();
  for (const l of LINES) {
    const area = Number((await createRecord(w, builtinModel('WmsArea')!, { code: l.area[0], name: l.area[1], warehouse_id: warehouse }, trx)).id);
    const made: Array<{ id: number; code: string }> = [];
    for (const i of l.rules.keys()) {
      const code = `${l.area[0]}-${String(i + 1).padStart(2, '0')}`;
      const p = await createRecord(
        w,
        builtinModel('WmsPosition')!,
        { code, name: `${l.area[1]}${i + 1}号位`, warehouse_id: warehouse, area_id: area, platoon_num: 1, column_num: i + 1, layer_num: 1, position_type: 'ManualRack', kind: 'Normal', position_status: 'NonAlloc' },
        trx,
      );
      made.push({ id: Number(p.id), code });
    }
    out.set(l.unit, made);
  }
  return out;
}

/** the warehouse holding most of a material's free stock (outside the line side) */
async function richest(x: Tx, material: number, except: number): Promise<{ warehouse: number; free: Big } | null> {
  const [r] = (await sql<{ w: number; free: string }>`select warehouse_id::int as w, sum(total - occupied - locked)::text as free from stock_balance
      where tenant_id = ${x.T} and material_id = ${material} and warehouse_id <> ${except} and not frozen group by warehouse_id order by 2 desc, 1 limit 1`.execute(x.trx)).rows;
  return r ? { warehouse: r.w, free: new Big(r.free) } : null;
}

/** the warehouse audits the request's apply and issues it whole with a raw-material delivery */
async function issue(x: Tx, kind: RequestKind, id: number): Promise<void> {
  const [r] = await lockRequests(x, kind, [id]);
  const applyModel = builtinModel('WmsDeliveryApply')!;
  await moveRecord(x.w, applyModel, r.apply_id!, 'audit', undefined, x.trx);
  const items = (await sql<{ id: number; material_id: number; unit: string | null; quantity: string; unit_price: string }>`select id::int as id, material_id::int as material_id, unit, quantity::text as quantity, unit_price::text as unit_price
      from wms_delivery_apply_item where tenant_id = ${x.T} and owner_id = ${r.apply_id}`.execute(x.trx)).rows;
  const model = builtinModel('WmsDeliveryRaw')!;
  const d = await createRecord(x.w, model, { delivery_type: 'Production', warehouse_id: r.warehouse_id, apply_id: r.apply_id, items: items.map((i) => ({ apply_item_id: i.id, material_id: i.material_id, unit: i.unit, quantity: i.quantity, unit_price: i.unit_price })) }, x.trx);
  await moveRecord(x.w, model, Number(d.id), 'audit', undefined, x.trx);
}

const two = (n: number) => String(n).padStart(2, '0');
/** local 'YYYY-MM-DD HH:00:00' of now + hours */
function inHours(hours: number): string {
  const d = new Date(Date.now() + hours * 3_600_000);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:00:00`;
}

const STAGES = ['Arrived', 'Issued', 'Called', 'Saved', 'Cancelled'] as const;

export async function seedPullDemo(ctx: SeedContext): Promise<void> {
  if (ctx.tenant.code !== 'demo') return;
  const T = ctx.tenant.id;
  if ((await sql`select 1 from pull_rule where tenant_id = ${T} limit 1`.execute(ctx.db)).rows.length) return;
  const units = new Map((await sql<{ id: number; code: string }>`select id::int as id, code from prd_process_unit where tenant_id = ${T}`.execute(ctx.db)).rows.map((u) => [u.code, u.id]));
  if (!LINES.every((l) => units.has(l.unit))) return;
  // the seed runs in the tenant's seeding transaction: one write, all or nothing
  {
    const trx = (ctx.db as unknown as AnyTrx).withoutPlugins().withPlugin(new TenantScopePlugin(T)) as AnyTrx;
    const w: Writer = { db: trx, tenantId: T, userId: ctx.creator.id, userName: ctx.creator.name, organId: ctx.organId, lang: 'zh_CN' };
    const x: Tx = { w, trx, T, lang: 'zh_CN' };
    const positions = await lineSide(w, trx);
    const lineWarehouse = (await sql<{ id: number }>`select id::int as id from mdm_warehouse where tenant_id = ${T} and code = 'WH07'`.execute(trx)).rows[0].id;
    const rawWarehouse = (await sql<{ id: number }>`select id::int as id from mdm_warehouse where tenant_id = ${T} and code = 'WH01'`.execute(trx)).rows[0]?.id ?? lineWarehouse;
    const materials = new Map((await sql<{ id: number; name: string; unit: string | null }>`select distinct on (name) id::int as id, name, unit from mdm_material where tenant_id = ${T} order by name, code`.execute(trx)).rows.map((m) => [m.name, m]));
    const ruleModel = builtinModel('PullRule')!;
    for (const l of LINES) {
      for (const [i, [name, min, max]] of l.rules.entries()) {
        const m = materials.get(name);
        if (!m) continue;
        // issued from where the material lies (else the raw material warehouse: its pulls wait there)
        const from = (await richest(x, m.id, lineWarehouse))?.warehouse ?? rawWarehouse;
        await createRecord(w, ruleModel, { process_unit_id: units.get(l.unit), position_id: positions.get(l.unit)![i].id, material_id: m.id, unit: m.unit, min_qty: min, max_qty: max, warehouse_id: from }, trx);
      }
    }

    // calls: the first operation's materials of the released, unfinished demo orders, one per stage
    const needs = (
      await sql<{ order_id: number; op_id: number; material_id: number; unit: string | null; unit_code: string | null; required: string }>`
        select o.id::int as order_id, op.id::int as op_id, bi.material_id::int as material_id, m.unit, u.code as unit_code,
               round(o.plan_qty * bi.quantity / nullif(b.quantity, 0), 0)::text as required
          from prd_work_order o
          join prd_bom b on b.tenant_id = o.tenant_id and b.material_id = o.material_id and b.bom_type = 'Produce'
          join prd_work_order_op op on op.tenant_id = o.tenant_id and op.owner_id = o.id
          join prd_bom_item bi on bi.tenant_id = o.tenant_id and bi.owner_id = b.id and bi.process_id = op.process_id
          join mdm_material m on m.tenant_id = o.tenant_id and m.id = bi.material_id
          join prd_process_route_item ri on ri.tenant_id = o.tenant_id and ri.owner_id = o.route_id and ri.process_id = op.process_id
          join prd_process_unit u on u.tenant_id = o.tenant_id and u.id = ri.process_unit_id
         where o.tenant_id = ${T} and o.manufacturing_state in ('Wait', 'Process', 'Pause') and u.code in ('PU-MC', 'PU-AS')
         order by o.id, op.seq, bi.id`.execute(trx)
    ).rows;
    const callModel = builtinModel(CALLS.entity)!;
    let stage = 0;
    for (const n of needs) {
      if (stage >= STAGES.length) break;
      const from = await richest(x, n.material_id, lineWarehouse);
      if (!from) continue;
      const qty = new Big(n.required);
      const quantity = from.free.lt(qty) ? from.free.round(0, Big.roundDown) : qty;
      if (!quantity.gt(0)) continue;
      const want = STAGES[stage++];
      const c = await createRecord(w, callModel, {
        order_id: n.order_id,
        op_id: n.op_id,
        process_unit_id: units.get(n.unit_code!),
        material_id: n.material_id,
        unit: n.unit,
        quantity: quantity.toString(),
        need_time: inHours(2 + stage),
        warehouse_id: from.warehouse,
        position_id: positions.get(n.unit_code!)![0].id,
        remark: want === 'Saved' ? '待班组长确认' : null,
      }, trx);
      const id = Number(c.id);
      if (want === 'Saved') continue;
      await applyFor(x, CALLS, (await lockRequests(x, CALLS, [id]))[0]);
      if (want === 'Cancelled') await cancelOne(x, CALLS, (await lockRequests(x, CALLS, [id]))[0]);
      if (want !== 'Issued' && want !== 'Arrived') continue;
      await issue(x, CALLS, id);
      if (want === 'Arrived') await arriveAt(x, CALLS, (await lockRequests(x, CALLS, [id]))[0]);
    }

    // the pulls the rules ask for now; the first arrives at its line, the last is cancelled with its
    // rule switched off (so the pull job finds nothing due on a fresh demo)
    await checkRules(x);
    const pulls = (await sql<{ id: number; rule_id: number }>`select id::int as id, rule_id::int as rule_id from pull_pull where tenant_id = ${T} order by id`.execute(trx)).rows;
    if (pulls.length >= 2) {
      const [first, last] = [pulls[0], pulls[pulls.length - 1]];
      await issue(x, PULLS, first.id);
      await arriveAt(x, PULLS, (await lockRequests(x, PULLS, [first.id]))[0]);
      await cancelOne(x, PULLS, (await lockRequests(x, PULLS, [last.id]))[0]);
      await sql`update pull_rule set status = 'Disable', remark = '产线调整，暂停拉动' where tenant_id = ${T} and id = ${last.rule_id}`.execute(trx);
    }
  }
}
