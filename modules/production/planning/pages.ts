// 生产计划单 (plan/productionPlan + plan/productionPlanDetail), declared once: a generated document
// list and detail, and plan.ProductionPlan: the generic receipt calls bound to it and 生成工单
// (toWorkOrders: an audited plan's unplanned lines as work orders, like task.Order/createFromSale);
// 生成工单 on an audited plan's detail opens the work order dialog (orders/web: spread mode, release).
import { z } from 'zod';
import { documentStack, pagesByKey } from '../../../schemas/documents/stack';
import type { RecordValue } from '../../../schemas/rpc/datax';
import { args, call, idArg } from '../../../schemas/rpc/define';
import { ORDER_DIALOG } from '../orders/paths';
import { ProductionPlan } from './entity';

export const PLAN_PAGE = 'plan/productionPlan';
export const PLAN_DETAIL_PAGE = 'plan/productionPlanDetail';

const toWorkOrdersArg = z.object({
  planId: idArg,
  spread: z.enum(['NoSpread', 'MainProduct', 'BomSpread']).optional(),
  release: z.boolean().optional(),
});
export type ToWorkOrdersArgs = z.infer<typeof toWorkOrdersArg>;

export const planningStacks = {
  ProductionPlan: documentStack({
    entity: ProductionPlan,
    list: {
      url: PLAN_PAGE,
      labels: ['生产计划单', 'Production plans'],
      statusLists: { open: ['Saved', 'Commit', 'DeApproval'], history: ['Audit', 'Finish', 'Manual', 'Reject', 'Repeal'] },
      actions: [{ code: 'planToWorkOrder', label: '生成工单', labelEn: 'Make work orders', place: 'detail', handler: ORDER_DIALOG, statuses: ['Audit'] }],
    },
    detail: { url: PLAN_DETAIL_PAGE, labels: ['生产计划单详情', 'Production plan detail'] },
    service: 'plan.ProductionPlan',
    own: (_generic, page) => ({
      /** [{planId, spread?, release?}]: work orders for what each line of an audited plan has not planned yet (BomSpread: sub-orders too) */
      toWorkOrders: call<[ToWorkOrdersArgs], RecordValue[]>(args(['options', toWorkOrdersArg]), { entity: 'ProductionPlan', op: 'planToWorkOrder', page }),
    }),
    receiptView: { tables: ['items'], headFirst: ['code', 'plan_date', 'period_from', 'period_to', 'sale_id'] },
  }),
};

/** The page definitions by stack (their urls and actions). */
export const planningPages = pagesByKey(planningStacks);
