// The server part of 质量管理: quality.InspectScheme, quality.Sample, quality.IncomingInspect and
// quality.ProcessInspect, the rules of items, schemes, incoming and in-process inspections as record
// hooks, and the demo data.
import { defineServerModule } from '../../../server/modules/types';
import { adjustHooks } from './adjust-rules';
import { incomingHooks } from './incoming-rules';
import { incomingInspectService } from './incoming-service';
import { itemHooks } from './item-rules';
import { processHooks } from './process-rules';
import { processInspectService } from './process-service';
import { releaseHooks } from './release-rules';
import { qualitySampleService } from './sample-service';
import { implementDocument } from '../../../server/records/document-service';
import { qualityStacks } from '../pages';
import { inspectSchemeService } from './scheme-service';
import { schemeHooks } from './scheme-rules';
import { seedQualityDemo } from './seed';

export default defineServerModule({
  services: [
    inspectSchemeService,
    qualitySampleService,
    incomingInspectService,
    processInspectService,
    implementDocument(qualityStacks.Release.service, {}),
    implementDocument(qualityStacks.Adjust.service, {}),
  ],
  hooks: [...itemHooks, ...schemeHooks, ...incomingHooks, ...processHooks, ...releaseHooks, ...adjustHooks],
  seed: seedQualityDemo,
});
