// 生产计划 (plan/*): the Gantt plan and the APS pass — declarations merged into the production module.
import type { ProductionPart } from '../part';

export const planPart: ProductionPart = {};
