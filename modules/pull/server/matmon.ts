// 物料监控 (pull.MatMon/page): for each released, unfinished work order (the caller may see), each
// operation and each material its BOM feeds there — required (quantity per product with its loss ×
// planned), fed, returned, consumed (the operation's output × quantity per), at the line for the
// order (fed − returned − consumed), the line's line-side stock (the stock at the positions its pull
// rules and calls name: production and the warehouse keep no line-side stock of their own), what is
// on the way (open calls and pulls) and the shortage (required − net fed − line-side stock).
// Shortages first. One SQL text, paged and counted by pagedSql; every figure numeric, never float.
import { sql } from 'kysely';
import { Big } from '../../../schemas/compute/decimal';
import type { Paged } from '../../../schemas/rpc/define';
import { callerModel } from '../../../server/records/context';
import { visibilityOf, visibleFlag } from '../../../server/records/data-scope';
import { pagedSql } from '../../../server/records/paged-query';
import { type CallContext, session } from '../../../server/rpc/registry';
import { ACTIVE_STATES, MANUFACTURING_STATES } from '../../production/public';
import type { MatMonQuery, MatMonRow } from '../contracts';

type Row = Omit<MatMonRow, 'orderState' | 'key'> & { orderState: string; bomItemId: number };

const QTY_FIELDS = ['planQty', 'required', 'fed', 'returned', 'consumed', 'atLine', 'lineStock', 'onTheWay', 'shortage'] as const;
const shown = (v: unknown) => new Big(v === null || v === undefined ? 0 : String(v)).toString();
const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** every line of every released, unfinished order the caller may see, with its figures (alias r) */
function lines(T: string, visible: ReturnType<typeof visibleFlag>) {
  return sql`(
    with base as (
      select o.id as order_id, o.code as order_code, o.manufacturing_state as order_state, o.plan_qty, o.plan_start, op.id as op_id, coalesce(op.seq, 0) as seq,
             coalesce(pr.name, '') as process_name, bi.id as bom_item_id, bi.material_id,
             coalesce(pm.name, '') as product_name,
             coalesce(e.process_unit_id, (select ri.process_unit_id from prd_process_route_item ri where ri.tenant_id = o.tenant_id and ri.owner_id = o.route_id and ri.process_id = op.process_id order by ri.id limit 1)) as line_id,
             bi.quantity / nullif(b.quantity, 0) * (1 + coalesce(bi.loss_rate, 0) / 100) as per_unit,
             coalesce(op.done_qty, 0) as done_qty
        from prd_work_order o
        join lateral (select coalesce(o.bom_id, (select d.id from prd_bom d where d.tenant_id = o.tenant_id and d.material_id = o.material_id and d.bom_type = 'Produce' and coalesce(d.status, 'Enable') = 'Enable' order by d.id desc limit 1)) as id) bo on bo.id is not null
        join prd_bom b on b.tenant_id = o.tenant_id and b.id = bo.id
        join prd_work_order_op op on op.tenant_id = o.tenant_id and op.owner_id = o.id
        join prd_bom_item bi on bi.tenant_id = o.tenant_id and bi.owner_id = b.id
         and (bi.process_id = op.process_id
              or (bi.process_id is null and op.id = (select f.id from prd_work_order_op f where f.tenant_id = o.tenant_id and f.owner_id = o.id order by f.seq, f.id limit 1)))
        left join mdm_process pr on pr.tenant_id = o.tenant_id and pr.id = op.process_id
        left join mdm_material pm on pm.tenant_id = o.tenant_id and pm.id = o.material_id
        left join prd_equipment e on e.tenant_id = o.tenant_id and e.id = coalesce(op.equipment_id, o.equipment_id)
       where o.tenant_id = ${T} and o.manufacturing_state in (${sql.join(ACTIVE_STATES)}) and ${visible}
    ), line_pos as (
      select process_unit_id, position_id from pull_rule where tenant_id = ${T} and position_id is not null
      union select process_unit_id, position_id from pull_call where tenant_id = ${T} and position_id is not null
    ), figured as (
      select x.*, round(x.plan_qty * x.per_unit, 6) as required, round(x.done_qty * x.per_unit, 6) as consumed,
             coalesce(fd.fed, 0) as fed, coalesce(fd.returned, 0) as returned,
             coalesce((select sum(s.total) from stock_balance s where s.tenant_id = ${T} and s.material_id = x.material_id
                        and s.position_id in (select lp.position_id from line_pos lp where lp.process_unit_id = x.line_id)), 0) as line_stock,
             coalesce((select sum(c.quantity) from pull_call c where c.tenant_id = ${T} and c.process_unit_id = x.line_id and c.material_id = x.material_id and c.stage = 'Called'), 0)
               + coalesce((select sum(p.quantity) from pull_pull p where p.tenant_id = ${T} and p.process_unit_id = x.line_id and p.material_id = x.material_id and p.stage = 'Called'), 0) as on_the_way
        from base x
        left join lateral (select sum(f.qty) as fed, sum(coalesce(f.returned_qty, 0)) as returned from prd_feeding f
                            where f.tenant_id = ${T} and f.op_id = x.op_id and f.material_id = x.material_id) fd on true
    )
    select g.*, greatest(g.fed - g.returned - g.consumed, 0) as at_line,
           greatest(g.required - (g.fed - g.returned) - g.line_stock, 0) as shortage,
           m.code as material_code, m.name as material_name, m.unit, u.name as line_name
      from figured g
      join mdm_material m on m.tenant_id = ${T} and m.id = g.material_id
      left join prd_process_unit u on u.tenant_id = ${T} and u.id = g.line_id
  ) r`;
}

