// tenant/GlobalJob (全局任务): the scheduled jobs of every tenant, read-only; a notice when the job
// runner is not available.
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GlobalJobView } from '../contracts';
import { ServiceListPage } from '../../../src/templates/service-list/ServiceListPage';
import { defineServiceList } from '../../../src/templates/service-list/types';
import { GlobalJobApi } from './api';
import { TenantSelect, tenantLabel } from './TenantSelect';

function EnabledTag({ enabled }: { enabled: boolean | null }) {
  const { t } = useTranslation();
  if (enabled === null) return null;
  return enabled ? <Tag color="green">{t('tenantAdmin.jobs.yes')}</Tag> : <Tag>{t('tenantAdmin.jobs.no')}</Tag>;
}

export const globalJobList = defineServiceList<GlobalJobView, { tenantId?: string; text?: string }>({
  testId: 'global-job',
  load: (q) => GlobalJobApi.summaryPage([q], { ignoreError: true }),
  notice: (answer) => (answer.available === false ? 'tenantAdmin.jobs.unavailable' : null),
  rowKey: (j) => `${j.tenantId}/${j.id}`,
  filters: [
    { name: 'tenantId', label: 'tenantAdmin.tenant', kind: 'custom', render: () => <TenantSelect /> },
    { name: 'text', label: '', kind: 'text', placeholder: 'tenantAdmin.jobs.searchPlaceholder', width: 200 },
  ],
  columns: [
    { title: 'tenantAdmin.tenant', key: 'tenant', width: 240, render: (j) => tenantLabel({ code: j.tenantCode, name: j.tenantName }) },
    { title: 'tenantAdmin.jobs.code', field: 'code', width: 160 },
    { title: 'tenantAdmin.jobs.name', field: 'name' },
    { title: 'tenantAdmin.jobs.handler', field: 'handler', width: 140 },
    { title: 'tenantAdmin.jobs.cron', field: 'cron', width: 140 },
    { title: 'tenantAdmin.jobs.enabled', field: 'enabled', width: 90, render: (j) => <EnabledTag enabled={j.enabled} /> },
    { title: 'tenantAdmin.jobs.lastRun', field: 'lastRunAt', width: 180, render: 'time' },
    { title: 'tenantAdmin.jobs.lastResult', field: 'lastRunStatus', width: 100 },
    { title: 'tenantAdmin.jobs.nextRun', field: 'nextRunAt', width: 180, render: 'time' },
  ],
  totalText: 'tenantAdmin.total',
  failedText: 'tenantAdmin.failed',
});

export default function GlobalJobPage() {
  return <ServiceListPage def={globalJobList} />;
}
