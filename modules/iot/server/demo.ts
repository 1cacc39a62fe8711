// The IoT demo (the demo tenant, after production's machines): the three protocols, a CNC signal
// model with its five variables (running state, good and bad counters, spindle temperature and
// load, read from one JSON message per machine on plantform/{equipment}/signals), a three-second
// template over them, and the simulated gateway GW-SIM-01 collecting the machining unit's five
// working machines. Its credentials are made here at random: only the server's simulator uses them.
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { SeedContext } from '../../../server/modules/types';
import { Equipment } from '../../production/public';

export const DEMO_GATEWAY = 'GW-SIM-01';
export const DEMO_MACHINES = ['EQ-CNC-01', 'EQ-CNC-02', 'EQ-MC-01', 'EQ-MC-02', 'EQ-GR-01'];
export const DEMO_TOPIC = 'plantform/{equipment}/signals';

// code, name, data type, unit, low, high, signal, JSON path
const VARS = [
  ['RUN', '运行状态', 'Boolean', null, null, null, 'RunState', 'running'],
  ['GOOD', '良品计数', 'Integer', '件', null, null, 'GoodCount', 'good'],
  ['BAD', '不良品计数', 'Integer', '件', null, null, 'BadCount', 'bad'],
  ['TEMP', '主轴温度', 'Number', '℃', '10', '75', 'Temperature', 'temperature'],
  ['LOAD', '主轴负载', 'Number', '%', null, '90', 'SpindleLoad', 'spindleLoad'],
] as const;

export async function seedIotDemo(ctx: SeedContext): Promise<void> {
  if (ctx.tenant.code !== 'demo') return;
  // biome-ignore lint/suspicious/noExplicitAny: entity tables are not in the static DB type
  const db = ctx.db as any;
  const T = ctx.tenant.id;
  if ((await sql`select 1 from iot_protocol where tenant_id = ${T} limit 1`.execute(db)).rows.length) return;
  const machines = (await sql<{ id: number; code: string }>`select id::int as id, code from ${sql.table(Equipment.table)} where tenant_id = ${T} and code = any(${DEMO_MACHINES})`.execute(db)).rows;
  if (!machines.length) return;
  const stamp = { tenant_id: T, status_dict: 'Audit', create_id: ctx.creator.id, create_name: ctx.creator.name, modify_id: ctx.creator.id, modify_name: ctx.creator.name };
  const protocols = await db
    .insertInto('iot_protocol')
    .values([
      { ...stamp, code: 'MQTT', name: 'MQTT', kind: 'Mqtt', default_port: 1883, status: 'Enable', remark: '设备发布JSON消息；连接地址为空时使用内置MQTT服务' },
      { ...stamp, code: 'MODBUS-TCP', name: 'Modbus TCP', kind: 'ModbusTcp', default_port: 502, status: 'Enable', remark: '按采集周期轮询寄存器' },
      { ...stamp, code: 'SIM', name: '模拟协议', kind: 'Simulated', default_port: null, status: 'Enable', remark: '演示用模拟网关，经内置MQTT服务发布设备信号' },
    ])
    .returning(['id', 'code'])
    .execute();
  const protocolOf = new Map<string, number>(protocols.map((p: { id: string; code: string }) => [p.code, Number(p.id)]));
  const model = await db
    .insertInto('iot_collect_model')
    .values({ ...stamp, code: 'CNC-SIG', name: '数控机床信号', equipment_type: 'CNC', status: 'Enable', remark: '运行状态、良品/不良品计数、主轴温度与负载' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const vars = await db
    .insertInto('iot_var')
    .values(
      VARS.map(([code, name, data_type, unit_name, low_limit, high_limit, signal, json_path]) => ({
        ...stamp, code: `CNC-${code}`, name, model_id: model.id, data_type, unit_name, scale_factor: 1, scale_offset: 0, low_limit, high_limit, signal, topic: DEMO_TOPIC, json_path,
        modbus_function: '3', register_type: 'UInt16',
      })),
    )
    .returning('id')
    .execute();
  const template = await db
    .insertInto('iot_collect_template')
    .values({ ...stamp, code: 'CNC-3S', name: '数控机床三秒采集', model_id: model.id, period_seconds: 3, status: 'Enable' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('iot_collect_template_var')
    .values(vars.map((v: { id: string }, i: number) => ({ tenant_id: T, owner_id: template.id, sn: i + 1, var_id: v.id })))
    .execute();
  const gateway = await db
    .insertInto('iot_gateway')
    .values({ ...stamp, code: DEMO_GATEWAY, name: '机加车间模拟网关', protocol_id: protocolOf.get('SIM'), endpoint: '', gateway_status: 'Offline', status: 'Enable', remark: '演示：模拟设备信号，经内置MQTT服务采集' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('iot_gateway_task')
    .values(machines.map((m, i) => ({ tenant_id: T, owner_id: gateway.id, sn: i + 1, template_id: template.id, equipment_id: m.id, unit_id: 1 })))
    .execute();
  await sql`insert into iot_gateway_secret (tenant_id, gateway_id, username, password) values (${T}, ${gateway.id}, ${'gw-sim-01'}, ${crypto.randomBytes(18).toString('base64url')})`.execute(db);
}
