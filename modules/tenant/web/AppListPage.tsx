import { Alert, App, Card, Space, Switch, Table, type TableColumnsType, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppView } from '../contracts';
import { errorMessage } from '../../../src/api/errors';
import { usePermission } from '../../../src/engine/PermissionContext';
import { currentLanguage } from '../../../src/i18n';
import { AppApi } from './api';
import { TenantSelect } from './TenantSelect';

/** tenant/applist (应用管理): the product's modules and which of them a tenant uses. */
export default function AppListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = usePermission();
  const en = currentLanguage() === 'en_US';
  const [tenantId, setTenantId] = useState<string>();
  const [apps, setApps] = useState<AppView[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setApps([]);
    setError(null);
    if (!tenantId) return;
    setLoading(true);
    AppApi.list([tenantId], { ignoreError: true })
      .then(
        (a) => live && setApps(a),
        (e) => live && setError(errorMessage(e, t('tenantAdmin.loadFailed'))),
      )
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [tenantId, t]);

  const toggle = async (app: AppView, enabled: boolean) => {
    if (!tenantId) return;
    try {
      setApps(await (enabled ? AppApi.enable : AppApi.disable)([tenantId, [app.code]], { ignoreError: true }));
      void message.success(t('tenantAdmin.done'));
    } catch (e) {
      void message.error(errorMessage(e, t('tenantAdmin.failed')));
    }
  };

  const columns: TableColumnsType<AppView> = [
    { title: t('tenantAdmin.apps.module'), key: 'name', render: (_, a) => (en ? a.nameEn : a.name) },
    { title: t('tenantAdmin.apps.code'), dataIndex: 'code', width: 200 },
    {
      title: t('tenantAdmin.status'),
      key: 'enabled',
      width: 200,
      render: (_, a) => (
        <Switch
          checked={a.enabled}
          checkedChildren={t('tenantAdmin.apps.enabled')}
          unCheckedChildren={t('tenantAdmin.apps.disabled')}
          disabled={!can(a.enabled ? 'tenant.applist.disable' : 'tenant.applist.enable')}
          onChange={(on) => void toggle(a, on)}
          data-testid={`app-switch-${a.code}`}
        />
      ),
    },
  ];

  return (
    <Card variant="borderless" data-testid="app-list-page">
      <Space direction="vertical" style={{ width: '100%' }}>
        <TenantSelect value={tenantId} onChange={setTenantId} placeholder={t('tenantAdmin.apps.pickTenant')} />
        <Typography.Text type="secondary">{t('tenantAdmin.apps.note')}</Typography.Text>
        {error ? <Alert type="error" showIcon message={error} /> : null}
        <Table<AppView> rowKey="code" size="middle" columns={columns} dataSource={apps} loading={loading} pagination={false} />
      </Space>
    </Card>
  );
}
