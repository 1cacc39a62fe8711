// A page's form with the form groups it declares, as the detail template renders it, for tests of
// one module's groups (cost tables, previews) without the whole detail page.
import type { Form } from '@formily/core';
import { FormLayout } from '@formily/antd-v5';
import { FormProvider } from '@formily/react';
import { useEffect, useMemo } from 'react';
import { fieldRenderers } from '../../../renderers/fields';
import { formGroupComponents } from '../../../renderers/groups';
import type { FormGroupDef } from '../../../schemas/pages/types';
import { useSchemaField } from '../../../src/engine/components';
import type { FieldMeta } from '../../../renderers/fields/types';
import type { RendererRegistry } from '../../../src/engine/renderers';
import { formSchema } from '../../../src/engine/schema';

const registry = fieldRenderers as RendererRegistry;

/** The fields `metas` laid out in `groups` over `form`; `watch` runs with the form (what it returns stops it). */
export function GroupedForm({ form, metas, groups, watch }: { form: Form; metas: readonly FieldMeta[]; groups: readonly FormGroupDef[]; watch?: (form: Form) => () => void }) {
  const SchemaField = useSchemaField(registry);
  const components = useMemo(formGroupComponents, []);
  useEffect(() => watch?.(form), [form, watch]);
  return (
    <FormProvider form={form}>
      <FormLayout layout="vertical">
        <SchemaField schema={formSchema(metas, registry, groups)} components={components} />
      </FormLayout>
    </FormProvider>
  );
}
