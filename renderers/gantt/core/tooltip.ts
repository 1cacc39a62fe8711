// The hover tooltip: shown only in the month view, where bars are too thin to label;
// at least 100 px wide for a milestone, 160 px otherwise.
import { stringOf, type Language } from '../strings';
import { TOOLTIP_MIN_WIDTH, type Unit } from './constants';
import { formatDate } from './dates';
import type { GanttModel } from './model';
import type { Rolled } from './rollup';

export interface TooltipContent {
  title: string;
  lines: string[];
  minWidth: number;
}

export function tooltipOf(unit: Unit, model: GanttModel, rolled: ReadonlyMap<string, Rolled>, key: string, language: Language = 'zh_CN'): TooltipContent | null {
  if (unit !== 'month') return null;
  const node = model.nodes.get(key);
  const v = rolled.get(key);
  if (!node || !v || Number.isNaN(v.start)) return null;
  const say = (k: Parameters<typeof stringOf>[0]) => stringOf(k, language);
  if (node.type === 'milestone') {
    return { title: node.task.name, lines: [formatDate(v.start), say(node.task.done ? 'done' : 'notDone')], minWidth: TOOLTIP_MIN_WIDTH.milestone };
  }
  return {
    title: node.task.name,
    lines: [`${say('start')}: ${formatDate(v.start)}`, `${say('end')}: ${formatDate(v.end)}`, `${say('progress')}: ${v.progress}%`],
    minWidth: TOOLTIP_MIN_WIDTH.other,
  };
}
