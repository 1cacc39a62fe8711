// Typed clients of the definition pages (types only from the contracts: zod stays out of the bundle).
import { client } from '../../../../src/api/services';
import type { flowCategory, flowDef, flowForm } from '../../contracts';

export const FlowDefApi = client<typeof flowDef>('flow.FlowableDef');
export const FlowFormApi = client<typeof flowForm>('flow.FlowableForm');
export const FlowCategoryApi = client<typeof flowCategory>('flow.FlowableCategory');

/** Our own failure display: no global notice, and lookups never cancel one another (4099). */
export const quiet = { ignoreError: true } as const;
export const lookup = { ignoreError: true, cancelPrevious: false } as const;

export const FLOW_LIST = 'flowable/FlowList';
export const FLOW_DETAIL = 'flowable/FlowDetail';
export const FLOW_JOB = 'flow/job';
export const FORM_DESIGNER = 'flowable/FormDesigner';
/** meta/Designer, the form designer of the low-code pages (?formId=&entityCode=) */
export const META_DESIGNER = 'meta/Designer';

export const detailPath = (deployId: string) => `${FLOW_DETAIL}?deployId=${encodeURIComponent(deployId)}`;
export const designPath = (deployId?: string) => (deployId ? `${FLOW_JOB}?deployId=${encodeURIComponent(deployId)}` : FLOW_JOB);
