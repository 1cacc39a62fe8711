// The task screen's body: the document's dedicated view when its receipt type has
// one (renderers/receipt-details) and the form is not being edited, else the entity's generated
// form — read-only, or editable on init and where 保存 is offered. A form flow shows its form with
// the values it was started with.
import { createForm, type Form } from '@formily/core';
import { FormLayout } from '@formily/antd-v5';
import { FormProvider } from '@formily/react';
import { Empty, Result, Skeleton } from 'antd';
import { type MutableRefObject, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordValue } from '../../../../../schemas/rpc/datax';
import { hasReceiptDetail, receiptDetailOf } from '../../../../../renderers/receipt-details/registry';
import { useReceiptModel } from '../../../../../renderers/receipt-details/useReceiptData';
import { useSchemaField } from '../../../../../src/engine/components';
import { useRenderers } from '../../../../../src/engine/RendererContext';
import { detailSchema } from '../../../../../src/templates/detail/detailSchema';

export interface TaskBodyProps {
  entityCode: string | null;
  record: RecordValue | null;
  receiptTypeCode: string | null;
  /** a low-code entity: always its generated form */
  lowcode: boolean;
  formValues: Record<string, unknown>;
  editable: boolean;
  /** the form shown (null: the dedicated view, or none): 保存 and 发起 read its values */
  formRef: MutableRefObject<Form | null>;
}

/** The dedicated view is used: a document of a type that has one, shown read-only. */
export const usesReceiptView = (p: Pick<TaskBodyProps, 'record' | 'receiptTypeCode' | 'lowcode' | 'editable'>): boolean =>
  !!p.record && !p.lowcode && !p.editable && hasReceiptDetail(p.receiptTypeCode);

export function TaskBody(props: TaskBodyProps) {
  const { t } = useTranslation();
  if (usesReceiptView(props)) {
    const { View } = receiptDetailOf(props.receiptTypeCode);
    return <View receiptId={props.record!.id} entityCode={props.entityCode!} />;
  }
  if (!props.entityCode) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('flowTasks.screen.noForm')} />;
  return <TaskForm {...props} entityCode={props.entityCode} />;
}

const clone = (value: object) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

function TaskForm({ entityCode, record, formValues, editable, formRef }: TaskBodyProps & { entityCode: string }) {
  const { t } = useTranslation();
  const registry = useRenderers();
  const SchemaField = useSchemaField(registry);
  const { model, error } = useReceiptModel(entityCode);
  const schema = useMemo(() => (model ? detailSchema(model, registry, '', { add: t('templates.addRow'), operations: t('templates.operations') }) : null), [model, registry, t]);
  const form = useMemo(() => createForm({ initialValues: clone(record ?? formValues), pattern: editable ? 'editable' : 'readPretty' }), [record, formValues, editable]);
  useEffect(() => {
    formRef.current = form;
    return () => {
      if (formRef.current === form) formRef.current = null;
    };
  }, [form, formRef]);

  if (error) return <Result status="warning" title={t('flowTasks.screen.noForm')} subTitle={error} />;
  if (!schema) return <Skeleton active />;
  return (
    <div data-testid="task-form">
      <FormProvider form={form}>
        <FormLayout layout="vertical">
          <SchemaField schema={schema} />
        </FormLayout>
      </FormProvider>
    </div>
  );
}
