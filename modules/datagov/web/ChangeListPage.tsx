// meta/ChangeRecord (变更记录): what changed between a source's harvests — tables and columns
// added or removed, columns whose type changed — newest harvest first, filtered by source and kind.
import { Tag } from 'antd';
import type { ChangeView } from '../contracts';
import { ServiceListPage } from '../../../src/templates/service-list/ServiceListPage';
import { defineServiceList } from '../../../src/templates/service-list/types';
import { MetaApi } from './api';

const TYPES = ['TableAdded', 'TableRemoved', 'ColumnAdded', 'ColumnRemoved', 'TypeChanged'] as const;
const COLOR: Record<string, string> = { TableAdded: 'green', ColumnAdded: 'green', TableRemoved: 'red', ColumnRemoved: 'red', TypeChanged: 'orange' };

const changes = defineServiceList<ChangeView, { changeType?: string }>({
  testId: 'dg-changes',
  load: (q) => MetaApi.changePage([q], { ignoreError: true }),
  filters: [{ name: 'changeType', label: 'datagov.change', kind: 'select', options: TYPES.map((v) => ({ value: v, label: `datagov.changeTypes.${v}` })), width: 160 }],
  columns: [
    { title: 'datagov.harvestNo', field: 'harvestId', width: 90 },
    { title: 'datagov.source', field: 'sourceName', width: 160 },
    { title: 'datagov.change', field: 'changeType', width: 120, render: (r, t) => <Tag color={COLOR[r.changeType]}>{t(`datagov.changeTypes.${r.changeType}`)}</Tag> },
    { title: 'datagov.table', field: 'table', render: (r) => `${r.schema}.${r.table}` },
    { title: 'datagov.column', field: 'column', width: 160 },
    { title: 'datagov.oldType', field: 'oldType', width: 130 },
    { title: 'datagov.newType', field: 'newType', width: 130 },
    { title: 'datagov.at', field: 'at', width: 170, render: 'time' },
  ],
  totalText: 'datagov.total',
  failedText: 'datagov.failed',
  table: { size: 'small' },
});

export default function ChangeListPage() {
  return <ServiceListPage def={changes} />;
}
