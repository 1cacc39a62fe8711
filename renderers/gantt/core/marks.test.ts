import { describe, expect, it } from 'vitest';
import { parseDate } from './dates';
import { CountingContext } from './fakeCanvas';
import { barRect } from './layout';
import { colorOf, MARK_COLORS, MARK_LATE, MARK_LOCKED, MARK_SIZE, marksOf, nameBox, paintMarks, progressShade } from './marks';
import type { GanttTask } from './model';
import { COLORS, GanttPainter } from './paint';
import { sceneOf } from './scene';

const VIEW = { left: 0, top: 0, width: 1200, height: 600 };
const NOW = parseDate('2026-03-04 12:00:00');

/** A machine row with two jobs (one coloured, locked and late), a coloured leaf and a late milestone. */
const tasks = (): GanttTask[] => [
  { id: 'cnc', name: '机台', type: 'leaf' },
  { id: 'j1', name: '粗车', type: 'sibling', parentId: 'cnc', start: '2026-03-02 00:00:00', end: '2026-03-05 00:00:00', progress: 50, color: '#fa8c16', locked: true, late: true },
  { id: 'j2', name: '精车', type: 'sibling', parentId: 'cnc', start: '2026-03-06 00:00:00', end: '2026-03-06 02:00:00' },
  { id: 'a', name: '设计', type: 'leaf', start: '2026-03-02 00:00:00', end: '2026-03-04 00:00:00', progress: 100, color: '#52c41a' },
  { id: 'ms', name: '交付', type: 'milestone', start: '2026-03-09 00:00:00', late: true },
];

function painted(list = tasks()) {
  const ctx = new CountingContext();
  const scene = sceneOf(list, 'day', NOW);
  new GanttPainter().paint(ctx, scene, VIEW);
  return { ctx, scene };
}

describe('bar colours and progress', () => {
  it("fills a bar in the host's colour and its progress in a darker shade of it; other bars keep the chart's", () => {
    const { ctx } = painted();
    const fillsOf = (color: string) => ctx.fills.filter((f) => f.style === color);
    expect(fillsOf('#fa8c16')).toHaveLength(1);
    expect(progressShade('#fa8c16')).toBe('#96540d');
    // half of the job's bar is done: the darker fill is half its width
    const [base] = fillsOf('#fa8c16');
    const [done] = fillsOf('#96540d');
    expect(done.w).toBeCloseTo(base.w / 2);
    expect(fillsOf(progressShade('#52c41a'))).toHaveLength(1);
    // the untouched job keeps the sibling colour
    expect(fillsOf(COLORS.sibling)).toHaveLength(1);
  });

  it('takes only a colour that is one (#rgb, #rrggbb)', () => {
    expect(colorOf({ id: 1, name: 'x', type: 'leaf', color: 'red' })).toBeNull();
    expect(colorOf({ id: 1, name: 'x', type: 'leaf', color: 'url(javascript:1)' })).toBeNull();
    expect(colorOf({ id: 1, name: 'x', type: 'leaf', color: '#abc' })).toBe('#abc');
    expect(progressShade('#fff')).toBe('#999999');
  });
});

describe('lock and late marks', () => {
  it('draws a padlock at the left and a warning triangle at the right of a locked late bar, its name between them', () => {
    const { ctx, scene } = painted();
    const locks = ctx.fills.filter((f) => f.style === MARK_COLORS.lock);
    expect(locks).toHaveLength(1);
    const j1 = scene.layout.keys.indexOf('j1');
    const rect = barRect(scene.scale, 'sibling', 0, scene.layout.starts[j1], scene.layout.ends[j1]);
    // the padlock's body sits inside the bar's left end
    expect(locks[0].x).toBeGreaterThan(rect.x);
    expect(locks[0].x + locks[0].w).toBeLessThan(rect.x + MARK_SIZE + 2);
    // the name is drawn as it is (no 🔒 or ⚠ in it), after the padlock
    expect(ctx.texts).toContain('粗车');
    expect(ctx.texts.some((t) => t.includes('🔒') || t.includes('⚠'))).toBe(false);
    // triangles: one on the job, one beside the milestone (plus the milestone's own diamond)
    // the exclamation mark's two strokes in each triangle (small white fills, not the background)
    expect(ctx.fills.filter((f) => f.style === MARK_COLORS.lateText && f.w < 5).length).toBe(4);
    expect(ctx.calls.closePath).toBe(3);
  });

  it('draws nothing more for a bar without marks', () => {
    const plain = tasks().map(({ locked: _l, late: _t, ...t }) => t as GanttTask);
    const { ctx } = painted(plain);
    expect(ctx.fills.filter((f) => f.style === MARK_COLORS.lock || (f.style === MARK_COLORS.lateText && f.w < 5))).toHaveLength(0);
    expect(ctx.calls.closePath).toBe(1);
  });

  it('puts the marks beside a bar too short to hold them and leaves the name the room between them', () => {
    const ctx = new CountingContext();
    const short = { x: 100, y: 0, width: 10, height: 16 };
    paintMarks(ctx, 'leaf', short, MARK_LOCKED | MARK_LATE, 0, 0);
    const lock = ctx.fills.find((f) => f.style === MARK_COLORS.lock)!;
    expect(lock.x + lock.w).toBeLessThanOrEqual(short.x);
    const bang = ctx.fills.find((f) => f.style === MARK_COLORS.lateText)!;
    expect(bang.x).toBeGreaterThan(short.x + short.width);
    const wide = { ...short, width: 200 };
    expect(nameBox(wide, marksOf({ id: 1, name: '', type: 'leaf', locked: true, late: true }))).toEqual({ x: 100 + MARK_SIZE + 2, width: 200 - 2 * (MARK_SIZE + 2) });
    expect(nameBox(wide, MARK_LATE)).toEqual({ x: 100, width: 200 - MARK_SIZE - 2 });
  });
});
