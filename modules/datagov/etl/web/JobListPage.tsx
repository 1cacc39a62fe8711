// etl/Job (ETL作业): jobs with their steps, owner, limits and last run; added and edited in the
// job form, 运行 queues a run now, 删除 asks first (a scheduled job is kept until its schedule goes).
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Skeleton, Tag } from 'antd';
import { useMemo } from 'react';
import type { JobView } from '../contracts';
import { ServiceListPage } from '../../../../src/templates/service-list/ServiceListPage';
import { defineServiceList } from '../../../../src/templates/service-list/types';
import { JobApi, type Option, repoOptions, scriptOptions, STATUS_COLOR, tranOptions, useOptions } from './api';
import { JobFormModal } from './JobFormModal';

const FN = 'etl.job';
const E = 'datagov.etl';
const loadChoices = async () => {
  const [repos, trans, scripts] = await Promise.all([repoOptions(), tranOptions(), scriptOptions()]);
  return { repos, trans, scripts };
};

function jobList(choices: { repos: Option[]; trans: Option[]; scripts: Option[] }) {
  return defineServiceList<JobView, { text?: string }>({
    testId: 'etl-jobs',
    load: (q) => JobApi.summaryPage([q], { ignoreError: true }),
    search: { placeholder: `${E}.searchCode`, toFilters: (text) => (text ? { text } : {}) },
    columns: [
      { title: 'datagov.code', field: 'code', width: 150 },
      { title: 'datagov.name', field: 'name', width: 160 },
      { title: `${E}.steps`, key: 'steps', render: (r, t) => r.steps.map((s, i) => `${i + 1}. ${s.refName}${s.when === 'success' ? '' : `（${t(`${E}.when.${s.when}`)}）`}`).join('  ') },
      { title: `${E}.owner`, field: 'ownerName', width: 100 },
      { title: `${E}.lastStatus`, field: 'lastStatus', width: 100, render: (r, t) => (r.lastStatus ? <Tag color={STATUS_COLOR[r.lastStatus]}>{t(`${E}.status.${r.lastStatus}`)}</Tag> : '—') },
    ],
    toolbar: [{ label: 'templates.add', fn: `${FN}.create`, icon: <PlusOutlined />, modal: (p) => <JobFormModal job={null} choices={choices} {...p} />, testId: 'etl-job-add' }],
    rowActions: [
      { label: 'templates.edit', fn: `${FN}.update`, modal: (r, p) => <JobFormModal job={r} choices={choices} {...p} /> },
      { label: `${E}.run`, fn: `${FN}.run`, run: (r) => JobApi.run([r.id], { ignoreError: true }), done: `${E}.queued`, testId: (r) => `etl-job-run-${r.code}` },
      { label: 'templates.delete', fn: `${FN}.delete`, danger: true, confirm: (r, t) => t(`${E}.removeConfirm`, { name: r.name }), run: (r) => JobApi.remove([[r.id]], { ignoreError: true }), done: 'datagov.deleted' },
    ],
    actionsWidth: 200,
    totalText: 'datagov.total',
    failedText: 'datagov.failed',
  });
}

export default function JobListPage() {
  const choices = useOptions(loadChoices);
  const def = useMemo(() => (choices ? jobList(choices) : null), [choices]);
  return def ? <ServiceListPage def={def} /> : <Skeleton active />;
}
