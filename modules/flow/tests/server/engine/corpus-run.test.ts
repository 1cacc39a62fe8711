// Every corpus file with user tasks (modules/flow/tests/fixtures/bpmn-corpus) runs start → end on our engine, once
// per branch of each of its gateways (the runs: corpus-scenarios.ts). Two corpus files have no user
// task and are not run: bpmn-js's conditions.bpmn (a rendering fixture without a start event, which
// deployment refuses) and collapsed-sub-process.bpmn (plain tasks in nested sub-processes, not
// executable). No corpus file uses a call activity. After the runs, one focused test per engine
// fault the corpus showed.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeTask, fireTimer, startInstance } from '../../../engine/engine/commands';
import { compileDefinitionXml } from '../../../engine/engine/env';
import { engineEnv } from '../../../engine/engine/calls';
import { bpmn, flow, type FlowKit, flowKit, TENANT } from './kit';
import { CORPUS_FILES, JAVA_DELEGATES, REFUSED, SCENARIOS, type Scenario } from './corpus-scenarios';
import { registerFlowHandler } from '../../../engine/engine/env';

let k: FlowKit;
beforeAll(async () => {
  k = await flowKit();
  registerFlowHandler(JAVA_DELEGATES, () => undefined);
});
afterAll(() => k.srv.close());

const CORPUS = path.resolve(import.meta.dirname, '../../fixtures/bpmn-corpus');
const read = (file: string) => fs.readFileSync(path.join(CORPUS, file), 'utf8');
const db = () => k.srv.db.forTenant(TENANT);
/** the poller's actor (modules/flow/server/timers.ts) */
const TIMER_ACTOR = { userId: 0, userName: '定时器', lang: 'zh_CN' as const };

async function deployCorpus(file: string): Promise<{ defId: string; nodeOf: (ref: string) => string }> {
  const xml = read(file);
  const { model } = await compileDefinitionXml(xml);
  const defId = await k.deployXml(xml, model!.id);
  const nodeOf = (ref: string) => {
    if (model!.nodes.has(ref)) return ref;
    const named = [...model!.nodes.values()].filter((n) => n.name === ref);
    if (named.length !== 1) throw new Error(`${file}: no single node named ${ref}`);
    return named[0].id;
  };
  return { defId, nodeOf };
}

/** who completes an open task: the one named, else its assignee, else the first of our candidates */
function actorOf(t: Awaited<ReturnType<FlowKit['openTasks']>>[number], as?: string): string {
  const code = (id: number) => Object.keys(k.users).find((c) => k.users[c] === id);
  if (as) {
    expect(t.assignee_id === k.users[as] || (t.assignee_id === null && t.candidate_users.includes(k.users[as]))).toBe(true);
    return as;
  }
  const who = t.assignee_id !== null ? code(t.assignee_id) : t.candidate_users.map(code).find(Boolean);
  if (!who) throw new Error(`task at ${t.node_id} has nobody of ours: ${JSON.stringify(t)}`);
  return who;
}

