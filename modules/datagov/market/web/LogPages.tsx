// market/ApiLog (API调用日志: every call — time, key, service, parameters, status, rows, time taken,
// the caller's address) and market/ServiceLog (服务日志: services saved, published, taken offline,
// removed; integration runs), newest first, with their filters.
import { Tag, Tooltip } from 'antd';
import type { ApiLogView, ServiceLogView } from '../contracts';
import { ServiceListPage } from '../../../../src/templates/service-list/ServiceListPage';
import { defineServiceList } from '../../../../src/templates/service-list/types';
import { MarketLogApi } from './api';

const statusColor = (s: number) => (s === 200 ? 'green' : s === 429 ? 'orange' : 'red');
/** the date range filter's days as the call's times (the end day included) */
const range = (v: Record<string, unknown>) => ({
  ...(v.atFrom ? { from: new Date(`${v.atFrom}T00:00:00`).toISOString() } : {}),
  ...(v.atTo ? { to: new Date(new Date(`${v.atTo}T00:00:00`).getTime() + 86_400_000).toISOString() } : {}),
});

type ApiFilters = { status?: number; from?: string; to?: string };
const apiLog = defineServiceList<ApiLogView, ApiFilters>({
  testId: 'mk-api-log',
  load: (q) => MarketLogApi.apiPage([q], { ignoreError: true }),
  filters: [
    { name: 'status', label: 'datagov.market.httpStatus', kind: 'select', width: 150, options: [200, 400, 401, 403, 404, 429, 500].map((s) => ({ value: s, label: `datagov.market.httpStatuses.s${s}` })) },
    { name: 'at', label: 'datagov.market.at', kind: 'dateRange' },
  ],
  mapFilters: (v) => ({ ...(v.status ? { status: Number(v.status) } : {}), ...range(v) }),
  columns: [
    { title: 'datagov.market.at', field: 'at', width: 170, render: 'time' },
    { title: 'datagov.market.key', field: 'keyName', width: 130 },
    { title: 'datagov.market.api', field: 'apiCode', width: 130 },
    { title: 'datagov.market.path', field: 'path', width: 160 },
    { title: 'datagov.market.callParams', field: 'params', render: (r) => Object.entries(r.params).map(([k, v]) => `${k}=${v}`).join('&') },
    { title: 'datagov.market.httpStatus', field: 'status', width: 90, render: (r) => <Tooltip title={r.error ?? undefined}><Tag color={statusColor(r.status)}>{r.status}</Tag></Tooltip> },
    { title: 'datagov.market.rows', field: 'rowCount', width: 70, align: 'right' },
    { title: 'datagov.market.ms', field: 'ms', width: 80, align: 'right' },
    { title: 'datagov.market.ip', field: 'ip', width: 120 },
    { title: 'datagov.market.error', field: 'error', ellipsis: true },
  ],
  totalText: 'datagov.total',
  failedText: 'datagov.failed',
});

type ServiceFilters = { action?: string; ok?: boolean; from?: string; to?: string };
const serviceLog = defineServiceList<ServiceLogView, ServiceFilters>({
  testId: 'mk-service-log',
  load: (q) => MarketLogApi.servicePage([q], { ignoreError: true }),
  filters: [
    { name: 'action', label: 'datagov.market.action', kind: 'select', width: 140, options: ['save', 'publish', 'offline', 'remove', 'run', 'event'].map((a) => ({ value: a, label: `datagov.market.actions.${a}` })) },
    { name: 'ok', label: 'datagov.market.outcome', kind: 'select', width: 120, options: [{ value: true, label: 'datagov.market.runStatuses.ok' }, { value: false, label: 'datagov.market.runStatuses.failed' }] },
    { name: 'at', label: 'datagov.market.at', kind: 'dateRange' },
  ],
  mapFilters: (v) => ({ ...(v.action ? { action: String(v.action) } : {}), ...(typeof v.ok === 'boolean' ? { ok: v.ok } : {}), ...range(v) }),
  columns: [
    { title: 'datagov.market.at', field: 'at', width: 170, render: 'time' },
    { title: 'datagov.market.action', field: 'action', width: 100, render: (r, t) => t(`datagov.market.actions.${r.action}`) },
    { title: 'datagov.market.api', field: 'apiCode', width: 130 },
    { title: 'datagov.market.integration', field: 'integrationName', width: 160 },
    { title: 'datagov.market.outcome', field: 'ok', width: 80, render: (r, t) => <Tag color={r.ok ? 'green' : 'red'}>{t(`datagov.market.runStatuses.${r.ok ? 'ok' : 'failed'}`)}</Tag> },
    { title: 'datagov.market.attempts', field: 'attempts', width: 80, align: 'right' },
    { title: 'datagov.market.httpStatus', field: 'httpStatus', width: 90, align: 'right' },
    { title: 'datagov.market.ms', field: 'ms', width: 80, align: 'right' },
    { title: 'datagov.market.byName', field: 'byName', width: 100 },
    { title: 'datagov.market.message', field: 'message', ellipsis: true },
  ],
  totalText: 'datagov.total',
  failedText: 'datagov.failed',
});

export function ApiLogPage() {
  return <ServiceListPage def={apiLog} />;
}

export function ServiceLogPage() {
  return <ServiceListPage def={serviceLog} />;
}
