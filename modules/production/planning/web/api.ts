// The typed client of plan.ProductionPlan (types only from the contract).
import { client } from '../../../../src/api/services';
import type { planProductionPlan } from '../contracts';

export const PlanApi = client<typeof planProductionPlan>('plan.ProductionPlan');
