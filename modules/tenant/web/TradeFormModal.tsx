import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PartyType, type TradeView } from '../contracts';
import { errorMessage } from '../../../src/api/errors';
import { TradeApi } from './api';

const PARTY_TYPES: PartyType[] = ['Owner', 'Contractor', 'SupervisionDepartment', 'Other'];

interface Values {
  code: string;
  name: string;
  nameEn?: string;
  partyType: PartyType;
  remark?: string;
  sn?: number;
}

/** 新增行业 / 编辑行业: an industry and the party-type label its code gives. */
export function TradeFormModal({ open, editing, onClose, onSaved }: { open: boolean; editing: TradeView | null; onClose: () => void; onSaved: (t: TradeView) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setError(null);
    form.resetFields();
    form.setFieldsValue(editing ? { ...editing, remark: editing.remark ?? undefined } : { partyType: 'Other' });
  }, [open, editing, form]);

  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    setError(null);
    try {
      onSaved(await TradeApi.save([{ ...v, id: editing?.id, remark: v.remark ?? null }], { ignoreError: true }));
    } catch (e) {
      setError(errorMessage(e, t('tenantAdmin.failed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title={editing ? t('tenantAdmin.trade.edit') : t('tenantAdmin.trade.add')} onCancel={onClose} onOk={submit} confirmLoading={saving} okText={t('common.ok')} cancelText={t('common.cancel')} destroyOnHidden>
      <Form form={form} name="tradeForm" layout="vertical">
        <Form.Item name="code" label={t('tenantAdmin.trade.code')} extra={t('tenantAdmin.trade.codeHint')} rules={[{ required: true, pattern: /^[A-Za-z][A-Za-z0-9_]{0,63}$/, message: t('tenantAdmin.trade.codeHint') }]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="name" label={t('tenantAdmin.trade.name')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="nameEn" label={t('tenantAdmin.trade.nameEn')}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="partyType" label={t('tenantAdmin.partyType')} rules={[{ required: true }]}>
          <Select options={PARTY_TYPES.map((p) => ({ value: p, label: t(`tenantAdmin.partyTypes.${p}`) }))} />
        </Form.Item>
        <Form.Item name="sn" label={t('tenantAdmin.trade.sn')}>
          <InputNumber min={0} max={100000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="remark" label={t('tenantAdmin.trade.remark')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
        {error ? <div className="ant-form-item-explain-error">{error}</div> : null}
      </Form>
    </Modal>
  );
}
