// What the interpreter needs from the product: compiled models by definition id (cached: a
// deployed version never changes), who is behind a candidate group, user names, the tenant's
// administrator (the empty-assignee policy 'admin'), and the registered handlers that service
// tasks and listeners name (never tenant code).
import type { Kysely } from 'kysely';
import type { DB } from '../../../../server/db/types';
import { parseBpmn } from '../bpmn/moddle';
import { compileProcess } from '../model/compile';
import { isExecutable } from './definitions';
import { type FlowHandler, flowHandler } from './handlers';
import type { ProcessModel } from '../model/types';
import type { Run, ExecRow, Trx } from './run';

export { type FlowHandler, registerFlowHandler } from './handlers';

export interface EngineEnv {
  modelOf(trx: Trx, tenantId: string, defId: string): Promise<ProcessModel>;
  usersOfGroups(trx: Trx, tenantId: string, groups: readonly string[]): Promise<number[]>;
  userNames(trx: Trx, tenantId: string, ids: readonly number[]): Promise<Map<number, string>>;
  adminOf(trx: Trx, tenantId: string): Promise<number | null>;
  handler(name: string): FlowHandler | undefined;
  /** the receipt of an instance follows it (receipt.ts); absent in engine-only tests without receipts */
  moveReceipt?: (run: Run) => Promise<void>;
  /** starts the called process of a call activity (calls.ts); absent: the activity passes */
  callActivity?: (run: Run, exec: ExecRow, node: import('../model/types').FlowNodeModel) => Promise<void>;
  /** an instance ended (a called one hands back to its caller) */
  onInstanceEnd?: (run: Run) => Promise<void>;
}

const models = new Map<string, ProcessModel>();

/** The compiled model of a stored definition's XML (its first executable process). */
export async function compileDefinitionXml(xml: string, processKey?: string): Promise<{ model: ProcessModel | null; problems: Array<{ elementId: string | null; zh: string; en: string }> }> {
  const defs = (await parseBpmn(xml)).definitions;
  const processes = (defs.rootElements ?? []).filter((e: { $type: string }) => e.$type === 'bpmn:Process');
  const process = processes.find((p: { id: string }) => p.id === processKey) ?? processes.find(isExecutable) ?? processes[0];
  if (!process) return { model: null, problems: [{ elementId: null, zh: '文件中没有流程', en: 'the file holds no process' }] };
  const { model, problems } = compileProcess(process);
  return { model, problems };
}


export const dbEngineEnv: EngineEnv = {
  async modelOf(trx, tenantId, defId) {
    const hit = models.get(defId);
    if (hit) return hit;
    const def = await trx.selectFrom('flow_definition').select(['xml', 'key']).where('tenant_id', '=', tenantId).where('id', '=', defId).executeTakeFirstOrThrow();
    const { model } = await compileDefinitionXml(def.xml, def.key);
    if (!model) throw new Error(`definition ${defId} holds no process`);
    if (models.size > 500) models.delete(models.keys().next().value as string);
    models.set(defId, model);
    return model;
  },
  async usersOfGroups(trx, tenantId, groups) {
    const roles = groups.filter((g) => /^ROLE\d+$/.test(g)).map((g) => Number(g.slice(4)));
    const departs = groups.filter((g) => /^DEPT\d+$/.test(g)).map((g) => Number(g.slice(4)));
    const codes = groups.filter((g) => !/^(ROLE|DEPT)\d+$/.test(g));
    const out = new Set<number>();
    const db = trx as Kysely<DB>;
    if (roles.length || codes.length) {
      let q = db.selectFrom('user_role as ur').innerJoin('role as r', 'r.id', 'ur.role_id').innerJoin('app_user as u', 'u.id', 'ur.user_id').select('ur.user_id').where('ur.tenant_id', '=', tenantId).where('r.tenant_id', '=', tenantId).where('u.tenant_id', '=', tenantId).where('u.state', '=', 0);
      q = q.where((eb) => eb.or([...(roles.length ? [eb('r.id', 'in', roles)] : []), ...(codes.length ? [eb('r.code', 'in', codes)] : [])]));
      for (const r of await q.execute()) out.add(r.user_id);
    }
    if (departs.length) {
      const rows = await db
        .selectFrom('person_department as pd')
        .innerJoin('app_user as u', 'u.person_id', 'pd.owner_id')
        .select('u.id')
        .where('pd.tenant_id', '=', tenantId)
        .where('u.tenant_id', '=', tenantId)
        .where('u.state', '=', 0)
        .where('pd.department_id', 'in', departs)
        .execute();
      for (const r of rows) out.add(r.id);
    }
    return [...out].sort((a, b) => a - b);
  },
  async userNames(trx, tenantId, ids) {
    const unique = [...new Set(ids)].filter((x) => Number.isSafeInteger(x));
    if (!unique.length) return new Map();
    const rows = await (trx as Kysely<DB>).selectFrom('app_user').select(['id', 'name']).where('tenant_id', '=', tenantId).where('id', 'in', unique).execute();
    return new Map(rows.map((r) => [r.id, r.name]));
  },
  async adminOf(trx, tenantId) {
    const row = await (trx as Kysely<DB>).selectFrom('app_user').select('id').where('tenant_id', '=', tenantId).where('kind', '=', 1).where('state', '=', 0).orderBy('id').limit(1).executeTakeFirst();
    return row?.id ?? null;
  },
  handler: flowHandler,
};
