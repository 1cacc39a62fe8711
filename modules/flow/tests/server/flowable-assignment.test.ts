// Flowable's own small processes (modules/flow/tests/fixtures/bpmn-foreign/assignment, SOURCES.md) run the way
// Flowable's tests expect: skip expressions only behind their switch (a true one skips a task, and
// takes a flow without its condition), a candidate expression evaluated before it is split,
// humanPerformer and potentialOwner assigning the task. Our users are ids: the demo users' ids
// stand where the files name kermit and gonzo, the role code purchaser where they name sales.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstance } from '../../engine/engine/commands';
import { type FlowKit, flowKit } from './engine/kit';

let k: FlowKit;
beforeAll(async () => {
  k = await flowKit();
});
afterAll(() => k.srv.close());

const fixture = (name: string) => readFileSync(join(__dirname, '../fixtures/bpmn-foreign/assignment', name), 'utf8');
/** the file with Flowable's users and groups replaced by ours */
const ours = (xml: string) => xml.replaceAll('kermit', String(k.users.lina)).replaceAll('gonzo', String(k.users.wangqiang)).replaceAll('user1', String(k.users.lina)).replaceAll('user2', String(k.users.wangqiang)).replaceAll('group(sales)', 'group(purchaser)');
const run = async (key: string, xml: string, variables: Record<string, unknown> = {}) => {
  const defId = await k.deployXml(xml, key);
  return (await k.as('zhaolei', (c) => startInstance(c, { defId, variables }))).inst.id;
};

describe('flowable:skipExpression', () => {
  it('is read only while _ACTIVITI/_FLOWABLE_SKIP_EXPRESSION_ENABLED is on; then a true one skips the task', async () => {
    const xml = fixture('SkipExpressionUserTaskTest.test.bpmn20.xml');
    const plain = await run('skipExpressionUserTask', xml);
    expect((await k.openTasks(plain)).map((t) => t.node_id)).toEqual(['userTask1']);
    const kept = await run('skipExpressionUserTask', xml, { _ACTIVITI_SKIP_EXPRESSION_ENABLED: true, skip: false });
    expect((await k.openTasks(kept)).map((t) => t.node_id)).toEqual(['userTask1']);
    const skipped = await run('skipExpressionUserTask', xml, { _ACTIVITI_SKIP_EXPRESSION_ENABLED: true, skip: true });
    expect(await k.openTasks(skipped)).toEqual([]);
    expect((await k.instance(skipped)).status).toBe('Finish');
    // the Flowable switch works the same; switched off, the expression is not even read
    const flowableOn = await run('skipExpressionUserTask', xml, { _FLOWABLE_SKIP_EXPRESSION_ENABLED: true, skip: true });
    expect((await k.instance(flowableOn)).status).toBe('Finish');
    const off = await run('skipExpressionUserTask', xml, { _FLOWABLE_SKIP_EXPRESSION_ENABLED: false, skip: true });
    expect((await k.openTasks(off)).map((t) => t.node_id)).toEqual(['userTask1']);
  });

  it('on a sequence flow, a true one takes the flow without its condition, a false one leaves it', async () => {
    const id = await run('testSkipExpression', fixture('ConditionalSequenceFlowTest.testSkipExpression.bpmn20.xml'), { _ACTIVITI_SKIP_EXPRESSION_ENABLED: true, skipLeft: true, skipRight: false });
    expect((await k.openTasks(id)).map((t) => t.node_id)).toEqual(['task1']);
  });
});

describe('who a task is for', () => {
  it("candidateUsers=\"${'user1, user2'}\" evaluates the expression, then splits its value", async () => {
    const id = await run('candidatesExpression', ours(fixture('TaskAssignmentExtensionsTest.testCandidatesWithCommaSeparatedStringExpression.bpmn20.xml')));
    const [task] = await k.openTasks(id);
    expect(task.assignee_id).toBeNull();
    expect(task.candidate_users).toEqual([k.users.lina, k.users.wangqiang].sort((a, b) => a - b));
  });

  it('a humanPerformer is the assignee', async () => {
    const id = await run('taskAssigneeExampleProcess', ours(fixture('TaskAssigneeTest.testTaskAssignee.bpmn20.xml')));
    expect((await k.openTasks(id)).map((t) => t.assignee_id)).toEqual([k.users.lina]);
  });

  it('a potentialOwner offers the task to user(x) and to the members of group(y)', async () => {
    const users = await run('multipleCandidateUsersExample', ours(fixture('TaskCandidateTest.testMultipleCandidateUsers.bpmn20.xml')));
    expect((await k.openTasks(users))[0].candidate_users).toEqual([k.users.lina, k.users.wangqiang].sort((a, b) => a - b));
    const mixed = await run('mixedCandidateUserAndGroupExample', ours(fixture('TaskCandidateTest.testMixedCandidateUserAndGroup.bpmn20.xml')));
    const [task] = await k.openTasks(mixed);
    expect(task.assignee_id).toBeNull();
    expect(task.candidate_users).toContain(k.users.lina);
    // the purchaser role's members (李娜 among them) are candidates as well
    const purchasers = await k.srv.db.forTenant('00000002').selectFrom('user_role').select('user_id').where('role_id', '=', k.roles.purchaser).execute();
    for (const p of purchasers) expect(task.candidate_users).toContain(p.user_id);
  });
});
