// The module list: the one place a new module is added (see modules/README.md). The server's
// registries are built from it (modules/catalogue.ts); the web finds each module's web part by
// its folder (modules/web.ts).
import type { ModuleDef } from '../schemas/modules/define';
import mdm from './mdm/module';
import meta from './meta/module';
import finance from './finance/module';
import purchase from './purchase/module';
import trace from './trace/module';
import flow from './flow/module';
import identity from './identity/module';
import sale from './sale/module';
import system from './system/module';
import tenant from './tenant/module';
import warehouse from './warehouse/module';
import barcode from './barcode/module';
import production from './production/module';
import pull from './pull/module';
import quality from './quality/module';
import tooling from './tooling/module';
import equipment from './equipment/module';
import hr from './hr/module';
import iot from './iot/module';
import event from './event/module';
import project from './project/module';
import workbench from './workbench/module';
import search from './search/module';
import datagov from './datagov/module';

// demo data is seeded in this order: finance settles the purchase and sale documents seeded before it;
// flow submits some of the newest purchase orders; the warehouse enters audited arrivals and issues sale deliveries;
// the shop floor's other half (logistics, quality, tools, equipment) reads the documents and output of all before it
export const MODULES: readonly ModuleDef[] = [mdm, meta, system, tenant, purchase, sale, finance, trace, flow, identity, barcode, production, warehouse, pull, quality, tooling, equipment, hr, iot, event, project, workbench, search, datagov];
