// The plan ⇄ Gantt mapping: inclusive days become bars ending at the next midnight and come back
// as the days they cover after a drag; late tasks and milestones carry the widget's late mark; a
// phase spans its tasks; the plan's rules name a dependency cycle by its tasks.
import { describe, expect, it } from 'vitest';
import type { PlanTask } from '../../contracts';
import { planProblem } from '../../plan-rules';
import { ganttTasks, nextKey, planTaskOf, withPhaseDates } from '../../web/plan-tasks';

const task = (key: string, more: Partial<PlanTask> = {}): PlanTask => ({ key, name: key, type: 'task', parentKey: null, start: '2026-03-02', end: '2026-03-04', progress: 0, done: false, dependsOn: [], color: null, ...more });

describe('plan tasks on the Gantt', () => {
  it('draws days as bars to the next midnight, phases as groups, and marks what is late', () => {
    const [g, a, m] = ganttTasks([task('G', { type: 'group' }), task('A', { parentKey: 'G', progress: 50, color: '#fa8c16' }), task('M', { type: 'milestone', start: '2026-03-04', end: '2026-03-04' })], '2026-03-10');
    expect(g).toMatchObject({ id: 'G', type: 'group', late: false });
    expect(g.start).toBeUndefined();
    expect(a).toMatchObject({ id: 'A', type: 'leaf', parentId: 'G', start: '2026-03-02 00:00:00', end: '2026-03-05 00:00:00', progress: 50, color: '#fa8c16', late: true });
    expect(m).toMatchObject({ type: 'milestone', start: '2026-03-04 00:00:00', late: true });
    // done in time: not late
    expect(ganttTasks([task('A', { progress: 100 })], '2026-03-10')[0].late).toBe(false);
    expect(ganttTasks([task('A')], '2026-03-04')[0].late).toBe(false);
  });

  it('reads a moved or resized bar back as the days it covers', () => {
    const was = task('A');
    expect(planTaskOf({ id: 'A', name: 'A', type: 'leaf', start: '2026-03-09 00:00:00', end: '2026-03-12 00:00:00' }, was)).toMatchObject({ start: '2026-03-09', end: '2026-03-11' });
    // an hour-view end inside a day keeps that day
    expect(planTaskOf({ id: 'A', name: 'A', type: 'leaf', start: '2026-03-09 00:00:00', end: '2026-03-09 04:00:00' }, was)).toMatchObject({ start: '2026-03-09', end: '2026-03-09' });
    expect(planTaskOf({ id: 'M', name: 'M', type: 'milestone', start: '2026-03-20 00:00:00', parentId: 'G' }, task('M', { type: 'milestone' }))).toMatchObject({ start: '2026-03-20', end: '2026-03-20', parentKey: 'G' });
  });

  it('spans a phase over its tasks and numbers new tasks after the last', () => {
    const plan = withPhaseDates([task('G', { type: 'group', start: '2026-01-01', end: '2026-01-01' }), task('T1', { parentKey: 'G', start: '2026-03-02', end: '2026-03-04' }), task('T7', { parentKey: 'G', start: '2026-03-10', end: '2026-03-20' })]);
    expect(plan[0]).toMatchObject({ start: '2026-03-02', end: '2026-03-20' });
    expect(nextKey(plan)).toBe('T8');
  });

  it('names a dependency cycle by its tasks, and passes a plan without one', () => {
    const p = { start: '2026-03-01', end: '2026-12-31' };
    expect(planProblem([task('A', { name: '甲', dependsOn: ['B'] }), task('B', { name: '乙', dependsOn: ['A'] })], p, 'zh_CN')?.message).toBe('任务依赖存在循环：甲 → 乙 → 甲');
    expect(planProblem([task('A'), task('B', { start: '2026-03-04', end: '2026-03-04', dependsOn: ['A'] }), task('C', { start: '2026-03-04', dependsOn: ['A', 'B'] })], p, 'en_US')).toBeNull();
    expect(planProblem([task('A', { name: 'Build', dependsOn: ['A'] })], p, 'en_US')?.message).toBe('Task "Build" cannot depend on itself');
  });

  it('lets a task start on the last day of a task it depends on, never before, and draws the dependency as an arrow', () => {
    const p = { start: '2026-03-01', end: '2026-12-31' };
    const a = task('A', { name: '调研', start: '2026-03-02', end: '2026-03-04' });
    expect(planProblem([a, task('B', { name: '方案', start: '2026-03-04', end: '2026-03-06', dependsOn: ['A'] })], p, 'zh_CN')).toBeNull();
    expect(planProblem([a, task('B', { name: '方案', start: '2026-03-03', end: '2026-03-06', dependsOn: ['A'] })], p, 'zh_CN')).toEqual({ message: '任务「方案」不能早于前置任务「调研」的结束日期（2026-03-04）开始', key: 'B' });
    // after a milestone: from its day on
    const m = task('M', { name: 'Review', type: 'milestone', start: '2026-03-05', end: '2026-03-05' });
    expect(planProblem([m, task('B', { name: 'Build', start: '2026-03-04', dependsOn: ['M'] })], p, 'en_US')?.message).toBe('Task "Build" cannot start before "Review" ends (2026-03-05)');
    expect(ganttTasks([a, task('B', { dependsOn: ['A'] })], '2026-03-01')[1].dependsOn).toEqual(['A']);
  });
});
