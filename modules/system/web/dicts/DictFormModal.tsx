// 新增字典 / 编辑字典: code, name, English name, remark. A product dictionary keeps its code.
import { App, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictInput, DictTypeView } from '../../contracts/dicts';
import { errorMessage } from '../../../../src/api/errors';
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
  const { message } = App.useApp();
  const [form] = Form.useForm<DictInput>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) form.setFieldsValue({ code: editing.code, name: editing.name, nameEn: editing.nameEn, remark: editing.remark });
  }, [open, editing, form]);

  const submit = async (values: DictInput) => {
    setBusy(true);
    try {
      const input = { ...values, ...(editing ? { status: editing.status } : {}) };
      const saved = editing ? await DictAdminApi.update([editing.code, input], { ignoreError: true }) : await DictAdminApi.create([input], { ignoreError: true });
      onSaved(saved);
    } catch (e) {
      void message.error(errorMessage(e, t('dicts.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t(editing ? 'dicts.editTitle' : 'dicts.addTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={busy}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} data-testid="dict-form">
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
      </Form>
    </Modal>
  );
}
