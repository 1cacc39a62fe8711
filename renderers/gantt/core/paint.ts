// Draws the timeline on a 2D context (the canvas's, or a counting fake in Node): weekend and
// holiday shading, the grid, the bars of the rows in view (culled per row by binary search), the
// dependency arrows, the dragged bar's ghost, the now line and the two header bands. A row holding
// many bars (a machine row) is drawn once into its own layer and then copied, so a drag frame
// redraws one bar, not thousands; the layer is redrawn only when the tasks, the axis or the scrolled tile change.
import type { GanttCalendar } from './calendar';
import { shadedColumns } from './calendar';
import { DENSE_ROW_BARS, HEADER_BAND, HEADER_HEIGHT, HOUR_TICKS, ROW_HEIGHT } from './constants';
import { barRect, barsInWindow, visibleRowRange, type BarRect, type Layout } from './layout';
import { colorOf, marksOf, nameBox, paintMarks, progressShade } from './marks';
import { paintLinks } from './paintLinks';
import type { GanttModel, NodeType } from './model';
import { headerCells, timeAt, visibleColumns, xOf, type Scale } from './scale';
import type { Viewport } from './scroll';

/** The part of CanvasRenderingContext2D the painter uses (a fake one counts calls in the bench). */
export interface Ctx2D {
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  font: string;
  textBaseline: CanvasTextBaseline;
  textAlign: CanvasTextAlign;
  globalAlpha: number;
  fillRect(x: number, y: number, w: number, h: number): void;
  strokeRect(x: number, y: number, w: number, h: number): void;
  clearRect(x: number, y: number, w: number, h: number): void;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  closePath(): void;
  fill(): void;
  stroke(): void;
  fillText(text: string, x: number, y: number): void;
  save(): void;
  restore(): void;
  drawImage(image: never, dx: number, dy: number, dw: number, dh: number): void;
}

/** An offscreen surface of width × height CSS px (a canvas, or a fake). */
export interface Layer {
  ctx: Ctx2D;
  image: unknown;
  width: number;
  height: number;
}
export type LayerFactory = (width: number, height: number) => Layer;

export interface DragState {
  key: string;
  mode: 'move' | 'resize';
  /** snapped: where the bar would land now */
  start: number;
  end: number;
  row: number;
}

export interface Scene {
  model: GanttModel;
  layout: Layout;
  scale: Scale;
  calendar?: GanttCalendar;
  /** wall ms of now (the now line) */
  now: number;
  selected?: string | null;
  drag?: DragState | null;
  labels?: { name: (key: string) => string };
  /** how long a successor may overlap its predecessor before its arrow turns red (links.ts) */
  dependencyOverlapMs?: number;
}

export interface PaintStats {
  bars: number;
  cachedRows: number;
  renderedRows: number;
  /** dependency arrows drawn */
  links: number;
  missingYears: number[];
}

export const COLORS = {
  background: '#ffffff',
  weekend: '#f5f5f5',
  holiday: '#fff1f0',
  grid: '#f0f0f0',
  header: '#fafafa',
  headerText: '#595959',
  bar: '#91caff',
  barDone: '#1677ff',
  sibling: '#87e8de',
  siblingDone: '#13c2c2',
  group: '#bfbfbf',
  groupDone: '#595959',
  milestone: '#faad14',
  milestoneDone: '#52c41a',
  text: '#1f1f1f',
  selected: '#fa541c',
  now: '#ff4d4f',
} as const;

const FONT = '12px sans-serif';

export class GanttPainter {
  private rowLayers = new Map<number, { key: string; layer: Layer }>();
  private layoutIds = new WeakMap<Layout, number>();
  private nextLayoutId = 1;

  constructor(private readonly createLayer?: LayerFactory) {}

