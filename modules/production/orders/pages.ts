// 生产工单 (task/Order + task/OrderDetail): the work order's generated list and detail; the list
// opens on the orders still being prepared (Saved, Commit, DeApproval) and keeps the
// released and refused ones in its history (Audit, Reject).
import { documentPageDef as doc, type PageDef } from '../../../schemas/pages/types';
import type { ActionDef } from '../../../schemas/pages/types';
import { ORDER_PAGE } from './paths';

/** handlers of the work orders' web part (orders/web) */
export const ORDER_MOVE = 'production.orderMove';
export const ORDER_DIALOG = 'production.orderDialog';

const move = (code: string, label: string, labelEn: string, place: ActionDef['place'], confirm?: [string, string]): ActionDef => ({
  code,
  label,
  labelEn,
  place,
  handler: ORDER_MOVE,
  call: `/task.Order/${code}`,
  ...(confirm ? { confirm: { zh_CN: confirm[0], en_US: confirm[1] } } : {}),
});
const SHOP_FLOOR = (place: ActionDef['place']): ActionDef[] => [
  move('start', '开工', 'Start', place),
  move('pause', '暂停', 'Pause', place),
  move('complete', '完工', 'Complete', place, ['确定完工？完工后不能再开工。', 'Finish the order? A finished order cannot be started again.']),
  move('recall', '撤回', 'Recall', place),
  move('recycle', '回收', 'Recycle', place, ['确定回收工单？', 'Recycle the work order?']),
];

export const orderPages = {
  Order: doc(ORDER_PAGE, 'task/OrderDetail', 'WorkOrder', {
    statusLists: { open: ['Saved', 'Commit', 'DeApproval'], history: ['Audit', 'Reject'] },
    actions: [
      { code: 'batchAudit', label: '批量下达', labelEn: 'Release', place: 'toolbar', handler: 'callService', call: '/task.Order/batchAudit' },
      { code: 'dispatch', label: '派工', labelEn: 'Dispatch', place: 'toolbar', handler: ORDER_DIALOG },
      { code: 'splitBatch', label: '按批拆分', labelEn: 'Split by batch', place: 'toolbar', handler: ORDER_DIALOG },
      { code: 'combineWorkOrder', label: '合并', labelEn: 'Combine', place: 'toolbar', handler: 'callService', call: '/task.Order/combineWorkOrder' },
      { code: 'splitWorkOrder', label: '拆分合并工单', labelEn: 'Undo combine', place: 'toolbar', handler: 'callService', call: '/task.Order/splitWorkOrder' },
      { code: 'split', label: '拆分', labelEn: 'Split', place: 'row', handler: ORDER_DIALOG },
      ...SHOP_FLOOR('row'),
      { code: 'dispatch', label: '派工', labelEn: 'Dispatch', place: 'detail', handler: ORDER_DIALOG },
      ...SHOP_FLOOR('detail'),
    ],
  }),
} satisfies Record<string, PageDef>;
