// The calls the task lists and the task screen make (types only from the contracts: zod stays
// out of the browser bundle).
import type { flowCategory, flowDef, flowTask } from '../../contracts';
import { client } from '../../../../src/api/services';

export const FlowTaskApi = client<typeof flowTask>('flow.FlowableTask');
export const FlowDefApi = client<typeof flowDef>('flow.FlowableDef');
export const FlowCategoryApi = client<typeof flowCategory>('flow.FlowableCategory');

/** the call answers its own failure on the page (no global notice) */
export const quiet = { ignoreError: true } as const;
