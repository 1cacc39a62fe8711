// market/Api (API服务): the published services (草稿 → 已发布 → 已下线, 发布 / 下线 per row, edits only
// while not published) and, in the second tab, the consumers' keys — a new key's value is shown
// once, in the dialog that made it. A service's address is GET /open-api/{tenant}/{path} with the
// header X-Api-Key.
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiInput, ApiView, KeyView, ParamDef } from '../contracts';
import { sessionStore } from '../../../../src/app/session/sessionStore';
import { ServiceListPage } from '../../../../src/templates/service-list/ServiceListPage';
import { defineServiceList, type FormDef } from '../../../../src/templates/service-list/types';
import { sourceOptions } from '../../web/api';
import { MarketApiApi, MarketKeyApi, lines, openUrl, type Option } from './api';
import { KeyDialog, keyChoices } from './KeyForm';

const FN = 'market.api';
const STATUS_COLOR = { Draft: 'default', Published: 'green', Offline: 'orange' } as const;
let sources: Option[] = [];

/** parameters as one line each: name:type[!][=default] (! required) */
export const paramsText = (ps: readonly ParamDef[]) => ps.map((p) => `${p.name}:${p.type}${p.required ? '!' : ''}${p.default != null ? `=${p.default}` : ''}`).join('\n');
export function parseParams(v: unknown): ParamDef[] {
  return String(v ?? '')
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((line) => {
      const m = /^([^:=!]+)(?::([a-z]+))?(!)?(?:=(.*))?$/.exec(line);
      return { name: (m?.[1] ?? line).trim(), type: ((m?.[2] ?? 'string') as ParamDef['type']), required: !!m?.[3], default: m?.[4] ?? null };
    });
}

const apiForm: FormDef<ApiView> = {
  addTitle: 'datagov.market.addApi',
  editTitle: 'datagov.market.editApi',
  fields: [
    { name: 'code', label: 'datagov.code', kind: 'text', required: true, maxLength: 64 },
    { name: 'name', label: 'datagov.name', kind: 'text', required: true, maxLength: 100 },
    { name: 'path', label: 'datagov.market.path', kind: 'text', required: true, maxLength: 200, hint: 'datagov.market.pathHint' },
    { name: 'sourceId', label: 'datagov.source', kind: 'select', required: true, options: () => sources },
    { name: 'mode', label: 'datagov.market.mode', kind: 'select', required: true, options: (t) => [{ value: 'sql', label: t('datagov.market.modes.sql') }, { value: 'table', label: t('datagov.market.modes.table') }] },
    { name: 'sql', label: 'datagov.market.sql', kind: 'textarea', rows: 5, maxLength: 20000 },
    { name: 'tableName', label: 'datagov.market.tableName', kind: 'text', maxLength: 200 },
    { name: 'tableColumns', label: 'datagov.market.tableColumns', kind: 'textarea', rows: 2 },
    { name: 'params', label: 'datagov.market.params', kind: 'textarea', rows: 3 },
    { name: 'pageSizeMax', label: 'datagov.market.pageSizeMax', kind: 'number', min: 1, max: 500, precision: 0 },
    { name: 'remark', label: 'datagov.remark', kind: 'textarea', rows: 2, maxLength: 500 },
  ],
  initial: { mode: 'sql', pageSizeMax: 100 },
  fromRow: (r) => ({ ...r, sourceId: String(r.sourceId), tableColumns: r.tableColumns.join(', '), params: paramsText(r.params) }),
  save: (v, editing) => {
    const a: ApiInput = {
      id: editing?.id, version: editing?.version, code: String(v.code ?? ''), name: String(v.name ?? ''), path: String(v.path ?? ''), sourceId: Number(v.sourceId),
      mode: v.mode === 'table' ? 'table' : 'sql', sql: v.mode === 'table' ? null : String(v.sql ?? ''), tableName: v.mode === 'table' ? String(v.tableName ?? '') : null,
      tableColumns: v.mode === 'table' ? lines(v.tableColumns) : [], params: parseParams(v.params), pageSizeMax: Number(v.pageSizeMax ?? 100), remark: (v.remark as string) ?? null,
    };
    return MarketApiApi.save([a], { ignoreError: true });
  },
  saved: 'datagov.saved',
};

