// etl/JobSchedule (作业调度): each job's cron schedule, its next and last time; 启动 / 停止 per row,
// edited in the list's form (five fields: minute hour day month weekday).
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Skeleton, Tag } from 'antd';
import { useMemo } from 'react';
import type { ScheduleView } from '../contracts';
import { ServiceListPage } from '../../../../src/templates/service-list/ServiceListPage';
import { defineServiceList } from '../../../../src/templates/service-list/types';
import { jobOptions, type Option, ScheduleApi, useOptions } from './api';

const FN = 'etl.jobSchedule';
const E = 'datagov.etl';

function scheduleList(jobs: Option[]) {
  return defineServiceList<ScheduleView>({
    testId: 'etl-schedules',
    load: (q) => ScheduleApi.summaryPage([q], { ignoreError: true }),
    columns: [
      { title: `${E}.job`, field: 'jobName', width: 180 },
      { title: 'cron', field: 'cron', width: 140 },
      { title: `${E}.state`, field: 'enabled', width: 90, render: (r, t) => <Tag color={r.enabled ? 'green' : 'default'}>{t(r.enabled ? `${E}.started` : `${E}.stopped`)}</Tag> },
      { title: `${E}.nextAt`, field: 'nextAt', width: 170, render: 'time' },
      { title: `${E}.lastAt`, field: 'lastAt', width: 170, render: 'time' },
      { title: `${E}.remark`, field: 'remark' },
    ],
    toolbar: [{ label: 'templates.add', fn: `${FN}.create`, icon: <PlusOutlined />, add: true, testId: 'etl-schedule-add' }],
    rowActions: [
      { label: `${E}.start`, fn: `${FN}.start`, visible: (r) => !r.enabled, run: (r) => ScheduleApi.start([[r.id]], { ignoreError: true }), done: `${E}.startedMsg` },
      { label: `${E}.stop`, fn: `${FN}.stop`, visible: (r) => r.enabled, confirm: (r, t) => t(`${E}.stopConfirm`, { name: r.jobName }), run: (r) => ScheduleApi.stop([[r.id]], { ignoreError: true }), done: `${E}.stoppedMsg` },
      { label: 'templates.edit', fn: `${FN}.update`, edit: true },
      { label: 'templates.delete', fn: `${FN}.delete`, danger: true, confirm: (r, t) => t(`${E}.removeConfirm`, { name: r.jobName }), run: (r) => ScheduleApi.remove([[r.id]], { ignoreError: true }), done: 'datagov.deleted' },
    ],
    form: {
      addTitle: `${E}.addSchedule`,
      editTitle: `${E}.editSchedule`,
      fields: [
        { name: 'jobId', label: `${E}.job`, kind: 'select', required: true, options: () => jobs.map((j) => ({ value: String(j.value), label: j.label })) },
        { name: 'cron', label: 'cron', kind: 'text', required: true, maxLength: 100, hint: `${E}.cronHint` },
        { name: 'remark', label: `${E}.remark`, kind: 'textarea', maxLength: 500 },
      ],
      initial: { cron: '0 2 * * *' },
      fromRow: (r) => ({ jobId: String(r.jobId), cron: r.cron, remark: r.remark }),
      save: (v, editing) => ScheduleApi.save([{ id: editing?.id, jobId: Number(v.jobId), cron: String(v.cron ?? ''), remark: (v.remark as string) ?? null }], { ignoreError: true }),
      saved: 'datagov.saved',
    },
    actionsWidth: 220,
    totalText: 'datagov.total',
    failedText: 'datagov.failed',
  });
}

export default function SchedulePage() {
  const jobs = useOptions(jobOptions);
  const def = useMemo(() => (jobs ? scheduleList(jobs) : null), [jobs]);
  return def ? <ServiceListPage def={def} /> : <Skeleton active />;
}
