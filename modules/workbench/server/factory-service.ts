// workbench.Factory: production's process units and machines as the caller's lists would show them
// (tenant, data scope, menu limits), placed by layout.ts, with the machines' equipment status as the
// equipment module (and the IoT signals it is fed by) keeps it on the Equipment record — read, never
// simulated here.
import { entityByCode } from '../../../server/modules/catalogue';
import { implement } from '../../../server/modules/types';
import { callerModel } from '../../../server/records/context';
import { visibilityOf, whereVisible } from '../../../server/records/data-scope';
import { type CallContext, session } from '../../../server/rpc/registry';
import type { AnyDb } from '../../../server/reports/source';
import { factoryService } from '../contracts';
import { layoutFactory, type MachineRecord, type UnitRecord } from '../layout';
import { holds } from './bi-service';

/** The machines' history (the equipment module's 设备履历), opened at a machine. */
export const HISTORY_URL = 'equipment/EquipmentResume';
/** A floor is drawn, not listed: this many machines at most. */
export const MAX_MACHINES = 500;

async function visibleRows<T>(ctx: CallContext, code: string, columns: string[]): Promise<T[]> {
  const entity = entityByCode(code);
  if (!entity?.table) return [];
  const model = await callerModel(ctx, code);
  const vis = await visibilityOf(ctx, model);
  const db = session(ctx).db as unknown as AnyDb;
  return (await whereVisible(db.selectFrom(`${entity.table} as t`), vis, 't')
    .select(columns.map((c) => `t.${c}`))
    .orderBy('t.code')
    .limit(MAX_MACHINES)
    .execute()) as T[];
}

export const factoryImpl = implement(factoryService, {
  async layout(ctx) {
    const [units, machines, history] = await Promise.all([
      visibleRows<{ id: string; code: string; name: string; unit_type: string }>(ctx, 'ProcessUnit', ['id', 'code', 'name', 'unit_type']),
      visibleRows<{ id: string; code: string; name: string; equipment_status: string; process_unit_id: string | null }>(ctx, 'Equipment', ['id', 'code', 'name', 'equipment_status', 'process_unit_id']),
      holds(ctx, HISTORY_URL),
    ]);
    const u: UnitRecord[] = units.map((r) => ({ id: Number(r.id), code: r.code, name: r.name, kind: r.unit_type }));
    const m: MachineRecord[] = machines.map((r) => ({ id: Number(r.id), code: r.code, name: r.name, status: r.equipment_status, unitId: r.process_unit_id === null ? null : Number(r.process_unit_id) }));
    const laid = layoutFactory(u, m, ctx.lang === 'en_US' ? { code: '-', name: 'Unassigned' } : undefined);
    return { ...laid, historyUrl: history ? HISTORY_URL : null };
  },
});
