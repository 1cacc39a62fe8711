// @vitest-environment node
// The diagram highlighting rule on plain graphs, and the adapter from bpmn-moddle's
// object model (the same parser bpmn-js uses) on real XML.
import { BpmnModdle } from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import { buildGraph, graphFromDefinitions, type FlowGraph } from '../../../web/viewer/graph';
import { highlight, type ChartNode } from '../../../web/viewer/highlight';

const TYPES: Record<string, string> = {
  S: 'bpmn:StartEvent',
  E: 'bpmn:EndEvent',
  X: 'bpmn:ExclusiveGateway',
  P: 'bpmn:ParallelGateway',
  V: 'bpmn:ServiceTask',
};

/** `graph('S>A', 'A>X', …)`: nodes named by their first letter's type (else a user task), flows `s>t` with id `s-t`. */
function graph(...edges: string[]): FlowGraph {
  const ids = new Set(edges.flatMap((e) => e.split('>')));
  const nodes = [...ids].map((id) => ({ id, type: TYPES[id[0]] ?? 'bpmn:UserTask' }));
  return buildGraph(
    nodes,
    edges.map((e) => {
      const [source, target] = e.split('>');
      return { id: `${source}-${target}`, source, target };
    }),
  );
}

const done = (key: string): ChartNode => ({ key, completed: true });
const open = (key: string): ChartNode => ({ key, completed: false });
const sorted = (h: { done: string[]; todo: string[] }) => ({ done: [...h.done].sort(), todo: [...h.todo].sort() });

describe('highlight', () => {
  const linear = graph('S>A', 'A>B', 'B>C', 'C>E');

  it('linear: finished tasks and the flows into them are done, the open task and its flow to-do, the start done', () => {
    expect(sorted(highlight(linear, [done('A'), done('B'), open('C')]))).toEqual({
      done: ['A', 'A-B', 'B', 'S', 'S-A'],
      todo: ['B-C', 'C'],
    });
  });

  it('marks nothing for an empty list, and ignores keys the diagram does not have', () => {
    expect(highlight(linear, [])).toEqual({ done: [], todo: [] });
    expect(sorted(highlight(linear, [done('A'), open('Zombie')]))).toEqual({ done: ['A', 'S', 'S-A'], todo: [] });
  });

  it('the start event is marked done even when the first task is still open (its flow follows the task)', () => {
    expect(sorted(highlight(linear, [open('A')]))).toEqual({ done: ['S'], todo: ['A', 'S-A'] });
  });

  it('exclusive gateway: only the branch taken is marked, the gateway like the task behind it', () => {
    const g = graph('S>A', 'A>X1', 'X1>B', 'X1>C', 'B>E', 'C>E');
    expect(sorted(highlight(g, [done('A'), done('C')]))).toEqual({
      done: ['A', 'A-X1', 'C', 'S', 'S-A', 'X1', 'X1-C'],
      todo: [],
    });
    // the branch still waiting: gateway and its flows to-do, the other branch untouched
    expect(sorted(highlight(g, [done('A'), open('B')]))).toEqual({ done: ['A', 'S', 'S-A'], todo: ['A-X1', 'B', 'X1', 'X1-B'] });
  });

  it('a gateway right after the start event and automatic steps on the way are marked too', () => {
    const g = graph('S>X1', 'X1>A', 'X1>B', 'A>V1', 'V1>C', 'C>E', 'B>E');
    expect(sorted(highlight(g, [done('A'), open('C')]))).toEqual({
      done: ['A', 'S', 'S-X1', 'X1', 'X1-A'],
      todo: ['A-V1', 'C', 'V1', 'V1-C'],
    });
  });

  it('parallel branches: one done, one pending; the split is done, the join untouched until the task after it', () => {
    const g = graph('S>A', 'A>P1', 'P1>B', 'P1>C', 'B>P2', 'C>P2', 'P2>D', 'D>E');
    expect(sorted(highlight(g, [done('A'), done('B'), open('C')]))).toEqual({
      done: ['A', 'A-P1', 'B', 'P1', 'P1-B', 'S', 'S-A'],
      todo: ['C', 'P1-C'],
    });
    expect(sorted(highlight(g, [done('A'), done('B'), done('C'), open('D')]))).toEqual({
      done: ['A', 'A-P1', 'B', 'C', 'P1', 'P1-B', 'P1-C', 'S', 'S-A'],
      todo: ['B-P2', 'C-P2', 'D', 'P2', 'P2-D'],
    });
  });

  it('returned flow: a task listed twice follows its latest entry', () => {
    // A → B → C; C returned to B: B is waiting again, C stays done from its round
    const entries = [done('A'), done('B'), done('C'), open('B')];
    expect(sorted(highlight(linear, entries))).toEqual({ done: ['A', 'B-C', 'C', 'S', 'S-A'], todo: ['A-B', 'B'] });
    // B approved again: done again
    expect(sorted(highlight(linear, [...entries.slice(0, 3), done('B'), open('C')]))).toEqual({
      done: ['A', 'A-B', 'B', 'S', 'S-A'],
      todo: ['B-C', 'C'],
    });
  });

  it('a multi-instance node stays to-do while one of its instances is open, whatever the order', () => {
    expect(sorted(highlight(linear, [done('A'), open('B'), done('B'), done('B')])).todo).toEqual(['A-B', 'B']);
  });

  it('end event: marked (with its flow) only when it is the last entry and completed', () => {
    const all = [done('A'), done('B'), done('C')];
    expect(sorted(highlight(linear, [...all, done('E')]))).toEqual({
      done: ['A', 'A-B', 'B', 'B-C', 'C', 'C-E', 'E', 'S', 'S-A'],
      todo: [],
    });
    expect(highlight(linear, [...all, open('E')]).done).not.toContain('E');
    expect(highlight(linear, all).done).not.toContain('E');
    // listed, but not last: not marked
    const g = graph('S>A', 'A>P1', 'P1>B', 'P1>E1', 'B>E2');
    const h = highlight(g, [done('A'), done('E1'), open('B')]);
    expect([...h.done, ...h.todo]).not.toContain('E1');
    expect([...h.done, ...h.todo]).not.toContain('P1-E1');
  });

  it('done and to-do never overlap', () => {
    const g = graph('S>A', 'A>P1', 'P1>B', 'P1>C', 'B>P2', 'C>P2', 'P2>D', 'D>E');
    const h = highlight(g, [done('A'), done('B'), open('C'), done('C'), open('D')]);
    expect(h.done.filter((id) => h.todo.includes(id))).toEqual([]);
  });
});

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="t">
  <process id="leave" name="请假">
    <startEvent id="start" />
    <sequenceFlow id="f1" sourceRef="start" targetRef="apply" />
    <userTask id="apply" name="申请" flowable:assignee="\${initiator}" />
    <sequenceFlow id="f2" sourceRef="apply" targetRef="gw" />
    <exclusiveGateway id="gw" />
    <sequenceFlow id="f3" sourceRef="gw" targetRef="boss"><conditionExpression>\${days &gt; 3}</conditionExpression></sequenceFlow>
    <sequenceFlow id="f4" sourceRef="gw" targetRef="sub" />
    <userTask id="boss" name="总经理" />
    <subProcess id="sub">
      <startEvent id="subStart" />
      <sequenceFlow id="f5" sourceRef="subStart" targetRef="lead" />
      <userTask id="lead" name="组长" />
      <sequenceFlow id="f6" sourceRef="lead" targetRef="subEnd" />
      <endEvent id="subEnd" />
    </subProcess>
    <sequenceFlow id="f7" sourceRef="boss" targetRef="end" />
    <sequenceFlow id="f8" sourceRef="sub" targetRef="end" />
    <endEvent id="end" />
  </process>
