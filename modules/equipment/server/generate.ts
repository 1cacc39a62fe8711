// Check tasks from the maintenance plans: for each enabled plan, the period of its cycle holding
// the day, one task per machine it covers (its machine, or every machine of its type that is not
// scrapped), with the template's items as readings to fill. The task's plan_period key
// (plan/machine/period start) is unique per tenant and the insert does nothing on a conflict, so
// a period's task is made exactly once however often and from how many servers this runs. Then
// the plans' next due moves on, and the machines' maintenance status follows the overdue tasks.
import { sql } from 'kysely';
import { CheckTask } from '../entities/check-task';
import { MaintenancePlan } from '../entities/plan';
import { CheckTemplate } from '../entities/template';
import { type AnyDb, machineTable, refreshMaintenance } from './machines';
import { type Cycle, nextStart, periodOf, todayIso } from './periods';

interface PlanRow {
  id: number;
  code: string;
  cycle: Cycle;
  every_days: number | null;
  start_date: string;
  template_id: number;
  equipment_id: number | null;
  equipment_type: string | null;
  depart_id: number | null;
}

export interface Generated {
  created: number;
  plans: number;
}

const READING_COLUMNS = ['item_name', 'kind', 'standard_value', 'lower_limit', 'upper_limit', 'unit_name', 'method'] as const;

/**
 * Generates the check tasks of the period holding `day` (any day: a missed period is made later by
 * naming it) for the tenant's enabled plans (`ids`: only those; `visible`: only the plans a caller
 * may see, a condition over `p` — the daily job sees them all).
 */
export async function generateTasks(
  db: AnyDb,
  tenantId: string,
  day: string,
  who: { id: number | null; name: string | null },
  ids: readonly number[] = [],
  visible = sql<boolean>`true`,
): Promise<Generated> {
  const plans = (
    await sql<PlanRow>`select p.id::int as id, p.code, p.cycle, p.every_days::int as every_days, to_char(p.start_date, 'YYYY-MM-DD') as start_date,
        p.template_id::int as template_id, p.equipment_id::int as equipment_id, coalesce(p.equipment_type, t.equipment_type) as equipment_type, p.depart_id::int as depart_id
      from ${sql.table(MaintenancePlan.table)} p join ${sql.table(CheckTemplate.table)} t on t.tenant_id = p.tenant_id and t.id = p.template_id
     where p.tenant_id = ${tenantId} and p.status = 'Enable' and t.status = 'Enable' and ${visible} ${ids.length ? sql`and p.id in (${sql.join([...ids])})` : sql``}
     order by p.id`.execute(db)
  ).rows;
  let created = 0;
  for (const plan of plans) {
    const period = periodOf(plan.cycle, plan.start_date, plan.every_days, day);
    if (!period) continue;
    created += await db.transaction().execute(async (trx) => {
      const n = await insertPeriod(trx, tenantId, plan, period.start, period.end, who);
      await trx
        .updateTable(MaintenancePlan.table)
        .set({ next_due: nextStart(period) })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', plan.id)
        .execute();
      return n;
    });
  }
  await db.transaction().execute((trx) => refreshMaintenance(trx, tenantId, todayIso()));
  return { created, plans: plans.length };
}

/** One plan's tasks of one period with their readings, in one statement; answers how many were new. */
async function insertPeriod(trx: AnyDb, T: string, plan: PlanRow, start: string, end: string, who: { id: number | null; name: string | null }): Promise<number> {
  const machines = plan.equipment_id
    ? sql`e.id = ${plan.equipment_id}`
    : sql`e.equipment_type = ${plan.equipment_type} and coalesce(e.equipment_status, '0') <> '5'`;
  const compact = start.replace(/-/g, '');
  const items = sql.join(READING_COLUMNS.map((c) => sql.ref(`i.${c}`)));
  const r = await sql<{ n: number }>`
    with made as (
      insert into ${sql.table(CheckTask.table)} (tenant_id, code, equipment_id, plan_id, template_id, period_start, due_date, plan_period, depart_id,
                                             create_id, create_name, modify_id, modify_name)
      select e.tenant_id, ${`DJ${compact}-`} || ${plan.id} || '-' || e.id, e.id, ${plan.id}, ${plan.template_id}, ${start}::date, ${end}::date,
             ${plan.id} || '/' || e.id || '/' || ${start}, ${plan.depart_id}, ${who.id}, ${who.name}, ${who.id}, ${who.name}
        from ${sql.table(machineTable())} e where e.tenant_id = ${T} and ${machines}
      on conflict do nothing
      returning id, template_id
    ), readings as (
      insert into ${sql.table(CheckTask.children!.readings.table)} (tenant_id, owner_id, sn, ${sql.join(READING_COLUMNS.map((c) => sql.ref(c)))})
      select ${T}, m.id, i.sn, ${items} from made m join ${sql.table(CheckTemplate.children!.items.table)} i on i.tenant_id = ${T} and i.owner_id = m.template_id
      returning 1
    )
    select (select count(*) from made)::int as n`.execute(trx);
  return r.rows[0]?.n ?? 0;
}
