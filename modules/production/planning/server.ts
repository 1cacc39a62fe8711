// The server side of the plan/* documents and reports: plan.ProductionPlan (its receipt calls and
// 生成工单), the hook keeping each plan line's 已生成工单数量, and the demo plans. The reports are
// served by the reports engine from their declarations (reports.ts).
import { implement, type ServerModule } from '../../../server/modules/types';
import { receiptHandlers } from '../../../server/records/receipt-service';
import { planProductionPlan } from './contracts';
import { seedPlanningDemo } from './server/demo';
import { planningHooks, toWorkOrders } from './server/orders';

export const planningServer: ServerModule = {
  services: [implement(planProductionPlan, { ...receiptHandlers('ProductionPlan'), toWorkOrders: (ctx, [a]) => toWorkOrders(ctx, a) })],
  hooks: planningHooks,
  seed: seedPlanningDemo,
};
