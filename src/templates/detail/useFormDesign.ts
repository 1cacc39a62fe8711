// The design saved for a form id (datax.Form/getByFormId's `design`), for the detail and list
// templates. Remembered per tenant and form id for the session; the designer forgets a form it
// saves (forgetFormDesign), so the next detail opened shows the new layout without a reload.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormDesign } from '../../../schemas/forms/types';
import { FormApi } from '../../api/services';
import { useSession } from '../../app/session/useSession';
import { currentLanguage } from '../../i18n';
import type { DetailDesign } from './designSchema';

const designs = new Map<string, Promise<FormDesign | null>>();

/** The design of a form id, null when none was saved (or the form is unknown to the tenant). */
export function loadFormDesign(tenantId: string, formId: string): Promise<FormDesign | null> {
  const key = `${tenantId}:${formId}`;
  let promise = designs.get(key);
  if (!promise) {
    // any failure (an unknown form id answers 11) is "no design": the page keeps its own layout
    promise = Promise.resolve()
      .then(() => FormApi.getByFormId([formId], { ignoreError: true, cancelPrevious: false }))
      .then(
        (form) => form?.design ?? null,
        () => {
          // not remembered: the next visit asks again
          designs.delete(key);
          return null;
        },
      );
    designs.set(key, promise);
  }
  return promise;
}

/** After a save or removal on the designer; without a form id, every remembered design. */
export function forgetFormDesign(formId?: string): void {
  if (!formId) {
    designs.clear();
    return;
  }
  for (const key of designs.keys()) if (key.endsWith(`:${formId}`)) designs.delete(key);
}

export interface FormDesignState {
  /** true until the answer for this form id is in */
  loading: boolean;
  design: DetailDesign | null;
}

/** The form id's design with the language to show its labels in; no form id → no design. */
export function useFormDesign(formId: string | null | undefined): FormDesignState {
  useTranslation();
  const tenantId = useSession()?.tenant.id ?? '';
  const key = formId ? `${tenantId}:${formId}` : '';
  const [state, setState] = useState<{ key: string; schema: FormDesign | null }>({ key: '', schema: null });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what is loaded (tenant and form id)
  useEffect(() => {
    if (!formId) return;
    let live = true;
    void loadFormDesign(tenantId, formId).then((schema) => live && setState({ key, schema }));
    return () => {
      live = false;
    };
  }, [key]);
  const language = currentLanguage();
  const loading = !!formId && state.key !== key;
  const schema = formId && !loading ? state.schema : null;
  // one object per answer and language: the detail's schema is memoised on it
  return useMemo(() => ({ loading, design: schema ? { schema, language } : null }), [loading, schema, language]);
}
