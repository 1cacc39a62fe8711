// A run's steps (each attempt's): status, rows, time and its log or error; a running step shows its
// rows so far ("已处理 N 行"), from the live frames when the monitor has them, else from its row.
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RunStepView } from '../contracts';
import { STATUS_COLOR } from './api';

const E = 'datagov.etl';
const ms = (s: RunStepView) => (s.finishedAt ? `${new Date(s.finishedAt).getTime() - new Date(s.startedAt).getTime()} ms` : '…');
const NONE: ReadonlyMap<number, number> = new Map();

/** a step's rows: a running one's rows so far (the larger of the live count and its row's), else its own */
export function stepRows(s: RunStepView, rowsSoFar: ReadonlyMap<number, number> = NONE): number {
  return s.status === 'Running' ? Math.max(rowsSoFar.get(s.id) ?? 0, Number(s.rows)) : Number(s.rows);
}

export function RunSteps({ steps, testId, rowsSoFar = NONE }: { steps: RunStepView[]; testId?: string; rowsSoFar?: ReadonlyMap<number, number> }) {
  const { t } = useTranslation();
  const running = (s: RunStepView) => (s.status === 'Running' && stepRows(s, rowsSoFar) > 0 ? <span data-testid={`etl-step-so-far-${s.id}`}>{t(`${E}.rowsSoFar`, { n: stepRows(s, rowsSoFar) })}</span> : null);
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
        { title: t(`${E}.rows`), key: 'rows', width: 90, align: 'right', render: (_: unknown, s) => (s.status === 'Running' ? stepRows(s, rowsSoFar) : s.rows) },
        { title: t(`${E}.duration`), key: 'ms', width: 90, align: 'right', render: (_: unknown, s) => ms(s) },
        { title: t(`${E}.log`), key: 'log', render: (_: unknown, s) => (s.error ? <span style={{ color: '#cf1322' }}>{s.error}</span> : (s.log ?? running(s))) },
      ]}
    />
  );
}
