// 设备状态 on the Hmi (equipment.Machine/live): the machines as the 设备状态 report shows them — its view
// (eqp_machine_view: statuses, running state, today's parts) under the report's visibility, so an
// operator sees the machines of his data scope only — each with the newest value of every variable
// collected from it (物联网). At most MAX_MACHINES, by code: a terminal shows a line, not a plant.
import { sql } from 'kysely';
import { reportVisibility } from '../../../server/reports/visibility';
import { builtinEntityOf } from '../../../server/reports/run';
import { whereVisible } from '../../../server/records/data-scope';
import { type CallContext, session } from '../../../server/rpc/registry';
import { machineValues } from '../../iot/server/public';
import type { MachineLive } from '../contracts';
import { equipmentReports } from '../reports';

export const MAX_MACHINES = 100;

export async function liveMachines(ctx: CallContext, ids: readonly number[] | undefined): Promise<MachineLive[]> {
  const s = session(ctx);
  const vis = await reportVisibility(ctx, equipmentReports.Machines, builtinEntityOf);
  // biome-ignore lint/suspicious/noExplicitAny: the view is not in the static DB type
  let q = (s.db as any)
    .selectFrom('eqp_machine_view as t')
    .select([
      sql<number>`t.id::int`.as('id'),
      't.code',
      't.name',
      sql<string>`t.equipment_status::text`.as('equipmentStatus'),
      sql<string>`t.run_state`.as('runState'),
      sql<string>`t.good_today::text`.as('goodToday'),
      sql<string>`t.bad_today::text`.as('badToday'),
    ])
    .where('t.tenant_id', '=', s.tenantId);
  if (ids) q = q.where('t.id', 'in', ids.length ? ids : [0]);
  const rows: Array<Omit<MachineLive, 'signals'>> = await whereVisible(q, vis.rows, 't').orderBy('t.code').orderBy('t.id').limit(MAX_MACHINES).execute();
  const values = await machineValues(s.db, s.tenantId, rows.map((r) => r.id));
  return rows.map((r) => ({
    ...r,
    signals: values
      .filter((v) => v.equipmentId === r.id)
      .map(({ variableId, code, name, unit, signal, value, flag, at }) => ({ variableId, code, name, unit, signal, value, flag, at })),
  }));
}
