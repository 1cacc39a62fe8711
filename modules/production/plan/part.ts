// 生产计划 (plan/*): the Gantt plan and the APS pass — declarations merged into the production module.
// Its menu entries live in the catalogue's own 生产计划 node (not 生产管理): plan/menus.ts
// replaces that node (planMenu, listed by module.ts).
import type { ProductionPart } from '../part';
import { ApsRun } from './entity';
import { planPages } from './pages';

export const planPart: ProductionPart = {
  entities: [ApsRun],
  pages: Object.values(planPages),
};
