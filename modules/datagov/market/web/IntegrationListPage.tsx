// market/Integration (服务集成): a service's answer posted to another system on a schedule (cron),
// when the service is published, or when a record of a chosen entity is written or moved (记录事件:
// the entities offered are those the caller sees, the actions those the chosen entity makes — a
// document's 提交, 反审核, 手动完结 and 作废 too, a plain entity's not); 立即执行 runs one now and
// says how it went. Private and loopback addresses are refused unless 参数配置 allows them
// (DatagovAllowPrivateUrls).
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Tag } from 'antd';
import type { IntegrationInput, IntegrationView, ServiceLogView } from '../contracts';
import { EVENT_ACTIONS, type EventAction, INTEGRATION_TRIGGERS, PLAIN_ACTIONS } from '../triggers';
import { ServiceListPage } from '../../../../src/templates/service-list/ServiceListPage';
import { defineServiceList, type FormDef } from '../../../../src/templates/service-list/types';
import { i18n } from '../../../../src/i18n';
import { MarketIntegrationApi, apiOptions, entityOptions, type Option } from './api';

const FN = 'market.integration';
let apis: Option[] = [];
let entities: Array<Option & { actions: readonly EventAction[] }> = [];
/** the actions the chosen entity makes (none chosen: those every entity makes; one shown by its code only: the server judges) */
const offered = (entityCode: unknown): readonly EventAction[] =>
  !entityCode ? PLAIN_ACTIONS : (entities.find((e) => e.value === entityCode)?.actions ?? EVENT_ACTIONS);
const isTrigger = (v: unknown): v is IntegrationInput['trigger'] => (INTEGRATION_TRIGGERS as readonly unknown[]).includes(v);
const when = (trigger: IntegrationInput['trigger']) => (v: Record<string, unknown>) => v.trigger === trigger;

/** "Name: value" lines ↔ headers; "name=value" lines ↔ parameters */
const pairs = (v: unknown, sep: string) =>
  Object.fromEntries(
    String(v ?? '')
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter((l) => l.includes(sep))
      .map((l) => [l.slice(0, l.indexOf(sep)).trim(), l.slice(l.indexOf(sep) + 1).trim()]),
  );
const unpairs = (o: Record<string, string>, sep: string) => Object.entries(o).map(([k, v]) => `${k}${sep}${v}`).join('\n');

const form: FormDef<IntegrationView> = {
  addTitle: 'datagov.market.addIntegration',
  editTitle: 'datagov.market.editIntegration',
  fields: [
    { name: 'name', label: 'datagov.name', kind: 'text', required: true, maxLength: 100 },
    { name: 'apiId', label: 'datagov.market.api', kind: 'select', required: true, options: () => apis },
    { name: 'url', label: 'datagov.market.targetUrl', kind: 'text', required: true, maxLength: 2000 },
    { name: 'trigger', label: 'datagov.market.trigger', kind: 'select', required: true, options: (t) => INTEGRATION_TRIGGERS.map((k) => ({ value: k, label: t(`datagov.market.triggers.${k}`) })) },
    { name: 'cron', label: 'datagov.market.cron', kind: 'text', maxLength: 100, hint: 'datagov.market.cronHint', shownWhen: when('schedule') },
    { name: 'entityCode', label: 'datagov.market.entity', kind: 'select', required: true, search: true, options: () => entities, shownWhen: when('record') },
    {
      name: 'actions', label: 'datagov.market.eventActions', kind: 'checks', required: true, follows: 'entityCode', shownWhen: when('record'),
      options: (t, v) => offered(v.entityCode).map((a) => ({ value: a, label: t(`datagov.market.eventActionNames.${a}`) })),
    },
    { name: 'headers', label: 'datagov.market.headers', kind: 'textarea', rows: 2 },
    { name: 'params', label: 'datagov.market.callParams', kind: 'textarea', rows: 2 },
    { name: 'timeoutMs', label: 'datagov.market.timeoutMs', kind: 'number', min: 100, max: 60000, precision: 0 },
    { name: 'retries', label: 'datagov.market.retries', kind: 'number', min: 0, max: 5, precision: 0 },
    { name: 'enabled', label: 'datagov.market.enabled', kind: 'select', options: (t) => [{ value: 'true', label: t('datagov.market.yes') }, { value: 'false', label: t('datagov.market.no') }] },
  ],
  initial: { trigger: 'schedule', cron: '0 2 * * *', timeoutMs: 10000, retries: 1, enabled: 'true' },
  fromRow: (r) => ({ ...r, apiId: String(r.apiId), headers: unpairs(r.headers, ': '), params: unpairs(r.params, '='), enabled: String(r.enabled) }),
  save: (v, editing) => {
    const i: IntegrationInput = {
      id: editing?.id, name: String(v.name ?? ''), apiId: Number(v.apiId), url: String(v.url ?? ''), trigger: isTrigger(v.trigger) ? v.trigger : 'schedule',
      cron: (v.cron as string) || null, entityCode: (v.entityCode as string) || null, actions: Array.isArray(v.actions) ? offered(v.entityCode).filter((a) => (v.actions as unknown[]).includes(a)) : [], headers: pairs(v.headers, ':'), params: pairs(v.params, '='), timeoutMs: Number(v.timeoutMs ?? 10000), retries: Number(v.retries ?? 0), enabled: v.enabled !== 'false',
    };
    return MarketIntegrationApi.save([i], { ignoreError: true });
  },
  saved: 'datagov.saved',
};

