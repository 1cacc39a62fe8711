// The modal form of a declared list: adds a row (empty, or with the declared initial values) or
// edits one; the save call's refusal is shown in the form and nothing typed is lost.
import { Checkbox, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/errors';
import type { FormDef, FormFieldDef } from './types';

function field(f: FormFieldDef, t: (key: string) => string, values: Record<string, unknown>) {
  switch (f.kind) {
    case 'text':
      return <Input maxLength={f.maxLength} />;
    case 'textarea':
      return <Input.TextArea maxLength={f.maxLength} rows={f.rows ?? 2} />;
    case 'number':
      return <InputNumber min={f.min} max={f.max} precision={f.precision} style={{ width: '100%' }} />;
    case 'select':
      return <Select options={[...f.options(t, values)]} {...(f.search ? { showSearch: true, optionFilterProp: 'label' } : {})} />;
    case 'checks':
      return <Checkbox.Group options={[...f.options(t, values)]} />;
  }
}

function rules(f: FormFieldDef, t: (key: string) => string) {
  if (f.kind === 'text') return f.required || f.pattern ? [{ required: f.required, whitespace: f.required, pattern: f.pattern, message: f.hint ? t(f.hint) : undefined }] : undefined;
  if (f.kind === 'select' && f.required) return [{ required: true }];
  if (f.kind === 'checks' && f.required) return [{ required: true, type: 'array' as const, min: 1 }];
  return undefined;
}

export function FormModal<Row>({ def, testId, open, editing, failedText = 'templates.actionFailed', onClose, onSaved }: { def: FormDef<Row>; testId: string; open: boolean; editing: Row | null; failedText?: string; onClose: () => void; onSaved: (saved: unknown) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setError(null);
    form.resetFields();
    form.setFieldsValue(editing ? (def.fromRow?.(editing) ?? (editing as Record<string, unknown>)) : (def.initial ?? {}));
  }, [open, editing, form, def]);

  // a field following another keeps only what is still offered once that one changes (a ticked
  // choice the new value does not offer would be sent unseen, or count for "at least one")
  const dropUnoffered = (changed: Record<string, unknown>) => {
    for (const f of def.fields) {
      if ((f.kind !== 'checks' && f.kind !== 'select') || !f.follows || !(f.follows in changed)) continue;
      const offered = new Set(f.options(t, form.getFieldsValue(true) as Record<string, unknown>).map((o) => o.value));
      const value: unknown = form.getFieldValue(f.name);
      if (Array.isArray(value) && value.some((v) => !offered.has(v))) form.setFieldValue(f.name, value.filter((v) => offered.has(v)));
      else if (!Array.isArray(value) && value != null && !offered.has(value as string)) form.setFieldValue(f.name, undefined);
    }
  };

  const submit = async () => {
    // a field the form refused shows its message beside it (no unhandled rejection)
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    setError(null);
    try {
      onSaved(await def.save(values, editing));
    } catch (e) {
      setError(errorMessage(e, t(failedText)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title={t(editing ? def.editTitle : def.addTitle)} onCancel={onClose} onOk={submit} confirmLoading={saving} okText={t('common.ok')} cancelText={t('common.cancel')} destroyOnHidden>
      <Form form={form} name={`${testId}-form`} layout="vertical" onValuesChange={dropUnoffered}>
        {def.fields.map((f) => {
          const item = (values: Record<string, unknown>) => (
            <Form.Item key={f.name} name={f.name} label={t(f.label)} extra={f.kind === 'text' && f.hint ? t(f.hint) : undefined} rules={rules(f, t)}>
              {field(f, t, values)}
            </Form.Item>
          );
          const shownWhen = f.shownWhen;
          if (!shownWhen && !('follows' in f && f.follows)) return item({});
          // drawn again whenever a value changes, so the field follows the one it depends on
          return (
            <Form.Item key={f.name} noStyle shouldUpdate>
              {({ getFieldsValue }) => {
                const values = getFieldsValue(true) as Record<string, unknown>;
                return !shownWhen || shownWhen(values) ? item(values) : null;
              }}
            </Form.Item>
          );
        })}
        {error ? <div className="ant-form-item-explain-error">{error}</div> : null}
      </Form>
    </Modal>
  );
}
