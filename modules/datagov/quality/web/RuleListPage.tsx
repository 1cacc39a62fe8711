// dataquality/Rule (数据质量规则): the rules the caller's role sees, each with its last run and open
// issue; 立即运行 runs the check in its source now and says what it found, 运行记录 lists its runs.
// One form for every kind: the settings a kind does not use are left empty (the server keeps only
// the kind's own and says which one is missing).
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Tag } from 'antd';
import type { RuleInput, RuleView, RunView } from '../contracts';
import { ServiceListPage } from '../../../../src/templates/service-list/ServiceListPage';
import { defineServiceList, type FormFieldDef } from '../../../../src/templates/service-list/types';
import { i18n } from '../../../../src/i18n';
import { dictOptions, type Option, personOptions, QualityApi, placeOf, sourceChoices } from './api';
import { RunsModal, RunTag } from './RunsModal';

const FN = 'dataquality.rule';
const KINDS = ['completeness', 'uniqueness', 'validity', 'range', 'referential', 'freshness', 'custom'] as const;
const SEVERITIES = ['Low', 'Medium', 'High', 'Critical'] as const;
const SEVERITY_COLOR = { Low: 'default', Medium: 'blue', High: 'orange', Critical: 'red' } as const;
let sources: Option[] = [];
let dicts: Option[] = [];
let persons: Option[] = [];

const choices = (prefix: string, values: readonly string[]) => (t: (k: string) => string) => values.map((v) => ({ value: v, label: t(`datagov.quality.${prefix}.${v}`) }));
const text = (v: unknown) => (v === undefined || v === null || String(v).trim() === '' ? undefined : String(v).trim());

const fields: FormFieldDef[] = [
  { name: 'code', label: 'datagov.quality.ruleCode', kind: 'text', required: true, maxLength: 64 },
  { name: 'name', label: 'datagov.quality.ruleName', kind: 'text', required: true, maxLength: 100 },
  { name: 'kind', label: 'datagov.quality.kind', kind: 'select', required: true, options: choices('kinds', KINDS) },
  { name: 'sourceId', label: 'datagov.quality.source', kind: 'select', required: true, options: () => sources },
  { name: 'table', label: 'datagov.quality.tableHint', kind: 'text', required: true, maxLength: 260 },
  { name: 'column', label: 'datagov.quality.column', kind: 'text', maxLength: 128 },
  { name: 'dictId', label: 'datagov.quality.dict', kind: 'select', options: () => dicts },
  { name: 'min', label: 'datagov.quality.min', kind: 'text', maxLength: 24 },
  { name: 'max', label: 'datagov.quality.max', kind: 'text', maxLength: 24 },
  { name: 'pattern', label: 'datagov.quality.pattern', kind: 'text', maxLength: 200 },
  { name: 'refTable', label: 'datagov.quality.refTable', kind: 'text', maxLength: 260 },
  { name: 'refColumn', label: 'datagov.quality.refColumn', kind: 'text', maxLength: 128 },
  { name: 'hours', label: 'datagov.quality.hours', kind: 'number', min: 1, max: 8784, precision: 0 },
  { name: 'sql', label: 'datagov.quality.sql', kind: 'textarea', rows: 3 },
  { name: 'thresholdKind', label: 'datagov.quality.thresholdKind', kind: 'select', required: true, options: choices('thresholdKinds', ['Ratio', 'Failures']) },
  { name: 'threshold', label: 'datagov.quality.threshold', kind: 'text', required: true, maxLength: 24, pattern: /^-?\d{1,15}(\.\d{1,6})?$/ },
  { name: 'severity', label: 'datagov.quality.severity', kind: 'select', required: true, options: choices('severities', SEVERITIES) },
  { name: 'ownerId', label: 'datagov.quality.owner', kind: 'select', options: () => persons },
  { name: 'cron', label: 'datagov.quality.cronHint', kind: 'text', maxLength: 100 },
  { name: 'enabled', label: 'datagov.quality.enabled', kind: 'select', options: (t) => [{ value: 'yes', label: t('datagov.quality.yes') }, { value: 'no', label: t('datagov.quality.no') }] },
  { name: 'remark', label: 'datagov.quality.remark', kind: 'textarea', maxLength: 500, rows: 2 },
];

function inputOf(v: Record<string, unknown>, editing: RuleView | null): RuleInput {
  const hours = v.hours === undefined || v.hours === null || v.hours === '' ? undefined : Number(v.hours);
  return {
    id: editing?.id,
    version: editing?.version,
    code: String(v.code),
    name: String(v.name),
    kind: v.kind as RuleInput['kind'],
    ...placeOf(v.sourceId, v.table),
    column: text(v.column) ?? null,
    params: { dictId: v.dictId ? Number(v.dictId) : undefined, min: text(v.min), max: text(v.max), pattern: text(v.pattern), refTable: text(v.refTable), refColumn: text(v.refColumn), hours, sql: text(v.sql) },
    thresholdKind: v.thresholdKind as RuleInput['thresholdKind'],
    threshold: String(v.threshold),
    severity: v.severity as RuleInput['severity'],
    ownerId: v.ownerId ? Number(v.ownerId) : null,
    cron: text(v.cron) ?? null,
    enabled: v.enabled !== 'no',
    remark: text(v.remark) ?? null,
  };
}

