// The typed client of quality.Spc (types only from the contract: zod stays out of the bundle).
import { client } from '../../../../src/api/services';
import type { qualitySpc } from '../contracts';

export const SpcApi = client<typeof qualitySpc>('quality.Spc');

/** The page shows its own failures: no global notice. */
export const quiet = { ignoreError: true } as const;
