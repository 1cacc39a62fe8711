// What the collectors collect, read from the records of every tenant: each enabled gateway with its
// protocol, endpoint and credentials, and per collection task the machine and the template's
// variables with their addresses, scaling and limits. Read as the system (every tenant's rows, each
// statement naming tenant_id), again every few seconds, so a change of the set-up takes effect
// without a restart. Passwords are stored sealed (server/secrets/sealed.ts) and opened here, for
// the collectors only; a row still in clear (older, or the demo's) is sealed on the way.
import { sql } from 'kysely';
import type { Keys } from '../../../server/auth/keys';
import type { Database } from '../../../server/db';
import { isSealed, openSecret, sealSecret } from '../../../server/secrets/sealed';
import { Equipment } from '../../production/public';
import type { ProtocolKind } from '../entities/protocol';
import type { RegisterType, Signal } from '../entities/variable';

export interface VarBinding {
  id: number;
  code: string;
  dataType: 'Number' | 'Integer' | 'Boolean';
  factor: string;
  offset: string;
  low: string | null;
  high: string | null;
  signal: Signal | null;
  topic: string | null;
  jsonPath: string | null;
  register: number | null;
  fn: '1' | '2' | '3' | '4';
  registerType: RegisterType;
}

export interface TaskBinding {
  equipmentId: number;
  equipmentCode: string;
  unitId: number;
  periodSeconds: number;
  vars: VarBinding[];
}

export interface GatewayBinding {
  tenantId: string;
  gatewayId: number;
  code: string;
  kind: ProtocolKind;
  endpoint: string;
  username: string | null;
  password: string | null;
  tasks: TaskBinding[];
}

interface Row {
  tenant_id: string;
  gateway_id: number;
  gateway_code: string;
  kind: ProtocolKind;
  endpoint: string | null;
  username: string | null;
  password: string | null;
  equipment_id: number | null;
  equipment_code: string | null;
  unit_id: number | null;
  period_seconds: number | null;
  var_id: number | null;
  var_code: string | null;
  data_type: VarBinding['dataType'] | null;
  scale_factor: string | null;
  scale_offset: string | null;
  low_limit: string | null;
  high_limit: string | null;
  signal: Signal | null;
  topic: string | null;
  json_path: string | null;
  register: number | null;
  modbus_function: VarBinding['fn'] | null;
  register_type: RegisterType | null;
}

/** Every enabled gateway of every tenant (or of one), with its tasks on enabled templates. */
export async function loadBindings(db: Database, keys: Keys, tenantId?: string): Promise<GatewayBinding[]> {
  const only = tenantId ? sql`and g.tenant_id = ${tenantId}` : sql`and g.tenant_id is not null`;
  const { rows } = await sql<Row>`
    select g.tenant_id, g.id::int as gateway_id, g.code as gateway_code, p.kind, g.endpoint, s.username, s.password,
           k.equipment_id::int as equipment_id, e.code as equipment_code, coalesce(k.unit_id, 1)::int as unit_id, tp.period_seconds::int as period_seconds,
           v.id::int as var_id, v.code as var_code, v.data_type, v.scale_factor::text as scale_factor, v.scale_offset::text as scale_offset,
           v.low_limit::text as low_limit, v.high_limit::text as high_limit, v.signal, v.topic, v.json_path, v.register::int as register,
           v.modbus_function, v.register_type
      from iot_gateway g
      join iot_protocol p on p.tenant_id = g.tenant_id and p.id = g.protocol_id
      left join iot_gateway_secret s on s.tenant_id = g.tenant_id and s.gateway_id = g.id
      left join iot_gateway_task k on k.tenant_id = g.tenant_id and k.owner_id = g.id
      left join iot_collect_template tp on tp.tenant_id = k.tenant_id and tp.id = k.template_id and coalesce(tp.status, 'Enable') = 'Enable'
      left join ${sql.table(Equipment.table)} e on e.tenant_id = k.tenant_id and e.id = k.equipment_id
      left join iot_collect_template_var tv on tv.tenant_id = tp.tenant_id and tv.owner_id = tp.id
      left join iot_var v on v.tenant_id = tv.tenant_id and v.id = tv.var_id
     where coalesce(g.status, 'Enable') = 'Enable' ${only}
     order by g.tenant_id, g.id, k.id, tv.id`.execute(db.system);
  const gateways = new Map<string, GatewayBinding>();
  const tasks = new Map<string, TaskBinding>();
  for (const r of rows) {
    const gk = `${r.tenant_id}/${r.gateway_id}`;
    let g = gateways.get(gk);
    if (!g) {
      g = { tenantId: r.tenant_id, gatewayId: r.gateway_id, code: r.gateway_code, kind: r.kind, endpoint: r.endpoint ?? '', username: r.username, password: await passwordOf(db, keys, r), tasks: [] };
      gateways.set(gk, g);
    }
    if (r.equipment_id === null || r.period_seconds === null || r.var_id === null) continue;
    const tk = `${gk}/${r.equipment_id}/${r.period_seconds}`;
    let t = tasks.get(tk);
    if (!t) {
      t = { equipmentId: r.equipment_id, equipmentCode: r.equipment_code ?? String(r.equipment_id), unitId: r.unit_id ?? 1, periodSeconds: r.period_seconds, vars: [] };
      tasks.set(tk, t);
      g.tasks.push(t);
    }
    t.vars.push({
      id: r.var_id,
      code: r.var_code ?? '',
      dataType: r.data_type ?? 'Number',
      factor: r.scale_factor ?? '1',
      offset: r.scale_offset ?? '0',
      low: r.low_limit,
      high: r.high_limit,
      signal: r.signal,
      topic: r.topic,
      jsonPath: r.json_path,
      register: r.register,
      fn: r.modbus_function ?? '3',
      registerType: r.register_type ?? 'UInt16',
    });
  }
  return [...gateways.values()];
}

/** where a gateway's password is sealed: its tenant and gateway */
export const gatewaySecretPlace = (gatewayId: number) => `iot-gateway:${gatewayId}`;

/** The gateway's password in clear; one stored in clear is sealed in place. */
async function passwordOf(db: Database, keys: Keys, r: Pick<Row, 'tenant_id' | 'gateway_id' | 'password'>): Promise<string | null> {
  if (r.password === null) return null;
  const place = gatewaySecretPlace(r.gateway_id);
  if (isSealed(r.password)) return openSecret(keys, r.tenant_id, place, r.password);
  const sealed = sealSecret(keys, r.tenant_id, place, r.password);
  await sql`update iot_gateway_secret set password = ${sealed} where tenant_id = ${r.tenant_id} and gateway_id = ${r.gateway_id} and password = ${r.password}`.execute(db.system);
  return r.password;
}

/** A variable's topic on one machine: `{equipment}` stands for the machine's code. */
export const topicFor = (v: VarBinding, t: TaskBinding): string | null => (v.topic ? v.topic.replaceAll('{equipment}', t.equipmentCode) : null);
