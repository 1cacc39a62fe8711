// The views of the boards' reports, one per report (recreated on every start, module views): each
// reads the rows the order moves and the shop-floor calls write, so the reports agree with the
// order list and the output records by construction. Quantities stay numeric (decimal-exact);
// percentages are rounded to 2 decimals in SQL. The operator of an output is whoever reported it
// (prd_output.create_id / create_name): the output records have no operator column of their own.
// Every row carries the department and maker of the order or record it comes from (depart_id,
// create_id): the reports are scoped like the orders.
const orderOf = (alias: string) => `join prd_work_order o on o.tenant_id = ${alias}.tenant_id and o.id = ${alias}.order_id`;
const outputQty = 'coalesce(p.qualified_qty, 0) + coalesce(p.unqualified_qty, 0) + coalesce(p.scrap_qty, 0)';
/** the quantity an order has finished: its count, or its last operation's done quantity while it runs */
const doneQty = `greatest(coalesce(o.finish_qty, 0), coalesce((select l.done_qty from prd_work_order_op l where l.tenant_id = o.tenant_id and l.owner_id = o.id order by l.seq desc, l.id desc limit 1), 0))`;
const pct = (part: string, whole: string) => `case when ${whole} > 0 then round(least(${part} * 100 / ${whole}, 100), 2) else 0 end`;

