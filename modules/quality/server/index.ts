// The server part of 质量管理: quality.InspectScheme, quality.Sample and quality.IncomingInspect,
// the rules of items, schemes and incoming inspections as record hooks, and the demo data.
import { defineServerModule } from '../../../server/modules/types';
import { incomingHooks } from './incoming-rules';
import { incomingInspectService } from './incoming-service';
import { itemHooks } from './item-rules';
import { qualitySampleService } from './sample-service';
import { inspectSchemeService } from './scheme-service';
import { schemeHooks } from './scheme-rules';
import { seedQualityDemo } from './seed';

export default defineServerModule({
  services: [inspectSchemeService, qualitySampleService, incomingInspectService],
  hooks: [...itemHooks, ...schemeHooks, ...incomingHooks],
  seed: seedQualityDemo,
});
