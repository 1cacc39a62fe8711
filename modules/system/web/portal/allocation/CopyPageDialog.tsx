// 复制页面: a copy of an allocated page for the role (needCopy) at its own url, with its own code;
// its functions are the page's prefixed `{code}@`.
import { Alert, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AllocNode } from '../../../../../schemas/rpc/portal-alloc';
import { MenuAllocApi } from '../../../../../src/api/services';

interface Values {
  code: string;
  name: string;
  url: string;
}

export interface CopyPageDialogProps {
  open: boolean;
  page: AllocNode;
  onClose: () => void;
  change: (run: () => Promise<unknown>, done?: string) => Promise<boolean>;
}

export function CopyPageDialog({ open, page, onClose, change }: CopyPageDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const code = Form.useWatch('code', form) ?? '';
  useEffect(() => {
    if (open) form.setFieldsValue({ code: '', name: `${page.name}${t('alloc.copySuffix')}`, url: `${page.url ?? ''}Copy` });
  }, [open, page, form, t]);

  const submit = async () => {
    const values = await form.validateFields();
    const ok = await change(() => MenuAllocApi.copy([{ allocId: page.id, code: values.code.trim(), name: values.name.trim(), url: values.url.trim() }], { ignoreError: true }), t('alloc.copied'));
    if (ok) onClose();
  };

  return (
    <Modal open={open} title={t('alloc.copyPage')} onCancel={onClose} onOk={() => void submit()} okText={t('common.ok')} cancelText={t('common.cancel')} destroyOnHidden>
      <Form form={form} layout="vertical" data-testid="copy-page-form">
        <Form.Item name="code" label={t('alloc.copyCode')} rules={[{ required: true, message: t('menus.problem.required') }, { pattern: /^[A-Za-z0-9_]+$/, message: t('alloc.problem.copyCode') }]}>
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item name="name" label={t('alloc.copyName')} rules={[{ required: true, whitespace: true, message: t('menus.problem.required') }]}>
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item name="url" label={t('alloc.copyUrl')} rules={[{ required: true, message: t('menus.problem.required') }, { pattern: /^[A-Za-z0-9_\-/]+$/, message: t('menus.problem.urlChars') }]}>
          <Input maxLength={512} />
        </Form.Item>
      </Form>
      <Alert type="info" showIcon message={t('alloc.copyHint', { prefix: `${code.trim() || '{code}'}@` })} />
    </Modal>
  );
}
