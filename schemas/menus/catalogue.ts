// The menu catalogue of the business areas that are not modules yet (modules/<code>/ declares its
// own menu node, which replaces the catalogue node of the same code), and the order of the
// top-level nodes of each portal. The areas live in schemas/menus/web/*.ts, app.ts and hmi.ts.
import { appMenus } from './app';
import { hmiMenus } from './hmi';
import type { MenuDef, PortalType } from './types';
import { financeModule, purchaseModule, saleModule } from './web/erp';
import { planModule, productionModule, pullModule, qualityModule, toolingModule, traceModule } from './web/production';
import { barcodeModule, identityModule, iotModule, warehouseModule } from './web/warehouse';
import { equipmentModule, hrModule, projectModule } from './web/assets';
import { dataGovernanceModule } from './web/data';
import { eventModule, flowModule, searchModule, systemModule, tenantModule, workbenchModule } from './web/platform';

export const legacyMenus: Record<PortalType, MenuDef[]> = {
  Web: [
    workbenchModule, purchaseModule, saleModule, productionModule, planModule, pullModule, warehouseModule, qualityModule,
    toolingModule, equipmentModule, traceModule, hrModule, projectModule, barcodeModule, financeModule, identityModule,
    iotModule, dataGovernanceModule, flowModule, eventModule, searchModule, systemModule, tenantModule,
  ],
  App: appMenus,
  Hmi: hmiMenus,
};

/** Top-level order per portal; a module's node not listed here comes last. */
export const MENU_ORDER: Record<PortalType, string[]> = {
  Web: [
    'mod.workbench', 'mod.purchase', 'mod.sale', 'mod.production', 'mod.plan', 'mod.pull', 'mod.warehouse', 'mod.quality',
    'mod.tooling', 'mod.equipment', 'mod.trace', 'mod.hr', 'mod.project', 'mod.barcode', 'mod.mdm', 'mod.prdmdm', 'mod.finance',
    'mod.identity', 'mod.iot', 'mod.datagov', 'mod.flow', 'mod.event', 'mod.search', 'mod.meta', 'mod.system', 'mod.tenant',
  ],
  App: appMenus.map((m) => m.code),
  Hmi: hmiMenus.map((m) => m.code),
};
