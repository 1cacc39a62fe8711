// What the designer opens: the form's entity and the design saved for the form id (with its
// version), or an empty design for a form id without one.
import { EMPTY_DESIGN, type FormDesign } from '../../../../schemas/forms/types';
import type { EntityMeta } from '../../../../schemas/rpc/datax';
import { RpcError } from '../../../../src/api/errors';
import { EntityApi, FormApi } from '../../../../src/api/services';

export interface DesignSource {
  entity: EntityMeta;
  design: FormDesign;
  /** the saved version; null for a form never designed */
  version: number | null;
}

const quiet = { ignoreError: true, cancelPrevious: false };

export async function loadDesignSource(formId: string, entityCode: string | null): Promise<DesignSource> {
  try {
    const form = await FormApi.getByFormId([formId], quiet);
    // a form id that is another entity's default form, not designed yet: a new form of the entity asked for
    if (!form.design && entityCode && form.entityCode !== entityCode) return { entity: await EntityApi.detail([entityCode], quiet), design: EMPTY_DESIGN, version: null };
    return { entity: form.entity, design: form.design ?? EMPTY_DESIGN, version: form.designVersion };
  } catch (error) {
    // a new form id of the entity
    if (error instanceof RpcError && error.code === 11 && entityCode) return { entity: await EntityApi.detail([entityCode], quiet), design: EMPTY_DESIGN, version: null };
    throw error;
  }
}
