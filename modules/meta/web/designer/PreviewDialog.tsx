import { FormLayout } from '@formily/antd-v5';
import { createForm } from '@formily/core';
import { FormProvider } from '@formily/react';
import { Alert, Modal } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formGroupComponents } from '../../../../renderers/groups';
import type { FormDesign } from '../../../../schemas/forms/types';
import type { EntityMeta } from '../../../../schemas/rpc/datax';
import { useSchemaField } from '../../../../src/engine/components';
import { buildPageModel } from '../../../../src/engine/pageModel';
import { useRenderers } from '../../../../src/engine/RendererContext';
import { currentLanguage } from '../../../../src/i18n';
import { designFormSchema } from '../../../../src/templates/detail/designSchema';

interface PreviewDialogProps {
  open: boolean;
  onClose: () => void;
  entity: EntityMeta;
  design: FormDesign;
  title: string;
  /** the design's problems: shown instead of a form that could not be built */
  errors: string[];
}

/** The design as the detail page draws it for a new record (entity attributes as page fields, the same renderers). */
export function PreviewDialog({ open, onClose, entity, design, title, errors }: PreviewDialogProps) {
  const { t } = useTranslation();
  const registry = useRenderers();
  const SchemaField = useSchemaField(registry);
  const components = useMemo(formGroupComponents, []);
  const language = currentLanguage();
  const schema = useMemo(() => {
    if (!open || errors.length) return null;
    const model = buildPageModel(entity, null, { language });
    return designFormSchema(model, registry, { schema: design, language }, { add: t('templates.addRow'), operations: t('templates.operations') });
  }, [open, errors.length, entity, language, registry, design, t]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new schema (a new preview) starts from an empty form
  const form = useMemo(() => createForm(), [schema]);
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={980} destroyOnHidden title={t('designer.previewTitle', { name: title })}>
      <div data-testid="designer-preview">
        {schema ? (
          <FormProvider form={form}>
            <FormLayout layout="vertical">
              <SchemaField schema={schema} components={components} />
            </FormLayout>
          </FormProvider>
        ) : (
          <Alert type="error" showIcon message={t('designer.issues', { count: errors.length })} description={errors.map((e) => <div key={e}>{e}</div>)} />
        )}
      </div>
    </Modal>
  );
}
