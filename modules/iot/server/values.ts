// Reading collected values, always for one tenant through its scoped database (the tenant wall
// applies): a variable's history on one machine in a time range, and the newest values of machines.
// And the value batches' subscribers: whoever subscribes gets each tenant's batches as they are
// stored, from whichever instance's collectors stored them.
import { type Kysely, sql } from 'kysely';
import type { BatchHandler, ValueEvent } from './ingest';

// biome-ignore lint/suspicious/noExplicitAny: the module's own tables are not in the static DB type
type AnyDb = Kysely<any>;

export interface HistoryRange {
  variableId: number;
  equipmentId: number;
  from: Date;
  to: Date;
  /** at most this many values, the newest of the range (answered oldest first) */
  limit: number;
}

export interface LatestValue {
  variableId: number;
  equipmentId: number;
  gatewayId: number | null;
  value: string;
  flag: 'H' | 'L' | null;
  at: string;
}

export async function readHistory(db: AnyDb, tenantId: string, r: HistoryRange): Promise<Array<{ at: string; value: string; flag: 'H' | 'L' | null }>> {
  const { rows } = await sql<{ at: Date; value: string; flag: 'H' | 'L' | null }>`
    select at, value::text as value, flag from iot_value
     where tenant_id = ${tenantId} and variable_id = ${r.variableId} and equipment_id = ${r.equipmentId} and at >= ${r.from} and at <= ${r.to}
     order by at desc limit ${r.limit}`.execute(db);
  return rows.reverse().map((x) => ({ at: new Date(x.at).toISOString(), value: x.value, flag: x.flag }));
}

export async function latestValues(db: AnyDb, tenantId: string, only: { equipmentIds?: readonly number[]; variableIds?: readonly number[] } = {}): Promise<LatestValue[]> {
  if (only.equipmentIds && !only.equipmentIds.length) return [];
  if (only.variableIds && !only.variableIds.length) return [];
  const { rows } = await sql<{ variable_id: string; equipment_id: string; gateway_id: string | null; value: string; flag: 'H' | 'L' | null; at: Date }>`
    select variable_id, equipment_id, gateway_id, value::text as value, flag, at from iot_latest
     where tenant_id = ${tenantId}
       ${only.equipmentIds ? sql`and equipment_id = any(${[...only.equipmentIds]}::bigint[])` : sql``}
       ${only.variableIds ? sql`and variable_id = any(${[...only.variableIds]}::bigint[])` : sql``}
     order by equipment_id, variable_id`.execute(db);
  return rows.map((x) => ({
    variableId: Number(x.variable_id),
    equipmentId: Number(x.equipment_id),
    gatewayId: x.gateway_id === null ? null : Number(x.gateway_id),
    value: x.value,
    flag: x.flag,
    at: new Date(x.at).toISOString(),
  }));
}

/** A machine variable's newest value with what the variable is (its code, name, unit and signal). */
export interface MachineValue extends LatestValue {
  code: string;
  name: string;
  unit: string | null;
  signal: string | null;
}

/** The newest value of every variable of the machines named, each with its variable's description, by machine then variable code. */
export async function machineValues(db: AnyDb, tenantId: string, equipmentIds: readonly number[]): Promise<MachineValue[]> {
  if (!equipmentIds.length) return [];
  const { rows } = await sql<{ variable_id: string; equipment_id: string; gateway_id: string | null; value: string; flag: 'H' | 'L' | null; at: Date; code: string; name: string; unit_name: string | null; signal: string | null }>`
    select l.variable_id, l.equipment_id, l.gateway_id, l.value::text as value, l.flag, l.at, v.code, v.name, v.unit_name, v.signal
      from iot_latest l join iot_var v on v.tenant_id = l.tenant_id and v.id = l.variable_id
     where l.tenant_id = ${tenantId} and l.equipment_id = any(${[...equipmentIds]}::bigint[])
     order by l.equipment_id, v.code`.execute(db);
  return rows.map((x) => ({
    variableId: Number(x.variable_id),
    equipmentId: Number(x.equipment_id),
    gatewayId: x.gateway_id === null ? null : Number(x.gateway_id),
    value: x.value,
    flag: x.flag,
    at: new Date(x.at).toISOString(),
    code: x.code,
    name: x.name,
    unit: x.unit_name,
    signal: x.signal,
  }));
}

const subscribers = new Map<BatchHandler, string | null>();

/** Each stored batch of a tenant's values (of every tenant when `tenantId` is null); answers how to stop. */
export function subscribeValues(tenantId: string | null, handler: (tenantId: string, batch: readonly ValueEvent[]) => void): () => void {
  subscribers.set(handler, tenantId);
  return () => void subscribers.delete(handler);
}

/** What the ingest tells: to every subscriber of that tenant (a failing one does not stop the others). */
export function dispatchBatch(tenantId: string, batch: readonly ValueEvent[], onError: (e: unknown) => void): void {
  for (const [h, only] of subscribers) {
    if (only !== null && only !== tenantId) continue;
    try {
      h(tenantId, batch);
    } catch (e) {
      onError(e);
    }
  }
}
