// The entity's generated form, read-only: every attribute on the detail grid, as a detail page draws
// it for a new record (the same renderers), disabled.
import { FormLayout } from '@formily/antd-v5';
import { createForm } from '@formily/core';
import { FormProvider } from '@formily/react';
import { Empty } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityMeta } from '../../../../schemas/rpc/datax';
import { useSchemaField } from '../../../../src/engine/components';
import { buildPageModel } from '../../../../src/engine/pageModel';
import { useRenderers } from '../../../../src/engine/RendererContext';
import { formSchema } from '../../../../src/engine/schema';
import { currentLanguage } from '../../../../src/i18n';

export function GeneratedFormPreview({ entity }: { entity: EntityMeta }) {
  const { t } = useTranslation();
  const registry = useRenderers();
  const SchemaField = useSchemaField(registry);
  const language = currentLanguage();
  const model = useMemo(() => buildPageModel(entity, null, { language }), [entity, language]);
  const schema = useMemo(() => formSchema(model.form, registry), [model, registry]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new schema (another entity or language) shows on a fresh form
  const form = useMemo(() => createForm({ disabled: true }), [schema]);
  if (!model.form.length) return <Empty description={t('flowDefs.noFields')} />;
  return (
    <div data-testid="flow-form-preview">
      <FormProvider form={form}>
        <FormLayout layout="vertical">
          <SchemaField schema={schema} />
        </FormLayout>
      </FormProvider>
    </div>
  );
}
