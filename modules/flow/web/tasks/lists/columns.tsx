// The columns of the task lists, by key (declarations.ts picks them per list): process name with
// its version, document number, task, initiator with department, assignee, times, duration and
// the flow's status as a coloured tag.
import { Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { FlowStatus, FlowTaskRow } from '../../../contracts';
import type { ColumnKey } from './declarations';

const EMPTY = '—';
export const STATUS_COLORS: Record<FlowStatus, string> = { Ongoing: 'processing', Finish: 'success', Reject: 'error', Cancel: 'default' };

export function formatTime(value: string | null): string {
  if (!value) return EMPTY;
  const d = dayjs(value);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm:ss') : value;
}

export function StatusTag({ status, t }: { status: FlowStatus; t: TFunction }) {
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="flow-status">
      {t(`flowTasks.status.${status}`)}
    </Tag>
  );
}

type Column = TableColumnsType<FlowTaskRow>[number];

export function taskColumns(keys: readonly ColumnKey[], t: TFunction): TableColumnsType<FlowTaskRow> {
  const c = (key: string) => t(`flowTasks.col.${key}`);
  const time = (key: ColumnKey, field: 'createTime' | 'finishTime'): Column => ({ key, title: c(key), width: 165, render: (_, r) => formatTime(r[field]) });
  const all: Record<ColumnKey, Column> = {
    process: {
      key: 'process',
      title: c('process'),
      width: 200,
      render: (_, r) => (
        <Space size={4}>
          <span>{r.procDefName}</span>
          <Tag bordered={false}>v{r.procDefVersion}</Tag>
        </Space>
      ),
    },
    receiptCode: { key: 'receiptCode', title: c('receiptCode'), width: 160, render: (_, r) => r.receiptCode || EMPTY },
    taskName: {
      key: 'taskName',
      title: c('taskName'),
      width: 160,
      render: (_, r) => (
        <Space size={4}>
          <span>{r.taskName ?? r.nodeId ?? EMPTY}</span>
          {r.claimable ? <Tag color="orange">{t('flowTasks.claimable')}</Tag> : null}
          {r.delegation === 'PENDING' ? <Tag color="purple">{t('flowTasks.delegated')}</Tag> : null}
          {r.noApprover ? (
            <Tag color="warning" data-testid="no-approver">
              {t('flowTasks.noApprover')}
            </Tag>
          ) : null}
        </Space>
      ),
    },
    initiator: {
      key: 'initiator',
      title: c('initiator'),
      width: 150,
      render: (_, r) => (
        <span>
          {r.startUserName}
          {r.startDeptName ? <Typography.Text type="secondary"> · {r.startDeptName}</Typography.Text> : null}
        </span>
      ),
    },
    assignee: { key: 'assignee', title: c('assignee'), width: 110, render: (_, r) => r.assigneeName || EMPTY },
    currentNodes: { key: 'currentNodes', title: c('currentNodes'), width: 150, render: (_, r) => r.currentNodes || EMPTY },
    received: time('received', 'createTime'),
    started: time('started', 'createTime'),
    copied: time('copied', 'createTime'),
    handled: time('handled', 'finishTime'),
    finished: time('finished', 'finishTime'),
    duration: { key: 'duration', title: c('duration'), width: 110, render: (_, r) => r.duration || EMPTY },
    status: { key: 'status', title: c('status'), width: 100, render: (_, r) => <StatusTag status={r.status} t={t} /> },
  };
  return keys.map((k) => all[k]);
}
