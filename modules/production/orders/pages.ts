// 生产工单 (task/Order + task/OrderDetail): the work order's generated list and detail; the list
// opens on the orders still being prepared (spec §4: Saved, Commit, DeApproval) and keeps the
// released and refused ones in its history (Audit, Reject).
import { documentPageDef as doc, type PageDef } from '../../../schemas/pages/types';
import { ORDER_PAGE } from './contracts';

export const orderPages = {
  Order: doc(ORDER_PAGE, 'task/OrderDetail', 'WorkOrder', { statusLists: { open: ['Saved', 'Commit', 'DeApproval'], history: ['Audit', 'Reject'] } }),
} satisfies Record<string, PageDef>;
