import { Alert, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface MetaFormModalProps {
  open: boolean;
  title: string;
  saving: boolean;
  /** a message that belongs to no field (shown above the form) */
  problem: string | null;
  /** test id of that message */
  problemTestId: string;
  width?: number;
  onSubmit: () => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}

/** The modal of the entity and attribute forms: OK submits, failures stay on screen. */
export function MetaFormModal({ open, title, saving, problem, problemTestId, width, onSubmit, onClose, children }: MetaFormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      width={width}
      title={title}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void onSubmit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      {problem ? <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} data-testid={problemTestId} /> : null}
      {children}
    </Modal>
  );
}
