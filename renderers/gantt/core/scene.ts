// A whole scene from tasks, for what paints the core without the widget (tests, benchmarks):
// model, layout, a scale over the span of every dated node, and the tasks' names as labels.
import type { Unit } from './constants';
import { DAY } from './dates';
import { buildLayout, layoutSpan } from './layout';
import { buildModel, type GanttTask } from './model';
import type { Scene } from './paint';
import { makeScale } from './scale';

/** The scene of `tasks`, nothing collapsed; now defaults to ten days after the first start (the now line in view). */
export function sceneOf(tasks: readonly GanttTask[], unit: Unit, now?: number): Scene {
  const model = buildModel(tasks);
  const layout = buildLayout(model, new Set());
  const [min, max] = layoutSpan(layout);
  return { model, layout, scale: makeScale(unit, min, max), now: now ?? min + 10 * DAY, labels: { name: (key) => model.nodes.get(key)!.task.name } };
}

/** The scene while the first bar of `row` is dragged `dx` pixels to the right (rounded to whole steps) and `rowShift` rows down. */
export function draggedScene(scene: Scene, row: number, dx: number, rowShift = 0): Scene {
  const { layout, scale } = scene;
  const i = layout.rowStart[row];
  const shift = Math.round(dx / scale.colWidth) * scale.stepMs;
  return { ...scene, drag: { key: layout.keys[i], mode: 'move', start: layout.starts[i] + shift, end: layout.ends[i] + shift, row: row + rowShift } };
}