export async function matMonPage(ctx: CallContext, q: MatMonQuery): Promise<Paged<MatMonRow> & { shortages: number }> {
  const s = session(ctx);
  const T = s.tenantId;
  const visible = visibleFlag(await visibilityOf(ctx, await callerModel(ctx, 'WorkOrder')), 'o');
  const where = [sql`true`];
  if (q.processUnitId) where.push(sql`r.line_id = ${q.processUnitId}`);
  if (q.line) where.push(sql`r.line_name ilike ${like(q.line)}`);
  if (q.orderId) where.push(sql`r.order_id = ${q.orderId}`);
  if (q.orderCode) where.push(sql`r.order_code ilike ${like(q.orderCode)}`);
  if (q.material) where.push(sql`(r.material_code ilike ${like(q.material)} or r.material_name ilike ${like(q.material)})`);
  if (q.shortOnly) where.push(sql`r.shortage > 0`);
  const from = sql`from ${lines(T, visible)} where ${sql.join(where, sql` and `)}`;
  const page = await pagedSql<Record<string, unknown>, MatMonRow, { shortages: number }>(
    s.db,
    q,
    {
      select: sql`r.order_id::int as "orderId", r.order_code as "orderCode", r.order_state as "orderState", r.product_name as "productName", r.plan_qty::text as "planQty",
        r.op_id::int as "opId", r.seq::int as seq, r.process_name as "processName", r.line_id::int as "processUnitId", r.line_name as "processUnitName",
        r.material_id::int as "materialId", r.material_code as "materialCode", r.material_name as "materialName", r.unit, r.bom_item_id::int as "bomItemId",
        r.required::text as required, r.fed::text as fed, r.returned::text as returned, r.consumed::text as consumed, r.at_line::text as "atLine",
        r.line_stock::text as "lineStock", r.on_the_way::text as "onTheWay", r.shortage::text as shortage`,
      from,
      orderBy: sql`(r.shortage > 0) desc, r.plan_start, r.order_code, r.seq, r.material_code`,
      tieBreak: sql`r.op_id, r.bom_item_id`,
    },
    (raw) => view(raw as unknown as Row, ctx.lang),
    { extra: async () => ({ shortages: Number((await sql<{ n: number }>`select count(*)::int as n ${from} and r.shortage > 0`.execute(s.db)).rows[0]?.n ?? 0) }) },
  );
  return page;
}

function view(r: Row, lang: string): MatMonRow {
  const { bomItemId, ...rest } = r;
  const out = { ...rest, key: `${r.opId}:${bomItemId}` } as MatMonRow;
  for (const f of QTY_FIELDS) out[f] = shown(r[f]);
  const state = MANUFACTURING_STATES.find((m) => m.value === r.orderState);
  out.orderState = state ? (lang === 'en_US' ? state.labelEn : state.label) : r.orderState;
  return out;
}
