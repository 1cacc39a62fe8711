// The execution pages on the engine: 产出记录 (task/Output) and 工单物料 (task/MaterialList, the
// feedings, with its detail task/MaterialDetail) are generated read-only lists over the records the
// calls write; 工单任务 and 不良品记录 are reports (reports.ts); 追踪图谱 is hand-written (web/).
import { masterDataPageDef as list, type PageDef } from '../../../schemas/pages/types';

export const executionPages = {
  Output: list('task/Output', 'ProductionOutput', { detailUrl: 'task/OutputDetail', uniqueKeys: [] }),
  MaterialList: list('task/MaterialList', 'ProductionFeeding', { detailUrl: 'task/MaterialDetail', uniqueKeys: [] }),
} satisfies Record<string, PageDef>;
