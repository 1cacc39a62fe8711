import { Form, Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataShareView, ShareInput } from '../contracts';
import { errorMessage } from '../../../src/api/errors';
import { currentLanguage } from '../../../src/i18n';
import { DataShareApi } from './api';
import { TenantSelect } from './TenantSelect';

/** 新增数据共享授权: which tenant's records of which entity another tenant may read. */
export function GrantShareModal({ open, onClose, onGranted }: { open: boolean; onClose: () => void; onGranted: (share: DataShareView) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ShareInput>();
  const [entities, setEntities] = useState<Array<{ code: string; name: string; nameEn: string }>>([]);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const en = currentLanguage() === 'en_US';
  const source = Form.useWatch('sourceTenantId', form);

  useEffect(() => {
    if (!open) return;
    setError(null);
    form.resetFields();
    DataShareApi.entities([], { ignoreError: true }).then(setEntities, () => undefined);
  }, [open, form]);

  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    setError(null);
    try {
      onGranted(await DataShareApi.grant([v], { ignoreError: true }));
    } catch (e) {
      setError(errorMessage(e, t('tenantAdmin.failed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title={t('tenantAdmin.share.grantTitle')} onCancel={onClose} onOk={submit} confirmLoading={saving} okText={t('common.ok')} cancelText={t('common.cancel')} destroyOnHidden width={600}>
      <Form form={form} name="shareGrant" layout="vertical" data-testid="grant-form">
        <Form.Item name="sourceTenantId" label={t('tenantAdmin.share.source')} rules={[{ required: true }]}>
          <TenantSelect style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="targetTenantId" label={t('tenantAdmin.share.target')} rules={[{ required: true }]}>
          <TenantSelect style={{ width: '100%' }} exclude={source ? [source] : []} />
        </Form.Item>
        <Form.Item name="entityCode" label={t('tenantAdmin.share.entity')} rules={[{ required: true }]}>
          <Select showSearch optionFilterProp="label" options={entities.map((e) => ({ value: e.code, label: `${en ? e.nameEn : e.name}（${e.code}）` }))} />
        </Form.Item>
        <Form.Item name="remark" label={t('tenantAdmin.share.remark')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
        {error ? <div className="ant-form-item-explain-error">{error}</div> : null}
      </Form>
    </Modal>
  );
}