export const BOARD_VIEWS: ReadonlyArray<readonly [string, string]> = [
  [
    'prd_board_production',
    `select p.tenant_id, p.id, p.create_dt::date as report_date, coalesce(p.material_id, o.material_id) as material_id, p.process_id, p.equipment_id,
            o.code as order_code, coalesce(p.qualified_qty, 0) as qualified_qty, coalesce(p.unqualified_qty, 0) as unqualified_qty,
            coalesce(p.scrap_qty, 0) as scrap_qty, ${outputQty} as output_qty, p.depart_id, p.create_id
       from prd_output p ${orderOf('p')}`,
  ],
  [
    'prd_board_wip',
    `select op.tenant_id, op.id, o.code as order_code, o.material_id, o.batch_no, o.manufacturing_state, op.seq, op.process_id,
            coalesce(op.equipment_id, o.equipment_id) as equipment_id, o.started_at, o.plan_qty, coalesce(f.fed_qty, 0) as fed_qty,
            coalesce(op.done_qty, 0) as done_qty, o.plan_qty - coalesce(op.done_qty, 0) as wip_qty, o.depart_id, o.create_id
       from prd_work_order_op op join prd_work_order o on o.tenant_id = op.tenant_id and o.id = op.owner_id
       left join (select tenant_id, op_id, sum(qty - coalesce(returned_qty, 0)) as fed_qty from prd_feeding group by tenant_id, op_id) f
         on f.tenant_id = op.tenant_id and f.op_id = op.id
      where o.manufacturing_state in ('Process', 'Pause', 'Debug') and coalesce(op.done_qty, 0) < o.plan_qty`,
  ],
  [
    'prd_board_performance',
    `select p.tenant_id, p.id, coalesce(p.create_name, '') as operator_name, p.create_dt::date as report_date, p.process_id,
            coalesce(p.qualified_qty, 0) as qualified_qty, coalesce(p.unqualified_qty, 0) as unqualified_qty, coalesce(p.scrap_qty, 0) as scrap_qty,
            ${outputQty} as output_qty, p.depart_id, p.create_id
       from prd_output p`,
  ],
  [
    // the product's own rate first, else the process's rate for every product, else none (0)
    'prd_board_salary',
    `select p.tenant_id, p.id, coalesce(p.create_name, '') as operator_name, p.create_dt::date as report_date, p.process_id,
            coalesce(p.material_id, o.material_id) as material_id, coalesce(p.qualified_qty, 0) as qualified_qty,
            coalesce(rm.rate, rp.rate, 0) as piece_rate, coalesce(p.qualified_qty, 0) * coalesce(rm.rate, rp.rate, 0) as wage,
            p.depart_id, p.create_id
       from prd_output p ${orderOf('p')}
       left join lateral (select r.rate from prd_piece_rate r where r.tenant_id = p.tenant_id and r.process_id = p.process_id
                            and r.material_id = coalesce(p.material_id, o.material_id) order by r.id desc limit 1) rm on true
       left join lateral (select r.rate from prd_piece_rate r where r.tenant_id = p.tenant_id and r.process_id = p.process_id
                            and r.material_id is null order by r.id desc limit 1) rp on true`,
  ],
  [
    'prd_board_schedule',
    `select o.tenant_id, o.id, o.code as order_code, o.material_id, o.manufacturing_state, o.equipment_id, o.plan_start, o.plan_end, o.started_at, o.finished_at,
            o.plan_qty, d.done_qty, ${pct('d.done_qty', 'o.plan_qty')} as done_pct,
            case when o.finished_at is not null then case when o.finished_at > o.plan_end then 'Late' else 'OnTime' end
                 when now() > o.plan_end then 'Late'
                 when o.started_at is null and now() > o.plan_start then 'StartLate'
                 else 'OnTime' end as late_state, o.depart_id, o.create_id
       from prd_work_order o cross join lateral (select ${doneQty} as done_qty) d
      where o.manufacturing_state <> 'Recycled'`,
  ],
  [
    'prd_board_dynamics',
    `select o.tenant_id, o.started_at as event_at, 'Started' as event_kind, o.code as doc_code, o.code as order_code, o.material_id, null::bigint as process_id,
            o.equipment_id, o.plan_qty as qty, o.starter_name as user_name, o.depart_id, o.create_id
       from prd_work_order o where o.started_at is not null
     union all
     select o.tenant_id, o.modify_dt, 'Paused', o.code, o.code, o.material_id, null, o.equipment_id, o.plan_qty, o.modify_name, o.depart_id, o.create_id
       from prd_work_order o where o.manufacturing_state = 'Pause'
     union all
     select o.tenant_id, o.finished_at, 'Finished', o.code, o.code, o.material_id, null, o.equipment_id, o.finish_qty, o.modify_name, o.depart_id, o.create_id
       from prd_work_order o where o.finished_at is not null
     union all
     select p.tenant_id, p.create_dt, 'Output', p.code, o.code, coalesce(p.material_id, o.material_id), p.process_id, p.equipment_id, ${outputQty}, p.create_name, p.depart_id, p.create_id
       from prd_output p ${orderOf('p')}
     union all
     select f.tenant_id, f.create_dt, 'Feeding', f.code, o.code, f.material_id, f.process_id, f.equipment_id, f.qty, f.create_name, f.depart_id, f.create_id
       from prd_feeding f ${orderOf('f')}`,
  ],
  [
    'prd_board_process_order',
    `select op.tenant_id, op.id, o.code || '-' || op.seq as process_order_code, o.code as order_code, o.order_type, o.material_id, o.manufacturing_state,
            op.seq, op.process_id, coalesce(op.equipment_id, o.equipment_id) as equipment_id, coalesce(op.plan_start, o.plan_start) as plan_start,
            coalesce(op.plan_end, o.plan_end) as plan_end, o.plan_qty, coalesce(op.done_qty, 0) as done_qty, ${pct('coalesce(op.done_qty, 0)', 'o.plan_qty')} as done_pct,
            o.depart_id, o.create_id
       from prd_work_order_op op join prd_work_order o on o.tenant_id = op.tenant_id and o.id = op.owner_id
      where o.manufacturing_state not in ('Saved', 'Recycled')`,
  ],
  [
    'prd_board_order_route',
    `select op.tenant_id, op.id, o.code as order_code, o.material_id, o.route_id, o.manufacturing_state, op.seq, op.process_id, op.equipment_id,
            op.minutes, op.setup_minutes, op.plan_start, op.plan_end, o.depart_id, o.create_id
       from prd_work_order_op op join prd_work_order o on o.tenant_id = op.tenant_id and o.id = op.owner_id`,
  ],
  [
    'prd_board_orders',
    `select o.tenant_id, o.id, o.code as order_code, o.plan_no, o.order_type, o.priority, o.material_id, o.batch_no, o.status_dict, o.manufacturing_state,
            o.equipment_id, o.plan_start, o.plan_end, o.plan_qty, d.done_qty, ${pct('d.done_qty', 'o.plan_qty')} as done_pct,
            coalesce(o.qualified_qty, 0) as qualified_qty, o.create_dt, o.depart_id, o.create_id
       from prd_work_order o cross join lateral (select ${doneQty} as done_qty) d`,
  ],
  [
    'prd_board_order_record',
    `select o.tenant_id, o.id, o.code as order_code, o.plan_no, o.material_id, o.batch_no, o.manufacturing_state, o.equipment_id, o.starter_name,
            o.started_at, coalesce(o.finished_at, o.modify_dt) as closed_at, coalesce(o.finished_at, o.modify_dt)::date as closed_date,
            o.plan_qty, coalesce(o.finish_qty, 0) as finish_qty, coalesce(o.qualified_qty, 0) as qualified_qty,
            coalesce(o.unqualified_qty, 0) as unqualified_qty, coalesce(o.scrap_qty, 0) as scrap_qty, o.depart_id, o.create_id
       from prd_work_order o where o.manufacturing_state in ('Completed', 'Recycled')`,
  ],
  [
    'prd_board_completed',
    `select o.tenant_id, o.id, o.code as order_code, o.material_id, o.batch_no, o.warehouse_id, o.finished_at, o.finished_at::date as finished_date,
            coalesce(o.finish_qty, 0) as finish_qty, coalesce(o.qualified_qty, 0) as qualified_qty, coalesce(o.unqualified_qty, 0) as unqualified_qty,
            coalesce(o.scrap_qty, 0) as scrap_qty, ${pct('coalesce(o.qualified_qty, 0)', 'coalesce(o.finish_qty, 0)')} as qualified_rate,
            o.depart_id, o.create_id
       from prd_work_order o where o.manufacturing_state = 'Completed'`,
  ],
];
