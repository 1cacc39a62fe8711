// The typed client of identity.Rule (types only from the contracts: zod stays out of the bundle).
import { client } from '../../../src/api/services';
import type { identityRule } from '../contracts';

export const IdentityRuleApi = client<typeof identityRule>('identity.Rule');

/** Our own failure display: no global notice. */
export const quiet = { ignoreError: true } as const;
