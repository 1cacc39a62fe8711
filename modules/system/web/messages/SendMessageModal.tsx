import { App, Form, Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageRecipients } from '../../../../schemas/rpc/portal';
import { errorMessage } from '../../../../src/api/errors';
import { MessageApi } from './api';

interface Values {
  title: string;
  content?: string;
  userIds?: number[];
  roleIds?: number[];
  departmentIds?: number[];
}

/** 发送消息: a title and content to chosen users, roles and departments (one message per user). */
export function SendMessageModal({ open, onClose, onSent }: { open: boolean; onClose: () => void; onSent: (count: number) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [who, setWho] = useState<MessageRecipients>({ users: [], roles: [], departments: [] });
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    MessageApi.recipients([], { ignoreError: true }).then(setWho, (e: unknown) => void message.error(errorMessage(e, t('messages.failed'))));
  }, [open, form, message, t]);

  const submit = async () => {
    const v = await form.validateFields();
    if (!v.userIds?.length && !v.roleIds?.length && !v.departmentIds?.length) {
      form.setFields([{ name: 'userIds', errors: [t('messages.noRecipient')] }]);
      return;
    }
    setSaving(true);
    try {
      const sent = await MessageApi.send([{ title: v.title, content: v.content || undefined, userIds: v.userIds, roleIds: v.roleIds, departmentIds: v.departmentIds }], { ignoreError: true });
      onSent(sent.count);
    } catch (e) {
      void message.error(errorMessage(e, t('messages.failed')));
    } finally {
      setSaving(false);
    }
  };

  const filter = (input: string, option?: { label?: unknown }) => String(option?.label ?? '').toLowerCase().includes(input.toLowerCase());
  return (
    <Modal open={open} title={t('messages.send')} width={640} onCancel={onClose} onOk={submit} okText={t('messages.sendOk')} cancelText={t('common.cancel')} confirmLoading={saving} destroyOnHidden>
      <Form form={form} layout="vertical" name="sendMessage" data-testid="send-message-form">
        <Form.Item name="userIds" label={t('messages.toUsers')}>
          <Select mode="multiple" allowClear showSearch filterOption={filter} options={who.users.map((u) => ({ value: u.id, label: `${u.name} (${u.code})` }))} data-testid="send-users" />
        </Form.Item>
        <Form.Item name="roleIds" label={t('messages.toRoles')}>
          <Select mode="multiple" allowClear showSearch filterOption={filter} options={who.roles.map((r) => ({ value: r.id, label: r.name }))} data-testid="send-roles" />
        </Form.Item>
        <Form.Item name="departmentIds" label={t('messages.toDepartments')}>
          <Select mode="multiple" allowClear showSearch filterOption={filter} options={who.departments.map((d) => ({ value: d.id, label: d.name }))} data-testid="send-departments" />
        </Form.Item>
        <Form.Item name="title" label={t('messages.title')} rules={[{ required: true, whitespace: true, message: t('messages.titleRequired') }, { max: 256 }]}>
          <Input maxLength={256} />
        </Form.Item>
        <Form.Item name="content" label={t('messages.content')} rules={[{ max: 4000 }]}>
          <Input.TextArea rows={5} maxLength={4000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
