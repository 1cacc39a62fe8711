// 新增字典 / 编辑字典: code, name, English name, remark. A product dictionary keeps its code.
import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictInput, DictTypeView } from '../../contracts/dicts';
import { SaveModal } from '../../../../src/templates/shared/SaveModal';
import { DictAdminApi } from './api';

export const CODE_RULE = /^[A-Za-z0-9_.-]+$/;

interface Props {
  open: boolean;
  /** null: a new dictionary */
  editing: DictTypeView | null;
  onClose: () => void;
  onSaved: (saved: DictTypeView) => void;
}

export function DictFormModal({ open, editing, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DictInput>();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) form.setFieldsValue({ code: editing.code, name: editing.name, nameEn: editing.nameEn, remark: editing.remark });
  }, [open, editing, form]);

  const save = async (values: DictInput) => {
    const input = { ...values, ...(editing ? { status: editing.status } : {}) };
    onSaved(editing ? await DictAdminApi.update([editing.code, input], { ignoreError: true }) : await DictAdminApi.create([input], { ignoreError: true }));
  };

  return (
    <SaveModal open={open} title={t(editing ? 'dicts.editTitle' : 'dicts.addTitle')} form={form} testId="dict-form" width={520} failed={t('dicts.failed')} onClose={onClose} save={save}>
      <Form.Item
        name="code"
        label={t('dicts.code')}
        extra={editing?.builtin ? t('dicts.builtinHint') : undefined}
        rules={[{ required: true, message: t('dicts.required') }, { pattern: CODE_RULE, message: t('dicts.codeRule') }]}
      >
        <Input maxLength={64} disabled={!!editing?.builtin} />
      </Form.Item>
      <Form.Item name="name" label={t('dicts.name')} rules={[{ required: true, whitespace: true, message: t('dicts.required') }]}>
        <Input maxLength={128} />
      </Form.Item>
      <Form.Item name="nameEn" label={t('dicts.nameEn')}>
        <Input maxLength={128} />
      </Form.Item>
      <Form.Item name="remark" label={t('dicts.remark')}>
        <Input.TextArea maxLength={500} rows={3} />
      </Form.Item>
    </SaveModal>
  );
}
