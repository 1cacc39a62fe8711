// A small plan the core's tests share: a group of two leaves and a milestone, a machine row with
// two sibling jobs, a lone leaf and a lone milestone.
import type { GanttTask } from './model';

export const PLAN: GanttTask[] = [
  { id: 'g', name: '总装', type: 'group' },
  { id: 'a', name: '下料', type: 'leaf', parentId: 'g', start: '2026-03-02 00:00:00', end: '2026-03-05 00:00:00', progress: 50 },
  { id: 'b', name: '焊接', type: 'leaf', parentId: 'g', start: '2026-03-05 00:00:00', end: '2026-03-06 00:00:00', progress: 100 },
  { id: 'ms', name: '交付', type: 'milestone', parentId: 'g', start: '2026-03-06 00:00:00', done: false },
  { id: 'cnc', name: '机台 CNC-01', type: 'leaf' },
  { id: 'j1', name: '作业一', type: 'sibling', parentId: 'cnc', start: '2026-03-03 08:00:00', end: '2026-03-03 12:00:00', progress: 20 },
  { id: 'j2', name: '作业二', type: 'sibling', parentId: 'cnc', start: '2026-03-02 08:00:00', end: '2026-03-02 16:00:00' },
  { id: 'solo', name: '调试', type: 'leaf', start: '2026-03-09 00:00:00', end: '2026-03-10 00:00:00', progress: 0 },
  { id: 'gate', name: '验收', type: 'milestone', start: '2026-03-10 00:00:00', done: true },
];

export const clonePlan = (): GanttTask[] => PLAN.map((t) => ({ ...t }));
