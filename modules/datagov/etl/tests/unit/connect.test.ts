// The designer's edge rules: a drawn edge joins a transform's inputs or replaces a write's input;
// a read takes no input, a write gives no output, no cycle, no edge twice; a move keeps the place;
// a removed edge takes the input away; the targets offered by keyboard carry the same refusals.
import { describe, expect, it } from 'vitest';
import type { TranStep } from '../../contracts';
import { connect, disconnect, edgesOf, moveStep, targetsFrom } from '../../web/connect';

const steps: TranStep[] = [
  { kind: 'read', key: 'a', name: 'A', x: 0, y: 0, sourceId: 1, sql: 'select 1' },
  { kind: 'read', key: 'b', name: 'B', x: 0, y: 0, sourceId: 1, sql: 'select 2' },
  { kind: 'transform', key: 't', name: 'T', x: 0, y: 0, inputs: ['a'], sql: 'select * from a' },
  { kind: 'transform', key: 'u', name: 'U', x: 0, y: 0, inputs: ['t'], sql: 'select * from t' },
  { kind: 'write', key: 'w', name: 'W', x: 0, y: 0, input: 't', sourceId: 2, table: 'x', mode: 'create', keys: [] },
];
const drawn = (from: string, to: string) => {
  const r = connect(steps, from, to);
  return 'refused' in r ? r.refused : r.steps.find((s) => s.key === to);
};

describe('connect', () => {
  it("adds an input to a transform and replaces a write's input", () => {
    expect(drawn('b', 't')).toMatchObject({ inputs: ['a', 'b'] });
    expect(drawn('u', 'w')).toMatchObject({ input: 'u' });
  });
  it('refuses an edge into a read, out of a write, closing a cycle or drawn twice', () => {
    expect(drawn('a', 'b')).toBe('readNoInput');
    expect(drawn('w', 'u')).toBe('writeNoOutput');
    expect(drawn('u', 't')).toBe('cycle');
    expect(drawn('t', 't')).toBe('cycle');
    expect(drawn('a', 't')).toBe('already');
  });
  it('keeps a moved step at its new place, in whole pixels, the others where they were', () => {
    const moved = moveStep(steps, 'u', 412.6, 88.2);
    expect(moved.map((s) => [s.key, s.x, s.y])).toEqual([['a', 0, 0], ['b', 0, 0], ['t', 0, 0], ['u', 413, 88], ['w', 0, 0]]);
  });
  it('removes an edge by taking the input away (a write is left with none); another edge is untouched', () => {
    expect(edgesOf(steps).map((e) => `${e.from}>${e.to}`)).toEqual(['a>t', 't>u', 't>w']);
    const twoIn = connect(steps, 'b', 't');
    const both = 'steps' in twoIn ? twoIn.steps : [];
    expect(disconnect(both, 'a', 't').find((s) => s.key === 't')).toMatchObject({ inputs: ['b'] });
    expect(disconnect(steps, 't', 'w').find((s) => s.key === 'w')).toMatchObject({ input: '' });
    expect(disconnect(steps, 'b', 't')).toEqual(steps);
  });
  it('offers every other step as a target, each with its refusal or none', () => {
    expect(targetsFrom(steps, 'u').map((x) => [x.step.key, x.refused])).toEqual([['a', 'readNoInput'], ['b', 'readNoInput'], ['t', 'cycle'], ['w', null]]);
  });
});
