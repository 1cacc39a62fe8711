// The remaining plan/* pages: 生产计划单 (with 生成工单), 排产计划 and 产能规划 — declarations merged into
// the production module; planningMenus replaces the catalogue's entries of the 生产计划 node by url.
import type { MenuDef } from '../../../schemas/menus/types';
import type { ProductionPart } from '../part';

export const planningPart: ProductionPart = {};

export const planningMenus: Record<string, MenuDef[]> = {};
