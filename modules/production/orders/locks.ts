// What the order calls share: the orders locked (in id order, so two calls over the same orders
// queue instead of deadlocking), the equipment checked usable, and a refusal naming the state.
import { sql } from 'kysely';
import type { Lang } from '../../../server/i18n';
import { builtinModel } from '../../../server/records/model';
import { type AnyTrx, lockWritableIds, type Writer } from '../../../server/records/write';
import { conflict, notFound } from '../../../server/rpc/errors';
import { EQUIPMENT_STATUSES } from '../entities/resources';
import { MOVE_NAMES, om } from './messages';
import { MANUFACTURING_STATES, type ManufacturingState } from './state';

export interface LockedOrder {
  id: number;
  code: string;
  s: ManufacturingState;
  status: string;
  order_type: string;
  material_id: number;
  plan_qty: string;
  plan_start: string;
  plan_end: string;
  priority: string;
  combine_id: number | null;
  equipment_id: number | null;
}

export const stateName = (s: string, lang: Lang) => MANUFACTURING_STATES.find((x) => x.value === s)?.[lang === 'en_US' ? 'labelEn' : 'label'] ?? s;

/** the orders of the tenant, locked, in id order; a missing one is refused */
export async function lockOrders(trx: AnyTrx, w: Writer, ids: readonly number[]): Promise<LockedOrder[]> {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  const rows = (
    await sql<LockedOrder>`select id::int as id, code, manufacturing_state as s, status_dict as status, order_type, material_id::int as material_id, plan_qty::text as plan_qty,
        to_char(plan_start, 'YYYY-MM-DD HH24:MI:SS') as plan_start, to_char(plan_end, 'YYYY-MM-DD HH24:MI:SS') as plan_end, priority,
        combine_id::int as combine_id, equipment_id::int as equipment_id
      from prd_work_order where tenant_id = ${w.tenantId} and id in (${sql.join(wanted.length ? wanted : [0])}) order by id for update`.execute(trx)
  ).rows;
  // an order outside the caller's data scope is, to the caller, one that does not exist
  const writable = await lockWritableIds(trx, w, builtinModel('WorkOrder')!, wanted);
  const missing = wanted.find((id) => !writable.has(id) || !rows.some((r) => r.id === id));
  if (missing !== undefined) throw notFound(w.lang === 'en_US' ? `No such work order: ${missing}` : `工单不存在：${missing}`);
  return rows;
}

/** refuses the move unless the order is in one of `states` */
export function expectState(w: Writer, o: LockedOrder, states: readonly ManufacturingState[], move: keyof typeof MOVE_NAMES): void {
  if (!states.includes(o.s)) throw conflict(om(w.lang, 'notNow', { code: o.code, state: stateName(o.s, w.lang), action: MOVE_NAMES[move][w.lang === 'en_US' ? 1 : 0] }));
}

/** the equipment row (locked): it exists and is not broken down, scrapped or sealed */
export async function usableEquipment(trx: AnyTrx, w: Writer, equipment: number): Promise<{ id: number; code: string }> {
  const [e] = (await sql<{ code: string; status: string }>`select code, equipment_status as status from prd_equipment where tenant_id = ${w.tenantId} and id = ${equipment} for update`.execute(trx)).rows;
  if (!e) throw notFound(w.lang === 'en_US' ? `No such equipment: ${equipment}` : `设备不存在：${equipment}`);
  if (['2', '4', '5'].includes(e.status)) {
    const label = EQUIPMENT_STATUSES.find((x) => x.value === e.status);
    throw conflict(om(w.lang, 'equipmentDown', { equipment: e.code, status: (w.lang === 'en_US' ? label?.labelEn : label?.label) ?? e.status }));
  }
  return { id: equipment, code: e.code };
}
