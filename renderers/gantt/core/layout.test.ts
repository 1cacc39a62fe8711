import { describe, expect, it } from 'vitest';
import { planTasks, machineTasks } from '../sampleTasks';
import { parseDate } from './dates';
import { clonePlan } from './fixtures';
import { barRect, barsInWindow, buildLayout, hitTest, visibleRowRange } from './layout';
import { buildModel } from './model';
import { makeScale, timeAt, xOf } from './scale';

const plan = () => {
  const model = buildModel(clonePlan());
  const layout = buildLayout(model, new Set());
  const scale = makeScale('day', parseDate('2026-03-02 00:00:00'), parseDate('2026-03-10 00:00:00'));
  return { model, layout, scale };
};

describe('gantt layout', () => {
  it('puts sibling bars on their parent row, sorted by start', () => {
    const { layout } = plan();
    const cnc = layout.rowOf.get('cnc')!;
    expect(layout.rowOf.get('j1')).toBe(cnc);
    const keys: string[] = [];
    barsInWindow(layout, cnc, -Infinity, Infinity, (i) => keys.push(layout.keys[i]));
    // the machine row has no dates of its own: only its two jobs, earliest first
    expect(keys).toEqual(['j2', 'j1']);
  });

  it('x and width come from the dates, y from the row', () => {
    const { layout, scale } = plan();
    const row = layout.rowOf.get('a')!;
    const rect = barRect(scale, 'leaf', row, layout.rolled.get('a')!.start, layout.rolled.get('a')!.end);
    expect(rect.x).toBe(3 * 80); // 2026-03-02 is three columns after the padded start
    expect(rect.width).toBe(3 * 80);
    expect(rect.y).toBe(row * 30 + 7);
    const ms = barRect(scale, 'milestone', 3, parseDate('2026-03-06 00:00:00'), parseDate('2026-03-06 00:00:00'));
    expect(ms.x + ms.width / 2).toBe(7 * 80);
  });

  it('finds only the bars overlapping a window (a long bar starting before it included)', () => {
    const model = buildModel([
      { id: 'row', name: 'row', type: 'leaf' },
      { id: 'long', name: 'long', type: 'sibling', parentId: 'row', start: '2026-01-01 00:00:00', end: '2026-02-01 00:00:00' },
      { id: 'early', name: 'early', type: 'sibling', parentId: 'row', start: '2026-01-02 00:00:00', end: '2026-01-03 00:00:00' },
      { id: 'in', name: 'in', type: 'sibling', parentId: 'row', start: '2026-01-10 00:00:00', end: '2026-01-11 00:00:00' },
      { id: 'late', name: 'late', type: 'sibling', parentId: 'row', start: '2026-01-20 00:00:00', end: '2026-01-21 00:00:00' },
    ]);
    const layout = buildLayout(model, new Set());
    const seen: string[] = [];
    barsInWindow(layout, 0, parseDate('2026-01-09 00:00:00'), parseDate('2026-01-12 00:00:00'), (i) => seen.push(layout.keys[i]));
    expect(seen).toEqual(['long', 'in']);
  });

  it('lays out 100 000 tasks and culls a screen of them', () => {
    const model = buildModel(planTasks(100_000));
    const layout = buildLayout(model, new Set());
    expect(layout.rows).toHaveLength(100_000);
    const scale = makeScale('day', parseDate('2026-01-05 00:00:00'), parseDate('2027-03-01 00:00:00'));
    const [r0, r1] = visibleRowRange(layout, 30 * 50_000, 800);
    let drawn = 0;
    for (let r = r0; r <= r1; r++) barsInWindow(layout, r, timeAt(scale, 0), timeAt(scale, 1200), () => drawn++);
    expect(r1 - r0).toBeLessThan(30);
    expect(drawn).toBeLessThanOrEqual(r1 - r0 + 1);
  });

  it('a dense machine row yields only the jobs in view', () => {
    const model = buildModel(machineTasks(10_000, 5));
    const layout = buildLayout(model, new Set());
    expect(layout.rowStart[1] - layout.rowStart[0]).toBe(2000);
    const t0 = parseDate('2026-02-01 00:00:00');
    let seen = 0;
    barsInWindow(layout, 0, t0, t0 + 86_400_000, () => seen++);
    expect(seen).toBeGreaterThan(0);
    expect(seen).toBeLessThan(10);
  });

  it('hits a bar body, its right edge (resize) and a milestone; misses empty space', () => {
    const { layout, scale } = plan();
    const y = (key: string) => layout.rowOf.get(key)! * 30 + 15;
    expect(hitTest(layout, scale, 3 * 80 + 30, y('a'))).toEqual({ key: 'a', row: 1, part: 'body' });
    expect(hitTest(layout, scale, 6 * 80 - 2, y('a'))).toEqual({ key: 'a', row: 1, part: 'resize' });
    expect(hitTest(layout, scale, xOf(scale, parseDate('2026-03-06 00:00:00')) + 3, y('ms'))?.key).toBe('ms');
    expect(hitTest(layout, scale, 10, y('a'))).toBeNull();
    // a group's bar moves but is not resized (its span is its children's)
    expect(hitTest(layout, scale, 7 * 80 - 2, y('g'))?.part).toBe('body');
  });
});