</definitions>`;

describe('graphFromDefinitions', () => {
  it('reads nodes, sequence flows and sub-process contents from bpmn-moddle, with incoming/outgoing from the flows', async () => {
    const { rootElement } = await new BpmnModdle().fromXML(XML);
    const g = graphFromDefinitions(rootElement);
    expect([...g.nodes.keys()].sort()).toEqual(['apply', 'boss', 'end', 'gw', 'lead', 'start', 'sub', 'subEnd', 'subStart']);
    expect(g.nodes.get('gw')).toEqual({ id: 'gw', type: 'bpmn:ExclusiveGateway', incoming: ['f2'], outgoing: ['f3', 'f4'] });
    expect(g.nodes.get('lead')).toEqual({ id: 'lead', type: 'bpmn:UserTask', incoming: ['f5'], outgoing: ['f6'] });
    expect(g.flows.get('f3')).toEqual({ id: 'f3', source: 'gw', target: 'boss' });
    expect(g.flows.size).toBe(8);
    expect(sorted(highlight(g, [done('apply'), open('boss')]))).toEqual({ done: ['apply', 'f1', 'start'], todo: ['boss', 'f2', 'f3', 'gw'] });
    // inside the sub-process its own start event leads to the listed task
    expect(sorted(highlight(g, [done('apply'), open('lead')]))).toEqual({ done: ['apply', 'f1', 'start', 'subStart'], todo: ['f5', 'lead'] });
  });

  it('answers an empty graph for no definitions', () => {
    expect(graphFromDefinitions(null).nodes.size).toBe(0);
  });
});