const apis = defineServiceList<ApiView, { text?: string; status?: ApiView['status'] }>({
  testId: 'mk-apis',
  bare: true,
  load: async (q) => {
    const [page, list] = await Promise.all([MarketApiApi.summaryPage([q], { ignoreError: true }), sourceOptions().catch(() => [])]);
    sources = list.map((s) => ({ value: String(s.value), label: s.label }));
    return page;
  },
  filters: [
    { name: 'text', label: 'datagov.market.searchApi', kind: 'text', width: 200 },
    { name: 'status', label: 'datagov.market.status', kind: 'select', options: (['Draft', 'Published', 'Offline'] as const).map((s) => ({ value: s, label: `datagov.market.statuses.${s}` })), width: 130 },
  ],
  columns: [
    { title: 'datagov.code', field: 'code', width: 140 },
    { title: 'datagov.name', field: 'name', width: 160 },
    { title: 'datagov.market.url', field: 'path', render: (r) => <Typography.Text copyable={{ text: openUrl(sessionStore.get()?.tenant.code ?? '', r.path) }} code>{`GET /open-api/${sessionStore.get()?.tenant.code ?? ''}/${r.path}`}</Typography.Text> },
    { title: 'datagov.source', field: 'sourceName', width: 140 },
    { title: 'datagov.market.status', field: 'status', width: 90, render: (r, t) => <Tag color={STATUS_COLOR[r.status]}>{t(`datagov.market.statuses.${r.status}`)}</Tag> },
    { title: 'datagov.market.callsToday', field: 'callsToday', width: 90, align: 'right' },
  ],
  toolbar: [{ label: 'templates.add', fn: `${FN}.create`, icon: <PlusOutlined />, add: true, testId: 'mk-api-add' }],
  rowActions: [
    { label: 'datagov.market.publish', fn: `${FN}.publish`, visible: (r) => r.status !== 'Published', run: (r) => MarketApiApi.publish([r.id], { ignoreError: true }), done: 'datagov.market.published', testId: (r) => `mk-publish-${r.code}` },
    { label: 'datagov.market.offline', fn: `${FN}.offline`, visible: (r) => r.status === 'Published', confirm: (r, t) => t('datagov.market.offlineConfirm', { name: r.name }), run: (r) => MarketApiApi.offline([r.id], { ignoreError: true }), done: 'datagov.market.tookOffline', testId: (r) => `mk-offline-${r.code}` },
    { label: 'templates.edit', fn: `${FN}.update`, edit: true, visible: (r) => r.status !== 'Published' },
    { label: 'templates.delete', fn: `${FN}.delete`, danger: true, visible: (r) => r.status !== 'Published', confirm: (r, t) => t('datagov.market.removeApiConfirm', { name: r.name }), run: (r) => MarketApiApi.remove([[r.id]], { ignoreError: true }), done: 'datagov.deleted' },
  ],
  actionsWidth: 220,
  form: apiForm,
  totalText: 'datagov.total',
  failedText: 'datagov.failed',
});

const keys = defineServiceList<KeyView, { text?: string }>({
  testId: 'mk-keys',
  bare: true,
  load: async (q) => {
    const [page, list] = await Promise.all([MarketKeyApi.summaryPage([q], { ignoreError: true }), MarketApiApi.summaryPage([{ page: 1, pageSize: 200 }], { ignoreError: true })]);
    keyChoices.apis = list.itemList.map((a) => ({ value: String(a.id), label: `${a.name}（${a.code}）` }));
    return page;
  },
  search: { placeholder: 'datagov.market.searchKey', toFilters: (text) => (text ? { text } : {}) },
  columns: [
    { title: 'datagov.name', field: 'name', width: 150 },
    { title: 'datagov.market.keyPrefix', field: 'keyPrefix', width: 140, render: (r) => <Typography.Text code>{`${r.keyPrefix}…`}</Typography.Text> },
    { title: 'datagov.market.keyGroup', field: 'keyGroup', width: 110 },
    { title: 'datagov.market.apis', field: 'apiNames', render: (r) => r.apiNames.map((n) => <Tag key={n}>{n}</Tag>) },
    { title: 'datagov.market.quotaDay', field: 'quotaDay', width: 100, align: 'right', render: (r) => `${r.usedToday} / ${r.quotaDay}` },
    { title: 'datagov.market.rateMinute', field: 'rateMinute', width: 100, align: 'right' },
    { title: 'datagov.market.expiresAt', field: 'expiresAt', width: 160, render: 'time' },
    { title: 'datagov.market.enabled', field: 'enabled', width: 80, render: (r, t) => <Tag color={r.enabled ? 'green' : 'default'}>{t(r.enabled ? 'datagov.market.yes' : 'datagov.market.no')}</Tag> },
  ],
  toolbar: [{ label: 'datagov.market.addKey', fn: `${FN}.createKey`, icon: <PlusOutlined />, modal: (p) => <KeyDialog {...p} />, testId: 'mk-key-add' }],
  rowActions: [
    { label: 'templates.edit', fn: `${FN}.updateKey`, modal: (r, p) => <KeyDialog row={r} {...p} /> },
    { label: 'templates.delete', fn: `${FN}.deleteKey`, danger: true, confirm: (r, t) => t('datagov.market.removeKeyConfirm', { name: r.name }), run: (r) => MarketKeyApi.remove([[r.id]], { ignoreError: true }), done: 'datagov.deleted' },
  ],
  totalText: 'datagov.total',
  failedText: 'datagov.failed',
});

export default function ApiListPage() {
  const { t } = useTranslation();
  return (
    <Tabs
      data-testid="mk-api-tabs"
      items={[
        { key: 'apis', label: t('datagov.market.services'), children: <ServiceListPage def={apis} /> },
        { key: 'keys', label: t('datagov.market.keys'), children: <ServiceListPage def={keys} /> },
      ]}
    />
  );
}
