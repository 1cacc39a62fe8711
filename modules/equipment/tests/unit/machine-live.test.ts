// The Hmi's 设备状态 between reads: a pushed value replaces the shown one only when newer, a RunState
// value turns the machine running or stopped, other machines' values change nothing.
import { describe, expect, it } from 'vitest';
import type { MachineLive } from '../../contracts';
import { applyPushed, watchedFirst } from '../../web/hmi/machine-live';

const sig = (variableId: number, signal: string | null, value: string, at: string, code = `V${variableId}`) => ({ variableId, code, name: code, unit: null, signal, value, flag: null, at });
const machine: MachineLive = {
  id: 7,
  code: 'CNC-01',
  name: '数控车床',
  equipmentStatus: '1',
  runState: 'Stopped',
  goodToday: '10',
  badToday: '0',
  signals: [sig(1, 'RunState', '0', '2026-01-05T08:00:00.000Z'), sig(2, 'Temperature', '40.5', '2026-01-05T08:00:00.000Z')],
};

describe('applyPushed', () => {
  it('takes a newer value and reads RunState as the running state', () => {
    const [m] = applyPushed([machine], [
      { e: 7, v: 2, at: '2026-01-05T08:00:03.000Z', value: '41.75', flag: 'H' },
      { e: 7, v: 1, at: '2026-01-05T08:00:03.000Z', value: '1', flag: null },
    ]);
    expect(m.runState).toBe('Running');
    expect(m.signals[1]).toMatchObject({ value: '41.75', flag: 'H', at: '2026-01-05T08:00:03.000Z' });
  });

  it('keeps the shown value against an older one, and ignores other machines', () => {
    const [m] = applyPushed([machine], [
      { e: 7, v: 2, at: '2026-01-05T07:59:00.000Z', value: '12', flag: null },
      { e: 8, v: 1, at: '2026-01-05T08:00:03.000Z', value: '1', flag: null },
    ]);
    expect(m.signals[1].value).toBe('40.5');
    expect(m.runState).toBe('Stopped');
  });

  it('a running machine whose RunState falls to zero is stopped', () => {
    const [m] = applyPushed([{ ...machine, runState: 'Running' }], [{ e: 7, v: 1, at: '2026-01-05T08:00:09.000Z', value: '0', flag: null }]);
    expect(m.runState).toBe('Stopped');
  });
});

describe('watchedFirst', () => {
  it('shows temperature, spindle load and counters first, the running state not as a value', () => {
    const shown = watchedFirst([sig(9, null, '1', 'x', 'A-extra'), sig(3, 'GoodCount', '5', 'x'), sig(1, 'RunState', '1', 'x'), sig(4, 'SpindleLoad', '3', 'x'), sig(2, 'Temperature', '40', 'x')]);
    expect(shown.map((s) => s.signal ?? s.code)).toEqual(['Temperature', 'SpindleLoad', 'GoodCount', 'A-extra']);
  });
});
