// The workbench's server part: BI (sources, pivots, filter values, saved analyses, the .xlsx export), the big screens a role may
// show, home's figures, open documents and the cards users pin, the 3D factory's layout, and the demo analysis.
import { defineServerModule } from '../../../server/modules/types';
import { registerBiExport } from './bi-export';
import { biImpl } from './bi-service';
import { seedWorkbenchDemo } from './demo';
import { displayImpl } from './display-service';
import { factoryImpl } from './factory-service';
import { figurePinKind } from './figure-pins';
import { homeImpl } from './home-service';
import { registerPinKind } from './pin-kinds';
import { pinImpl } from './pin-service';

// the dashboards' figures are a kind of card of the workbench's own; other modules register theirs (the indicators)
registerPinKind(figurePinKind);

export default defineServerModule({
  seed: seedWorkbenchDemo,
  services: [biImpl, displayImpl, homeImpl, pinImpl, factoryImpl],
  routes: registerBiExport,
});