  /** Paints the chart as seen through `view` (chart px; height without the header) onto ctx. */
  paint(ctx: Ctx2D, scene: Scene, view: Viewport): PaintStats {
    const { layout, scale } = scene;
    const stats: PaintStats = { bars: 0, cachedRows: 0, renderedRows: 0, links: 0, missingYears: [] };
    const ox = -view.left;
    const oy = HEADER_HEIGHT - view.top;
    ctx.fillStyle = COLORS.background;
    ctx.fillRect(0, 0, view.width, view.height + HEADER_HEIGHT);
    stats.missingYears = this.paintBackground(ctx, scene, view, ox, oy);
    const [r0, r1] = visibleRowRange(layout, view.top, view.height);
    const t0 = timeAt(scale, view.left);
    const t1 = timeAt(scale, view.left + view.width);
    const dragKey = scene.drag?.key ?? null;
    const seen = new Set<number>();
    ctx.font = FONT;
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'left';
    for (let r = r0; r <= r1; r++) {
      const count = layout.rowStart[r + 1] - layout.rowStart[r];
      if (count >= DENSE_ROW_BARS && this.createLayer) {
        seen.add(r);
        stats.cachedRows++;
        stats.renderedRows += this.paintCachedRow(ctx, scene, view, r, dragKey, oy) ? 1 : 0;
        continue;
      }
      barsInWindow(layout, r, t0, t1, (i) => {
        if (layout.keys[i] === dragKey) return;
        paintBar(ctx, scene, i, r, ox, oy);
        stats.bars++;
      });
    }
    // layers of rows scrolled away are dropped (a long scroll must not keep thousands)
    for (const r of this.rowLayers.keys()) if (!seen.has(r)) this.rowLayers.delete(r);
    stats.links = paintLinks(ctx, scene, view, ox, oy, [r0, r1]);
    this.paintOverlay(ctx, scene, view, ox, oy);
    this.paintHeader(ctx, scale, view, ox);
    return stats;
  }

  private paintBackground(ctx: Ctx2D, scene: Scene, view: Viewport, ox: number, oy: number): number[] {
    const { scale, layout } = scene;
    const bodyTop = HEADER_HEIGHT;
    const bodyHeight = view.height;
    const { shades, missingYears } = shadedColumns(scale, view.left, view.left + view.width, scene.calendar);
    for (const s of shades) {
      ctx.fillStyle = s.type === 2 ? COLORS.holiday : COLORS.weekend;
      ctx.fillRect(s.x + ox, bodyTop, s.width, bodyHeight);
    }
    ctx.strokeStyle = COLORS.grid;
    ctx.lineWidth = 1;
    ctx.beginPath();
    if (scale.colWidth >= 8) {
      const [c0, c1] = visibleColumns(scale, view.left, view.left + view.width);
      // the hours view also rules its 4-hour ticks
      const ticks = scale.unit === 'hour' ? HOUR_TICKS : [0];
      for (let c = c0; c <= c1 + 1; c++) {
        for (const h of ticks) {
          const x = Math.round((c + h / 24) * scale.colWidth + ox) + 0.5;
          ctx.moveTo(x, bodyTop);
          ctx.lineTo(x, bodyTop + bodyHeight);
        }
      }
    }
    const [r0, r1] = visibleRowRange(layout, view.top, view.height);
    for (let r = r0; r <= r1 + 1; r++) {
      const y = Math.round(r * ROW_HEIGHT + oy) + 0.5;
      if (y < bodyTop) continue;
      ctx.moveTo(0, y);
      ctx.lineTo(view.width, y);
    }
    ctx.stroke();
    return missingYears;
  }

