// etl/Tran (ETL转换): transformations with their repository and last run; 新增 and 设计 open the
// designer, 运行 queues a run (调度日志 shows it), 删除 asks first.
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Tag } from 'antd';
import type { TranView } from '../contracts';
import { ServiceListPage } from '../../../../src/templates/service-list/ServiceListPage';
import { defineServiceList } from '../../../../src/templates/service-list/types';
import { STATUS_COLOR, TranApi } from './api';

const FN = 'etl.tran';
const E = 'datagov.etl';

export const tranList = defineServiceList<TranView, { text?: string }>({
  testId: 'etl-trans',
  load: (q) => TranApi.summaryPage([q], { ignoreError: true }),
  search: { placeholder: `${E}.searchCode`, toFilters: (text) => (text ? { text } : {}) },
  columns: [
    { title: 'datagov.code', field: 'code', width: 160, link: (r) => `etl/TranDesign?id=${r.id}`, testId: (r) => `etl-tran-${r.code}` },
    { title: 'datagov.name', field: 'name' },
    { title: `${E}.repo`, field: 'repoName', width: 150 },
    { title: `${E}.steps`, key: 'steps', width: 80, align: 'right', render: (r) => r.steps.length },
    { title: `${E}.lastStatus`, field: 'lastStatus', width: 100, render: (r, t) => (r.lastStatus ? <Tag color={STATUS_COLOR[r.lastStatus]}>{t(`${E}.status.${r.lastStatus}`)}</Tag> : '—') },
    { title: `${E}.modifyDt`, field: 'modifyDt', width: 170, render: 'time' },
  ],
  toolbar: [{ label: 'templates.add', fn: `${FN}.create`, icon: <PlusOutlined />, open: 'etl/TranDesign', testId: 'etl-tran-add' }],
  onOpen: (r) => `etl/TranDesign?id=${r.id}`,
  rowActions: [
    { label: `${E}.design`, fn: `${FN}.update`, open: (r) => `etl/TranDesign?id=${r.id}` },
    { label: `${E}.run`, fn: `${FN}.run`, run: (r) => TranApi.run([r.id], { ignoreError: true }), done: `${E}.queued`, testId: (r) => `etl-run-${r.code}` },
    { label: 'templates.delete', fn: `${FN}.delete`, danger: true, confirm: (r, t) => t(`${E}.removeConfirm`, { name: r.name }), run: (r) => TranApi.remove([[r.id]], { ignoreError: true }), done: 'datagov.deleted' },
  ],
  actionsWidth: 200,
  totalText: 'datagov.total',
  failedText: 'datagov.failed',
});

export default function TranListPage() {
  return <ServiceListPage def={tranList} />;
}
