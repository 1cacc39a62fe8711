import { describe, expect, it } from 'vitest';
import { formatDate, parseDate } from './dates';
import { clonePlan } from './fixtures';
import { buildModel, tasksOf } from './model';
import { rollup, visibleRows } from './rollup';

describe('gantt model', () => {
  it('reads and writes dates as YYYY-MM-DD HH:mm:ss, refusing impossible ones', () => {
    expect(formatDate(parseDate('2026-03-02 08:30:05'))).toBe('2026-03-02 08:30:05');
    expect(formatDate(parseDate('2026-03-02'))).toBe('2026-03-02 00:00:00');
    expect(parseDate('2026-02-30 00:00:00')).toBeNaN();
    expect(parseDate('2026-03-02 24:00:00')).toBeNaN();
    expect(parseDate('next week')).toBeNaN();
    expect(parseDate(undefined)).toBeNaN();
  });

  it('builds the tree in the given order; siblings get no row of their own', () => {
    const model = buildModel(clonePlan());
    expect(model.roots).toEqual(['g', 'cnc', 'solo', 'gate']);
    expect(visibleRows(model, new Set()).map((r) => `${r.key}@${r.depth}${r.expandable ? '+' : ''}`)).toEqual(['g@0+', 'a@1', 'b@1', 'ms@1', 'cnc@0', 'solo@0', 'gate@0']);
    expect(tasksOf(model).map((t) => t.id)).toEqual(['g', 'a', 'b', 'ms', 'cnc', 'j1', 'j2', 'solo', 'gate']);
  });

  it('collapsing a group hides its subtree', () => {
    const model = buildModel(clonePlan());
    expect(visibleRows(model, new Set(['g'])).map((r) => r.key)).toEqual(['g', 'cnc', 'solo', 'gate']);
  });

  it('a group spans its children; its progress is their duration-weighted average without milestones', () => {
    const rolled = rollup(buildModel(clonePlan())).get('g')!;
    expect(formatDate(rolled.start)).toBe('2026-03-02 00:00:00');
    expect(formatDate(rolled.end)).toBe('2026-03-06 00:00:00');
    // 3 days at 50 % and 1 day at 100 %: (150 + 100) / 4; the undone milestone does not pull it down
    expect(rolled.progress).toBe(62.5);
  });

  it('nested groups roll up through each level by duration', () => {
    const model = buildModel([
      { id: 'top', name: 'top', type: 'group' },
      { id: 'sub', name: 'sub', type: 'group', parentId: 'top' },
      { id: 'x', name: 'x', type: 'leaf', parentId: 'sub', start: '2026-01-01 00:00:00', end: '2026-01-03 00:00:00', progress: 100 },
      { id: 'y', name: 'y', type: 'leaf', parentId: 'top', start: '2026-01-03 00:00:00', end: '2026-01-05 00:00:00', progress: 0 },
      { id: 'z', name: 'z', type: 'milestone', parentId: 'top', start: '2026-01-09 00:00:00', done: true },
    ]);
    const top = rollup(model).get('top')!;
    expect(top.progress).toBe(50);
    expect(formatDate(top.end)).toBe('2026-01-09 00:00:00');
  });

  it('refuses a milestone that holds children', () => {
    expect(() =>
      buildModel([
        { id: 1, name: '节点', type: 'milestone', start: '2026-01-01 00:00:00' },
        { id: 2, name: 'child', type: 'leaf', parentId: 1, start: '2026-01-01 00:00:00', end: '2026-01-02 00:00:00' },
      ]),
    ).toThrow('里程碑「节点」不能做群组节点！');
  });
});