  /** Copies a dense row's layer, redrawing it first when stale; true when it was redrawn. */
  private paintCachedRow(ctx: Ctx2D, scene: Scene, view: Viewport, r: number, dragKey: string | null, oy: number): boolean {
    const { layout, scale } = scene;
    const tileWidth = Math.max(1, Math.ceil(view.width)) * 2;
    const tileLeft = Math.floor(view.left / (tileWidth / 2)) * (tileWidth / 2);
    const excluded = dragKey !== null && layout.rowOf.get(dragKey) === r ? dragKey : '';
    const key = `${scene.model.version}|${this.layoutId(layout)}|${scale.unit}|${scale.start}|${tileLeft}|${tileWidth}|${excluded}`;
    let entry = this.rowLayers.get(r);
    const fresh = !entry || entry.key !== key;
    if (fresh) {
      const layer = entry && entry.layer.width === tileWidth ? entry.layer : this.createLayer!(tileWidth, ROW_HEIGHT);
      layer.ctx.clearRect(0, 0, tileWidth, ROW_HEIGHT);
      layer.ctx.font = FONT;
      layer.ctx.textBaseline = 'middle';
      layer.ctx.textAlign = 'left';
      const t0 = timeAt(scale, tileLeft);
      const t1 = timeAt(scale, tileLeft + tileWidth);
      barsInWindow(layout, r, t0, t1, (i) => {
        if (layout.keys[i] !== excluded) paintBar(layer.ctx, scene, i, r, -tileLeft, -r * ROW_HEIGHT);
      });
      entry = { key, layer };
      this.rowLayers.set(r, entry);
    }
    ctx.drawImage(entry!.layer.image as never, tileLeft - view.left, r * ROW_HEIGHT + oy, tileWidth, ROW_HEIGHT);
    return fresh;
  }

  /** The dragged bar's ghost, the selection's outline and the now line. */
  private paintOverlay(ctx: Ctx2D, scene: Scene, view: Viewport, ox: number, oy: number): void {
    const { layout, scale, drag, selected } = scene;
    if (drag) {
      const type = scene.model.nodes.get(drag.key)?.type ?? 'leaf';
      const rect = barRect(scale, type, drag.row, drag.start, drag.end);
      ctx.globalAlpha = 0.75;
      const task = scene.model.nodes.get(drag.key)?.task;
      paintShape(ctx, type, rect, layout.rolled.get(drag.key)?.progress ?? 0, task?.done === true, ox, oy, task ? colorOf(task) : null);
      if (task) paintMarks(ctx, type, rect, marksOf(task), ox, oy);
      ctx.globalAlpha = 1;
      outline(ctx, rect, ox, oy);
    } else if (selected) {
      const row = layout.rowOf.get(selected);
      const v = layout.rolled.get(selected);
      const type = scene.model.nodes.get(selected)?.type;
      if (row !== undefined && v && type && !Number.isNaN(v.start)) outline(ctx, barRect(scale, type, row, v.start, v.end), ox, oy);
    }
    if (scene.now >= scale.start && scene.now < scale.end) {
      const x = Math.round(xOf(scale, scene.now) + ox) + 0.5;
      if (x >= 0 && x <= view.width) {
        ctx.strokeStyle = COLORS.now;
        ctx.lineWidth = 1;
        ctx.beginPath();
        ctx.moveTo(x, HEADER_HEIGHT);
        ctx.lineTo(x, HEADER_HEIGHT + view.height);
        ctx.stroke();
      }
    }
  }

  private paintHeader(ctx: Ctx2D, scale: Scale, view: Viewport, ox: number): void {
    ctx.fillStyle = COLORS.header;
    ctx.fillRect(0, 0, view.width, HEADER_HEIGHT);
    const { upper, lower } = headerCells(scale, view.left, view.left + view.width);
    ctx.strokeStyle = COLORS.grid;
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(0, HEADER_BAND + 0.5);
    ctx.lineTo(view.width, HEADER_BAND + 0.5);
    ctx.moveTo(0, HEADER_HEIGHT - 0.5);
    ctx.lineTo(view.width, HEADER_HEIGHT - 0.5);
    for (const c of upper) {
      const x = Math.round(c.x + ox) + 0.5;
      ctx.moveTo(x, 0);
      ctx.lineTo(x, HEADER_BAND);
    }
    for (const c of lower) {
      const x = Math.round(c.x + ox) + 0.5;
      ctx.moveTo(x, HEADER_BAND);
      ctx.lineTo(x, HEADER_HEIGHT);
    }
    ctx.stroke();
    ctx.fillStyle = COLORS.headerText;
    ctx.font = FONT;
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'left';
    for (const c of upper) {
      // the label stays in view while its cell is partly scrolled away
      const x = Math.max(c.x + ox, 0) + 4;
      if (x + 30 < c.x + ox + c.width || c.width >= 60) ctx.fillText(c.label, x, HEADER_BAND / 2);
    }
    ctx.textAlign = 'center';
    // two-digit day numbers need about 24 px: narrower columns (the month view) name the 1st and every 5th day
    for (const c of lower) {
      if (scale.unit !== 'hour' && scale.colWidth < 24 && c.label !== '1' && Number(c.label) % 5 !== 0) continue;
      ctx.fillText(c.label, c.x + ox + (scale.unit === 'hour' ? 8 : c.width / 2), HEADER_BAND + HEADER_BAND / 2);
    }
    ctx.textAlign = 'left';
  }