async function run(s: Scenario): Promise<void> {
  const { defId, nodeOf } = await deployCorpus(s.file);
  const started = Date.now();
  const id = (await k.as('zhaolei', (c) => startInstance(c, { defId, variables: s.vars?.(k.users, k.roles) ?? {} }))).inst.id;
  for (const step of s.steps) {
    if ('timer' in step) {
      const timer = await db().selectFrom('flow_timer').selectAll().where('tenant_id', '=', TENANT).where('instance_id', '=', id).where('node_id', '=', step.timer).executeTakeFirstOrThrow();
      expect(Math.abs(new Date(timer.due_at).getTime() - started - step.dueInMs)).toBeLessThan(60_000);
      await db().transaction().execute((trx) => fireTimer({ trx, env: engineEnv, tenantId: TENANT, actor: TIMER_ACTOR }, { ...timer, due_at: new Date(timer.due_at) }));
      continue;
    }
    const node = nodeOf(step.node);
    const open = (await k.openTasks(id)).filter((t) => t.node_id === node && (!step.as || t.assignee_id === k.users[step.as] || t.candidate_users.includes(k.users[step.as])));
    if (!open.length) throw new Error(`no open task at ${step.node}; open: ${JSON.stringify(await k.openTasks(id))}`);
    await k.as(actorOf(open[0], step.as), (c) => completeTask(c, open[0].id, { variables: step.vars }));
  }
  const inst = await k.instance(id);
  expect(inst.status).toBe('Finish');
  expect(await k.openTasks(id)).toEqual([]);
  const tasks = await db().selectFrom('flow_task').select(['name', 'node_id', 'status', 'assignee_id']).where('tenant_id', '=', TENANT).where('instance_id', '=', id).orderBy('seq').execute();
  const code = (uid: number | null) => (uid === null ? null : (Object.keys(k.users).find((c) => k.users[c] === uid) ?? `#${uid}`));
  expect(tasks.map((t) => [t.name ?? t.node_id, t.status, code(t.assignee_id)])).toEqual(s.tasks);
  const ends = await db().selectFrom('flow_activity').select(['node_id', 'name']).where('tenant_id', '=', TENANT).where('instance_id', '=', id).where('node_kind', '=', 'endEvent').orderBy('id').execute();
  expect(ends.map((e) => e.name ?? e.node_id)).toEqual(s.ends);
  if (s.endVars) expect(inst.variables).toMatchObject(s.endVars(k.users));
}

describe('every corpus file with user tasks runs start → end, each gateway branch once', () => {
  it('covers each corpus file that has a user task', () => {
    const withTasks = fs.readdirSync(CORPUS).filter((f) => /\.(bpmn|xml)$/.test(f) && /<(\w+:)?userTask\b/.test(read(f)));
    expect(new Set([...SCENARIOS.map((s) => s.file), ...Object.keys(REFUSED)])).toEqual(new Set(withTasks));
    expect(withTasks).toHaveLength(20);
  });
  for (const s of SCENARIOS) it(`${s.file} — ${s.branch}`, () => run(s));
  for (const [file, refusal] of Object.entries(REFUSED)) {
    it(`${file} is refused at deploy, naming the element the engine would not act on`, async () => {
      const xml = read(file);
      await expect(k.deployXml(xml, (await compileDefinitionXml(xml)).model!.id)).rejects.toThrow(refusal);
    });
  }
});

describe('files that cannot run as drawn', () => {
  it('usertaskmodel.bpmn with a cron text in ${cronExpression}: the start is refused naming the timer, nothing is left behind', async () => {
    const { defId } = await deployCorpus(CORPUS_FILES.userTaskModel);
    const before = await db().selectFrom('flow_instance').select('id').where('tenant_id', '=', TENANT).execute();
    await expect(k.as('zhaolei', (c) => startInstance(c, { defId, variables: { cronExpression: '0 0/5 * * * ?' } }))).rejects.toThrow('节点「escalationTimer」的定时设置有误：0 0/5 * * * ?');
    expect(await db().selectFrom('flow_instance').select('id').where('tenant_id', '=', TENANT).execute()).toHaveLength(before.length);
  });

  it('a literal cron cycle is refused at deployment, naming the element', async () => {
    const xml = read(CORPUS_FILES.userTaskModel).replace('${cronExpression}', '0 0/5 * * * ?');
    await expect(k.deployXml(xml, 'process')).rejects.toThrow(/escalationTimer 定时设置无法识别：0 0\/5 \* \* \* \?.*不支持 cron 表达式/);
  });
});

