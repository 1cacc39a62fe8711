// The server part of 标识管理: identity.Rule, the coding rules' hooks and their demo data. Other
// modules number their records by rule with generateCodes (generate.ts), in their own transaction.
import { defineServerModule } from '../../../server/modules/types';
import { identityHooks } from './hooks';
import { identityRuleService } from './rule-service';
import { seedIdentityDemo } from './seed';

export { generateCodes, type GenerateOptions } from './generate';

export default defineServerModule({
  services: [identityRuleService],
  hooks: identityHooks,
  seed: seedIdentityDemo,
});
