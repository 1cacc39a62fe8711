// The default Web menu tree seeded by the server: one module (type 1) per business area, with
// the pages (type 2) of both spec documents and their function buttons. The modules live in
// schemas/menus/web/*.ts (split by area to keep each file short); this file fixes their order.
import type { MenuDef } from './types';
import { financeModule, purchaseModule, saleModule } from './web/erp';
import { planModule, productionModule, pullModule, qualityModule, toolingModule, traceModule } from './web/production';
import { barcodeModule, identityModule, iotModule, warehouseModule } from './web/warehouse';
import { equipmentModule, hrModule, mdmModule, projectModule } from './web/assets';
import { dataGovernanceModule, metaModule } from './web/data';
import { eventModule, flowModule, searchModule, systemModule, tenantModule, workbenchModule } from './web/platform';

export const webMenus: MenuDef[] = [
  workbenchModule,
  purchaseModule,
  saleModule,
  productionModule,
  planModule,
  pullModule,
  warehouseModule,
  qualityModule,
  toolingModule,
  equipmentModule,
  traceModule,
  hrModule,
  projectModule,
  barcodeModule,
  mdmModule,
  financeModule,
  identityModule,
  iotModule,
  dataGovernanceModule,
  flowModule,
  eventModule,
  searchModule,
  metaModule,
  systemModule,
  tenantModule,
];
