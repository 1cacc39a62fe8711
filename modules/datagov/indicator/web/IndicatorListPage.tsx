// ops/IndicatorList (指标管理): the tenant's indicators with their last period's value, its change and
// status against the target; a row opens 指标详情; 立即计算 computes every period now; 新增 / 编辑 open
// the indicator's form; 删除 is confirmed (it removes the stored series). A caller whose data scope is
// narrower than the tenant sees no stored value here (the detail computes its own).
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Tag } from 'antd';
import { ServiceListPage } from '../../../../src/templates/service-list/ServiceListPage';
import { defineServiceList } from '../../../../src/templates/service-list/types';
import type { IndicatorView } from '../contracts';
import { IP } from '../paths';
import { IndicatorApi } from './api';
import { STATUS_COLOR, valueText } from './format';
import { IndicatorFormDialog } from './IndicatorFormDialog';

const FN = 'ops.indicatorList';
const K = 'datagov.indicator';

export const indicatorList = defineServiceList<IndicatorView, { text?: string }>({
  testId: 'ind-indicators',
  load: (q) => IndicatorApi.summaryPage([q], { ignoreError: true }),
  search: { placeholder: `${K}.searchIndicator`, toFilters: (text) => (text ? { text } : {}) },
  columns: [
    { title: `${K}.code`, field: 'code', width: 150, link: (r) => `${IP.detail}?id=${r.id}`, testId: (r) => `ind-${r.code}` },
    { title: `${K}.name`, field: 'name', width: 140 },
    { title: `${K}.model`, field: 'modelName', width: 140 },
    { title: `${K}.period`, field: 'period', width: 70, render: (r, t) => t(`${K}.periods.${r.period}`) },
    { title: `${K}.latestPeriod`, key: 'latestPeriod', width: 110, render: (r) => r.latest?.period ?? '' },
    {
      title: `${K}.latest`, key: 'latest', width: 160, align: 'right',
      render: (r, t) => (r.latest ? <Tag color={STATUS_COLOR[r.latest.status]} data-testid={`ind-latest-${r.code}`}>{valueText(r.latest.value, r)}</Tag> : t(`${K}.notComputed`)),
    },
    { title: `${K}.change`, key: 'change', width: 110, align: 'right', render: (r) => (r.latest?.change == null ? '' : `${r.latest.change.startsWith('-') ? '' : '+'}${r.latest.change}`) },
    { title: `${K}.target`, key: 'target', width: 140, align: 'right', render: (r, t) => (r.target == null ? '' : `${t(`${K}.directions.${r.direction}`)} ${valueText(r.target, r)}`) },
    { title: `${K}.lastRunAt`, field: 'lastRunAt', width: 160, render: 'time' },
  ],
  toolbar: [{ label: 'templates.add', fn: `${FN}.create`, icon: <PlusOutlined />, modal: (p) => <IndicatorFormDialog {...p} indicator={null} />, testId: 'ind-add' }],
  onOpen: (r) => `${IP.detail}?id=${r.id}`,
  rowActions: [
    { label: `${K}.compute`, fn: `${FN}.compute`, run: (r) => IndicatorApi.compute([r.id], { ignoreError: true }), done: `${K}.computed`, testId: (r) => `ind-compute-${r.code}` },
    { label: 'templates.edit', fn: `${FN}.update`, modal: (r, p) => <IndicatorFormDialog {...p} indicator={r} /> },
    {
      label: 'templates.delete',
      fn: `${FN}.delete`,
      danger: true,
      confirm: (r, t) => t(`${K}.removeIndicatorConfirm`, { name: r.name }),
      run: (r) => IndicatorApi.remove([[r.id]], { ignoreError: true }),
      done: `${K}.deleted`,
    },
  ],
  actionsWidth: 200,
  table: { scroll: { x: 'max-content' } },
  totalText: `${K}.total`,
  failedText: `${K}.failed`,
});

export default function IndicatorListPage() {
  return <ServiceListPage def={indicatorList} />;
}
