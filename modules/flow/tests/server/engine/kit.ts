// Engine tests drive modules/flow/engine/engine directly over a real database (the seeded demo tenant
// 00000002 and its users), one transaction per command as the services run them.
import { startServer, type TestServer } from '../../../../../tests/kit/server';
import type { EngineCall } from '../../../engine/engine/commands';
import { deploy } from '../../../engine/engine/definitions';
import { engineEnv } from '../../../engine/engine/calls';

export const TENANT = '00000002';

/** A BPMN file around a process body (flowable namespace declared). */
export function bpmn(id: string, body: string, name = id): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="test">
  <process id="${id}" name="${name}" isExecutable="true">
${body}
  </process>
</definitions>`;
}

/** `a->b` shorthand: sequence flows with ids f_a_b (and an optional condition). */
export function flow(from: string, to: string, cond?: string): string {
  return cond
    ? `<sequenceFlow id="f_${from}_${to}" sourceRef="${from}" targetRef="${to}"><conditionExpression xsi:type="tFormalExpression"><![CDATA[${cond}]]></conditionExpression></sequenceFlow>`
    : `<sequenceFlow id="f_${from}_${to}" sourceRef="${from}" targetRef="${to}"/>`;
}

export interface FlowKit {
  srv: TestServer;
  users: Record<string, number>;
  roles: Record<string, number>;
  as<T>(user: string, fn: (c: EngineCall) => Promise<T>): Promise<T>;
  deployXml(xml: string, key: string): Promise<string>;
  openTasks(instanceId: string): Promise<Array<{ id: string; node_id: string; assignee_id: number | null; status: string; candidate_users: number[]; parent_task_id: string | null; sign_type: number | null; owner_id: number | null; delegation: string | null; first_node: boolean }>>;
  instance(instanceId: string): Promise<{ status: string; variables: Record<string, unknown> }>;
  /** the one open task at node (fails when there is not exactly one) */
  taskAt(instanceId: string, node: string, assignee?: string): Promise<string>;
}

export async function flowKit(): Promise<FlowKit> {
  const srv = await startServer();
  const db = srv.db.forTenant(TENANT);
  const users = Object.fromEntries((await db.selectFrom('app_user').select(['id', 'code']).where('tenant_id', '=', TENANT).execute()).map((u) => [u.code, u.id]));
  const names = Object.fromEntries((await db.selectFrom('app_user').select(['code', 'name']).where('tenant_id', '=', TENANT).execute()).map((u) => [u.code, u.name]));
  const roles = Object.fromEntries((await db.selectFrom('role').select(['id', 'code']).where('tenant_id', '=', TENANT).execute()).map((r) => [r.code, r.id]));
  const as: FlowKit['as'] = (user, fn) => db.transaction().execute((trx) => fn({ trx, env: engineEnv, tenantId: TENANT, actor: { userId: users[user], userName: names[user], lang: 'zh_CN' } }));
  const openTasks: FlowKit['openTasks'] = (id) =>
    db.selectFrom('flow_task').select(['id', 'node_id', 'assignee_id', 'status', 'candidate_users', 'parent_task_id', 'sign_type', 'owner_id', 'delegation', 'first_node']).where('tenant_id', '=', TENANT).where('instance_id', '=', id).where('open', '=', true).orderBy('seq').execute();
  return {
    srv,
    users,
    roles,
    as,
    deployXml: (xml, key) => db.transaction().execute(async (trx) => (await deploy(trx, TENANT, { userId: users.admin, userName: 'admin', lang: 'zh_CN' }, { key, name: key, category: 'test', xml })).id),
    openTasks,
    async instance(id) {
      const r = await db.selectFrom('flow_instance').select(['status', 'variables']).where('tenant_id', '=', TENANT).where('id', '=', id).executeTakeFirstOrThrow();
      return { status: r.status, variables: r.variables as Record<string, unknown> };
    },
    async taskAt(id, node, assignee) {
      const at = (await openTasks(id)).filter((t) => t.node_id === node && (!assignee || t.assignee_id === users[assignee]));
      if (at.length !== 1) throw new Error(`expected one open task at ${node}${assignee ? ` for ${assignee}` : ''}, found ${at.length}: ${JSON.stringify(await openTasks(id))}`);
      return at[0].id;
    },
  };
}
