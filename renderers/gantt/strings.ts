// The Gantt widget's own strings (zh_CN, en_US), pure data so that the DOM-free core can name its
// errors with them and the component can show them in the app's language (texts.ts). The Chinese
// texts are the customer's, word for word, where the customer gave them.
export const STRINGS = {
  // units of the timeline
  unitHour: ['时', 'Hour'],
  unitDay: ['天', 'Day'],
  unitWeek: ['周', 'Week'],
  unitMonth: ['月', 'Month'],
  today: ['今天', 'Today'],
  // delete confirm
  confirmTitle: ['提示', 'Notice'],
  confirmDelete: ['确定删除“{name}”？', 'Delete “{name}”?'],
  ok: ['确定', 'OK'],
  cancel: ['取消', 'Cancel'],
  // rule errors
  milestoneNotGroup: ['里程碑「{name}」不能做群组节点！', 'Milestone “{name}” cannot be a group node!'],
  workdayYearMissing: ['请求的工作日数据不存在：{year} 年', 'No workday data for the requested year: {year}'],
  notInColumns: ['时间不在日期列中', 'The time is not in the date columns'],
  // toolbar, tree and tooltip
  undo: ['撤销', 'Undo'],
  redo: ['重做', 'Redo'],
  exportPng: ['导出图片', 'Export PNG'],
  taskName: ['任务名称', 'Task'],
  start: ['开始', 'Start'],
  end: ['结束', 'End'],
  progress: ['进度', 'Progress'],
  done: ['已完成', 'Done'],
  notDone: ['未完成', 'Not done'],
  expand: ['展开', 'Expand'],
  collapse: ['收起', 'Collapse'],
  chart: ['甘特图', 'Gantt chart'],
  taskTree: ['任务列表', 'Task list'],
  empty: ['暂无任务', 'No tasks'],
} as const;

export type StringKey = keyof typeof STRINGS;
export type Language = 'zh_CN' | 'en_US';

export function stringOf(key: StringKey, language: Language = 'zh_CN', values: Record<string, string | number> = {}): string {
  const raw: string = STRINGS[key][language === 'en_US' ? 1 : 0];
  return raw.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** A broken rule: its message is the spec's Chinese text; `key` and `values` let a UI translate it. */
export class GanttError extends Error {
  constructor(
    readonly key: StringKey,
    readonly values: Record<string, string | number> = {},
  ) {
    super(stringOf(key, 'zh_CN', values));
    this.name = 'GanttError';
  }
}
