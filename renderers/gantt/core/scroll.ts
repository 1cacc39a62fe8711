// Scrolling: the animated scroll of 今天 and of a selection brought into view moves 20 % of the
// remaining distance a frame and lands once within 5 px; what it brings into view it
// puts 200 px from the left and 150 px from the top, and 今天 is only
// offered when today is inside the range.
import { SCROLL_EASE, SCROLL_OFFSET_X, SCROLL_OFFSET_Y, SCROLL_SNAP_PX } from './constants';
import type { BarRect } from './layout';
import { xOf, type Scale } from './scale';

/** The next frame's position on the way from `current` to `target`. */
export function scrollStep(current: number, target: number): number {
  const next = current + (target - current) * SCROLL_EASE;
  return Math.abs(target - next) <= SCROLL_SNAP_PX ? target : next;
}

/** Every frame's position from `current` to `target` (the last one is the target). */
export function scrollFrames(current: number, target: number): number[] {
  const frames: number[] = [];
  for (let at = current; at !== target; ) {
    at = scrollStep(at, target);
    frames.push(at);
  }
  return frames;
}

export const clampScroll = (value: number, content: number, viewport: number) => Math.max(0, Math.min(value, Math.max(0, content - viewport)));

export interface Viewport {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where to scroll so that `rect` is seen: unchanged on an axis where it already is, else with the
 * rect 200 px from the left edge / 150 px from the top.
 */
export function scrollToShow(rect: BarRect, view: Viewport): { left: number; top: number } {
  const seenX = rect.x >= view.left && rect.x + Math.min(rect.width, view.width) <= view.left + view.width;
  const seenY = rect.y >= view.top && rect.y + rect.height <= view.top + view.height;
  return {
    left: seenX ? view.left : Math.max(0, rect.x - SCROLL_OFFSET_X),
    top: seenY ? view.top : Math.max(0, rect.y - SCROLL_OFFSET_Y),
  };
}

/** 今天 shows only when today is in the range. */
export const todayInRange = (scale: Scale, now: number) => now >= scale.start && now < scale.end;

/** The scroll that puts today 200 px from the left edge. */
export const todayScrollLeft = (scale: Scale, now: number) => Math.max(0, xOf(scale, now) - SCROLL_OFFSET_X);
