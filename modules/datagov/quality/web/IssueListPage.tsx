// dataquality/Issue (数据质量问题): what failing runs opened, open ones first — 待处理 → 处理中 →
// 已解决 / 已忽略 (confirmed), 已恢复 marking an open issue whose rule has passed since — with the
// rule, its table, its owner, how often it failed and its last run; 评论 keeps the handling's notes.
import { Space, Tag } from 'antd';
import type { IssueView } from '../contracts';
import { ServiceListPage } from '../../../../src/templates/service-list/ServiceListPage';
import { defineServiceList } from '../../../../src/templates/service-list/types';
import { QualityApi } from './api';
import { CommentsModal } from './CommentsModal';
import { RunTag } from './RunsModal';

const FN = 'dataquality.issue';
const STATUS_COLOR = { Open: 'red', Doing: 'orange', Resolved: 'green', Ignored: 'default' } as const;
const isOpen = (r: IssueView) => r.status === 'Open' || r.status === 'Doing';

const issues = defineServiceList<IssueView, { status?: IssueView['status'] }>({
  testId: 'dq-issues',
  load: (q) => QualityApi.issuePage([q], { ignoreError: true }),
  filters: [
    {
      name: 'status',
      label: 'datagov.quality.status',
      kind: 'select',
      width: 140,
      options: (['Open', 'Doing', 'Resolved', 'Ignored'] as const).map((s) => ({ value: s, label: `datagov.quality.statuses.${s}` })),
    },
  ],
  columns: [
    { title: 'datagov.quality.issue', field: 'id', width: 80, render: (r) => `#${r.id}` },
    {
      title: 'datagov.quality.status',
      field: 'status',
      width: 150,
      render: (r, t) => (
        <Space size={4}>
          <Tag color={STATUS_COLOR[r.status]} data-testid={`dq-issue-status-${r.ruleCode}`}>{t(`datagov.quality.statuses.${r.status}`)}</Tag>
          {r.recoveredAt && isOpen(r) ? <Tag color="green">{t('datagov.quality.recovered')}</Tag> : null}
        </Space>
      ),
    },
    { title: 'datagov.quality.rule', key: 'rule', width: 240, ellipsis: true, render: (r) => `${r.ruleCode} ${r.ruleName}`, testId: (r) => `dq-issue-${r.ruleCode}` },
    { title: 'datagov.quality.kind', field: 'kind', width: 110, render: (r, t) => t(`datagov.quality.kinds.${r.kind}`) },
    { title: 'datagov.quality.table', key: 'table', width: 240, ellipsis: true, render: (r) => `${r.sourceName} · ${r.table}${r.column ? `.${r.column}` : ''}` },
    { title: 'datagov.quality.severity', field: 'severity', width: 80, render: (r, t) => t(`datagov.quality.severities.${r.severity}`) },
    { title: 'datagov.quality.owner', field: 'ownerName', width: 100 },
    { title: 'datagov.quality.failures', field: 'failures', width: 80, align: 'right' },
    { title: 'datagov.quality.lastRun', key: 'lastRun', width: 150, render: (r) => (r.lastRun ? <RunTag run={r.lastRun} /> : '-') },
    { title: 'datagov.quality.openedAt', field: 'openedAt', width: 170, render: 'time' },
    { title: 'datagov.quality.lastFailedAt', field: 'lastFailedAt', width: 170, render: 'time' },
    { title: 'datagov.quality.closedAt', field: 'closedAt', width: 170, render: 'time' },
  ],
  rowActions: [
    { label: 'datagov.quality.start', fn: `${FN}.update`, visible: (r) => r.status === 'Open', run: (r) => QualityApi.moveIssue([{ id: r.id, to: 'Doing' }], { ignoreError: true }), done: 'datagov.saved' },
    { label: 'datagov.quality.resolve', fn: `${FN}.update`, visible: isOpen, confirm: (r, t) => t('datagov.quality.resolveConfirm', { id: r.id }), run: (r) => QualityApi.moveIssue([{ id: r.id, to: 'Resolved' }], { ignoreError: true }), done: 'datagov.saved' },
    { label: 'datagov.quality.ignore', fn: `${FN}.update`, visible: isOpen, danger: true, confirm: (r, t) => t('datagov.quality.ignoreConfirm', { id: r.id }), run: (r) => QualityApi.moveIssue([{ id: r.id, to: 'Ignored' }], { ignoreError: true }), done: 'datagov.saved' },
    { label: 'datagov.quality.comments', modal: (r, props) => <CommentsModal issue={r} {...props} /> },
  ],
  actionsWidth: 240,
  table: { scroll: { x: 'max-content' }, actionsFixed: true },
  totalText: 'datagov.total',
  failedText: 'datagov.failed',
});

export default function IssueListPage() {
  return <ServiceListPage def={issues} />;
}
