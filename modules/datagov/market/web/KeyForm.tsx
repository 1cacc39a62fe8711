// An API key's dialog: the services it may call, its quota a day and rate a minute, its expiry, on or
// off. A new key's dialog then shows the key's value — once: the server
// keeps only its hash.
import { Alert, App, DatePicker, Form, Input, InputNumber, Modal, Select, Switch, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeyView } from '../contracts';
import type { ModalProps } from '../../../../src/templates/service-list/types';
import { MarketKeyApi, type Option } from './api';

/** the services a key may be given, read with the keys' list */
export const keyChoices: { apis: Option[] } = { apis: [] };

interface KeyValues {
  name: string;
  keyGroup?: string;
  apiIds: string[];
  quotaDay: number;
  rateMinute: number;
  expiresAt?: dayjs.Dayjs | null;
  enabled: boolean;
  remark?: string;
}

export function KeyDialog({ open, onClose, onDone, row }: ModalProps & { row?: KeyView }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<KeyValues>();
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    setError(null);
    try {
      const k = await MarketKeyApi.save([{ id: row?.id, name: v.name, keyGroup: v.keyGroup || null, apiIds: (v.apiIds ?? []).map(Number), quotaDay: v.quotaDay, rateMinute: v.rateMinute, enabled: v.enabled, expiresAt: v.expiresAt ? v.expiresAt.toISOString() : null, remark: v.remark ?? null }], { ignoreError: true });
      void message.success(t('datagov.saved'));
      if (k.key) setMade(k.key);
      else onDone();
    } catch (e) {
      setError((e as Error).message || t('datagov.failed'));
    } finally {
      setBusy(false);
    }
  };
  if (made) {
    return (
      <Modal open={open} title={t('datagov.market.keyMade')} onOk={onDone} onCancel={onDone} cancelButtonProps={{ style: { display: 'none' } }} okText={t('datagov.market.keyCopied')}>
        <Alert type="warning" showIcon message={t('datagov.market.keyOnce')} style={{ marginBottom: 12 }} />
        <Typography.Paragraph copyable code data-testid="mk-key-value">
          {made}
        </Typography.Paragraph>
      </Modal>
    );
  }
  return (
    <Modal open={open} title={t(row ? 'datagov.market.editKey' : 'datagov.market.addKey')} onOk={submit} onCancel={onClose} confirmLoading={busy} okButtonProps={{ 'data-testid': 'mk-key-save' } as Record<string, string>} destroyOnHidden>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" initialValues={row ? { ...row, apiIds: row.apiIds.map(String), expiresAt: row.expiresAt ? dayjs(row.expiresAt) : null, remark: row.remark ?? undefined, keyGroup: row.keyGroup ?? undefined } : { quotaDay: 1000, rateMinute: 60, enabled: true, apiIds: [] }}>
        <Form.Item name="name" label={t('datagov.name')} rules={[{ required: true, message: t('datagov.market.required') }]}>
          <Input maxLength={100} data-testid="mk-key-name" />
        </Form.Item>
        <Form.Item name="keyGroup" label={t('datagov.market.keyGroup')} extra={t('datagov.market.keyGroupHint')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="apiIds" label={t('datagov.market.apis')}>
          <Select mode="multiple" options={keyChoices.apis} optionFilterProp="label" data-testid="mk-key-apis" />
        </Form.Item>
        <Form.Item name="quotaDay" label={t('datagov.market.quotaDay')} rules={[{ required: true, message: t('datagov.market.required') }]}>
          <InputNumber min={1} precision={0} style={{ width: '100%' }} data-testid="mk-key-quota" />
        </Form.Item>
        <Form.Item name="rateMinute" label={t('datagov.market.rateMinute')} rules={[{ required: true, message: t('datagov.market.required') }]}>
          <InputNumber min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="expiresAt" label={t('datagov.market.expiresAt')}>
          <DatePicker showTime style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="enabled" label={t('datagov.market.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="remark" label={t('datagov.remark')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
