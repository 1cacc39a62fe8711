// system/Api (接口管理, a System page of the platform): every call the server answers, searchable by
// path, with who may make it; a row opens the call's argument shapes (JSON Schema made from the zod
// contracts, portal.Api/getApiDetail) for integrators.
import { Alert, Card, Descriptions, Drawer, Empty, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiDetail } from '../../../../../schemas/rpc/portal-menu';
import { errorMessage } from '../../../../../src/api/errors';
import { ServiceListPage } from '../../../../../src/templates/service-list/ServiceListPage';
import { defineServiceList } from '../../../../../src/templates/service-list/types';
import { ApiCatalogue } from '../api';

interface Row {
  path: string;
  access: string;
}

function AccessTag({ access }: { access: string }) {
  const { t } = useTranslation();
  if (access === 'public') return <Tag color="orange">{t('apis.accessKinds.public')}</Tag>;
  if (access === 'session') return <Tag color="blue">{t('apis.accessKinds.session')}</Tag>;
  return <Typography.Text code>{access}</Typography.Text>;
}

function ApiDetailDrawer({ path, onClose }: { path: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ detail: ApiDetail | null; error: string | null }>({ detail: null, error: null });
  useEffect(() => {
    let live = true;
    setState({ detail: null, error: null });
    ApiCatalogue.getApiDetail([path], { ignoreError: true }).then(
      (detail) => live && setState({ detail, error: null }),
      (e: unknown) => live && setState({ detail: null, error: errorMessage(e, t('apis.failed')) }),
    );
    return () => {
      live = false;
    };
  }, [path, t]);
  const { detail, error } = state;
  return (
    <Drawer open onClose={onClose} width={720} title={t('apis.detail')} destroyOnHidden>
      {error ? <Alert type="error" showIcon message={error} /> : null}
      {!detail && !error ? <Spin /> : null}
      {detail ? (
        <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="api-detail">
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('apis.path')}>
              <Typography.Text code copyable={{ text: `/${detail.path}`, tooltips: [t('apis.copy'), t('apis.copied')] }}>
                /{detail.path}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('apis.access')}>
              <AccessTag access={detail.access} />
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5}>{t('apis.args')}</Typography.Title>
          {detail.args.length ? (
            detail.args.map((a, i) => (
              <Card key={a.name} size="small" title={`${i} · ${a.name}`}>
                <pre style={{ margin: 0, maxHeight: 360, overflow: 'auto', fontSize: 12 }}>{JSON.stringify(a.schema, null, 2)}</pre>
              </Card>
            ))
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('apis.noArgs')} />
          )}
        </Space>
      ) : null}
    </Drawer>
  );
}

export const apiList = defineServiceList<Row, { text?: string }>({
  testId: 'api',
  load: (q) => ApiCatalogue.summaryPage([q], { ignoreError: true }),
  rowKey: 'path',
  filters: [{ name: 'text', label: 'apis.keyword', kind: 'text', width: 280, placeholder: 'apis.keywordHint', testId: 'api-keyword' }],
  columns: [
    { title: 'apis.path', field: 'path', render: (r) => `/${r.path}`, opens: (r, p) => <ApiDetailDrawer path={r.path} onClose={p.onClose} />, testId: (r) => `api-${r.path}` },
    { title: 'apis.access', field: 'access', width: 320, render: (r) => <AccessTag access={r.access} /> },
  ],
  table: { size: 'small' },
  totalText: 'apis.total',
  failedText: 'apis.failed',
});

export default function ApiListPage() {
  return <ServiceListPage def={apiList} />;
}
