// system/Api (接口管理, a System page of the platform): every call the server answers, searchable by
// path, with who may make it; a row opens the call's argument shapes (JSON Schema made from the zod
// contracts, portal.Api/getApiDetail) for integrators.
import { Alert, Button, Card, Descriptions, Drawer, Empty, Form, Input, Space, Spin, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiDetail } from '../../../../../schemas/rpc/portal-menu';
import { errorMessage } from '../../../../../src/api/errors';
import { compact, usePaged } from '../../../../../src/templates/shared/usePaged';
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

function ApiDetailDrawer({ path, onClose }: { path: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ detail: ApiDetail | null; error: string | null }>({ detail: null, error: null });
  useEffect(() => {
    if (!path) return;
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
    <Drawer open={!!path} onClose={onClose} width={720} title={t('apis.detail')} destroyOnHidden>
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

export default function ApiListPage() {
  const { t } = useTranslation();
  const list = usePaged<Row, { text?: string }>((q) => ApiCatalogue.summaryPage([q], { ignoreError: true }), {});
  const [open, setOpen] = useState<string | null>(null);
  const [form] = Form.useForm<{ text?: string }>();
  const columns: TableColumnsType<Row> = [
    {
      title: t('apis.path'),
      dataIndex: 'path',
      render: (p: string) => (
        <Button type="link" size="small" onClick={() => setOpen(p)} data-testid={`api-${p}`}>
          /{p}
        </Button>
      ),
    },
    { title: t('apis.access'), dataIndex: 'access', width: 320, render: (a: string) => <AccessTag access={a} /> },
  ];
  return (
    <Card variant="borderless" data-testid="api-list-page">
      <Form form={form} layout="inline" onFinish={(v) => list.search(compact(v))} style={{ marginBottom: 16 }}>
        <Form.Item name="text" label={t('apis.keyword')}>
          <Input allowClear style={{ width: 280 }} placeholder="portal.Menu" data-testid="api-keyword" />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('apis.search')}
        </Button>
      </Form>
      {list.error ? <Alert type="error" showIcon message={list.error} style={{ marginBottom: 12 }} /> : null}
      <Table<Row>
        rowKey="path"
        size="small"
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        pagination={{
          current: list.page,
          pageSize: list.pageSize,
          total: list.total,
          showSizeChanger: true,
          showTotal: (total) => t('apis.total', { total }),
          onChange: list.setPage,
        }}
        data-testid="api-table"
      />
      <ApiDetailDrawer path={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
