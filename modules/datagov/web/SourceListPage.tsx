// meta/DataSource (数据源): the tenant's sources with their connection state; 测试连接 and 采集元数据
// per row, 新增 / 编辑 / 查看 on their own pages, 删除 confirmed (it removes the source's metadata).
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Tag } from 'antd';
import type { HarvestView, SourceView } from '../contracts';
import { ServiceListPage } from '../../../src/templates/service-list/ServiceListPage';
import { defineServiceList } from '../../../src/templates/service-list/types';
import { i18n } from '../../../src/i18n';
import { SourceApi } from './api';

const FN = 'meta.dataSource';
export const STATUS_COLOR = { Ok: 'green', Failed: 'red', Unchecked: 'default' } as const;

export const sourceList = defineServiceList<SourceView, { text?: string }>({
  testId: 'dg-sources',
  load: (q) => SourceApi.summaryPage([q], { ignoreError: true }),
  search: { placeholder: 'datagov.searchSource', toFilters: (text) => (text ? { text } : {}) },
  columns: [
    { title: 'datagov.code', field: 'code', width: 150, link: (r) => `meta/DataSourceDetail?id=${r.id}`, testId: (r) => `dg-source-${r.code}` },
    { title: 'datagov.name', field: 'name' },
    { title: 'datagov.kind', field: 'kind', width: 140, render: (r, t) => t(`datagov.kinds.${r.kind}`) },
    { title: 'datagov.status', field: 'status', width: 110, render: (r, t) => <Tag color={STATUS_COLOR[r.status]}>{t(`datagov.statuses.${r.status}`)}</Tag> },
    { title: 'datagov.tableCount', field: 'tableCount', width: 90, align: 'right' },
    { title: 'datagov.harvestedAt', field: 'harvestedAt', width: 170, render: 'time' },
  ],
  toolbar: [{ label: 'templates.add', fn: `${FN}.create`, icon: <PlusOutlined />, open: 'meta/DataSourceAdd', testId: 'dg-source-add' }],
  onOpen: (r) => `meta/DataSourceDetail?id=${r.id}`,
  rowActions: [
    { label: 'datagov.testConnection', fn: `${FN}.testConnection`, run: (r) => SourceApi.testConnection([r.id], { ignoreError: true }), done: 'datagov.connectionOk', testId: (r) => `dg-test-${r.code}`, said: (a) => ((a as SourceView).status === 'Failed' ? (a as SourceView).checkError ?? undefined : undefined) },
    { label: 'datagov.harvest', fn: `${FN}.harvest`, run: (r) => SourceApi.harvest([r.id], { ignoreError: true }), done: 'datagov.harvested', testId: (r) => `dg-harvest-${r.code}`, said: (a) => harvestedText(a as HarvestView) },
    { label: 'templates.edit', fn: `${FN}.update`, open: (r) => `meta/DataSourceEdit?id=${r.id}` },
    {
      label: 'templates.delete',
      fn: `${FN}.delete`,
      danger: true,
      confirm: (r, t) => t('datagov.removeConfirm', { name: r.name }),
      run: (r) => SourceApi.remove([[r.id]], { ignoreError: true }),
      done: 'datagov.deleted',
    },
  ],
  actionsWidth: 300,
  totalText: 'datagov.total',
  failedText: 'datagov.failed',
});

/** the harvest's figures in the user's language */
const harvestedText = (a: HarvestView) => i18n.t('datagov.harvested', { ...a });

export default function SourceListPage() {
  return <ServiceListPage def={sourceList} />;
}
