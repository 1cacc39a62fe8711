// 生产 (production), all of it: master data (BOMs — multi-level, exploded, imported, cycles refused —,
// process and material routes, process units and equipment, shift rules and the factory calendar
// with its working windows) declared here, and its parts, each in its folder: work orders (orders/),
// planning with APS inside (planning/, planning/aps/), shop-floor execution (execution/), boards
// and reports (boards/) and subcontracting (outsource/). The parts' entries take their places in
// the module's three Web nodes (生产管理, 生产计划, 生产基础) and the Hmi node.
import { stackPages } from '../../schemas/documents/stack';
import { defineModule } from '../../schemas/modules/define';
import { boardsPart } from './boards/part';
import { productionDicts } from './dicts';
import { Bom } from './entities/bom';
import { ShiftRule, WorkCalendar } from './entities/calendar';
import { Equipment, ProcessUnit } from './entities/resources';
import { MaterialRoute, ProcessRoute } from './entities/route';
import { executionPart } from './execution/part';
import { productionHmiMenu } from './hmi-menus';
import { productionMenu } from './menus';
import { productionPlan } from './menu-plan/production';
import { ordersPart } from './orders/part';
import { outsourcePart } from './outsource/part';
import { productionStacks } from './pages';
import { planPlan } from './menu-plan/plan';
import { apsPart } from './planning/aps/part';
import { planningPart } from './planning/part';

export default defineModule({
  code: 'production',
  entities: [Bom, ProcessRoute, MaterialRoute, ProcessUnit, Equipment, WorkCalendar, ShiftRule],
  pages: stackPages(productionStacks),
  menus: {
    Web: [
      { ...productionPlan, after: 'mod.sale' },
      { ...planPlan, after: 'mod.production' },
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
  // in this order: their demo data is seeded after the module's and each other's so
  parts: [ordersPart, apsPart, executionPart, boardsPart, outsourcePart, planningPart],
});
