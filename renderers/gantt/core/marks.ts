// What a bar says besides its dates, drawn on the bar rather than spelled in its name: its own
// colour (the host's, e.g. a project's phase), the progress fill in a darker shade of it, and two
// marks — locked (a padlock at its left end: the bar cannot be moved, e.g. an operation already on
// the shop floor) and late (a red warning triangle at its right end). A mark goes inside the bar
// when it fits and beside it when the bar is too short (or is a milestone's diamond).
import type { BarRect } from './layout';
import type { GanttTask, NodeType } from './model';

export const MARK_LOCKED = 1;
export const MARK_LATE = 2;
/** A mark's box (px) and the room the name leaves for one. */
export const MARK_SIZE = 12;

export const MARK_COLORS = { lock: '#262626', late: '#ff4d4f', lateText: '#ffffff' } as const;

/** The task's marks as bits (MARK_LOCKED | MARK_LATE). */
export function marksOf(task: GanttTask): number {
  return (task.locked === true ? MARK_LOCKED : 0) | (task.late === true ? MARK_LATE : 0);
}

/** The host's bar colour when it is one (#rgb or #rrggbb), else null (the chart's own). */
export function colorOf(task: GanttTask): string | null {
  return typeof task.color === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(task.color) ? task.color : null;
}

const shades = new Map<string, string>();

/** The progress fill of a bar of `color`: the same hue, 40 % darker (computed once per colour). */
export function progressShade(color: string): string {
  let out = shades.get(color);
  if (out) return out;
  const hex = color.length === 4 ? color.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : color;
  const dark = (i: number) => Math.round(Number.parseInt(hex.slice(i, i + 2), 16) * 0.6).toString(16).padStart(2, '0');
  out = `#${dark(1)}${dark(3)}${dark(5)}`;
  shades.set(color, out);
  return out;
}

/** The part of the 2D context the marks use. */
interface MarkCtx {
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  fillRect(x: number, y: number, w: number, h: number): void;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  closePath(): void;
  fill(): void;
  stroke(): void;
}

/** Where the bar's name may start and how much room it has, the marks' places taken out. */
export function nameBox(rect: BarRect, marks: number): { x: number; width: number } {
  const left = marks & MARK_LOCKED && rect.width >= MARK_SIZE + 2 ? MARK_SIZE + 2 : 0;
  const right = marks & MARK_LATE && rect.width >= 2 * MARK_SIZE + 4 ? MARK_SIZE + 2 : 0;
  return { x: rect.x + left, width: rect.width - left - right };
}

/** Draws the marks of a bar (chart coordinates shifted by ox, oy). */
export function paintMarks(ctx: MarkCtx, type: NodeType, rect: BarRect, marks: number, ox: number, oy: number): void {
  if (!marks) return;
  const cy = rect.y + oy + rect.height / 2;
  const point = type === 'milestone';
  if (marks & MARK_LOCKED) {
    // inside the left end, or just before the bar when it is too short (a diamond: always before)
    const x = !point && rect.width >= MARK_SIZE + 2 ? rect.x + ox + 2 : rect.x + ox - MARK_SIZE - 1;
    ctx.fillStyle = MARK_COLORS.lock;
    ctx.fillRect(x + 2, cy - 1, 8, 6);
    ctx.strokeStyle = MARK_COLORS.lock;
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.moveTo(x + 3.5, cy - 1);
    ctx.lineTo(x + 3.5, cy - 4.5);
    ctx.lineTo(x + 8.5, cy - 4.5);
    ctx.lineTo(x + 8.5, cy - 1);
    ctx.stroke();
  }
  if (marks & MARK_LATE) {
    const end = rect.x + ox + rect.width;
    // inside the right end when there is room for both marks, else just after the bar
    const x = !point && rect.width >= 2 * MARK_SIZE + 4 ? end - MARK_SIZE - 1 : end + 1;
    ctx.fillStyle = MARK_COLORS.late;
    ctx.beginPath();
    ctx.moveTo(x + MARK_SIZE / 2, cy - 6);
    ctx.lineTo(x + MARK_SIZE, cy + 5);
    ctx.lineTo(x, cy + 5);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = MARK_COLORS.lateText;
    ctx.fillRect(x + MARK_SIZE / 2 - 0.75, cy - 2, 1.5, 4);
    ctx.fillRect(x + MARK_SIZE / 2 - 0.75, cy + 3, 1.5, 1.2);
  }
}
