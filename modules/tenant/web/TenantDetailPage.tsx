import { Alert, Button, Card, Descriptions, Skeleton, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { TenantDetail } from '../contracts';
import { errorMessage } from '../../../src/api/errors';
import { useOpenPage } from '../../../src/templates/shared/useOpenPage';
import { TenantApi } from './api';
import { formatTime, PartyTypeTag, StatusTag } from './TenantTags';

/** tenant/Detail?id= (租户详情): one tenant at a glance. */
export default function TenantDetailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const open = useOpenPage();
  const id = search.get('id') ?? '';
  const [tenant, setTenant] = useState<TenantDetail | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setTenant(null);
    setError(null);
    if (!id) {
      setError(t('tenantAdmin.notFound'));
      return;
    }
    TenantApi.detail([id], { ignoreError: true }).then(
      (d) => live && setTenant(d),
      (e) => live && setError(errorMessage(e, t('tenantAdmin.loadFailed'))),
    );
    return () => {
      live = false;
    };
  }, [id, t]);

  return (
    <Card
      variant="borderless"
      data-testid="tenant-detail-page"
      title={tenant ? `${tenant.name}（${tenant.code}）` : t('tenantAdmin.tenant')}
      extra={<Button onClick={() => open('tenant/tenant')}>{t('tenantAdmin.back')}</Button>}
    >
      {error ? <Alert type="error" showIcon message={error} /> : null}
      {!tenant && !error ? <Skeleton active /> : null}
      {tenant ? (
        <Descriptions bordered column={2} size="middle">
          <Descriptions.Item label={t('tenantAdmin.tenantCode')}>{tenant.code}</Descriptions.Item>
          <Descriptions.Item label={t('tenantAdmin.tenantName')}>{tenant.name}</Descriptions.Item>
          <Descriptions.Item label={t('tenantAdmin.industry')}>{tenant.industryName ?? tenant.industryCode ?? ''}</Descriptions.Item>
          <Descriptions.Item label={t('tenantAdmin.partyType')}>
            <PartyTypeTag partyType={tenant.partyType} />
          </Descriptions.Item>
          <Descriptions.Item label={t('tenantAdmin.status')}>
            <StatusTag status={tenant.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('tenantAdmin.createDt')}>{formatTime(tenant.createDt)}</Descriptions.Item>
          <Descriptions.Item label={t('tenantAdmin.userCount')}>{tenant.userCount}</Descriptions.Item>
          <Descriptions.Item label={t('tenantAdmin.roleCount')}>{tenant.roleCount}</Descriptions.Item>
          <Descriptions.Item label={t('tenantAdmin.lastLogin')}>{formatTime(tenant.lastLoginAt)}</Descriptions.Item>
          <Descriptions.Item label={t('tenantAdmin.disabledApps')}>
            {tenant.disabledApps.length ? (
              <Space size={4} wrap>
                {tenant.disabledApps.map((a) => (
                  <Tag key={a}>{a}</Tag>
                ))}
              </Space>
            ) : (
              t('tenantAdmin.none')
            )}
          </Descriptions.Item>
        </Descriptions>
      ) : null}
    </Card>
  );
}
