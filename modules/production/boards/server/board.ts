// The two board calls: each reads the tenant's orders, operations, machines and today's outputs in
// a few queries (every one scoped by tenant_id) and shapes them with aggregate.ts. "Today" is the
// database's day, the same one the reports' report_date uses.
import { type Kysely, sql } from 'kysely';
import { session } from '../../../../server/rpc/registry';
import type { CallContext } from '../../../../server/rpc/registry';
import type { BoardTotals, DisplayEquipment, DisplayOutput, DisplayView, ProcessBoardView } from '../contracts';
import { equipmentState, hourlyOutput, type OperationRow, percentOf, processColumns, shown } from './aggregate';

// biome-ignore lint/suspicious/noExplicitAny: module tables are not in the static DB type
type Db = Kysely<any>;

const TODAY = sql`date_trunc('day', now())`;

async function totals(db: Db, T: string): Promise<BoardTotals> {
  const [o] = (
    await sql<{ running: number; finished: number }>`select count(*) filter (where manufacturing_state in ('Process', 'Debug'))::int as running,
        count(*) filter (where manufacturing_state = 'Completed' and finished_at >= ${TODAY})::int as finished
      from prd_work_order where tenant_id = ${T}`.execute(db)
  ).rows;
  const [p] = (
    await sql<{ qualified: string; total: string }>`select coalesce(sum(qualified_qty), 0)::text as qualified,
        coalesce(sum(coalesce(qualified_qty, 0) + coalesce(unqualified_qty, 0) + coalesce(scrap_qty, 0)), 0)::text as total
      from prd_output where tenant_id = ${T} and create_dt >= ${TODAY}`.execute(db)
  ).rows;
  return { running: o.running, finishedToday: o.finished, outputToday: shown(p.total), qualifiedToday: shown(p.qualified), qualifiedRate: percentOf(p.qualified, p.total) };
}

export async function processBoard(ctx: CallContext): Promise<ProcessBoardView> {
  const { db, tenantId: T } = session(ctx);
  const ops = (
    await sql<OperationRow>`select o.id::int as "orderId", o.code, coalesce(m.name, '') as "materialName", o.manufacturing_state as state, coalesce(op.seq, 0)::int as seq,
        op.process_id::int as "processId", coalesce(pr.name, '') as "processName", o.plan_qty::text as "planQty", coalesce(op.done_qty, 0)::text as "doneQty",
        e.name as "equipmentName"
      from prd_work_order o join prd_work_order_op op on op.tenant_id = o.tenant_id and op.owner_id = o.id
      left join mdm_material m on m.tenant_id = o.tenant_id and m.id = o.material_id
      left join mdm_process pr on pr.tenant_id = o.tenant_id and pr.id = op.process_id
      left join prd_equipment e on e.tenant_id = o.tenant_id and e.id = coalesce(op.equipment_id, o.equipment_id)
      where o.tenant_id = ${T} and o.manufacturing_state in ('Wait', 'Process', 'Pause', 'Debug')
      order by o.id, op.seq, op.id`.execute(db)
  ).rows;
  // columns in the order processes usually come in: their smallest sequence on any order
  const processOrder = [...new Map(ops.map((op) => [op.processId, op.seq])).entries()].sort((a, b) => a[1] - b[1]).map(([id]) => id);
  return { at: new Date().toISOString(), totals: await totals(db, T), processes: processColumns(ops, processOrder) };
}

interface MachineRow {
  id: number;
  code: string;
  name: string;
  status: string | null;
  orderId: number | null;
  orderCode: string | null;
  orderState: string | null;
  materialName: string | null;
  planQty: string | null;
  doneQty: string | null;
}

export async function display(ctx: CallContext): Promise<DisplayView> {
  const { db, tenantId: T } = session(ctx);
  // each machine with its orders on the floor (running first); scrapped machines are not shown
  const rows = (
    await sql<MachineRow>`select e.id::int as id, e.code, e.name, e.equipment_status as status, o.id::int as "orderId", o.code as "orderCode",
        o.manufacturing_state as "orderState", m.name as "materialName", o.plan_qty::text as "planQty",
        greatest(coalesce(o.finish_qty, 0), coalesce((select l.done_qty from prd_work_order_op l where l.tenant_id = o.tenant_id and l.owner_id = o.id order by l.seq desc, l.id desc limit 1), 0))::text as "doneQty"
      from prd_equipment e
      left join prd_work_order o on o.tenant_id = e.tenant_id and o.equipment_id = e.id and o.manufacturing_state in ('Process', 'Debug', 'Pause')
      left join mdm_material m on m.tenant_id = o.tenant_id and m.id = o.material_id
      where e.tenant_id = ${T} and coalesce(e.equipment_status, '0') <> '5'
      order by e.code, e.id, case when o.manufacturing_state = 'Pause' then 1 else 0 end, o.started_at desc nulls last, o.id desc`.execute(db)
  ).rows;
  const machines = new Map<number, { row: MachineRow; states: string[] }>();
  for (const r of rows) {
    const m = machines.get(r.id);
    if (m) m.states.push(r.orderState ?? '');
    else machines.set(r.id, { row: r, states: r.orderState ? [r.orderState] : [] });
  }
  const equipment: DisplayEquipment[] = [...machines.values()].map(({ row, states }) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    state: equipmentState(row.status, states),
    order:
      row.orderId === null
        ? null
        : { id: row.orderId, code: row.orderCode ?? '', materialName: row.materialName ?? '', planQty: shown(row.planQty), doneQty: shown(row.doneQty), percent: percentOf(row.doneQty ?? 0, row.planQty ?? 0) },
  }));
  const outputs = (
    await sql<DisplayOutput>`select p.id::int as id, p.code, p.create_dt as at, o.code as "orderCode", coalesce(m.name, '') as "materialName", pr.name as "processName",
        e.name as "equipmentName", coalesce(p.qualified_qty, 0)::text as qualified, coalesce(p.unqualified_qty, 0)::text as unqualified, coalesce(p.scrap_qty, 0)::text as scrap, p.create_name as by
      from prd_output p join prd_work_order o on o.tenant_id = p.tenant_id and o.id = p.order_id
      left join mdm_material m on m.tenant_id = p.tenant_id and m.id = coalesce(p.material_id, o.material_id)
      left join mdm_process pr on pr.tenant_id = p.tenant_id and pr.id = p.process_id
      left join prd_equipment e on e.tenant_id = p.tenant_id and e.id = p.equipment_id
      where p.tenant_id = ${T} and p.create_dt >= ${TODAY}
      order by p.create_dt desc, p.id desc limit 50`.execute(db)
  ).rows.map((x) => ({ ...x, at: new Date(x.at).toISOString(), qualified: shown(x.qualified), unqualified: shown(x.unqualified), scrap: shown(x.scrap) }));
  const hours = (
    await sql<{ hour: number; qty: string }>`select extract(hour from create_dt)::int as hour,
        sum(coalesce(qualified_qty, 0) + coalesce(unqualified_qty, 0) + coalesce(scrap_qty, 0))::text as qty
      from prd_output where tenant_id = ${T} and create_dt >= ${TODAY} group by 1`.execute(db)
  ).rows;
  return { at: new Date().toISOString(), totals: await totals(db, T), equipment, outputs, hourly: hourlyOutput(hours) };
}
