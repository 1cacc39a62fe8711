// 新增表单 / 编辑表单 of 流程表单: name, formKey — a form designed on meta/Designer (datax.Form/list)
// or an entity code whose generated form is used — its entity, remark. Picking a designed form
// fills its entity; typing any other key is allowed (the server keeps it as given).
import { AutoComplete, Form, Input } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormDesignSummary } from '../../../../schemas/rpc/datax';
import { FormApi } from '../../../../src/api/services';
import { SaveModal } from '../../../../src/templates/shared/SaveModal';
import type { FlowFormView } from '../../contracts';
import { FlowFormApi, lookup, quiet } from './api';
import type { Choices } from './useChoices';

interface Values {
  formName: string;
  formKey: string;
  entityCode?: string | null;
  remark?: string | null;
}

interface Props {
  open: boolean;
  editing: FlowFormView | null;
  receipts: Choices['receipts'];
  onClose: () => void;
  onSaved: (saved: FlowFormView) => void;
}

/** The tenant's designed forms (none when the role may not list them: the key is then typed). */
function useDesignedForms(open: boolean) {
  const [designs, setDesigns] = useState<FormDesignSummary[]>([]);
  useEffect(() => {
    if (!open) return;
    let live = true;
    FormApi.list([], lookup).then(
      (list) => live && setDesigns(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [open]);
  return designs;
}

export function FlowFormModal({ open, editing, receipts, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const designs = useDesignedForms(open);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) form.setFieldsValue({ formName: editing.formName, formKey: editing.formKey, entityCode: editing.entityCode, remark: editing.remark });
  }, [open, editing, form]);

  const keyOptions = useMemo(
    () => [
      { label: t('flowDefs.designedForms'), options: designs.map((d) => ({ value: d.formId, label: `${d.formId} · ${d.entityCode}` })) },
      { label: t('flowDefs.entityForms'), options: receipts.map((r) => ({ value: r.entityCode, label: `${r.entityCode} · ${r.name}` })) },
    ].filter((g) => g.options.length),
    [designs, receipts, t],
  );
  const entityOptions = useMemo(() => receipts.map((r) => ({ value: r.entityCode, label: `${r.entityCode} · ${r.name}` })), [receipts]);

  const keyChosen = (key: string) => {
    const design = designs.find((d) => d.formId === key);
    const entity = design?.entityCode ?? receipts.find((r) => r.entityCode === key)?.entityCode;
    if (entity) form.setFieldValue('entityCode', entity);
  };

  const save = async (v: Values) => {
    const input = { formId: editing?.formId, formName: v.formName.trim(), formKey: v.formKey.trim(), entityCode: v.entityCode?.trim() || null, remark: v.remark?.trim() || null };
    onSaved(editing ? await FlowFormApi.edit([input], quiet) : await FlowFormApi.add([input], quiet));
  };

  return (
    <SaveModal open={open} title={t(editing ? 'flowDefs.editForm' : 'flowDefs.addForm')} form={form} testId="flow-form-form" name="flowForm" width={560} failed={t('flowDefs.failed')} onClose={onClose} save={save}>
      <Form.Item name="formName" label={t('flowDefs.formName')} rules={[{ required: true, whitespace: true, message: t('flowDefs.required') }]}>
        <Input maxLength={128} />
      </Form.Item>
      <Form.Item name="formKey" label={t('flowDefs.formKey')} extra={t('flowDefs.formKeyHint')} rules={[{ required: true, whitespace: true, message: t('flowDefs.required') }]}>
        <AutoComplete options={keyOptions} onSelect={keyChosen} filterOption={(input, option) => String((option as { label?: unknown } | undefined)?.label ?? '').toLowerCase().includes(input.toLowerCase())} maxLength={128} />
      </Form.Item>
      <Form.Item name="entityCode" label={t('flowDefs.entityCode')}>
        <AutoComplete options={entityOptions} filterOption={(input, option) => String(option?.label ?? '').toLowerCase().includes(input.toLowerCase())} maxLength={128} />
      </Form.Item>
      <Form.Item name="remark" label={t('flowDefs.remark')}>
        <Input.TextArea maxLength={512} rows={3} />
      </Form.Item>
    </SaveModal>
  );
}
