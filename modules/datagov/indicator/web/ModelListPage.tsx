// mdm/DataModel (主数据模型): the tenant's data models — their origin (a report source or a source's
// table), columns by role, owner, tags and indicators; 浏览数据 opens 主数据维护 on the model, 新增 and
// 编辑 open the model's form, 删除 is confirmed (refused while indicators use the model).
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Tag } from 'antd';
import { ServiceListPage } from '../../../../src/templates/service-list/ServiceListPage';
import { defineServiceList } from '../../../../src/templates/service-list/types';
import type { ModelView } from '../contracts';
import { IP } from '../paths';
import { ModelApi } from './api';
import { ModelFormDialog } from './ModelFormDialog';

const FN = 'mdm.dataModel';
const K = 'datagov.indicator';

const roleCount = (m: ModelView, role: string) => m.columns.filter((c) => c.role === role).length;

export const modelList = defineServiceList<ModelView, { text?: string }>({
  testId: 'ind-models',
  load: (q) => ModelApi.summaryPage([q], { ignoreError: true }),
  search: { placeholder: `${K}.searchModel`, toFilters: (text) => (text ? { text } : {}) },
  columns: [
    { title: `${K}.code`, field: 'code', width: 150, link: (r) => `${IP.data}?id=${r.id}`, testId: (r) => `ind-model-${r.code}` },
    { title: `${K}.name`, field: 'name', width: 160 },
    { title: `${K}.origin`, field: 'origin', render: (r, t) => `${t(`${K}.kinds.${r.kind}`)}：${r.origin}` },
    { title: `${K}.columnsByRole`, key: 'columns', width: 200, render: (r, t) => `${t(`${K}.roles.dimension`)} ${roleCount(r, 'dimension')} · ${t(`${K}.roles.measure`)} ${roleCount(r, 'measure')}` },
    { title: `${K}.owner`, field: 'ownerName', width: 120 },
    { title: `${K}.tags`, field: 'tags', width: 160, render: (r) => r.tags.map((g) => <Tag key={g}>{g}</Tag>) },
    { title: `${K}.indicatorCount`, field: 'indicatorCount', width: 90, align: 'right' },
  ],
  toolbar: [{ label: 'templates.add', fn: `${FN}.create`, icon: <PlusOutlined />, modal: (p) => <ModelFormDialog {...p} model={null} />, testId: 'ind-model-add' }],
  onOpen: (r) => `${IP.data}?id=${r.id}`,
  rowActions: [
    { label: `${K}.browse`, open: (r) => `${IP.data}?id=${r.id}`, testId: (r) => `ind-browse-${r.code}` },
    { label: 'templates.edit', fn: `${FN}.update`, modal: (r, p) => <ModelFormDialog {...p} model={r} /> },
    {
      label: 'templates.delete',
      fn: `${FN}.delete`,
      danger: true,
      confirm: (r, t) => t(`${K}.removeModelConfirm`, { name: r.name }),
      run: (r) => ModelApi.remove([[r.id]], { ignoreError: true }),
      done: `${K}.deleted`,
    },
  ],
  actionsWidth: 200,
  totalText: `${K}.total`,
  failedText: `${K}.failed`,
});

export default function ModelListPage() {
  return <ServiceListPage def={modelList} />;
}
