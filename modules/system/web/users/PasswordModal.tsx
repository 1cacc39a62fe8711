import { Modal, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ShownPasswords {
  /** one user's password (new user, reset) */
  one?: { code: string; password: string };
  /** an import's generated passwords */
  many?: Array<{ code: string; password: string }>;
}

/** Passwords the server generated: shown once, never stored in clear. */
export function PasswordModal({ shown, onClose }: { shown: ShownPasswords | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={!!shown}
      title={t('systemAdmin.passwordTitle')}
      onOk={onClose}
      onCancel={onClose}
      okText={t('common.ok')}
      cancelButtonProps={{ style: { display: 'none' } }}
      destroyOnHidden
    >
      {shown?.one ? (
        <div data-testid="user-password">
          <p>{t('systemAdmin.passwordOnce', { code: shown.one.code })}</p>
          <Typography.Text code copyable data-testid="generated-password">
            {shown.one.password}
          </Typography.Text>
        </div>
      ) : null}
      {shown?.many?.length ? (
        <>
          <p>{t('systemAdmin.importPasswords')}</p>
          <Table
            size="small"
            rowKey="code"
            pagination={false}
            dataSource={shown.many}
            columns={[
              { title: t('systemAdmin.code'), dataIndex: 'code' },
              { title: t('systemAdmin.password'), dataIndex: 'password', render: (p: string) => <Typography.Text code copyable>{p}</Typography.Text> },
            ]}
          />
        </>
      ) : null}
    </Modal>
  );
}
