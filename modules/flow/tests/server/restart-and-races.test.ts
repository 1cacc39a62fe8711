// Nothing lost on a restart, timers firing after one, and two servers on one database: claim and
// complete races are won exactly once (the instance row lock, then the task's state).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../../schemas/rpc/portal';
import { okCall, startServer, type TestServer } from '../../../../tests/kit';
import { bpmn, flow } from './engine/kit';

// two servers on one database, both restarted by a test (so not the kit's fileServer)
let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  a = await startServer();
  b = await startServer({}, { databaseUrl: a.databaseUrl });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const ok = <T>(srv: TestServer, s: Session, service: string, method: string, args: unknown[]) => okCall(srv)<T>(s, service, method, args);

async function deploy(srv: TestServer, admin: Session, key: string, body: string): Promise<string> {
  const d = await ok<{ procDefId: string }>(srv, admin, 'flow.FlowableDef', 'save', [{ process: { id: key, name: key, category: 'office' }, xml: bpmn(key, body) }]);
  return d.procDefId;
}

const openTasks = async (srv: TestServer, s: Session) => (await ok<{ itemList: Array<{ taskId: string; procInsId: string; taskName: string }> }>(srv, s, 'flow.FlowableTask', 'todoList', [{ page: 1, pageSize: 100 }])).itemList;

describe('two servers on one database', () => {
  it('a claim race has one winner; the other is told who holds the task', async () => {
    const [admin, lina, wang] = await Promise.all([a.session('demo', 'admin'), a.session('demo', 'lina'), b.session('demo', 'wangqiang')]);
    const roles = await ok<Array<{ id: number; code: string }>>(a, admin, 'portal.Role', 'getList', []);
    const warehouse = roles.find((r) => r.code === 'warehouse')!.id;
    // lina and wangqiang both hold the warehouse role
    const def = await deploy(a, admin, 'claimRace', `<startEvent id="s"/><userTask id="t" name="抢单" flowable:candidateGroups="ROLE${warehouse}"/><endEvent id="e"/>${flow('s', 't')}${flow('t', 'e')}`);
    const { instanceId } = await ok<{ instanceId: string }>(a, admin, 'flow.FlowableTask', 'start', [{ procDefId: def }]);
    const task = (await openTasks(a, lina)).find((t) => t.procInsId === instanceId)!;
    const [x, y] = await Promise.all([a.call(lina, 'flow.FlowableTask', 'claim', [{ taskId: task.taskId }]), b.call(wang, 'flow.FlowableTask', 'claim', [{ taskId: task.taskId }])]);
    const answers = [x.json, y.json].sort((p, q) => p.code - q.code);
    expect(answers[0]).toMatchObject({ code: 200, body: { msg: '签收成功。' } });
    expect(answers[1].code).toBe(409);
    expect(answers[1].msg).toMatch(/^任务已被 (李娜|王强) 签收$/);
  });

  it('a task completed at the same moment through both servers completes once; the flow moves one step', async () => {
    const [admin, lina] = await Promise.all([a.session('demo', 'admin'), a.session('demo', 'lina')]);
    const linaOnB = await b.session('demo', 'lina');
    const def = await deploy(a, admin, 'doubleComplete', `<startEvent id="s"/><userTask id="t1" flowable:assignee="${lina.user.id}"/><userTask id="t2" name="第二步" flowable:assignee="${admin.user.id}"/><endEvent id="e"/>${flow('s', 't1')}${flow('t1', 't2')}${flow('t2', 'e')}`);
    const { instanceId } = await ok<{ instanceId: string }>(a, admin, 'flow.FlowableTask', 'start', [{ procDefId: def }]);
    const task = (await openTasks(a, lina)).find((t) => t.procInsId === instanceId)!;
    const [x, y] = await Promise.all([a.call(lina, 'flow.FlowableTask', 'complete', [{ taskId: task.taskId }]), b.call(linaOnB, 'flow.FlowableTask', 'complete', [{ taskId: task.taskId }])]);
    expect([x.json.code, y.json.code].sort()).toEqual([200, 409]);
    expect([x.json.msg, y.json.msg]).toContain('任务不存在或已处理');
    const next = (await openTasks(a, admin)).filter((t) => t.procInsId === instanceId);
    expect(next.map((t) => t.taskName)).toEqual(['第二步']);
  });
});

describe('a restart in the middle', () => {
  it('loses nothing, and a timer due while the server was down fires after it comes back', async () => {
    const admin = await a.session('demo', 'admin');
    const lina = await a.session('demo', 'lina');
    const def = await deploy(
      a,
      admin,
      'restartTimer',
      `<startEvent id="s"/><userTask id="t1" name="一审" flowable:assignee="${lina.user.id}"/>
       <userTask id="t2" name="二审" flowable:assignee="${admin.user.id}"/>
       <boundaryEvent id="late" attachedToRef="t2" cancelActivity="true"><timerEventDefinition><timeDuration>PT10M</timeDuration></timerEventDefinition></boundaryEvent>
       <userTask id="escalated" name="超时升级" flowable:assignee="${lina.user.id}"/><endEvent id="e"/><endEvent id="e2"/>
       ${flow('s', 't1')}${flow('t1', 't2')}${flow('t2', 'e')}${flow('late', 'escalated')}${flow('escalated', 'e2')}`,
    );
    const { instanceId } = await ok<{ instanceId: string }>(a, admin, 'flow.FlowableTask', 'start', [{ procDefId: def }]);
    const t1 = (await openTasks(a, lina)).find((t) => t.procInsId === instanceId)!;
    await ok(a, lina, 'flow.FlowableTask', 'complete', [{ taskId: t1.taskId, comment: '一审通过' }]);
    // the first server goes away; the timer's time passes while nobody runs
    const url = a.databaseUrl;
    await a.close();
    await b.close();
    const { openDatabase } = await import('../../../../server/db');
    const raw = openDatabase(url, { max: 1 });
    await raw.system.updateTable('flow_timer').set({ due_at: new Date(Date.now() - 1000) }).where('tenant_id', '=', '00000002').where('instance_id', '=', instanceId).execute();
    await raw.close();
    a = await startServer({}, { databaseUrl: url });
    b = await startServer({}, { databaseUrl: url });
    const admin2 = await a.session('demo', 'admin');
    const lina2 = await a.session('demo', 'lina');
    // the poller of either server fires it within a few seconds, once
    let escalated: Array<{ taskName: string; procInsId: string }> = [];
    for (let i = 0; i < 40 && !escalated.length; i++) {
      await new Promise((r) => setTimeout(r, 250));
      escalated = (await openTasks(a, lina2)).filter((t) => t.procInsId === instanceId);
    }
    expect(escalated.map((t) => t.taskName)).toEqual(['超时升级']);
    expect((await openTasks(a, admin2)).filter((t) => t.procInsId === instanceId)).toEqual([]);
    const record = await ok<{ flowList: Array<{ taskName: string; status: string }> }>(a, admin2, 'flow.FlowableTask', 'flowRecord', [{ procInsId: instanceId }]);
    expect(record.flowList.map((r) => r.taskName)).toEqual(['一审', '超时升级']);
  });
});
