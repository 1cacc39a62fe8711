// The typed clients of the shop-floor calls (types only from the contracts: zod stays out of the bundle).
import { client } from '../../../../src/api/services';
import type { taskOrder } from '../../orders/contracts';
import type { dcmTrack, taskCarry, taskFeeding, taskOutput } from '../contracts';

export const OrderExecApi = client<typeof taskOrder>('task.Order');
export const FeedingApi = client<typeof taskFeeding>('task.Feeding');
export const OutputApi = client<typeof taskOutput>('task.Output');
export const CarryApi = client<typeof taskCarry>('task.Carry');
export const TrackApi = client<typeof dcmTrack>('dcm.Track');

/** Our own failure display in the dialogs: no global notice. */
export const quiet = { ignoreError: true } as const;
