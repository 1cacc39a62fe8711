// The add/edit dialog of the hand-written administration pages (users, organisations, tenants,
// dictionaries …): 确定 validates and saves, its button spins meanwhile, and a refusal stays in the
// dialog under the fields (`{testId}-error`) with everything typed kept. Each page gives its fields
// and what saving means.
import { Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/errors';

interface SaveModalProps<V> {
  open: boolean;
  title: string;
  form: FormInstance<V>;
  /** the form's test id; its refusal is `{testId}-error` */
  testId: string;
  /** the form's name (prefixes the fields' element ids) */
  name?: string;
  width?: number;
  /** the message when a refusal says nothing */
  failed: string;
  onClose: () => void;
  /** saves the validated values; a throw is shown in the dialog */
  save: (values: V) => Promise<void>;
  children: ReactNode;
}

export function SaveModal<V>({ open, title, form, testId, name, width = 600, failed, onClose, save, children }: SaveModalProps<V>) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (open) setError(null);
  }, [open]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    setError(null);
    try {
      await save(values);
    } catch (e) {
      setError(errorMessage(e, failed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      destroyOnHidden
      width={width}
    >
      <Form form={form} name={name} layout="vertical" data-testid={testId}>
        {children}
        {error ? (
          <div className="ant-form-item-explain-error" data-testid={`${testId}-error`}>
            {error}
          </div>
        ) : null}
      </Form>
    </Modal>
  );
}
