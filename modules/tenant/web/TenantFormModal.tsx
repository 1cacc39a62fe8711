import { Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TenantCreated, TenantView } from '../contracts';
import { encryptPassword } from '../../../src/api/password';
import { LoginApi } from '../../../src/api/services';
import { currentLanguage } from '../../../src/i18n';
import { SaveModal } from '../../../src/templates/shared/SaveModal';
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
  const trades = useTrades();
  const en = currentLanguage() === 'en_US';

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) form.setFieldsValue({ code: editing.code, name: editing.name, industryCode: editing.industryCode ?? undefined });
  }, [open, editing, form]);

  const save = async (v: Values) => {
    if (editing) {
      await TenantApi.update([{ id: editing.id, name: v.name, industryCode: v.industryCode ?? null }], { ignoreError: true });
      onSaved();
    } else {
      const adminPassword = v.adminPassword ? await encryptPassword((await LoginApi.publicKey([])).publicKey, v.adminPassword) : null;
      onCreated(await TenantApi.create([{ code: v.code.trim(), name: v.name, industryCode: v.industryCode ?? null, adminPassword }], { ignoreError: true }));
    }
  };

  return (
    <SaveModal open={open} title={editing ? t('tenantAdmin.edit') : t('tenantAdmin.add')} form={form} name="tenantForm" testId="tenant-form" failed={t('tenantAdmin.failed')} onClose={onClose} save={save}>
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
    </SaveModal>
  );
}
