// Draws the dependency arrows near the window: grey, red when the successor starts before its
// predecessor ends (while a bar is dragged, where it would land counts), and the selected task's
// arrows last and in the selection's colour, so they stay visible over the others.
import { barRect, type BarRect } from './layout';
import { ARROW_HALF, ARROW_LENGTH, isBroken, linkPath, linksInRows, nearView } from './links';
import type { Ctx2D, Scene } from './paint';
import type { Viewport } from './scroll';

export const LINK_COLORS = { normal: '#8c8c8c', broken: '#f5222d', selected: '#fa541c' } as const;

interface End {
  rect: BarRect;
  row: number;
  start: number;
  end: number;
}

/** Where a task's bar is drawn now: the drag's landing place for the dragged one. */
function endOf(scene: Scene, key: string): End | null {
  const { layout, scale, drag } = scene;
  const type = scene.model.nodes.get(key)?.type;
  if (!type) return null;
  if (drag && drag.key === key) return { rect: barRect(scale, type, drag.row, drag.start, drag.end), row: drag.row, start: drag.start, end: drag.end };
  const row = layout.rowOf.get(key);
  const v = layout.rolled.get(key);
  if (row === undefined || !v || Number.isNaN(v.start)) return null;
  return { rect: barRect(scale, type, row, v.start, v.end), row, start: v.start, end: v.end };
}

/** Paints the arrows whose both ends are within a window's size of `view`; the number drawn. */
export function paintLinks(ctx: Ctx2D, scene: Scene, view: Viewport, ox: number, oy: number, rowRange: readonly [number, number]): number {
  const { links } = scene.layout;
  if (!links.from.length) return 0;
  const span = rowRange[1] - rowRange[0] + 1;
  const selected = scene.selected ?? null;
  const later: Array<{ path: number[]; broken: boolean }> = [];
  let drawn = 0;
  ctx.lineWidth = 1;
  linksInRows(links, rowRange[0] - span, rowRange[1] + span, (i) => {
    const from = endOf(scene, links.from[i]);
    const to = endOf(scene, links.to[i]);
    if (!from || !to) return;
    const path = linkPath(from.rect, from.row, to.rect, to.row);
    if (!nearView(path[0], path[1], view) || !nearView(to.rect.x, path[path.length - 1], view)) return;
    const broken = isBroken(from.end, to.start, scene.dependencyOverlapMs);
    if (selected !== null && (links.from[i] === selected || links.to[i] === selected)) later.push({ path, broken });
    else arrow(ctx, path, broken ? LINK_COLORS.broken : LINK_COLORS.normal, ox, oy);
    drawn++;
  });
  ctx.lineWidth = 2;
  for (const l of later) arrow(ctx, l.path, l.broken ? LINK_COLORS.broken : LINK_COLORS.selected, ox, oy);
  ctx.lineWidth = 1;
  return drawn;
}

function arrow(ctx: Ctx2D, path: number[], color: string, ox: number, oy: number): void {
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.moveTo(path[0] + ox, path[1] + oy);
  // the line stops at the head's base, so a thick line does not blunt the point
  for (let j = 2; j < path.length - 2; j += 2) ctx.lineTo(path[j] + ox, path[j + 1] + oy);
  const tx = path[path.length - 2] + ox;
  const ty = path[path.length - 1] + oy;
  ctx.lineTo(tx - ARROW_LENGTH, ty);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(tx, ty);
  ctx.lineTo(tx - ARROW_LENGTH, ty - ARROW_HALF);
  ctx.lineTo(tx - ARROW_LENGTH, ty + ARROW_HALF);
  ctx.closePath();
  ctx.fill();
}
