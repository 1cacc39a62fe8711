// The typed clients of the project calls (types only from the contracts).
import { client } from '../../../src/api/services';
import type { projectDocs, projectPlan } from '../contracts';

export const PlanApi = client<typeof projectPlan>('project.Plan');
export const DocsApi = client<typeof projectDocs>('project.Project');

/** Our own failure display: no global notice. */
export const quiet = { ignoreError: true } as const;
