// What scheduling reads of the master data: process units, the equipment with the processes each
// runs (the capability of rules.ts), and each machine's working time for the APS pass (its unit's
// shift rules over the factory calendar: calendar/logic.ts, server/calendar.ts).
import { type Kysely, sql } from 'kysely';
import type { Lang } from '../../../../server/i18n';
import { RpcError } from '../../../../server/rpc/errors';
import type { Window } from './schedule';
import { workingMillis } from '../../calendar/logic';
import { calendarDays, shiftRulesOf } from '../../server/calendar';
import type { PlanEquipment, PlanUnit } from './contracts';
import { addDays } from './wall';

// biome-ignore lint/suspicious/noExplicitAny: the module's tables are not in the static DB type
export type AnyDb = Kysely<any>;

export async function unitsOf(db: AnyDb, T: string): Promise<PlanUnit[]> {
  return (await sql<PlanUnit>`select id::int as id, code, name from prd_process_unit where tenant_id = ${T} order by code, id`.execute(db)).rows;
}

/** Every machine but the scrapped ones, with the processes it runs. */
export async function equipmentOf(db: AnyDb, T: string): Promise<PlanEquipment[]> {
  const rows = (
    await sql<PlanEquipment & { processIds: number[] | null }>`
      select e.id::int as id, e.code, e.name, e.process_unit_id::int as "unitId", e.equipment_status as status,
             (select array_agg(p.process_id::int order by p.process_id) from prd_equipment_process p where p.tenant_id = e.tenant_id and p.owner_id = e.id) as "processIds"
        from prd_equipment e where e.tenant_id = ${T} and e.equipment_status <> '5' order by e.code, e.id`.execute(db)
  ).rows;
  return rows.map((r) => ({ ...r, processIds: r.processIds ?? [] }));
}

/**
 * The working windows of each machine from `fromDate` to `toDate` (wall milliseconds): its
 * process unit's shift rules (every enabled rule when it has none) on the calendar's working days.
 * A year without a calendar answers 请求的工作日数据不存在：{year} 年.
 */
export async function machineWindows(db: AnyDb, T: string, machines: readonly PlanEquipment[], fromDate: string, toDate: string, lang: Lang): Promise<Map<number, Window[]>> {
  // a night shift that began the evening before still runs in the first hours of `fromDate`; the
  // eve is read when its year has a calendar (on 1 January the previous year may have none)
  const eve = addDays(fromDate, -1);
  const eveDays = await calendarDays(db, T, eve, eve, lang).catch((e: unknown) => {
    if (e instanceof RpcError) return [];
    throw e;
  });
  const days = [...eveDays, ...(await calendarDays(db, T, fromDate, toDate, lang))];
  const byUnit = new Map<number | null, Window[]>();
  const out = new Map<number, Window[]>();
  for (const m of machines) {
    let windows = byUnit.get(m.unitId);
    if (!windows) {
      windows = workingMillis(days, await shiftRulesOf(db, T, m.unitId), eve, toDate).map(([a, b]) => [a, b] as Window);
      byUnit.set(m.unitId, windows);
    }
    out.set(m.id, windows);
  }
  return out;
}
