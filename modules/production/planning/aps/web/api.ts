// The typed clients of the scheduling calls (types only from the contracts).
import { client } from '../../../../../src/api/services';
import type { planAps, planGantt } from '../contracts';

export const GanttApi = client<typeof planGantt>('plan.Gantt');
export const ApsApi = client<typeof planAps>('plan.Aps');

/** Our own failure display: no global notice. */
export const quiet = { ignoreError: true } as const;
