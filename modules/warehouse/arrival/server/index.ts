// The server parts of 到货登记 and 退货单 that the warehouse module registers (modules/warehouse/server):
// the services, the hooks of the arrival, the return and the stock-in rules, and the demo data.
import type { RecordHooks, ServiceImpl, SeedContext } from '../../../../server/modules/types';
import { arrivalHooks } from './arrival-rules';
import { seedArrivalDemo } from './demo';
import { rejectHooks } from './reject-rules';
import { arrivalServices } from './services';
import { stockInHooks } from './stock-in';

export const arrivalServer: { services: ServiceImpl[]; hooks: RecordHooks[]; seed: (ctx: SeedContext) => Promise<void> } = {
  services: arrivalServices,
  hooks: [...arrivalHooks, ...rejectHooks, ...stockInHooks],
  seed: seedArrivalDemo,
};
