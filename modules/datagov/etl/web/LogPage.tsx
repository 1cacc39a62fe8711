// etl/ScheduleLog (调度日志): every run, newest first, filtered by state or name; a run's 日志 opens
// its steps (each attempt's) with rows, durations and errors; 停止 (confirmed) stops a queued or running run.
import { Drawer, Skeleton, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RunStepView, RunView } from '../contracts';
import { ServiceListPage } from '../../../../src/templates/service-list/ServiceListPage';
import { defineServiceList, type ModalProps } from '../../../../src/templates/service-list/types';
import { RunApi, STATUS_COLOR, STOP_FN } from './api';
import { RunSteps } from './RunSteps';

const E = 'datagov.etl';
const STATES = ['Queued', 'Running', 'Succeeded', 'Failed', 'Stopped'] as const;

function StepsDrawer({ run, open, onClose }: { run: RunView } & ModalProps) {
  const { t } = useTranslation();
  const [steps, setSteps] = useState<RunStepView[] | null>(null);
  useEffect(() => {
    RunApi.steps([run.id], { ignoreError: true }).then(setSteps, () => setSteps([]));
  }, [run.id]);
  return (
    <Drawer open={open} onClose={onClose} width={860} title={`${run.name} #${run.id}`}>
      {run.error ? <p style={{ color: '#cf1322' }} data-testid="etl-run-error">{t(`${E}.error`)}：{run.error}</p> : null}
      {steps ? <RunSteps steps={steps} testId="etl-run-steps" /> : <Skeleton active />}
    </Drawer>
  );
}

export const logList = defineServiceList<RunView, { status?: string; text?: string }>({
  testId: 'etl-log',
  load: (q) => RunApi.page([q as Parameters<typeof RunApi.page>[0][0]], { ignoreError: true }),
  filters: [
    { name: 'text', label: 'datagov.name', kind: 'text' },
    { name: 'status', label: `${E}.state`, kind: 'select', options: STATES.map((s) => ({ value: s, label: `${E}.status.${s}` })) },
  ],
  columns: [
    { title: '#', field: 'id', width: 70, opens: (r, p) => <StepsDrawer run={r} {...p} />, testId: (r) => `etl-log-${r.id}` },
    { title: 'datagov.name', field: 'name', width: 160 },
    { title: `${E}.trigger`, field: 'trigger', width: 80, render: (r, t) => t(`${E}.triggers.${r.trigger}`) },
    { title: `${E}.state`, field: 'status', width: 90, render: (r, t) => <Tag color={STATUS_COLOR[r.status]}>{t(`${E}.status.${r.status}`)}</Tag> },
    { title: `${E}.attempt`, key: 'attempt', width: 70, render: (r) => `${r.attempt}/${r.maxAttempts}` },
    { title: `${E}.startedAt`, field: 'startedAt', width: 170, render: 'time' },
    { title: `${E}.duration`, field: 'ms', width: 90, align: 'right', render: (r) => (r.ms === null ? '—' : `${(r.ms / 1000).toFixed(1)} s`) },
    { title: `${E}.rows`, field: 'rowsMoved', width: 90, align: 'right' },
    { title: `${E}.error`, field: 'error', ellipsis: true },
  ],
  rowActions: [
    { label: `${E}.log`, modal: (r, p) => <StepsDrawer run={r} {...p} />, testId: (r) => `etl-log-open-${r.id}` },
    {
      label: `${E}.runStop`, fn: STOP_FN.log, danger: true, visible: (r) => r.status === 'Queued' || r.status === 'Running',
      confirm: (r, t) => t(`${E}.runStopConfirm`, { name: r.name }), run: (r) => RunApi.stop([r.id]), done: `${E}.runStopAsked`, testId: (r) => `etl-log-stop-${r.id}`,
    },
  ],
  actionsWidth: 120,
  totalText: 'datagov.total',
  failedText: 'datagov.failed',
});

export default function LogPage() {
  return <ServiceListPage def={logList} />;
}
