// The server side of the plan/* documents and reports: plan.ProductionPlan (its receipt calls and
// 生成工单), the hook keeping each plan line's 已生成工单数量, and the demo plans. The reports are
// served by the reports engine from their declarations (reports.ts).
import { defineServerModule } from '../../../server/modules/types';
import { implementDocument } from '../../../server/records/document-service';
import { planProductionPlan } from './contracts';
import { seedPlanningDemo } from './server/demo';
import { planningHooks, toWorkOrders } from './server/orders';

export default defineServerModule({
  services: [implementDocument(planProductionPlan, { toWorkOrders: (ctx, [a]) => toWorkOrders(ctx, a) })],
  hooks: planningHooks,
  seed: seedPlanningDemo,
});