  private layoutId(layout: Layout): number {
    let id = this.layoutIds.get(layout);
    if (id === undefined) {
      id = this.nextLayoutId++;
      this.layoutIds.set(layout, id);
    }
    return id;
  }
}

function paintBar(ctx: Ctx2D, scene: Scene, i: number, row: number, ox: number, oy: number): void {
  const { layout, scale } = scene;
  const key = layout.keys[i];
  const type = layout.types[i];
  const rect = barRect(scale, type, row, layout.starts[i], layout.ends[i]);
  const done = type === 'milestone' && scene.model.nodes.get(key)?.task.done === true;
  paintShape(ctx, type, rect, layout.rolled.get(key)?.progress ?? 0, done, ox, oy, layout.colors[i]);
  const marks = layout.marks[i];
  paintMarks(ctx, type, rect, marks, ox, oy);
  // names on leaf and sibling bars (a group's bar is too thin for text), beside the marks
  if ((type === 'leaf' || type === 'sibling') && rect.width > 40 && scene.labels) {
    const name = scene.labels.name(key);
    const box = marks ? nameBox(rect, marks) : rect;
    // about 12 px a character (CJK): draw the name only where it fits, without measuring
    if (name.length * 12 < box.width - 8) {
      ctx.fillStyle = COLORS.text;
      ctx.fillText(name, box.x + ox + 4, rect.y + oy + rect.height / 2);
    }
  }
}

/** A bar's base and progress colours: the host's colour and its darker shade, else the chart's by type. */
function barColors(type: NodeType, own: string | null | undefined): readonly [string, string] {
  if (own) return [own, progressShade(own)];
  return type === 'group' ? [COLORS.group, COLORS.groupDone] : type === 'sibling' ? [COLORS.sibling, COLORS.siblingDone] : [COLORS.bar, COLORS.barDone];
}

function paintShape(ctx: Ctx2D, type: NodeType, rect: BarRect, progress: number, done: boolean, ox: number, oy: number, own?: string | null): void {
  const x = rect.x + ox;
  const y = rect.y + oy;
  if (type === 'milestone') {
    ctx.fillStyle = done ? COLORS.milestoneDone : (own ?? COLORS.milestone);
    ctx.beginPath();
    ctx.moveTo(x + rect.width / 2, y);
    ctx.lineTo(x + rect.width, y + rect.height / 2);
    ctx.lineTo(x + rect.width / 2, y + rect.height);
    ctx.lineTo(x, y + rect.height / 2);
    ctx.closePath();
    ctx.fill();
    return;
  }
  const [base, filled] = barColors(type, own);
  ctx.fillStyle = base;
  ctx.fillRect(x, y, rect.width, rect.height);
  if (progress > 0) {
    ctx.fillStyle = filled;
    ctx.fillRect(x, y, (rect.width * Math.min(100, progress)) / 100, rect.height);
  }
}

function outline(ctx: Ctx2D, rect: BarRect, ox: number, oy: number): void {
  ctx.strokeStyle = COLORS.selected;
  ctx.lineWidth = 2;
  ctx.strokeRect(rect.x + ox - 1, rect.y + oy - 1, rect.width + 2, rect.height + 2);
}