/** 定时 0 2 * * * / 服务发布时 / 记录事件 销售订单：审核、删除 */
function triggerText(r: IntegrationView, t: (key: string) => string): string {
  const name = t(`datagov.market.triggers.${r.trigger}`);
  if (r.trigger === 'schedule') return `${name} ${r.cron ?? ''}`;
  if (r.trigger === 'record') return `${name} ${r.entityName ?? r.entityCode ?? ''}：${r.actions.map((a) => t(`datagov.market.eventActionNames.${a}`)).join('、')}`;
  return name;
}

const runText = (a: ServiceLogView) => (a.ok ? i18n.t('datagov.market.runOk', { status: a.httpStatus ?? '', ms: a.ms ?? 0 }) : i18n.t('datagov.market.runFailed', { message: a.message ?? '' }));

const integrations = defineServiceList<IntegrationView, { text?: string }>({
  testId: 'mk-integrations',
  load: async (q) => {
    const [page, a, e] = await Promise.all([MarketIntegrationApi.summaryPage([q], { ignoreError: true }), apiOptions().catch(() => []), entityOptions().catch(() => [])]);
    apis = a;
    entities = e;
    return page;
  },
  search: { placeholder: 'datagov.market.searchIntegration', toFilters: (text) => (text ? { text } : {}) },
  columns: [
    { title: 'datagov.name', field: 'name', width: 170 },
    { title: 'datagov.market.api', field: 'apiName', width: 150 },
    { title: 'datagov.market.targetUrl', field: 'url', ellipsis: true },
    { title: 'datagov.market.trigger', field: 'trigger', width: 220, render: (r, t) => triggerText(r, t) },
    { title: 'datagov.market.enabled', field: 'enabled', width: 80, render: (r, t) => <Tag color={r.enabled ? 'green' : 'default'}>{t(r.enabled ? 'datagov.market.yes' : 'datagov.market.no')}</Tag> },
    { title: 'datagov.market.lastRunAt', field: 'lastRunAt', width: 160, render: 'time' },
    { title: 'datagov.market.lastStatus', field: 'lastStatus', width: 90, render: (r, t) => (r.lastStatus ? <Tag color={r.lastStatus === 'ok' ? 'green' : 'red'}>{t(`datagov.market.runStatuses.${r.lastStatus}`)}</Tag> : '') },
    { title: 'datagov.market.nextRunAt', field: 'nextRunAt', width: 160, render: 'time' },
  ],
  toolbar: [{ label: 'templates.add', fn: `${FN}.create`, icon: <PlusOutlined />, add: true }],
  rowActions: [
    { label: 'datagov.market.runNow', fn: `${FN}.run`, run: (r) => MarketIntegrationApi.run([r.id], { ignoreError: true }), said: (a) => runText(a as ServiceLogView), testId: (r) => `mk-run-${r.id}` },
    { label: 'templates.edit', fn: `${FN}.update`, edit: true },
    { label: 'templates.delete', fn: `${FN}.delete`, danger: true, confirm: (r, t) => t('datagov.market.removeIntegrationConfirm', { name: r.name }), run: (r) => MarketIntegrationApi.remove([[r.id]], { ignoreError: true }), done: 'datagov.deleted' },
  ],
  actionsWidth: 200,
  form,
  totalText: 'datagov.total',
  failedText: 'datagov.failed',
});

export default function IntegrationListPage() {
  return <ServiceListPage def={integrations} />;
}
