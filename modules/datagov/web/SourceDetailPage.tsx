// meta/DataSourceDetail?id= (数据源详情): the source's settings (a password only as 已设置), its
// connection state, 测试连接 / 采集元数据 / 编辑, and its harvested tables.
import { Alert, App, Button, Card, Descriptions, Skeleton, Space, Tag } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { SourceView } from '../contracts';
import { errorMessage } from '../../../src/api/errors';
import { usePermission } from '../../../src/engine/PermissionContext';
import { ServiceListPage } from '../../../src/templates/service-list/ServiceListPage';
import { useOpenPage } from '../../../src/templates/shared/useOpenPage';
import { SourceApi } from './api';
import { STATUS_COLOR } from './SourceListPage';
import { tableList } from './TableListPage';

export default function SourceDetailPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = usePermission();
  const open = useOpenPage();
  const id = Number(useSearchParams()[0].get('id'));
  const [s, setS] = useState<SourceView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const load = useCallback(() => {
    SourceApi.detail([id], { ignoreError: true }).then(setS, (e) => setError(errorMessage(e, t('datagov.loadFailed'))));
  }, [id, t]);
  useEffect(load, [load]);
  // the tables list is made again after a harvest so it reloads
  const tables = useMemo(() => ({ ...tableList({ sourceId: id }), testId: `dg-source-tables-${round}`, bare: true as const }), [id, round]);

  const act = async (what: 'test' | 'harvest') => {
    setBusy(what);
    try {
      if (what === 'test') {
        const r = await SourceApi.testConnection([id], { ignoreError: true });
        setS(r);
        if (r.status === 'Ok') void message.success(t('datagov.connectionOk'));
        else void message.error(r.checkError ?? t('datagov.failed'));
      } else {
        const h = await SourceApi.harvest([id], { ignoreError: true });
        void message.success(t('datagov.harvested', { ...h }));
        load();
        setRound((n) => n + 1);
      }
    } catch (e) {
      void message.error(errorMessage(e, t('datagov.failed')));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card
      variant="borderless"
      title={s ? `${s.name}（${s.code}）` : t('datagov.source')}
      extra={
        <Space>
          {s && can('meta.dataSource.testConnection') ? <Button loading={busy === 'test'} onClick={() => act('test')} data-testid="dg-detail-test">{t('datagov.testConnection')}</Button> : null}
          {s && can('meta.dataSource.harvest') ? <Button type="primary" loading={busy === 'harvest'} onClick={() => act('harvest')} data-testid="dg-detail-harvest">{t('datagov.harvest')}</Button> : null}
          {s && can('meta.dataSource.update') ? <Button onClick={() => open(`meta/DataSourceEdit?id=${id}`)}>{t('templates.edit')}</Button> : null}
          <Button onClick={() => open('meta/DataSource')}>{t('datagov.back')}</Button>
        </Space>
      }
    >
      {error ? <Alert type="error" showIcon message={error} /> : null}
      {!s && !error ? <Skeleton active /> : null}
      {s ? (
        <>
          <Descriptions bordered size="small" column={3} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('datagov.kind')}>{t(`datagov.kinds.${s.kind}`)}</Descriptions.Item>
            <Descriptions.Item label={t('datagov.status')}>
              <Tag color={STATUS_COLOR[s.status]} data-testid="dg-detail-status">{t(`datagov.statuses.${s.status}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('datagov.checkedAt')}>{s.checkedAt ? new Date(s.checkedAt).toLocaleString() : ''}</Descriptions.Item>
            {s.kind === 'pg' ? (
              <>
                <Descriptions.Item label={t('datagov.host')}>{`${s.host}:${s.port}`}</Descriptions.Item>
                <Descriptions.Item label={t('datagov.database')}>{s.database}</Descriptions.Item>
                <Descriptions.Item label={t('datagov.user')}>{s.user}</Descriptions.Item>
                <Descriptions.Item label={t('datagov.password')}>{s.secretSet ? t('datagov.passwordSet') : ''}</Descriptions.Item>
              </>
            ) : null}
            {s.fileName ? <Descriptions.Item label={t('datagov.file')}>{s.fileName}</Descriptions.Item> : null}
            <Descriptions.Item label={t('datagov.harvestedAt')}>{s.harvestedAt ? new Date(s.harvestedAt).toLocaleString() : ''}</Descriptions.Item>
            {s.checkError ? <Descriptions.Item label={t('datagov.checkError')} span={3}>{s.checkError}</Descriptions.Item> : null}
            {s.remark ? <Descriptions.Item label={t('datagov.remark')} span={3}>{s.remark}</Descriptions.Item> : null}
          </Descriptions>
          <ServiceListPage key={round} def={tables} />
        </>
      ) : null}
    </Card>
  );
}
