// iot.Gateway: the gateway detail's live panel (its status and the newest value of every variable
// of its tasks' machines), a variable's history on one of its machines (the trend), and setting its
// credentials. Each reads the gateway as the caller may see it first (its data scope: 11 outside).
import { sql } from 'kysely';
import { implement } from '../../../server/modules/types';
import { callerModel, readForCaller } from '../../../server/records/context';
import { badRequest, notFound } from '../../../server/rpc/errors';
import { type CallContext, session } from '../../../server/rpc/registry';
import { Equipment } from '../../production/public';
import { type GatewayLive, iotGatewayService, type LiveValue } from '../contracts';
import { Gateway } from '../entities/gateway';
import { sealSecret } from '../../../server/secrets/sealed';
import { gatewaySecretPlace } from './bindings';
import { readHistory } from './values';

const HOUR_MS = 3_600_000;

async function visibleGateway(ctx: CallContext, id: number) {
  return readForCaller(ctx, await callerModel(ctx, Gateway.code), id);
}

/** The machines of the gateway's tasks with their templates' variables. */
async function taskPairs(ctx: CallContext, gatewayId: number) {
  const s = session(ctx);
  return (
    await sql<{ equipment_id: number; var_id: number }>`
      select distinct k.equipment_id::int as equipment_id, tv.var_id::int as var_id
        from iot_gateway_task k join iot_collect_template_var tv on tv.tenant_id = k.tenant_id and tv.owner_id = k.template_id
       where k.tenant_id = ${s.tenantId} and k.owner_id = ${gatewayId}`.execute(s.db)
  ).rows;
}

export const iotGatewayImpl = implement(iotGatewayService, {
  async live(ctx, [{ gatewayId }]) {
    await visibleGateway(ctx, gatewayId);
    const s = session(ctx);
    // status and last seen read fresh: the collectors change them without a new record version, so a record read may be an older copy
    const g = (await sql<{ gateway_status: string | null; last_seen: Date | null }>`
      select gateway_status, last_seen from iot_gateway where tenant_id = ${s.tenantId} and id = ${gatewayId}`.execute(s.db)).rows[0];
    const { rows } = await sql<{ variable_id: number; equipment_id: number; code: string; name: string; unit_name: string | null; signal: string | null; equipment_code: string; value: string; flag: string | null; at: Date }>`
      select l.variable_id::int as variable_id, l.equipment_id::int as equipment_id, v.code, v.name, v.unit_name, v.signal, e.code as equipment_code,
             l.value::text as value, l.flag, l.at
        from iot_latest l
        join iot_var v on v.tenant_id = l.tenant_id and v.id = l.variable_id
        join ${sql.table(Equipment.table)} e on e.tenant_id = l.tenant_id and e.id = l.equipment_id
       where l.tenant_id = ${s.tenantId}
         and (l.equipment_id, l.variable_id) in (
           select k.equipment_id, tv.var_id from iot_gateway_task k join iot_collect_template_var tv on tv.tenant_id = k.tenant_id and tv.owner_id = k.template_id
            where k.tenant_id = ${s.tenantId} and k.owner_id = ${gatewayId})
       order by e.code, v.code`.execute(s.db);
    const values: LiveValue[] = rows.map((r) => ({
      variableId: r.variable_id,
      equipmentId: r.equipment_id,
      code: r.code,
      name: r.name,
      unit: r.unit_name,
      signal: r.signal,
      equipmentCode: r.equipment_code,
      value: r.value,
      flag: r.flag,
      at: new Date(r.at).toISOString(),
    }));
    const lastSeen = g?.last_seen ? new Date(g.last_seen).toISOString() : null;
    return { gatewayId, status: g?.gateway_status ?? 'Offline', lastSeen, values } satisfies GatewayLive;
  },

  async history(ctx, [r]) {
    await visibleGateway(ctx, r.gatewayId);
    const pairs = await taskPairs(ctx, r.gatewayId);
    if (!pairs.some((p) => p.equipment_id === r.equipmentId && p.var_id === r.variableId)) {
      throw notFound(ctx.lang === 'en_US' ? 'The gateway does not collect this variable on this machine' : '该网关未采集此设备的该变量');
    }
    const to = r.to ? new Date(r.to) : new Date();
    const from = r.from ? new Date(r.from) : new Date(to.getTime() - HOUR_MS);
    if (from > to) throw badRequest(ctx.lang === 'en_US' ? 'range: from is after to' : 'range：开始时间晚于结束时间');
    const s = session(ctx);
    const points = await readHistory(s.db, s.tenantId, { variableId: r.variableId, equipmentId: r.equipmentId, from, to, limit: r.limit ?? 600 });
    return points.map((p) => ({ at: p.at, value: p.value }));
  },

  async setCredentials(ctx, [c]) {
    await visibleGateway(ctx, c.gatewayId);
    const s = session(ctx);
    const username = (c.username ?? '').trim();
    const password = c.password ?? '';
    if (!username && !password) {
      await sql`delete from iot_gateway_secret where tenant_id = ${s.tenantId} and gateway_id = ${c.gatewayId}`.execute(s.db);
      return { credentialsSet: false };
    }
    if (!username || !password) throw badRequest(ctx.lang === 'en_US' ? 'credentials: give both the user name and the password' : 'credentials：用户名和密码须同时填写');
    await sql`
      insert into iot_gateway_secret (tenant_id, gateway_id, username, password, updated_at) values (${s.tenantId}, ${c.gatewayId}, ${username}, ${sealSecret(ctx.env.keys, s.tenantId, gatewaySecretPlace(c.gatewayId), password)}, now())
      on conflict (tenant_id, gateway_id) do update set username = excluded.username, password = excluded.password, updated_at = now()`.execute(s.db);
    return { credentialsSet: true };
  },
});
