// A project's plan ⇄ the Gantt widget's tasks, pure. A task's days are inclusive (3–5 March is
// three days), the widget's bars end at the next midnight; phases are groups, milestones are
// milestones. A task still open after its end, or a milestone not reached by its day, is late: the
// widget marks it (a warning triangle on the bar). The host's colour goes with the bar, the tasks it
// depends on with it as arrows (a task may start on its predecessor's last day: PLAN_OVERLAP_MS).
import type { GanttTask } from '../../../renderers/gantt/Gantt';
import type { PlanTask } from '../contracts';

const DAY = 86_400_000;
const dayMs = (d: string) => Date.UTC(+d.slice(0, 4), +d.slice(5, 7) - 1, +d.slice(8, 10));
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const stampOf = (d: string) => `${d} 00:00:00`;
/** the widget's 'YYYY-MM-DD HH:mm:ss' as wall ms */
const wallMs = (s: string) => Date.UTC(+s.slice(0, 4), +s.slice(5, 7) - 1, +s.slice(8, 10), +s.slice(11, 13) || 0, +s.slice(14, 16) || 0, +s.slice(17, 19) || 0);

const TYPES = { task: 'leaf', milestone: 'milestone', group: 'group' } as const;

/** The widget's bars end at the next midnight: a successor starting on its predecessor's last day overlaps it by a day, and keeps the rule. */
export const PLAN_OVERLAP_MS = DAY;

export function isLate(t: PlanTask, today: string): boolean {
  if (t.type === 'milestone') return !t.done && t.start < today;
  return t.type === 'task' && t.progress < 100 && t.end < today;
}

/** The plan's tasks as the widget draws them (in their order; the plan task rides along as `plan`). */
export function ganttTasks(plan: readonly PlanTask[], today: string): GanttTask[] {
  return plan.map((t) => ({
    id: t.key,
    name: t.name,
    type: TYPES[t.type],
    parentId: t.parentKey,
    ...(t.type === 'group' ? {} : { start: stampOf(t.start), end: stampOf(t.type === 'milestone' ? t.start : dayOf(dayMs(t.end) + DAY)) }),
    progress: t.progress,
    done: t.done,
    color: t.color,
    late: isLate(t, today),
    dependsOn: t.dependsOn,
    plan: t,
  }));
}

/** A task as the widget leaves it (moved, resized, put under another phase) back as the plan's. */
export function planTaskOf(g: GanttTask, was: PlanTask): PlanTask {
  const next: PlanTask = { ...was, parentKey: g.parentId === null || g.parentId === undefined ? null : String(g.parentId) };
  if (was.type === 'group' || !g.start) return next;
  const start = dayOf(Math.floor(wallMs(g.start) / DAY) * DAY);
  // the bar ends at a midnight (or within a day in the hours view): its last day is the one before
  const end = was.type === 'milestone' ? start : dayOf(Math.max(dayMs(start), Math.ceil(wallMs(String(g.end ?? g.start)) / DAY) * DAY - DAY));
  return { ...next, start, end };
}

/** A group's dates are its tasks' span (the server keeps a phase inside the project too). */
export function withPhaseDates(plan: readonly PlanTask[]): PlanTask[] {
  const span = new Map<string, [string, string]>();
  const byKey = new Map(plan.map((t) => [t.key, t]));
  for (const t of plan) {
    if (t.type === 'group') continue;
    for (let p = t.parentKey; p; p = byKey.get(p)?.parentKey ?? null) {
      const s = span.get(p);
      span.set(p, s ? [[s[0], t.start].sort()[0], [s[1], t.end].sort()[1]] : [t.start, t.end]);
    }
  }
  return plan.map((t) => (t.type === 'group' && span.has(t.key) ? { ...t, start: span.get(t.key)![0], end: span.get(t.key)![1] } : t));
}

/** The next free key T1, T2 … of the plan. */
export function nextKey(plan: readonly PlanTask[]): string {
  let n = 0;
  for (const t of plan) {
    const m = /^T(\d+)$/.exec(t.key);
    if (m) n = Math.max(n, Number(m[1]));
  }
  return `T${n + 1}`;
}
