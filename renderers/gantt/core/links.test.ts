import { describe, expect, it } from 'vitest';
import { ROW_HEIGHT } from './constants';
import { parseDate } from './dates';
import { CountingContext } from './fakeCanvas';
import { barRect } from './layout';
import { isBroken, LINK_GAP, linkPath, linksInRows } from './links';
import type { GanttTask } from './model';
import { GanttPainter } from './paint';
import { LINK_COLORS } from './paintLinks';
import { draggedScene, sceneOf } from './scene';

const VIEW = { left: 0, top: 0, width: 1200, height: 600 };
const leaf = (id: string, start: string, end: string, dependsOn: string[] = []): GanttTask => ({ id, name: id, type: 'leaf', start: `${start} 00:00:00`, end: `${end} 00:00:00`, dependsOn });
const rect = (x: number, row: number, width = 40) => ({ x, y: row * ROW_HEIGHT + 7, width, height: 16 });

/** The arrow heads a paint filled in `color` (a head is a filled path in its arrow's colour). */
const headsIn = (ctx: CountingContext, color: string) => ctx.pathFills.filter((style) => style === color).length;

describe('dependency arrows', () => {
  it('run from the bar end out, down to the successor row and into its start', () => {
    expect(linkPath(rect(0, 0), 0, rect(100, 2), 2)).toEqual([40, 15, 40 + LINK_GAP, 15, 40 + LINK_GAP, 75, 100, 75]);
    // a job after another on the same machine row: a straight line between them
    expect(linkPath(rect(0, 1), 1, rect(60, 1), 1)).toEqual([40, 45, 60, 45]);
  });

  it('turn back along the gap between rows when the successor starts before the corner, never through the bars', () => {
    // successor below and to the left: out to the right, down to the edge between rows 0 and 1, left, down, in
    const down = linkPath(rect(0, 0), 0, rect(10, 3), 3);
    expect(down).toEqual([40, 15, 48, 15, 48, ROW_HEIGHT, 10 - LINK_GAP, ROW_HEIGHT, 10 - LINK_GAP, 105, 10, 105]);
    // successor above: the lane is the predecessor row's top edge
    const up = linkPath(rect(0, 4), 4, rect(10, 1), 1);
    expect(up[5]).toBe(4 * ROW_HEIGHT);
    // the lanes lie on row edges, outside every bar (a bar keeps 7 px from its row's edges)
    for (const y of [down[5], up[5]]) expect(y % ROW_HEIGHT).toBe(0);
  });

  it('say a dependency is broken when the successor starts before the predecessor ends, less the allowed overlap', () => {
    const day = 86_400_000;
    expect(isBroken(10 * day, 10 * day)).toBe(false);
    expect(isBroken(10 * day, 9 * day)).toBe(true);
    expect(isBroken(10 * day, 9 * day, day)).toBe(false);
  });

  it('are found by row: only links whose both ends lie in the rows asked', () => {
    const scene = sceneOf([leaf('a', '2026-03-02', '2026-03-04'), leaf('b', '2026-03-04', '2026-03-06', ['a']), leaf('c', '2026-03-06', '2026-03-07', ['b']), leaf('d', '2026-03-08', '2026-03-09', ['a'])], 'day');
    const seen = (lo: number, hi: number) => {
      const out: string[] = [];
      linksInRows(scene.layout.links, lo, hi, (i) => out.push(`${scene.layout.links.from[i]}>${scene.layout.links.to[i]}`));
      return out.sort();
    };
    expect(seen(0, 3)).toEqual(['a>b', 'a>d', 'b>c']);
    expect(seen(1, 2)).toEqual(['b>c']);
    expect(seen(0, 1)).toEqual(['a>b']);
  });

  it('are painted grey, the selected task red-orange, and red when the successor starts too early', () => {
    const tasks = [leaf('a', '2026-03-02', '2026-03-04'), leaf('b', '2026-03-04', '2026-03-06', ['a']), leaf('c', '2026-03-05', '2026-03-07', ['b'])];
    const ctx = new CountingContext();
    const stats = new GanttPainter().paint(ctx, sceneOf(tasks, 'day'), VIEW);
    expect(stats.links).toBe(2);
    // b → c: c starts a day before b ends
    expect(headsIn(ctx, LINK_COLORS.normal)).toBe(1);
    expect(headsIn(ctx, LINK_COLORS.broken)).toBe(1);
    const selected = new CountingContext();
    new GanttPainter().paint(selected, { ...sceneOf(tasks, 'day'), selected: 'a' }, VIEW);
    expect(headsIn(selected, LINK_COLORS.selected)).toBe(1);
    // a day of overlap allowed: nothing is broken
    const lenient = new CountingContext();
    new GanttPainter().paint(lenient, { ...sceneOf(tasks, 'day'), dependencyOverlapMs: 86_400_000 }, VIEW);
    expect(headsIn(lenient, LINK_COLORS.broken)).toBe(0);
  });

  it('turn red while a drag would put the successor before its predecessor, and follow the dragged bar', () => {
    const tasks = [leaf('a', '2026-03-02', '2026-03-04'), leaf('b', '2026-03-05', '2026-03-06', ['a'])];
    const scene = sceneOf(tasks, 'day');
    const calm = new CountingContext();
    new GanttPainter().paint(calm, draggedScene(scene, 1, 0), VIEW);
    expect(headsIn(calm, LINK_COLORS.broken)).toBe(0);
    // b dragged two days to the left: it would start on 3 March, before a ends on the 4th
    const early = new CountingContext();
    new GanttPainter().paint(early, draggedScene(scene, 1, -2 * scene.scale.colWidth), VIEW);
    expect(headsIn(early, LINK_COLORS.broken)).toBe(1);
  });

  it('are not drawn when an end is scrolled more than a window away', () => {
    const far: GanttTask[] = [leaf('a', '2026-03-02', '2026-03-04')];
    for (let i = 0; i < 200; i++) far.push(leaf(`x${i}`, '2026-03-02', '2026-03-03'));
    far.push(leaf('z', '2026-03-05', '2026-03-06', ['a']));
    const stats = new GanttPainter().paint(new CountingContext(), sceneOf(far, 'day'), VIEW);
    expect(stats.links).toBe(0);
    const near = [leaf('a', '2026-03-02', '2026-03-04'), ...far.slice(1, 30), leaf('z', '2026-03-05', '2026-03-06', ['a'])];
    expect(new GanttPainter().paint(new CountingContext(), sceneOf(near, "day"), VIEW).links).toBe(1);
  });

  it('start at the predecessor bar end and end at the successor bar start', () => {
    const scene = sceneOf([leaf('a', '2026-03-02', '2026-03-04'), leaf('b', '2026-03-06', '2026-03-07', ['a'])], 'day');
    const a = barRect(scene.scale, 'leaf', 0, parseDate('2026-03-02 00:00:00'), parseDate('2026-03-04 00:00:00'));
    const b = barRect(scene.scale, 'leaf', 1, parseDate('2026-03-06 00:00:00'), parseDate('2026-03-07 00:00:00'));
    const path = linkPath(a, 0, b, 1);
    expect([path[0], path[path.length - 2]]).toEqual([a.x + a.width, b.x]);
  });
});
