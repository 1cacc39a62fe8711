// 生产基础 (production master data): BOMs (multi-level, exploded, imported, cycles refused), process
// routes and material routes, process units and equipment as production resources, shift rules and
// the factory calendar with its working windows (calendar/logic.ts, which the APS pass imports).
import { defineModule } from '../../schemas/modules/define';
import { productionDicts } from './dicts';
import { Bom } from './entities/bom';
import { ShiftRule, WorkCalendar } from './entities/calendar';
import { Equipment, ProcessUnit } from './entities/resources';
import { MaterialRoute, ProcessRoute } from './entities/route';
import { productionMenu } from './menus';
import { productionHmiMenu } from './hmi-menus';
import { WorkOrder } from './orders/entity';
import { orderMenu } from './orders/menus';
import { orderPages } from './orders/pages';
import { productionPages } from './pages';
import { boardsPart } from './boards/part';
import { executionPart } from './execution/part';
import { outsourcePart } from './outsource/part';
import { planningMenus, planningPart } from './planning/part';
import { planPart } from './plan/part';
import { planMenu } from './plan/menus';
import type { ProductionPart } from './part';

const parts: ProductionPart[] = [planPart, executionPart, boardsPart, outsourcePart, planningPart];
/** the 生产计划 node with the plan/* documents and reports of planning/ in place of the catalogue's entries */
const planNode = { ...planMenu, children: (planMenu.children ?? []).flatMap((c) => (c.url && c.url in planningMenus ? planningMenus[c.url] : [c])) };

export default defineModule({
  code: 'production',
  entities: [Bom, ProcessRoute, MaterialRoute, ProcessUnit, Equipment, WorkCalendar, ShiftRule, WorkOrder, ...parts.flatMap((p) => p.entities ?? [])],
  pages: [...Object.values(productionPages), ...Object.values(orderPages), ...parts.flatMap((p) => p.pages ?? [])],
  reports: parts.flatMap((p) => p.reports ?? []),
  views: parts.flatMap((p) => p.views ?? []),
  menus: {
    Web: [
      { ...orderMenu, after: 'mod.sale' },
      { ...planNode, after: 'mod.production' },
      { ...productionMenu, after: 'mod.mdm' },
    ],
    Hmi: [{ ...productionHmiMenu, before: 'mod.equipment' }],
  },
  dicts: productionDicts,
  grants: {
    purchaser: [{ pages: ['mdm/Bom'], buttons: 'readOnly' }],
    warehouse: [{ pages: ['mdm/Bom', 'completedProducts/'], buttons: 'readOnly' }],
    viewer: [{ pages: ['mdm/Bom', 'mdm/ProcessRoute', 'mdm/MaterialRoute', 'mdm/ProcessUnit', 'mdm/Equipment', 'mdm/ShiftRule', 'mdm/Calendar'], buttons: 'readOnly' }],
    // the shop floor: its orders and their moves, feeding and output; the boards and its own records to read
    operator: [
      { pages: ['mdm/Calendar', 'mdm/Equipment', 'mdm/ProcessRoute', 'task/OrderTask', 'task/Output', 'task/Defect', 'task/MaterialList', 'task/MaterialDetail', 'task/ProcessBoard', 'task/ProductionDisplay', 'task/Dynamics', 'plan/GanttPlan', 'dcm/track'], buttons: 'readOnly' },
      { pages: ['task/Order'], buttons: 'all' },
    ],
  },
  server: () => import('./server'),
});
