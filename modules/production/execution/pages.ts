// The execution page stacks on the engine: 产出记录 (task/Output) and 工单物料 (task/MaterialList, the
// feedings, with its detail task/MaterialDetail) are generated read-only lists — view and export —
// over the records the shop-floor calls write; 工单任务 and 不良品记录 are reports (reports.ts);
// 追踪图谱 is hand-written (web/).
import { masterDataStack, pagesByKey } from '../../../schemas/documents/stack';
import type { MasterDataMenuOptions } from '../../../schemas/documents/menus';
import { Feeding, Output } from './entities';

/** a read-only list: its records are written by the shop-floor calls */
const readOnly: MasterDataMenuOptions = { ops: ['view', 'export'] };

export const executionStacks = {
  Output: masterDataStack({
    entity: Output,
    list: { url: 'task/Output', labels: ['产出记录', 'Output records'], uniqueKeys: [] },
    detail: { url: 'task/OutputDetail', labels: ['产出记录详情', 'Output record detail'] },
    menu: readOnly,
  }),
  MaterialList: masterDataStack({
    entity: Feeding,
    list: { url: 'task/MaterialList', labels: ['工单物料', 'Work order materials'], uniqueKeys: [] },
    detail: { url: 'task/MaterialDetail', labels: ['工单物料详情', 'Work order material detail'] },
    menu: readOnly,
  }),
};

/** The page definitions by stack (their urls). */
export const executionPages = pagesByKey(executionStacks);
