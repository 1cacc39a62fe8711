// The server part of 标识管理: identity.Rule and identity.Label, their hooks and demo data, and the
// designer's preview PDF route. Other modules number their records by rule with generateCodes
// (generate.ts), in their own transaction, and print with a template of printableTemplate.
import { defineServerModule } from '../../../server/modules/types';
import { identityHooks } from './hooks';
import { labelHooks } from './label-hooks';
import { registerLabelPreview } from './label-preview';
import { seedLabelsDemo } from './label-seed';
import { identityLabelService } from './label-service';
import { identityRuleService } from './rule-service';
import { seedIdentityDemo } from './seed';

export { generateCodes, type GenerateOptions } from './generate';
export { printableTemplate } from './label-service';

export default defineServerModule({
  services: [identityRuleService, identityLabelService],
  hooks: [...identityHooks, ...labelHooks],
  seed: async (ctx) => {
    await seedIdentityDemo(ctx);
    await seedLabelsDemo(ctx);
  },
  routes: registerLabelPreview,
});
