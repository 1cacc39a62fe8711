import { App, Button, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TenantCreated } from '../contracts';

/** Shown once after a creation: the login address and, when generated, the admin password. */
export function CreatedTenantModal({ created, onClose }: { created: TenantCreated | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const password = created?.generatedPassword;
  const copy = async () => {
    if (!password) return;
    await navigator.clipboard?.writeText(password).catch(() => undefined);
    void message.success(t('tenantAdmin.copied'));
  };
  return (
    <Modal
      open={!!created}
      title={t('tenantAdmin.createdTitle')}
      onCancel={onClose}
      footer={<Button type="primary" onClick={onClose}>{t('common.ok')}</Button>}
      maskClosable={false}
      destroyOnHidden
    >
      {created ? (
        <Space direction="vertical" style={{ width: '100%' }} data-testid="tenant-created">
          <Typography.Paragraph>{t('tenantAdmin.createdIntro', { name: created.tenant.name, admin: created.admin.code, code: created.tenant.code })}</Typography.Paragraph>
          {password ? (
            <>
              <Typography.Text type="warning">{t('tenantAdmin.generatedPassword')}</Typography.Text>
              <Space>
                <Typography.Text code strong style={{ fontSize: 16 }} data-testid="generated-password">
                  {password}
                </Typography.Text>
                <Button size="small" onClick={copy}>
                  {t('tenantAdmin.copy')}
                </Button>
              </Space>
            </>
          ) : (
            <Typography.Text>{t('tenantAdmin.givenPassword')}</Typography.Text>
          )}
        </Space>
      ) : null}
    </Modal>
  );
}
