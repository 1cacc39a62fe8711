// Call activities: the called process (latest active version of its key in the tenant) starts as
// a child instance with a copy of the caller's variables and the caller's initiator; the calling
// token waits and moves on when the child finishes (at once if the child runs straight through).
import type { FlowNodeModel } from '../model/types';
import { startInstance } from './commands';
import { dbEngineEnv, type EngineEnv } from './env';
import { flowError } from './messages';
import { type ExecRow, loadRun, type Run } from './run';
import { raiseError } from './events';
import { settle } from './settle';
import { leave } from './walk';

/** instances whose call activity is starting a child right now (the child's end is handled in place) */
const calling = new Set<string>();

async function callActivity(run: Run, exec: ExecRow, node: FlowNodeModel): Promise<void> {
  const key = node.calledElement ?? '';
  const def = await run.trx
    .selectFrom('flow_definition')
    .select('id')
    .where('tenant_id', '=', run.tenantId)
    .where('key', '=', key)
    .where('suspended', '=', false)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!def) throw flowError(run.actor, 'bad', 'calledNotFound', { name: key });
  calling.add(run.inst.id);
  let child: Run;
  try {
    // the called process is the caller's initiator's, not whoever completed the step before it
    const initiator = { ...run.actor, userId: run.inst.start_user_id, userName: run.inst.start_user_name };
    child = await startInstance({ trx: run.trx, env: run.env, tenantId: run.tenantId, actor: initiator }, { defId: def.id, variables: { ...run.vars }, parent: { instanceId: run.inst.id, executionId: exec.id } });
  } finally {
    calling.delete(run.inst.id);
  }
  for (const u of child.touchedUsers) run.touchedUsers.add(u);
  if (child.inst.status !== 'Finish') return;
  if (child.raisedError !== null) return raiseError(run, exec, child.raisedError, true);
  run.endActivity(exec, node.id);
  await leave(run, exec);
}

async function onInstanceEnd(child: Run): Promise<void> {
  const parentId = child.inst.parent_instance_id;
  if (!parentId || calling.has(parentId)) return;
  const parent = await loadRun(child.trx, child.env, child.tenantId, parentId, child.actor);
  const exec = parent?.execs.get(child.inst.parent_execution_id ?? '');
  if (!parent || !exec || parent.inst.status !== 'Ongoing') return;
  for (const [k, v] of Object.entries(child.vars)) if (k !== 'INITIATOR' && k !== 'initiator') parent.setVar(k, v);
  if (child.raisedError !== null) await raiseError(parent, exec, child.raisedError, true);
  else {
    parent.endActivity(exec, exec.node_id!);
    await leave(parent, exec);
  }
  await settle(parent);
  for (const u of parent.touchedUsers) child.touchedUsers.add(u);
}

export const callActivityEnv: Pick<EngineEnv, 'callActivity' | 'onInstanceEnd'> = { callActivity, onInstanceEnd };

/** The engine's environment with call activities (env.ts's database-backed parts). */
export const engineEnv: EngineEnv = { ...dbEngineEnv, ...callActivityEnv };