describe('engine faults the corpus showed', () => {
  it('an assignee or candidate id that is no user of the tenant counts as nobody: the empty-assignee policy decides', async () => {
    const xml = bpmn(
      'ghosts',
      `<startEvent id="s"/><userTask id="ghost" name="外人" flowable:assignee="999999"/><userTask id="mixed" name="混合" flowable:candidateUsers="999999,${k.users.lina}"/>
      <userTask id="strict" name="严格" flowable:assignee="1" flowable:emptyAssignee="error"/><endEvent id="e"/>
      ${flow('s', 'ghost')}${flow('ghost', 'mixed')}${flow('mixed', 'strict')}${flow('strict', 'e')}`,
    );
    const defId = await k.deployXml(xml, 'ghosts');
    const id = (await k.as('zhaolei', (c) => startInstance(c, { defId }))).inst.id;
    expect((await k.openTasks(id)).map((t) => [t.node_id, t.assignee_id, t.candidate_users])).toEqual([['ghost', k.users.admin, []]]);
    await k.as('admin', async (c) => completeTask(c, await k.taskAt(id, 'ghost')));
    expect((await k.openTasks(id)).map((t) => [t.node_id, t.assignee_id, t.candidate_users])).toEqual([['mixed', null, [k.users.lina]]]);
    await expect(k.as('lina', async (c) => completeTask(c, await k.taskAt(id, 'mixed')))).rejects.toThrow('节点「严格」没有可以处理的人');
  });

  // InclusiveGatewayTest.testMergeWithEndedExecution: the first branch reached the merge before its sibling had left the fork
  for (const [what, split] of [
    ['an inclusive gateway', '<inclusiveGateway id="split"/>'],
    ['an activity with two outgoing flows', '<task id="split"/>'],
  ] as const) {
    it(`a branch split by ${what} that reaches an inclusive merge at once waits there for its sibling, and the merge fires once`, async () => {
      const xml = bpmn(
        'mergeOnce',
        `<startEvent id="s"/>${split}<task id="quick"/><userTask id="slow" flowable:assignee="${k.users.lina}"/><inclusiveGateway id="merge"/><userTask id="after" flowable:assignee="${k.users.admin}"/><endEvent id="e"/>
        ${flow('s', 'split')}${flow('split', 'quick')}${flow('split', 'slow')}${flow('quick', 'merge')}${flow('slow', 'merge')}${flow('merge', 'after')}${flow('after', 'e')}`,
      );
      const defId = await k.deployXml(xml, 'mergeOnce');
      const id = (await k.as('zhaolei', (c) => startInstance(c, { defId }))).inst.id;
      expect((await k.openTasks(id)).map((t) => t.node_id)).toEqual(['slow']);
      await k.as('lina', async (c) => completeTask(c, await k.taskAt(id, 'slow')));
      expect((await k.openTasks(id)).map((t) => t.node_id)).toEqual(['after']);
      await k.as('admin', async (c) => completeTask(c, await k.taskAt(id, 'after')));
      expect((await k.instance(id)).status).toBe('Finish');
    });
  }

  it('a merge waiting on a sibling that went where it cannot reach the merge fires as soon as the split is done', async () => {
    const xml = bpmn(
      'away',
      `<startEvent id="s"/><inclusiveGateway id="split"/><task id="quick"/><task id="never"/><userTask id="elsewhere" flowable:assignee="${k.users.lina}"/><inclusiveGateway id="merge"/><userTask id="after" flowable:assignee="${k.users.admin}"/><endEvent id="e"/><endEvent id="e2"/>
      ${flow('s', 'split')}${flow('split', 'quick')}${flow('split', 'elsewhere')}${flow('split', 'never', '${false}')}${flow('quick', 'merge')}${flow('never', 'merge')}${flow('elsewhere', 'e2')}${flow('merge', 'after')}${flow('after', 'e')}`,
    );
    const defId = await k.deployXml(xml, 'away');
    const id = (await k.as('zhaolei', (c) => startInstance(c, { defId }))).inst.id;
    expect((await k.openTasks(id)).map((t) => t.node_id).sort()).toEqual(['after', 'elsewhere']);
  });

  const errorFlow = (boundary: string) =>
    bpmn(
      'errors',
      `<startEvent id="s"/>
      <subProcess id="sub"><startEvent id="ss"/><parallelGateway id="fork"/><userTask id="a" flowable:assignee="${k.users.lina}"/><userTask id="b" flowable:assignee="${k.users.wangqiang}"/>
        <exclusiveGateway id="ok" default="f_ok_fine"/><endEvent id="fine"/><endEvent id="fail"><errorEventDefinition errorRef="E1"/></endEvent><endEvent id="bEnd"/>
        ${flow('ss', 'fork')}${flow('fork', 'a')}${flow('fork', 'b')}${flow('a', 'ok')}${flow('ok', 'fail', '${bad}')}${flow('ok', 'fine')}${flow('b', 'bEnd')}</subProcess>
      ${boundary}<userTask id="fix" flowable:assignee="${k.users.admin}"/><userTask id="after" flowable:assignee="${k.users.admin}"/><endEvent id="e"/><endEvent id="e2"/>
      ${flow('s', 'sub')}${flow('sub', 'after')}${flow('after', 'e')}${flow('fix', 'e2')}`,
    ).replace('<process', '<error id="E1" errorCode="tooBig"/><error id="E2" errorCode="other"/><process');
  const caught = (ref: string) => `<boundaryEvent id="catch" attachedToRef="sub"><errorEventDefinition${ref ? ` errorRef="${ref}"` : ''}/></boundaryEvent>${flow('catch', 'fix')}`;

  for (const [what, ref] of [
    ['its code', 'E1'],
    ['any error (no errorRef)', ''],
  ] as const) {
    it(`an error end event in a sub-process is caught by the boundary catching ${what}: the sub-process is interrupted, its other branch cancelled`, async () => {
      const defId = await k.deployXml(errorFlow(caught(ref)), 'errors');
      const id = (await k.as('zhaolei', (c) => startInstance(c, { defId, variables: { bad: true } }))).inst.id;
      await k.as('lina', async (c) => completeTask(c, await k.taskAt(id, 'a')));
      expect((await k.openTasks(id)).map((t) => t.node_id)).toEqual(['fix']);
      const b = await db().selectFrom('flow_task').select('status').where('tenant_id', '=', TENANT).where('instance_id', '=', id).where('node_id', '=', 'b').executeTakeFirstOrThrow();
      expect(b.status).toBe('cancel');
      expect(await db().selectFrom('flow_execution').select('kind').where('tenant_id', '=', TENANT).where('instance_id', '=', id).where('kind', '!=', 'root').execute()).toEqual([{ kind: 'token' }]);
      await k.as('admin', async (c) => completeTask(c, await k.taskAt(id, 'fix')));
      expect((await k.instance(id)).status).toBe('Finish');
    });
  }

  it('an error nobody catches (another code) ends its token as a plain end event; without the error the boundary stays quiet', async () => {
    const defId = await k.deployXml(errorFlow(caught('E2')), 'errors');
    const thrown = (await k.as('zhaolei', (c) => startInstance(c, { defId, variables: { bad: true } }))).inst.id;
    await k.as('lina', async (c) => completeTask(c, await k.taskAt(thrown, 'a')));
    expect((await k.openTasks(thrown)).map((t) => t.node_id)).toEqual(['b']);
    await k.as('wangqiang', async (c) => completeTask(c, await k.taskAt(thrown, 'b')));
    expect((await k.openTasks(thrown)).map((t) => t.node_id)).toEqual(['after']);
    const quiet = (await k.as('zhaolei', (c) => startInstance(c, { defId, variables: { bad: false } }))).inst.id;
    await k.as('lina', async (c) => completeTask(c, await k.taskAt(quiet, 'a')));
    await k.as('wangqiang', async (c) => completeTask(c, await k.taskAt(quiet, 'b')));
    expect((await k.openTasks(quiet)).map((t) => t.node_id)).toEqual(['after']);
  });
});
