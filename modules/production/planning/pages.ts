// 生产计划单 (plan/productionPlan + plan/productionPlanDetail): a generated document list and detail;
// 生成工单 on an audited plan's detail opens the work order dialog (orders/web: spread mode, release).
import { documentPageDef as doc, type PageDef } from '../../../schemas/pages/types';
import { ORDER_DIALOG } from '../orders/pages';

export const PLAN_PAGE = 'plan/productionPlan';
export const PLAN_DETAIL_PAGE = 'plan/productionPlanDetail';

export const planningPages = {
  ProductionPlan: doc(PLAN_PAGE, PLAN_DETAIL_PAGE, 'ProductionPlan', {
    statusLists: { open: ['Saved', 'Commit', 'DeApproval'], history: ['Audit', 'Finish', 'Manual', 'Reject', 'Repeal'] },
    actions: [{ code: 'planToWorkOrder', label: '生成工单', labelEn: 'Make work orders', place: 'detail', handler: ORDER_DIALOG, statuses: ['Audit'] }],
  }),
} satisfies Record<string, PageDef>;
