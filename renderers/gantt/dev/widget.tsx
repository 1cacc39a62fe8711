// The whole widget on a page of its own, for Playwright in Chromium (scripts/bench-gantt.ts):
// ?kind=plan|machines&n=10000. It reports the first render (to the second animation frame after
// React's commit) and collects the edits the widget reports. Not routed in the app.
import { App } from 'antd';
import { createRoot } from 'react-dom/client';
import type { GanttEdit } from '../Gantt';
import Gantt from '../Gantt';
import { machineTasks, planTasks } from '../sampleTasks';

interface BenchWindow {
  __ganttRendered?: number;
  __ganttEdits: GanttEdit[];
}
const w = window as unknown as BenchWindow;
w.__ganttEdits = [];

const params = new URLSearchParams(location.search);
const count = Number(params.get('n') || 10_000);
const tasks = params.get('kind') === 'machines' ? machineTasks(count, 20) : planTasks(count);
const unit = params.get('kind') === 'machines' ? 'month' : 'day';

const t0 = performance.now();
createRoot(document.getElementById('root')!).render(
  <App>
    <Gantt tasks={tasks} unit={unit} height={800} onChange={(edit) => w.__ganttEdits.push(edit)} />
  </App>,
);
requestAnimationFrame(() => requestAnimationFrame(() => (w.__ganttRendered = performance.now() - t0)));
