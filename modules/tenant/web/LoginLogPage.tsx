import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Alert, App, Button, Card, DatePicker, Form, Input, Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginLogQuery, LoginLogView } from '../contracts';
import { errorMessage } from '../../../src/api/errors';
import { usePermission } from '../../../src/engine/PermissionContext';
import { exportLoginLog, LoginLogApi } from './api';
import { TenantSelect, tenantLabel } from './TenantSelect';
import { formatTime } from './TenantTags';
import { compact, usePaged } from '../../../src/templates/shared/usePaged';

type Filters = Omit<LoginLogQuery, 'page' | 'pageSize'>;
interface FormValues {
  tenantId?: string;
  userCode?: string;
  ip?: string;
  success?: 'true' | 'false';
  range?: [Dayjs | null, Dayjs | null] | null;
}

function toFilters(v: FormValues): Filters {
  const [from, to] = v.range ?? [null, null];
  return compact({
    tenantId: v.tenantId,
    userCode: v.userCode?.trim(),
    ip: v.ip?.trim(),
    success: v.success === undefined ? undefined : v.success === 'true',
    from: from?.format('YYYY-MM-DD'),
    to: to?.format('YYYY-MM-DD'),
  });
}

/** tenant/LoginLog (登录日志): every login attempt of every tenant, filtered, and 导出 to .xlsx. */
export default function LoginLogPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = usePermission();
  const list = usePaged<LoginLogView, Filters>((q) => LoginLogApi.summaryPage([q], { ignoreError: true }), {});
  const [form] = Form.useForm<FormValues>();
  const [exporting, setExporting] = useState(false);

  const doExport = async () => {
    setExporting(true);
    try {
      await exportLoginLog(list.filters, t('tenantAdmin.log.export'));
    } catch (e) {
      void message.error(errorMessage(e, t('tenantAdmin.failed')));
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumnsType<LoginLogView> = [
    { title: t('tenantAdmin.log.time'), dataIndex: 'createDt', width: 180, render: formatTime },
    { title: t('tenantAdmin.tenant'), key: 'tenant', width: 240, render: (_, l) => tenantLabel({ code: l.tenantCode, name: l.tenantName }) },
    { title: t('tenantAdmin.log.user'), dataIndex: 'userCode', width: 140 },
    { title: t('tenantAdmin.log.ip'), dataIndex: 'ip', width: 140 },
    { title: t('tenantAdmin.log.portal'), dataIndex: 'portalType', width: 80 },
    {
      title: t('tenantAdmin.log.result'),
      dataIndex: 'success',
      width: 90,
      render: (ok: boolean) => (ok ? <Tag color="green">{t('tenantAdmin.log.success')}</Tag> : <Tag color="red">{t('tenantAdmin.log.fail')}</Tag>),
    },
    { title: t('tenantAdmin.log.message'), dataIndex: 'message', ellipsis: true },
  ];

  return (
    <Card variant="borderless" data-testid="login-log-page">
      <Form form={form} name="loginLogFilter" layout="inline" onFinish={(v) => list.search(toFilters(v))} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="tenantId" label={t('tenantAdmin.tenant')}>
          <TenantSelect style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="userCode" label={t('tenantAdmin.log.user')}>
          <Input allowClear style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="ip" label={t('tenantAdmin.log.ip')}>
          <Input allowClear style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="success" label={t('tenantAdmin.log.result')}>
          <Select allowClear style={{ width: 100 }} options={[{ value: 'true', label: t('tenantAdmin.log.success') }, { value: 'false', label: t('tenantAdmin.log.fail') }]} />
        </Form.Item>
        <Form.Item name="range" label={t('tenantAdmin.log.range')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('tenantAdmin.search')}
          </Button>
          <Button onClick={() => (form.resetFields(), list.search({}))}>{t('tenantAdmin.reset')}</Button>
          {can('tenant.loginLog.export') ? (
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={doExport} data-testid="login-log-export">
              {exporting ? t('tenantAdmin.log.exporting') : t('tenantAdmin.log.export')}
            </Button>
          ) : null}
        </Space>
      </Form>
      {list.error ? <Alert type="error" showIcon message={list.error} style={{ marginBottom: 12 }} /> : null}
      <Table<LoginLogView>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        data-testid="login-log-table"
        pagination={{ current: list.page, pageSize: list.pageSize, total: list.total, showSizeChanger: true, showTotal: (total) => t('tenantAdmin.total', { total }), onChange: list.setPage }}
      />
    </Card>
  );
}
