// The timeline: a canvas laid over a scrolling box whose spacer is as large as the chart, so the
// browser gives real scrollbars while the canvas paints only the window in view. Painting runs in
// animation frames (a drag frame does not re-render React); a drag shows where the bar lands,
// snapped, and reports it on release; ctrl+wheel zooms; the tooltip shows in the month view only.
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { HEADER_HEIGHT } from './core/constants';
import { dragDelta, resizedEnd, type DragDelta } from './core/interactions';
import { hitTest } from './core/layout';
import { GanttPainter, type Ctx2D, type DragState, type Layer, type Scene } from './core/paint';
import { scrollStep } from './core/scroll';
import { timeAt } from './core/scale';
import { tooltipOf, type TooltipContent } from './core/tooltip';
import type { Language } from './strings';

export interface CanvasHandle {
  /** scrolls the timeline (and the tree with it), animated 20 % a frame unless `instant` */
  scrollTo(left: number, top: number, instant?: boolean): void;
  view(): { left: number; top: number; width: number; height: number };
}

export interface GanttCanvasProps {
  scene: Omit<Scene, 'drag'>;
  /** header and body */
  height: number;
  readOnly: boolean;
  language: Language;
  label: string;
  handle: RefObject<CanvasHandle | null>;
  onScroll: (left: number, top: number) => void;
  onSelect: (key: string | null) => void;
  onMove: (key: string, delta: DragDelta) => void;
  onResize: (key: string, dx: number) => void;
  /** ctrl+wheel: keep the time under the cursor at clientX while the unit changes */
  onZoom: (direction: 'in' | 'out', anchor: number, cursorX: number) => void;
}

interface Drag {
  key: string;
  mode: 'move' | 'resize';
  row: number;
  x0: number;
  y0: number;
  preview: DragState | null;
}

function layerFactory(ratio: number) {
  return (width: number, height: number): Layer => {
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(width * ratio);
    canvas.height = Math.ceil(height * ratio);
    const ctx = canvas.getContext('2d');
    ctx?.scale(ratio, ratio);
    return { ctx: ctx as unknown as Ctx2D, image: canvas, width, height };
  };
}

