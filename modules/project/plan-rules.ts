// The rules of a project's plan, pure (the server's save checks them; the web may say them before
// saving): each key once; a task ends on or after its start, inside the project's dates; parents
// are phases of the plan without a loop; dependencies name tasks of the plan, never the task
// itself, and form no cycle (the cycle is named task by task, so the planner sees where to cut);
// a task starts no earlier than the last day of each task it depends on (finish-to-start; the
// handover day is shared, as the plan counts whole days).
import type { PlanTaskInput } from './contracts';
import { type Lang, pm } from './messages';

export interface PlanProblem {
  message: string;
  /** the task it is about */
  key?: string;
}

type Task = Pick<PlanTaskInput, 'key' | 'name' | 'type' | 'start' | 'end'> & { parentKey?: string | null; dependsOn?: readonly string[] };

/** The first problem of the plan, or null when it keeps every rule. Dates are ISO days (text order is date order). */
export function planProblem(tasks: readonly Task[], project: { start: string; end: string }, lang: Lang): PlanProblem | null {
  const byKey = new Map<string, Task>();
  for (const t of tasks) {
    if (byKey.has(t.key)) return { message: pm(lang, 'taskKeyTwice', { key: t.key }), key: t.key };
    byKey.set(t.key, t);
  }
  for (const t of tasks) {
    const end = t.type === 'milestone' ? t.start : t.end;
    if (end < t.start) return { message: pm(lang, 'taskEndBeforeStart', { name: t.name }), key: t.key };
    if (t.start < project.start || end > project.end) return { message: pm(lang, 'taskOutsideProject', { name: t.name, start: project.start, end: project.end }), key: t.key };
    if (t.parentKey) {
      const parent = byKey.get(t.parentKey);
      if (!parent) return { message: pm(lang, 'unknownParent', { name: t.name, key: t.parentKey }), key: t.key };
      if (parent.type !== 'group') return { message: pm(lang, 'parentNotGroup', { name: t.name, parent: parent.name }), key: t.key };
    }
    for (const d of t.dependsOn ?? []) {
      if (d === t.key) return { message: pm(lang, 'selfDependency', { name: t.name }), key: t.key };
      if (!byKey.has(d)) return { message: pm(lang, 'unknownDependency', { name: t.name, key: d }), key: t.key };
    }
  }
  for (const t of tasks) {
    const seen = new Set<string>();
    for (let k = t.parentKey ?? null; k; k = byKey.get(k)?.parentKey ?? null) {
      if (k === t.key || seen.has(k)) return { message: pm(lang, 'parentCycle', { name: t.name }), key: t.key };
      seen.add(k);
    }
  }
  const cycle = dependencyCycle(tasks);
  if (cycle) return { message: pm(lang, 'dependencyCycle', { path: cycle.map((k) => byKey.get(k)!.name).join(' → ') }), key: cycle[0] };
  for (const t of tasks) {
    for (const d of t.dependsOn ?? []) {
      const before = byKey.get(d)!;
      const lastDay = before.type === 'milestone' ? before.start : before.end;
      if (t.start < lastDay) return { message: pm(lang, 'startsBeforeDependency', { name: t.name, dep: before.name, end: lastDay }), key: t.key };
    }
  }
  return null;
}

/** A dependency cycle as its keys, first one repeated at the end (A → B → A), or null. Depth first, iterative. */
export function dependencyCycle(tasks: readonly Task[]): string[] | null {
  const deps = new Map(tasks.map((t) => [t.key, [...(t.dependsOn ?? [])].filter((d) => d !== t.key)]));
  // 0 unseen, 1 on the current path, 2 finished
  const state = new Map<string, number>();
  for (const start of deps.keys()) {
    if (state.get(start)) continue;
    const path: string[] = [];
    const stack: Array<{ key: string; next: number }> = [{ key: start, next: 0 }];
    state.set(start, 1);
    path.push(start);
    while (stack.length) {
      const top = stack[stack.length - 1];
      const list = deps.get(top.key) ?? [];
      if (top.next >= list.length) {
        state.set(top.key, 2);
        stack.pop();
        path.pop();
        continue;
      }
      const d = list[top.next++];
      if (!deps.has(d)) continue;
      const s = state.get(d) ?? 0;
      if (s === 1) return [...path.slice(path.indexOf(d)), d];
      if (s === 0) {
        state.set(d, 1);
        path.push(d);
        stack.push({ key: d, next: 0 });
      }
    }
  }
  return null;
}
