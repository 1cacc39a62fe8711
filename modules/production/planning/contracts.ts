// plan.ProductionPlan: the generic receipt calls bound to 生产计划单 and its page, and 生成工单
// (toWorkOrders: an audited plan's unplanned lines as work orders, like task.Order/createFromSale).
import { z } from 'zod';
import type { RecordValue } from '../../../schemas/rpc/datax';
import { defineDocument } from '../../../schemas/documents/define';
import { args, call, idArg } from '../../../schemas/rpc/define';
import { PLAN_PAGE } from './pages';

export const toWorkOrdersArg = z.object({
  planId: idArg,
  spread: z.enum(['NoSpread', 'MainProduct', 'BomSpread']).optional(),
  release: z.boolean().optional(),
});
export type ToWorkOrdersArgs = z.infer<typeof toWorkOrdersArg>;

export const planProductionPlan = defineDocument('plan.ProductionPlan', {
  entity: 'ProductionPlan',
  page: PLAN_PAGE,
  own: {
    /** [{planId, spread?, release?}]: work orders for what each line of an audited plan has not planned yet (BomSpread: sub-orders too) */
    toWorkOrders: call<[ToWorkOrdersArgs], RecordValue[]>(args(['options', toWorkOrdersArg]), { entity: 'ProductionPlan', op: 'planToWorkOrder', page: PLAN_PAGE }),
  },
});
