// Compiling a process for the interpreter: the corpus' processes compile with nothing to object to,
// with what each node kind needs (countersign, conditions, sub-process scopes, listeners), and a
// broken drawing is refused at deploy time naming the element.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBpmn } from '../../../engine/bpmn/moddle';
import { compileProcess } from '../../../engine/model/compile';

const CORPUS = path.resolve(import.meta.dirname, '../../fixtures/bpmn-corpus');
const files = fs.readdirSync(CORPUS).filter((f) => /\.(bpmn|xml)$/.test(f));
/** drawings of the corpus that would not deploy, and why: not executable, or work the engine would not do */
const FRAGMENTS: Record<string, string[]> = {
  'bpmn-io__bpmn-js__conditions.bpmn': ['服务任务没有指定处理器（class、delegateExpression 或 expression）', '流程没有开始节点'],
  // camunda:class is Camunda's, not read as Flowable's; a script is never run
  'camunda__camunda-bpm-examples__process.bpmn': ['服务任务没有指定处理器（class、delegateExpression 或 expression）', '不运行脚本任务：服务器不执行流程中的脚本，请改用服务任务并指定已注册的处理器'],
  'flowable__flowable-examples__call-semantic-analysis.bpmn20.xml': ['不支持的服务任务类型：send-event'],
};

async function processesOf(xml: string): Promise<Array<ReturnType<typeof compileProcess>>> {
  const { definitions } = await parseBpmn(xml);
  return definitions.rootElements.filter((e: { $type: string }) => e.$type === 'bpmn:Process').map(compileProcess);
}
const corpus = (name: string) => fs.readFileSync(path.join(CORPUS, name), 'utf8');

describe('compileProcess', () => {
  for (const file of files) {
    it(`compiles ${file}`, async () => {
      for (const { model, problems } of await processesOf(corpus(file))) {
        expect(problems.map((p) => p.zh)).toEqual(FRAGMENTS[file] ?? []);
        if (!FRAGMENTS[file]) expect(model.starts.length).toBeGreaterThan(0);
        for (const f of model.flows.values()) {
          expect(model.nodes.get(f.source)?.outgoing).toContain(f.id);
          expect(model.nodes.get(f.target)?.incoming).toContain(f.id);
        }
      }
    });
  }

  it('reads a countersign (会签): sequential and parallel multi-instance over a collection', async () => {
    const [{ model }] = await processesOf(corpus('dromara__RuoYi-Vue-Plus__请假流程（会签）-leave5.bpmn20.xml'));
    const loops = [...model.nodes.values()].filter((n) => n.multiInstance).map((n) => n.multiInstance);
    expect(loops).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sequential: true, collection: 'userList', elementVariable: 'user' }),
        expect.objectContaining({ sequential: false, collection: 'userList2', elementVariable: 'user' }),
      ]),
    );
  });

  it('reads gateway conditions and sub-process scopes', async () => {
    const [{ model: exclusive }] = await processesOf(corpus('dromara__RuoYi-Vue-Plus__请假流程（排他网关）-leave2.bpmn20.xml'));
    expect([...exclusive.flows.values()].map((f) => f.condition).filter(Boolean)).toContain('${entity.leaveDays > 2}');
    const [{ model: sub }] = await processesOf(corpus('dromara__RuoYi-Vue-Plus__请假流程（子流程）-leave6.bpmn20.xml'));
    const inside = [...sub.nodes.values()].filter((n) => n.parent === 'Activity_15to8yb');
    expect(inside.some((n) => n.kind === 'startEvent')).toBe(true);
    expect(sub.starts.every((id) => sub.nodes.get(id)!.parent === null)).toBe(true);
  });

  it('reads listeners as names of server handlers', async () => {
    const [{ model }] = await processesOf(corpus('dromara__RuoYi-Vue-Plus__请假流程(监听)-leave7.bpmn20.xml'));
    expect(model.nodes.get('Activity_129ysv4')!.listeners).toEqual([{ scope: 'execution', event: 'start', impl: { kind: 'delegateExpression', value: '${testLeaveExecutionListener}' }, fields: [] }]);
    expect(model.nodes.get('Activity_0s4k1fw')!.listeners[0]).toMatchObject({ scope: 'task', event: 'complete' });
    expect(model.nodes.get('Activity_129ysv4')!.userTask).toMatchObject({ assignee: '1', candidateGroups: [] });
  });

  it('refuses a broken drawing, naming each element', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="t">
  <process id="broken" name="坏流程">
    <userTask id="a" name="甲" flowable:candidateGroups="ROLE1, DEPT2" />
    <complexGateway id="cg" />
    <sequenceFlow id="f1" sourceRef="a" targetRef="cg" />
    <sequenceFlow id="f2" sourceRef="a" targetRef="nowhere" />
    <sequenceFlow id="f3" sourceRef="a" targetRef="a"><conditionExpression xsi:type="tFormalExpression">\${amount &gt;}</conditionExpression></sequenceFlow>
  </process>
</definitions>`;
    const [{ model, problems }] = await processesOf(xml);
    expect(problems.map((p) => [p.elementId, p.zh.split('：')[0]])).toEqual([
      ['cg', '不支持的元素类型'],
      ['f3', '条件表达式有误'],
      // f1 leads into the refused cg: that is cg's problem, not another one of f1
      ['f2', '连线的起点或终点不存在'],
      ['broken', '流程没有开始节点'],
    ]);
    expect(model.nodes.get('a')!.userTask!.candidateGroups).toEqual(['ROLE1', 'DEPT2']);
  });
});