export function GanttCanvas(props: GanttCanvasProps) {
  const { scene, height } = props;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [tooltip, setTooltip] = useState<{ x: number; y: number; key: string; content: TooltipContent } | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const drag = useRef<Drag | null>(null);
  const frame = useRef(0);
  const scrollAnimation = useRef(0);
  const ratio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  const painter = useRef<GanttPainter | null>(null);
  painter.current ??= new GanttPainter(layerFactory(ratio));

  const paint = () => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const canvas = canvasRef.current;
      const scroller = scrollerRef.current;
      const ctx = canvas?.getContext('2d');
      if (!canvas || !scroller || !ctx || !canvas.width) return;
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      const view = { left: scroller.scrollLeft, top: scroller.scrollTop, width: canvas.width / ratio, height: canvas.height / ratio - HEADER_HEIGHT };
      painter.current!.paint(ctx as unknown as Ctx2D, { ...latest.current.scene, drag: drag.current?.preview ?? null }, view);
    });
  };

  // the canvas covers the scroller's client area (its scrollbars stay visible and usable)
  useLayoutEffect(() => {
    const scroller = scrollerRef.current!;
    const measure = () => setSize({ width: scroller.clientWidth, height: scroller.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current!;
    // assigning the size clears the canvas even when it is the same: only on a change
    const width = Math.floor(size.width * ratio);
    const height = Math.floor(size.height * ratio);
    if (canvas.width !== width) canvas.width = width;
    if (canvas.height !== height) canvas.height = height;
    paint();
  });

  useEffect(
    () => () => {
      cancelAnimationFrame(frame.current);
      cancelAnimationFrame(scrollAnimation.current);
    },
    [],
  );

  useImperativeHandle(props.handle, () => ({
    scrollTo(left, top, instant) {
      const scroller = scrollerRef.current;
      if (!scroller) return;
      cancelAnimationFrame(scrollAnimation.current);
      if (instant) {
        scroller.scrollLeft = left;
        scroller.scrollTop = top;
        return;
      }
      // the positions are tracked here, not read back: the browser clamps and rounds them, and the
      // animation must still end
      let x = scroller.scrollLeft;
      let y = scroller.scrollTop;
      const step = () => {
        x = scrollStep(x, left);
        y = scrollStep(y, top);
        scroller.scrollLeft = x;
        scroller.scrollTop = y;
        if (x !== left || y !== top) scrollAnimation.current = requestAnimationFrame(step);
      };
      step();
    },
    view() {
      const s = scrollerRef.current;
      return { left: s?.scrollLeft ?? 0, top: s?.scrollTop ?? 0, width: s?.clientWidth ?? 0, height: Math.max(0, (s?.clientHeight ?? 0) - HEADER_HEIGHT) };
    },
  }));

  const chartPoint = (clientX: number, clientY: number) => {
    const scroller = scrollerRef.current!;
    const box = scroller.getBoundingClientRect();
    return { x: clientX - box.left + scroller.scrollLeft, y: clientY - box.top - HEADER_HEIGHT + scroller.scrollTop, inHeader: clientY - box.top < HEADER_HEIGHT };
  };

  const onMouseDown = (e: React.MouseEvent<HTMLCanvasElement>) => {
    if (e.button !== 0) return;
    const p = chartPoint(e.clientX, e.clientY);
    if (p.inHeader) return;
    const { layout, scale } = latest.current.scene;
    const hit = hitTest(layout, scale, p.x, p.y);
    latest.current.onSelect(hit?.key ?? null);
    if (!hit || latest.current.readOnly) return;
    e.preventDefault();
    drag.current = { key: hit.key, mode: hit.part === 'resize' ? 'resize' : 'move', row: hit.row, x0: e.clientX, y0: e.clientY, preview: null };
    const move = (ev: MouseEvent) => {
      const d = drag.current!;
      const { layout: l, scale: s } = latest.current.scene;
      const v = l.rolled.get(d.key)!;
      if (d.mode === 'resize') d.preview = { key: d.key, mode: 'resize', start: v.start, end: resizedEnd(s, v.start, v.end, ev.clientX - d.x0), row: d.row };
      else {
        const delta = dragDelta(s, l, d.row, ev.clientX - d.x0, ev.clientY - d.y0);
        d.preview = { key: d.key, mode: 'move', start: v.start + delta.steps * s.stepMs, end: v.end + delta.steps * s.stepMs, row: delta.row };
      }
      paint();
    };
    const up = (ev: MouseEvent) => {
      window.removeEventListener('mousemove', move);
      window.removeEventListener('mouseup', up);
      const d = drag.current!;
      drag.current = null;
      paint();
      if (!d.preview) return;
      const { layout: l, scale: s } = latest.current.scene;
      if (d.mode === 'resize') latest.current.onResize(d.key, ev.clientX - d.x0);
      else latest.current.onMove(d.key, dragDelta(s, l, d.row, ev.clientX - d.x0, ev.clientY - d.y0));
    };
    window.addEventListener('mousemove', move);
    window.addEventListener('mouseup', up);
  };

  const onHover = (e: React.MouseEvent<HTMLCanvasElement>) => {
    if (drag.current) return;
    const p = chartPoint(e.clientX, e.clientY);
    const { layout, scale, model } = latest.current.scene;
    const hit = p.inHeader ? null : hitTest(layout, scale, p.x, p.y);
    e.currentTarget.style.cursor = !hit ? 'default' : latest.current.readOnly ? 'pointer' : hit.part === 'resize' ? 'ew-resize' : 'move';
    const content = hit ? tooltipOf(scale.unit, model, layout.rolled, hit.key, latest.current.language) : null;
    if (!content || !hit) setTooltip(null);
    else {
      const box = scrollerRef.current!.getBoundingClientRect();
      setTooltip({ key: hit.key, content, x: e.clientX - box.left + 12, y: e.clientY - box.top + 16 });
    }
  };

  // wheel over the canvas (it lies above the scroller, not inside it): ctrl zooms, anchored at the
  // cursor; otherwise it scrolls the scroller. A native listener: React's wheel listeners are passive.
  useEffect(() => {
    const canvas = canvasRef.current!;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const scroller = scrollerRef.current!;
      if (e.ctrlKey || e.metaKey) {
        const cursorX = e.clientX - scroller.getBoundingClientRect().left;
        latest.current.onZoom(e.deltaY < 0 ? 'in' : 'out', timeAt(latest.current.scene.scale, cursorX + scroller.scrollLeft), cursorX);
        return;
      }
      scroller.scrollLeft += e.shiftKey ? e.deltaY : e.deltaX;
      scroller.scrollTop += e.shiftKey ? 0 : e.deltaY;
    };
    canvas.addEventListener('wheel', onWheel, { passive: false });
    return () => canvas.removeEventListener('wheel', onWheel);
  }, []);

  return (
    <div style={{ position: 'relative', flex: 1, minWidth: 0, height }}>
      <div
        ref={scrollerRef}
        data-testid="gantt-scroller"
        style={{ position: 'absolute', inset: 0, overflow: 'auto' }}
        onScroll={(e) => {
          setTooltip(null);
          latest.current.onScroll(e.currentTarget.scrollLeft, e.currentTarget.scrollTop);
          paint();
        }}
      >
        <div style={{ width: scene.scale.width, height: scene.layout.height + HEADER_HEIGHT }} />
      </div>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={props.label}
        data-testid="gantt-canvas"
        style={{ position: 'absolute', left: 0, top: 0, width: size.width, height: size.height }}
        onMouseDown={onMouseDown}
        onMouseMove={onHover}
        onMouseLeave={() => setTooltip(null)}
      />
      {tooltip && (
        <div
          role="tooltip"
          style={{ position: 'absolute', left: tooltip.x, top: tooltip.y, minWidth: tooltip.content.minWidth, padding: '6px 8px', borderRadius: 6, background: 'rgba(0, 0, 0, 0.85)', color: '#fff', fontSize: 12, lineHeight: '20px', pointerEvents: 'none', zIndex: 2 }}
        >
          <div style={{ fontWeight: 600 }}>{tooltip.content.title}</div>
          {tooltip.content.lines.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </div>
      )}
    </div>
  );
}
