// The typed client of the iot.Gateway calls (types only from the contracts: zod stays out of the bundle).
import { client } from '../../../src/api/services';
import type { iotGatewayService } from '../contracts';

export const GatewayApi = client<typeof iotGatewayService>('iot.Gateway');

/** Our own failure display: no global notice. */
export const quiet = { ignoreError: true } as const;
