import { Alert, App, Button, Card, Descriptions, Skeleton, Space } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { TradeView } from '../contracts';
import { errorMessage } from '../../../src/api/errors';
import { usePermission } from '../../../src/engine/PermissionContext';
import { useOpenPage } from '../../../src/templates/shared/useOpenPage';
import { TradeApi } from './api';
import { PartyTypeTag } from './TenantTags';
import { FormModal } from '../../../src/templates/service-list/FormModal';
import { tradeForm } from './tradeForm';

/** tenant/TradeDetail?id= (行业详情): one industry, edited in place. */
export default function TradeDetailPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = usePermission();
  const open = useOpenPage();
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const [trade, setTrade] = useState<TradeView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);

  const load = useCallback(() => {
    setError(null);
    if (!Number.isInteger(id) || id <= 0) return setError(t('tenantAdmin.loadFailed'));
    TradeApi.detail([id], { ignoreError: true }).then(setTrade, (e) => setError(errorMessage(e, t('tenantAdmin.loadFailed'))));
  }, [id, t]);
  useEffect(load, [load]);

  return (
    <Card
      variant="borderless"
      title={trade ? `${trade.name}（${trade.code}）` : t('tenantAdmin.trade.title')}
      extra={
        <Space>
          {trade && can('tenant.tradelist.update') ? <Button onClick={() => setEditing(true)}>{t('templates.edit')}</Button> : null}
          <Button onClick={() => open('tenant/tradelist')}>{t('tenantAdmin.back')}</Button>
        </Space>
      }
    >
      {error ? <Alert type="error" showIcon message={error} /> : null}
      {!trade && !error ? <Skeleton active /> : null}
      {trade ? (
        <Descriptions bordered column={2}>
          <Descriptions.Item label={t('tenantAdmin.trade.code')}>{trade.code}</Descriptions.Item>
          <Descriptions.Item label={t('tenantAdmin.trade.name')}>{trade.name}</Descriptions.Item>
          <Descriptions.Item label={t('tenantAdmin.trade.nameEn')}>{trade.nameEn}</Descriptions.Item>
          <Descriptions.Item label={t('tenantAdmin.partyType')}>
            <PartyTypeTag partyType={trade.partyType} />
          </Descriptions.Item>
          <Descriptions.Item label={t('tenantAdmin.trade.tenantCount')}>{trade.tenantCount}</Descriptions.Item>
          <Descriptions.Item label={t('tenantAdmin.trade.sn')}>{trade.sn}</Descriptions.Item>
          <Descriptions.Item label={t('tenantAdmin.trade.remark')} span={2}>
            {trade.remark ?? ''}
          </Descriptions.Item>
        </Descriptions>
      ) : null}
      <FormModal
        def={tradeForm}
        testId="trade"
        open={editing}
        editing={trade}
        failedText="tenantAdmin.failed"
        onClose={() => setEditing(false)}
        onSaved={(saved) => {
          setEditing(false);
          setTrade(saved as TradeView);
          void message.success(t('tenantAdmin.saved'));
        }}
      />
    </Card>
  );
}
