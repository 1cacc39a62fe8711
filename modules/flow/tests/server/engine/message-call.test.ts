// flow.FlowableInstance/correlateMessage over the wire: who may send a message (who may stop every
// process of the tenant: 全部流程's stop function), its arguments, and what it answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../../../schemas/rpc/portal';
import { startInstance } from '../../../engine/engine/commands';
import { bpmn, flow, type FlowKit, flowKit } from './kit';

let k: FlowKit;
let admin: Session;
let lina: Session;
beforeAll(async () => {
  k = await flowKit();
  [admin, lina] = await Promise.all([k.srv.session('demo', 'admin'), k.srv.session('demo', 'lina')]);
});
afterAll(() => k.srv.close());

const send = (s: Session, arg: unknown) => k.srv.call<{ instanceId: string; started: boolean }>(s, 'flow.FlowableInstance', 'correlateMessage', [arg]);

describe('correlateMessage', () => {
  it('moves the waiting instance on for who may stop all processes, and refuses anyone else', async () => {
    const xml = bpmn('callWaits', `<startEvent id="s"/><intermediateCatchEvent id="wait"><messageEventDefinition messageRef="m"/></intermediateCatchEvent><userTask id="after" flowable:assignee="${k.users.admin}"/><endEvent id="e"/>${flow('s', 'wait')}${flow('wait', 'after')}${flow('after', 'e')}`).replace('<process', '<message id="m" name="goodsArrived"/><process');
    const defId = await k.deployXml(xml, 'callWaits');
    const id = (await k.as('zhaolei', (c) => startInstance(c, { defId }))).inst.id;
    const refused = await send(lina, { messageName: 'goodsArrived', instanceId: id });
    expect(refused.json.code).toBe(4003);
    expect((await k.openTasks(id)).map((t) => t.node_id)).toEqual([]);
    const sent = await send(admin, { messageName: 'goodsArrived', instanceId: id });
    expect([sent.json.code, sent.json.body]).toEqual([200, { msg: '消息已送达', instanceId: id, started: false }]);
    expect((await k.openTasks(id)).map((t) => t.node_id)).toEqual(['after']);
  });

  it('answers 400 naming a missing message name and 11 for a message nobody waits for', async () => {
    const bad = await send(admin, { instanceId: 'x' });
    expect(bad.json.code).toBe(400);
    expect(bad.json.msg).toContain('messageName');
    const nobody = await send(admin, { messageName: 'neverDrawn' });
    expect([nobody.json.code, nobody.json.msg]).toEqual([11, '没有流程在等待消息「neverDrawn」']);
  });
});
