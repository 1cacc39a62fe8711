// The typed clients of the warehouse calls (types only from the contracts: zod stays out of the bundle).
import { client } from '../../../src/api/services';
import type { wmsStock } from '../contracts';

export const WmsStockApi = client<typeof wmsStock>('wms.Stock');

/** Our own failure display: no global notice. */
export const quiet = { ignoreError: true } as const;
