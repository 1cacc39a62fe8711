// The machines' two states as this module's documents keep them, written to the Equipment entity
// of the catalogue (its table is production's: one equipment register, never a second): equipment
// status (0 initial, 1 normal, 2 stopped, 4 fault, 5 scrapped) and maintenance status (1 normal,
// 2 overdue: an open check task past its due date).
import { type Kysely, sql } from 'kysely';
import { entityByCode } from '../../../server/modules/catalogue';
import type { HookContext } from '../../../server/modules/types';
import { entityChanged } from '../../../server/records/count-memo';
import { notFound } from '../../../server/rpc/errors';

// biome-ignore lint/suspicious/noExplicitAny: entity tables are not in the static DB type
export type AnyDb = Kysely<any>;

export interface Who {
  tenantId: string;
  userId: number | null;
  userName: string | null;
  lang: 'zh_CN' | 'en_US';
}

/** Who writes, as a record hook's writer says. */
export const whoOf = (ctx: HookContext): Who => ({ tenantId: ctx.writer.tenantId, userId: ctx.writer.userId, userName: ctx.writer.userName, lang: ctx.writer.lang });

export const MACHINE = 'Equipment';
export const machineTable = (): string => entityByCode(MACHINE)?.table ?? 'prd_equipment';

export interface MachineRow {
  id: number;
  code: string;
  status: string;
  unitId: number | null;
}

/** The machines (locked for the write), each of them existing; answers them by id. */
export async function lockMachines(trx: AnyDb, who: Who, ids: readonly number[]): Promise<Map<number, MachineRow>> {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  const rows = wanted.length
    ? (
        await sql<MachineRow>`select id::int as id, code, equipment_status as status, process_unit_id::int as "unitId" from ${sql.table(machineTable())}
          where tenant_id = ${who.tenantId} and id in (${sql.join(wanted)}) order by id for update`.execute(trx)
      ).rows
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = wanted.find((id) => !byId.has(id));
  if (missing !== undefined) throw notFound(who.lang === 'en_US' ? `No such equipment: ${missing}` : `设备不存在：${missing}`);
  return byId;
}

/** Sets the machines' equipment status (and, for an asset transfer, their process unit). */
export async function setMachines(trx: AnyDb, who: Who, ids: readonly number[], set: { status?: string; unitId?: number | null }): Promise<void> {
  if (!ids.length) return;
  const values: Record<string, unknown> = { version: sql`version + 1`, modify_id: who.userId, modify_name: who.userName, modify_dt: new Date() };
  if (set.status !== undefined) values.equipment_status = set.status;
  if (set.unitId !== undefined) values.process_unit_id = set.unitId;
  await trx.updateTable(machineTable()).set(values).where('tenant_id', '=', who.tenantId).where('id', 'in', [...new Set(ids)]).execute();
  entityChanged(who.tenantId, MACHINE);
}

/**
 * Maintenance status from the check tasks: 2 where an open task is past its due date on `today`,
 * else 1 — for the given machines, or every machine of the tenant. Answers how many changed.
 */
export async function refreshMaintenance(trx: AnyDb, tenantId: string, today: string, ids?: readonly number[]): Promise<number> {
  if (ids && !ids.length) return 0;
  const only = ids ? sql`and e2.id in (${sql.join([...new Set(ids)])})` : sql``;
  const r = await sql`
    update ${sql.table(machineTable())} e set maintenance_status = x.s
      from (select e2.id, case when exists (select 1 from eqp_check_task c where c.tenant_id = e2.tenant_id and c.equipment_id = e2.id
                                               and c.status_dict in ('Saved', 'DeApproval') and c.due_date < ${today}::date) then '2' else '1' end as s
              from ${sql.table(machineTable())} e2 where e2.tenant_id = ${tenantId} ${only}) x
     where e.tenant_id = ${tenantId} and e.id = x.id and coalesce(e.maintenance_status, '1') <> x.s`.execute(trx);
  const n = Number(r.numAffectedRows ?? 0);
  if (n) entityChanged(tenantId, MACHINE);
  return n;
}