const rowOf = (r: RuleView) => ({
  ...r.params,
  code: r.code,
  name: r.name,
  kind: r.kind,
  sourceId: String(r.sourceId),
  table: `${r.schema}.${r.table}`,
  column: r.column,
  dictId: r.params.dictId ? String(r.params.dictId) : undefined,
  thresholdKind: r.thresholdKind,
  threshold: r.threshold,
  severity: r.severity,
  ownerId: r.ownerId ? String(r.ownerId) : undefined,
  cron: r.cron,
  enabled: r.enabled ? 'yes' : 'no',
  remark: r.remark,
});

/** what a run found, in the user's words */
const runSaid = (a: unknown) => {
  const r = a as RunView;
  if (r.error) return i18n.t('datagov.quality.runError', { error: r.error });
  return i18n.t(r.passed ? 'datagov.quality.runPassed' : 'datagov.quality.runFailedSaid', { checked: r.rowsChecked ?? '-', failed: r.failedRows ?? '-' });
};

const rules = defineServiceList<RuleView, { text?: string }>({
  testId: 'dq-rules',
  load: async (q) => {
    const [page, t, d, p] = await Promise.all([QualityApi.rulePage([q], { ignoreError: true }), sourceChoices().catch(() => []), dictOptions().catch(() => []), personOptions().catch(() => [])]);
    [sources, dicts, persons] = [t, d, p];
    return page;
  },
  search: { placeholder: 'datagov.quality.searchRule', toFilters: (s) => (s ? { text: s } : {}) },
  columns: [
    { title: 'datagov.quality.ruleCode', field: 'code', width: 150 },
    { title: 'datagov.quality.ruleName', field: 'name', width: 200, ellipsis: true },
    { title: 'datagov.quality.kind', field: 'kind', width: 120, render: (r, t) => t(`datagov.quality.kinds.${r.kind}`) },
    { title: 'datagov.quality.table', key: 'place', width: 260, ellipsis: true, render: (r) => `${r.sourceName} · ${r.table}${r.column ? `.${r.column}` : ''}` },
    { title: 'datagov.quality.threshold', key: 'threshold', width: 150, render: (r, t) => `${t(`datagov.quality.thresholdKinds.${r.thresholdKind}`)} ${r.threshold}` },
    { title: 'datagov.quality.severity', field: 'severity', width: 90, render: (r, t) => <Tag color={SEVERITY_COLOR[r.severity]}>{t(`datagov.quality.severities.${r.severity}`)}</Tag> },
    { title: 'datagov.quality.owner', field: 'ownerName', width: 100 },
    { title: 'datagov.quality.cron', field: 'cron', width: 110 },
    { title: 'datagov.quality.lastRun', key: 'lastRun', width: 170, render: (r) => (r.lastRun ? <RunTag run={r.lastRun} /> : '-') },
    { title: 'datagov.quality.openIssue', key: 'issue', width: 100, render: (r) => (r.openIssueId ? <Tag color="red">{`#${r.openIssueId}`}</Tag> : '') },
  ],
  toolbar: [{ label: 'templates.add', fn: `${FN}.create`, icon: <PlusOutlined />, add: true, testId: 'dq-rule-add' }],
  rowActions: [
    { label: 'datagov.quality.runNow', fn: `${FN}.run`, run: (r) => QualityApi.runNow([r.id], { ignoreError: true }), said: runSaid, testId: (r) => `dq-run-${r.code}` },
    { label: 'datagov.quality.runs', modal: (r, props) => <RunsModal rule={r} {...props} /> },
    { label: 'templates.edit', fn: `${FN}.update`, edit: true },
    { label: 'templates.delete', fn: `${FN}.delete`, danger: true, confirm: (r, t) => t('datagov.quality.ruleRemoveConfirm', { name: r.name }), run: (r) => QualityApi.removeRules([[r.id]], { ignoreError: true }), done: 'datagov.deleted' },
  ],
  actionsWidth: 260,
  table: { scroll: { x: 'max-content' }, actionsFixed: true },
  form: {
    addTitle: 'datagov.quality.addRule',
    editTitle: 'datagov.quality.editRule',
    fields,
    initial: { thresholdKind: 'Ratio', threshold: '100', severity: 'Medium', enabled: 'yes' },
    fromRow: (r) => rowOf(r),
    save: (v, editing) => QualityApi.saveRule([inputOf(v, editing)], { ignoreError: true }),
    saved: 'datagov.saved',
  },
  totalText: 'datagov.total',
  failedText: 'datagov.failed',
});

export default function RuleListPage() {
  return <ServiceListPage def={rules} />;
}
