import { Alert, Button, Card, Form, Input, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GlobalJobView } from '../contracts';
import { GlobalJobApi } from './api';
import { TenantSelect, tenantLabel } from './TenantSelect';
import { formatTime } from './TenantTags';
import { compact, usePaged } from '../../../src/templates/shared/usePaged';

type Filters = { tenantId?: string; text?: string };

/** tenant/GlobalJob (全局任务): the scheduled jobs of every tenant, read-only. */
export default function GlobalJobPage() {
  const { t } = useTranslation();
  const [available, setAvailable] = useState(true);
  const list = usePaged<GlobalJobView, Filters>(async (q) => {
    const page = await GlobalJobApi.summaryPage([q], { ignoreError: true });
    setAvailable(page.available);
    return page;
  }, {});
  const [form] = Form.useForm<Filters>();

  const columns: TableColumnsType<GlobalJobView> = [
    { title: t('tenantAdmin.tenant'), key: 'tenant', width: 240, render: (_, j) => tenantLabel({ code: j.tenantCode, name: j.tenantName }) },
    { title: t('tenantAdmin.jobs.code'), dataIndex: 'code', width: 160 },
    { title: t('tenantAdmin.jobs.name'), dataIndex: 'name' },
    { title: t('tenantAdmin.jobs.handler'), dataIndex: 'handler', width: 140 },
    { title: t('tenantAdmin.jobs.cron'), dataIndex: 'cron', width: 140 },
    {
      title: t('tenantAdmin.jobs.enabled'),
      dataIndex: 'enabled',
      width: 90,
      render: (e: boolean | null) => (e === null ? '' : e ? <Tag color="green">{t('tenantAdmin.jobs.yes')}</Tag> : <Tag>{t('tenantAdmin.jobs.no')}</Tag>),
    },
    { title: t('tenantAdmin.jobs.lastRun'), dataIndex: 'lastRunAt', width: 180, render: formatTime },
    { title: t('tenantAdmin.jobs.lastResult'), dataIndex: 'lastRunStatus', width: 100 },
    { title: t('tenantAdmin.jobs.nextRun'), dataIndex: 'nextRunAt', width: 180, render: formatTime },
  ];

  return (
    <Card variant="borderless" data-testid="global-job-page">
      <Form form={form} name="jobFilter" layout="inline" onFinish={(v) => list.search(compact(v))} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="tenantId" label={t('tenantAdmin.tenant')}>
          <TenantSelect />
        </Form.Item>
        <Form.Item name="text">
          <Input allowClear placeholder={t('tenantAdmin.jobs.searchPlaceholder')} style={{ width: 200 }} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('tenantAdmin.search')}
          </Button>
          <Button onClick={() => (form.resetFields(), list.search({}))}>{t('tenantAdmin.reset')}</Button>
        </Space>
      </Form>
      {!available ? <Alert type="info" showIcon message={t('tenantAdmin.jobs.unavailable')} style={{ marginBottom: 12 }} /> : null}
      {list.error ? <Alert type="error" showIcon message={list.error} style={{ marginBottom: 12 }} /> : null}
      <Table<GlobalJobView>
        rowKey={(j) => `${j.tenantId}/${j.id}`}
        size="middle"
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        pagination={{ current: list.page, pageSize: list.pageSize, total: list.total, showTotal: (total) => t('tenantAdmin.total', { total }), onChange: list.setPage }}
      />
    </Card>
  );
}
