// The four list classes (DataList, EntityDataList, VformList, VformDsvList) differ only in this configuration.
import type { ListClass } from '../../../schemas/pages/types';

export type RowAction = 'edit' | 'detail' | 'delete';
export type ToolAction = 'add' | 'import' | 'export' | 'print';

export interface ListConfig {
  /** buttons of the title bar (each shown only when its function code is granted) */
  tools: readonly ToolAction[];
  /** per-row actions: `edit` falls back to a read-only `detail` when update is not granted */
  rowActions: readonly RowAction[];
  /** delete prompt: `plain` 是否删除数据？ (v0), `receipt` 请确认是否删除单据：{code}? (form lists) */
  deleteConfirm: 'plain' | 'receipt';
  /** workspace/history toggle and status filter */
  statusFilter: boolean;
  /** records come from params.dataSource instead of datax.MetaDynamic/summaryPage */
  dataSource: boolean;
}

export const LIST_CONFIGS: Readonly<Record<ListClass, ListConfig>> = {
  DataList: { tools: ['add'], rowActions: ['edit', 'delete'], deleteConfirm: 'plain', statusFilter: false, dataSource: false },
  EntityDataList: { tools: ['add'], rowActions: ['detail', 'delete'], deleteConfirm: 'receipt', statusFilter: false, dataSource: false },
  VformList: { tools: ['add', 'import', 'export', 'print'], rowActions: ['edit', 'delete'], deleteConfirm: 'receipt', statusFilter: true, dataSource: false },
  VformDsvList: { tools: ['add', 'import', 'export', 'print'], rowActions: ['edit', 'delete'], deleteConfirm: 'receipt', statusFilter: true, dataSource: true },
};
