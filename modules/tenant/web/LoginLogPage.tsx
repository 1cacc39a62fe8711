// tenant/LoginLog (登录日志): every login attempt of every tenant, filtered, and 导出 to .xlsx.
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Tag } from 'antd';
import type { LoginLogQuery, LoginLogView } from '../contracts';
import { defineServiceList } from '../../../src/templates/service-list/types';
import { ServiceListPage } from '../../../src/templates/service-list/ServiceListPage';
import { useTranslation } from 'react-i18next';
import { exportLoginLog, LoginLogApi } from './api';
import { TenantSelect, tenantLabel } from './TenantSelect';

type Filters = Omit<LoginLogQuery, 'page' | 'pageSize'>;

function ResultTag({ ok }: { ok: boolean }) {
  const { t } = useTranslation();
  return ok ? <Tag color="green">{t('tenantAdmin.log.success')}</Tag> : <Tag color="red">{t('tenantAdmin.log.fail')}</Tag>;
}

export const loginLogList = defineServiceList<LoginLogView, Filters>({
  testId: 'login-log',
  load: (q) => LoginLogApi.summaryPage([q], { ignoreError: true }),
  filters: [
    { name: 'tenantId', label: 'tenantAdmin.tenant', kind: 'custom', render: () => <TenantSelect style={{ width: 220 }} /> },
    { name: 'userCode', label: 'tenantAdmin.log.user', kind: 'text' },
    { name: 'ip', label: 'tenantAdmin.log.ip', kind: 'text' },
    {
      name: 'success',
      label: 'tenantAdmin.log.result',
      kind: 'select',
      width: 100,
      options: [
        { value: true, label: 'tenantAdmin.log.success' },
        { value: false, label: 'tenantAdmin.log.fail' },
      ],
    },
    { name: 'range', label: 'tenantAdmin.log.range', kind: 'dateRange', from: 'from', to: 'to' },
  ],
  columns: [
    { title: 'tenantAdmin.log.time', field: 'createDt', width: 180, render: 'time' },
    { title: 'tenantAdmin.tenant', key: 'tenant', width: 240, render: (l) => tenantLabel({ code: l.tenantCode, name: l.tenantName }) },
    { title: 'tenantAdmin.log.user', field: 'userCode', width: 140 },
    { title: 'tenantAdmin.log.ip', field: 'ip', width: 140 },
    { title: 'tenantAdmin.log.portal', field: 'portalType', width: 80 },
    { title: 'tenantAdmin.log.result', field: 'success', width: 90, render: (l) => <ResultTag ok={l.success} /> },
    { title: 'tenantAdmin.log.message', field: 'message', ellipsis: true },
  ],
  toolbar: [{ label: 'tenantAdmin.log.export', fn: 'tenant.loginLog.export', icon: <DownloadOutlined />, run: (filters, t) => exportLoginLog(filters, t('tenantAdmin.log.export')) }],
  totalText: 'tenantAdmin.total',
  failedText: 'tenantAdmin.failed',
});

export default function LoginLogPage() {
  return <ServiceListPage def={loginLogList} />;
}
