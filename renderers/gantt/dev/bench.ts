// The Gantt core painting a real canvas in Chromium (scripts/bench-gantt.ts opens this page):
// first layout + draw of N tasks, then a drag of one bar for 120 animation frames with real
// offscreen row layers, as the widget's timeline does. Not part of the app.
import { HEADER_HEIGHT } from '../core/constants';
import { GanttPainter, type Ctx2D, type Layer } from '../core/paint';
import { draggedScene, sceneOf } from '../core/scene';
import { machineTasks, planTasks } from '../sampleTasks';

const WIDTH = 1440 - 250;
const HEIGHT = 860;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

function layers(ratio: number) {
  return (width: number, height: number): Layer => {
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(width * ratio);
    canvas.height = Math.ceil(height * ratio);
    const ctx = canvas.getContext('2d')!;
    ctx.scale(ratio, ratio);
    return { ctx: ctx as unknown as Ctx2D, image: canvas, width, height };
  };
}

async function bench(kind: 'plan' | 'machines', count: number) {
  const ratio = window.devicePixelRatio || 1;
  const canvas = document.getElementById('chart') as HTMLCanvasElement;
  canvas.width = WIDTH * ratio;
  canvas.height = HEIGHT * ratio;
  canvas.style.width = `${WIDTH}px`;
  canvas.style.height = `${HEIGHT}px`;
  const ctx = canvas.getContext('2d')!;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  const tasks = kind === 'plan' ? planTasks(count) : machineTasks(count, 20);
  await frame();

  const t0 = performance.now();
  const scene = sceneOf(tasks, kind === 'plan' ? 'day' : 'month');
  const { layout } = scene;
  const painter = new GanttPainter(layers(ratio));
  const view = { left: 0, top: 0, width: WIDTH, height: HEIGHT - HEADER_HEIGHT };
  painter.paint(ctx as unknown as Ctx2D, scene, view);
  const firstScript = performance.now() - t0;
  await frame();
  const firstPaint = performance.now() - t0;

  // drag a bar in the first visible row across 120 frames, a pixel or two a frame
  const costs: number[] = [];
  const intervals: number[] = [];
  let last = await frame();
  for (let f = 0; f < 120; f++) {
    const started = performance.now();
    painter.paint(ctx as unknown as Ctx2D, draggedScene(scene, 1, f * 2, f > 60 ? 1 : 0), view);
    costs.push(performance.now() - started);
    const at = await frame();
    intervals.push(at - last);
    last = at;
  }
  return { firstScript, firstPaint, dragP50: pct(costs, 50), dragP95: pct(costs, 95), frameP95: pct(intervals, 95), rows: layout.rows.length };
}

(window as unknown as { __ganttBench: typeof bench }).__ganttBench = bench;
(window as unknown as { __ganttReady: boolean }).__ganttReady = true;
