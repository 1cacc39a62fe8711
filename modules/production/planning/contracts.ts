// plan.ProductionPlan, declared with its page stack (pages.ts): the generic receipt calls bound to
// 生产计划单 and its page, and 生成工单 (toWorkOrders).
import { planningStacks } from './pages';

export type { ToWorkOrdersArgs } from './pages';

export const planProductionPlan = planningStacks.ProductionPlan.service;
