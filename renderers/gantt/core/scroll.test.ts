import { describe, expect, it } from 'vitest';
import { SCROLL_OFFSET_X, SCROLL_OFFSET_Y } from './constants';
import { parseDate } from './dates';
import { clonePlan } from './fixtures';
import { buildLayout } from './layout';
import { buildModel } from './model';
import { makeScale } from './scale';
import { clampScroll, scrollFrames, scrollStep, scrollToShow, todayInRange, todayScrollLeft } from './scroll';
import { tooltipOf } from './tooltip';

describe('gantt scrolling', () => {
  it('an animated scroll goes 20 % of the remaining distance a frame and lands within 5 px', () => {
    expect(scrollStep(0, 1000)).toBe(200);
    expect(scrollStep(200, 1000)).toBe(360);
    // 6 px left: 1.2 px further leaves 4.8, close enough to land
    expect(scrollStep(994, 1000)).toBe(1000);
    const frames = scrollFrames(0, 1000);
    expect(frames.at(-1)).toBe(1000);
    expect(frames).toHaveLength(24);
    expect(scrollFrames(1000, 0).every((x, i, all) => i === 0 || x < all[i - 1])).toBe(true);
  });

  it('brings a bar into view 200 px from the left and 150 px from the top; leaves a seen one alone', () => {
    expect(SCROLL_OFFSET_X).toBe(200);
    expect(SCROLL_OFFSET_Y).toBe(150);
    const view = { left: 0, top: 0, width: 800, height: 400 };
    expect(scrollToShow({ x: 2000, y: 900, width: 80, height: 16 }, view)).toEqual({ left: 1800, top: 750 });
    expect(scrollToShow({ x: 100, y: 60, width: 80, height: 16 }, view)).toEqual({ left: 0, top: 0 });
    expect(scrollToShow({ x: 100, y: 60, width: 80, height: 16 }, { ...view, left: 500, top: 300 })).toEqual({ left: 0, top: 0 });
    expect(clampScroll(5000, 1200, 800)).toBe(400);
    expect(clampScroll(-3, 1200, 800)).toBe(0);
  });

  it('今天 is offered only when today is in the range; it scrolls today 200 px from the left', () => {
    const scale = makeScale('day', parseDate('2026-03-02 00:00:00'), parseDate('2026-03-10 00:00:00'));
    expect(todayInRange(scale, parseDate('2026-03-05 12:00:00'))).toBe(true);
    expect(todayInRange(scale, parseDate('2026-03-13 00:00:00'))).toBe(true); // inside the padding
    expect(todayInRange(scale, parseDate('2026-03-14 00:00:00'))).toBe(false);
    expect(todayInRange(scale, parseDate('2025-12-31 00:00:00'))).toBe(false);
    expect(todayScrollLeft(scale, parseDate('2026-03-09 00:00:00'))).toBe(10 * 80 - 200);
    expect(todayScrollLeft(scale, parseDate('2026-02-27 00:00:00'))).toBe(0);
  });
});

describe('gantt tooltip', () => {
  const model = buildModel(clonePlan());
  const { rolled } = buildLayout(model, new Set());

  it('shows only in the month view', () => {
    expect(tooltipOf('day', model, rolled, 'a')).toBeNull();
    expect(tooltipOf('week', model, rolled, 'a')).toBeNull();
    expect(tooltipOf('hour', model, rolled, 'a')).toBeNull();
  });

  it('is at least 160 px wide for a bar, with its dates and progress; 100 px for a milestone', () => {
    expect(tooltipOf('month', model, rolled, 'g')).toEqual({
      title: '总装',
      lines: ['开始: 2026-03-02 00:00:00', '结束: 2026-03-06 00:00:00', '进度: 62.5%'],
      minWidth: 160,
    });
    expect(tooltipOf('month', model, rolled, 'gate', 'en_US')).toEqual({ title: '验收', lines: ['2026-03-10 00:00:00', 'Done'], minWidth: 100 });
  });
});
