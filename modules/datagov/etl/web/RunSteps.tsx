// A run's steps (each attempt's): status, rows, time and its log or error.
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RunStepView } from '../contracts';
import { STATUS_COLOR } from './api';

const E = 'datagov.etl';
const ms = (s: RunStepView) => (s.finishedAt ? `${new Date(s.finishedAt).getTime() - new Date(s.startedAt).getTime()} ms` : '…');

export function RunSteps({ steps, testId }: { steps: RunStepView[]; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Table<RunStepView>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={steps}
      data-testid={testId}
      locale={{ emptyText: t(`${E}.noStepsYet`) }}
      columns={[
        { title: t(`${E}.attempt`), dataIndex: 'attempt', width: 70 },
        { title: t('datagov.name'), dataIndex: 'name' },
        { title: t(`${E}.state`), dataIndex: 'status', width: 90, render: (v: keyof typeof STATUS_COLOR) => <Tag color={STATUS_COLOR[v]}>{t(`${E}.status.${v}`)}</Tag> },
        { title: t(`${E}.rows`), dataIndex: 'rows', width: 90, align: 'right' },
        { title: t(`${E}.duration`), key: 'ms', width: 90, align: 'right', render: (_: unknown, s) => ms(s) },
        { title: t(`${E}.log`), key: 'log', render: (_: unknown, s) => (s.error ? <span style={{ color: '#cf1322' }}>{s.error}</span> : s.log) },
      ]}
    />
  );
}
