import { describe, expect, it } from 'vitest';
import { machineTasks, planTasks } from '../sampleTasks';
import { HEADER_HEIGHT } from './constants';
import { parseDate } from './dates';
import { CountingContext, countingLayers } from './fakeCanvas';
import { clonePlan } from './fixtures';
import { COLORS, GanttPainter, type Scene } from './paint';
import { layoutSpan } from './layout';
import { draggedScene, sceneOf } from './scene';

const VIEW = { left: 0, top: 0, width: 1200, height: 600 };

/** The test plan's scene, its now line at a fixed moment (never the hour the test runs). */
const sceneAt = (tasks = clonePlan(), unit: 'day' | 'month' = 'day', now = parseDate('2026-03-04 12:00:00')): Scene => sceneOf(tasks, unit, now);

describe('gantt painter', () => {
  it('draws bars with progress, milestones as diamonds, the header, and names that fit', () => {
    const ctx = new CountingContext();
    const scene = sceneAt();
    new GanttPainter().paint(ctx, scene, VIEW);
    const fillsOf = (color: string) => ctx.fills.filter((f) => f.style === color);
    // leaves a (50 %), b (100 %), solo (0 %): three bases, two progress fills
    expect(fillsOf(COLORS.bar)).toHaveLength(3);
    expect(fillsOf(COLORS.barDone)).toHaveLength(2);
    expect(fillsOf(COLORS.sibling)).toHaveLength(2);
    expect(fillsOf(COLORS.group)).toHaveLength(1);
    // two milestones: diamond paths
    expect(ctx.calls.closePath).toBe(2);
    expect(ctx.texts).toContain('2026-03');
    expect(ctx.texts).toContain('下料');
  });

  it('shades weekends under the header and draws the now line only when now is in range', () => {
    const ctx = new CountingContext();
    new GanttPainter().paint(ctx, sceneAt(), VIEW);
    const weekends = ctx.fills.filter((f) => f.style === COLORS.weekend);
    expect(weekends.length).toBeGreaterThan(0);
    expect(weekends.every((f) => f.y === HEADER_HEIGHT && f.w === 80)).toBe(true);
    const strokesWithNow = ctx.calls.stroke;
    const later = new CountingContext();
    new GanttPainter().paint(later, sceneAt(clonePlan(), 'day', parseDate('2030-01-01 00:00:00')), VIEW);
    expect(later.calls.stroke).toBe(strokesWithNow - 1);
  });

  it('draws only the bars in view out of 100 000', () => {
    const ctx = new CountingContext();
    const stats = new GanttPainter().paint(ctx, sceneAt(planTasks(100_000)), { ...VIEW, top: 30 * 40_000 });
    expect(stats.bars).toBeLessThanOrEqual(21);
    expect(ctx.total).toBeLessThan(1500);
  });

  it('keeps a dense machine row in its own layer: a drag frame redraws only the dragged bar', () => {
    const { factory, layers } = countingLayers();
    const painter = new GanttPainter(factory);
    const scene = sceneAt(machineTasks(20_000, 20), 'month');
    const ctx = new CountingContext();
    const first = painter.paint(ctx, scene, VIEW);
    expect(first.cachedRows).toBe(20);
    expect(first.renderedRows).toBe(20);
    expect(layers).toHaveLength(20);
    const drawnIntoLayers = layers.reduce((n, l) => n + l.ctx.total, 0);
    expect(drawnIntoLayers).toBeGreaterThan(1000);

    // the drag starts: only the dragged bar's row is redrawn (without it), once
    const key = scene.layout.keys[scene.layout.rowStart[3] + 5];
    const drag = { key, mode: 'move' as const, start: scene.layout.starts[scene.layout.rowStart[3] + 5] + 86_400_000, end: scene.layout.ends[scene.layout.rowStart[3] + 5] + 86_400_000, row: 4 };
    const second = painter.paint(ctx, { ...scene, drag }, VIEW);
    expect(second.renderedRows).toBe(1);
    // the following frames copy every row and draw the ghost
    ctx.reset();
    const frame = painter.paint(ctx, { ...scene, drag: { ...drag, row: 5 } }, VIEW);
    expect(frame.renderedRows).toBe(0);
    expect(ctx.calls.drawImage).toBe(20);
    expect(ctx.total).toBeLessThan(800);
  });

  it('a scroll within the cached tile reuses the layers; past it, redraws them', () => {
    const { factory } = countingLayers();
    const painter = new GanttPainter(factory);
    const scene = sceneAt(machineTasks(5_000, 5), 'day');
    const ctx = new CountingContext();
    painter.paint(ctx, scene, VIEW);
    expect(painter.paint(ctx, scene, { ...VIEW, left: 500 }).renderedRows).toBe(0);
    expect(painter.paint(ctx, scene, { ...VIEW, left: 1300 }).renderedRows).toBe(5);
  });
});

describe('a scene from tasks', () => {
  it('spans the earliest start to the latest end and puts the now line ten days in unless told', () => {
    const tasks = clonePlan();
    const scene = sceneOf(tasks, 'day');
    const starts = tasks.filter((t) => t.start).map((t) => parseDate(t.start!));
    const ends = tasks.filter((t) => t.end).map((t) => parseDate(t.end!));
    expect(layoutSpan(scene.layout)).toEqual([Math.min(...starts), Math.max(...ends)]);
    expect(scene.now).toBe(Math.min(...starts) + 10 * 86_400_000);
    expect(scene.labels!.name(scene.layout.keys[0])).toBe(tasks.find((t) => String(t.id) === scene.layout.keys[0])?.name);
  });

  it('drags the first bar of a row by whole steps and onto another row', () => {
    const scene = sceneAt();
    const { layout, scale } = scene;
    const i = layout.rowStart[1];
    const dragged = draggedScene(scene, 1, scale.colWidth * 2.4, 1);
    expect(dragged.drag).toEqual({ key: layout.keys[i], mode: 'move', start: layout.starts[i] + 2 * scale.stepMs, end: layout.ends[i] + 2 * scale.stepMs, row: 2 });
    expect(scene.drag).toBeUndefined();
  });
});
