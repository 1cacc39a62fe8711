import { Form, Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TenantCreated, TenantView } from '../contracts';
import { errorMessage } from '../../../src/api/errors';
import { encryptPassword } from '../../../src/api/password';
import { LoginApi } from '../../../src/api/services';
import { currentLanguage } from '../../../src/i18n';
import { TenantApi } from './api';
import { tradeName, useTrades } from './useTrades';

interface Props {
  open: boolean;
  /** null: a new tenant */
  editing: TenantView | null;
  onClose: () => void;
  onCreated: (created: TenantCreated) => void;
  onSaved: () => void;
}

interface Values {
  code: string;
  name: string;
  industryCode?: string;
  adminPassword?: string;
}

/** 新增租户 / 编辑租户: a new tenant's code, name, industry and (optional) admin password. */
export function TenantFormModal({ open, editing, onClose, onCreated, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trades = useTrades();
  const en = currentLanguage() === 'en_US';

  useEffect(() => {
    if (!open) return;
    setError(null);
    form.resetFields();
    if (editing) form.setFieldsValue({ code: editing.code, name: editing.name, industryCode: editing.industryCode ?? undefined });
  }, [open, editing, form]);

  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    setError(null);
    try {
      if (editing) {
        await TenantApi.update([{ id: editing.id, name: v.name, industryCode: v.industryCode ?? null }], { ignoreError: true });
        onSaved();
      } else {
        const adminPassword = v.adminPassword ? await encryptPassword((await LoginApi.publicKey([])).publicKey, v.adminPassword) : null;
        onCreated(await TenantApi.create([{ code: v.code.trim(), name: v.name, industryCode: v.industryCode ?? null, adminPassword }], { ignoreError: true }));
      }
    } catch (e) {
      setError(errorMessage(e, t('tenantAdmin.failed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={editing ? t('tenantAdmin.edit') : t('tenantAdmin.add')}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      destroyOnHidden
      width={600}
    >
      <Form form={form} name="tenantForm" layout="vertical" data-testid="tenant-form">
        <Form.Item
          name="code"
          label={t('tenantAdmin.tenantCode')}
          extra={editing ? undefined : t('tenantAdmin.tenantCodeHint')}
          rules={[{ required: true, pattern: /^[a-z0-9][a-z0-9_-]{1,63}$/, message: t('tenantAdmin.tenantCodeHint') }]}
        >
          <Input disabled={!!editing} maxLength={64} autoComplete="off" />
        </Form.Item>
        <Form.Item name="name" label={t('tenantAdmin.tenantName')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item name="industryCode" label={t('tenantAdmin.industry')}>
          <Select allowClear options={trades.map((tr) => ({ value: tr.code, label: `${tradeName(tr, en)}（${tr.code}）` }))} />
        </Form.Item>
        {editing ? null : (
          <Form.Item
            name="adminPassword"
            label={t('tenantAdmin.adminPassword')}
            extra={t('tenantAdmin.adminPasswordHint')}
            rules={[{ pattern: /^(?=.*[A-Za-z])(?=.*\d).{8,64}$/, message: t('tenantAdmin.adminPasswordHint') }]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        )}
        {error ? <div className="ant-form-item-explain-error" data-testid="tenant-form-error">{error}</div> : null}
      </Form>
    </Modal>
  );
}
