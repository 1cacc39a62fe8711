// The server part of 到货登记 and 退货单: the services, the hooks of the arrival, the return and the
// stock-in rules, and the demo data — seeded before the warehouse's own demo, whose stacking orders
// take the arrivals' audited barcodes.
import type { PartServer } from '../../../../schemas/modules/define';
import { arrivalHooks } from './arrival-rules';
import { seedArrivalDemo } from './demo';
import { rejectHooks } from './reject-rules';
import { arrivalServices } from './services';
import { stockInHooks } from './stock-in';

export default {
  seedFirst: true,
  services: arrivalServices,
  hooks: [...arrivalHooks, ...rejectHooks, ...stockInHooks],
  seed: seedArrivalDemo,
} satisfies PartServer;
