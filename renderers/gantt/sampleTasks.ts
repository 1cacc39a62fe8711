// Generated task sets of any size for the bench, the dev page and the tests: a plan of groups of 50
// leaves (every other one waiting for the leaf before it, a milestone closing each group after its
// last leaf), or machine rows each holding many sibling jobs.
import { DAY, HOUR, formatDate } from './core/dates';
import type { GanttTask } from './core/model';

const BASE = Date.UTC(2026, 0, 5); // a Monday

/** `count` tasks: groups of `groupSize` leaves, a milestone per group, spread over about a year. */
export function planTasks(count: number, groupSize = 50): GanttTask[] {
  const tasks: GanttTask[] = [];
  let group = 0;
  while (tasks.length < count) {
    const gid = `g${group}`;
    tasks.push({ id: gid, name: `工单组 ${group + 1}`, type: 'group' });
    const day0 = BASE + ((group * 7) % 330) * DAY;
    for (let i = 0; i < groupSize - 1 && tasks.length < count - 1; i++) {
      const start = day0 + ((i * 5) % 40) * DAY + (i % 3) * 4 * HOUR;
      const dependsOn = i % 2 === 1 ? [`${gid}-${i - 1}`] : [];
      tasks.push({ id: `${gid}-${i}`, name: `工序 ${group + 1}.${i + 1}`, type: 'leaf', parentId: gid, start: formatDate(start), end: formatDate(start + (1 + (i % 6)) * DAY), progress: (i * 17) % 101, dependsOn });
    }
    if (tasks.length < count) tasks.push({ id: `${gid}-m`, name: `交付 ${group + 1}`, type: 'milestone', parentId: gid, start: formatDate(day0 + 46 * DAY), done: group % 2 === 0, dependsOn: [`${gid}-${groupSize - 2}`] });
    group++;
  }
  return tasks.slice(0, count);
}

/** `count` jobs on `machines` machine rows (leaves without dates holding sibling bars back to back). */
export function machineTasks(count: number, machines = 20): GanttTask[] {
  const tasks: GanttTask[] = [];
  for (let m = 0; m < machines; m++) tasks.push({ id: `m${m}`, name: `机台 ${m + 1}`, type: 'leaf' });
  const perMachine = Math.ceil(count / machines);
  for (let m = 0; m < machines; m++) {
    let at = BASE;
    for (let j = 0; j < perMachine && tasks.length < count + machines; j++) {
      const length = (1 + ((j * 7 + m) % 5)) * HOUR;
      tasks.push({ id: `m${m}-${j}`, name: `作业 ${j + 1}`, type: 'sibling', parentId: `m${m}`, start: formatDate(at), end: formatDate(at + length), progress: (j * 13) % 101 });
      at += length + HOUR;
    }
  }
  return tasks;
}
