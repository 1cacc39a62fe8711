// meta/Metadata (元数据管理): the harvested tables the caller's role may see, by source, with their
// rows, size, tags and owner; a row opens its detail (fields, description, tags, owner). The same
// list shows a source's tables on its detail page (`sourceId`).
import { Select, Tag } from 'antd';
import { useEffect, useState } from 'react';
import type { TableView } from '../contracts';
import { ServiceListPage } from '../../../src/templates/service-list/ServiceListPage';
import { defineServiceList, type ServiceListDef } from '../../../src/templates/service-list/types';
import { MetaApi, sourceOptions } from './api';

type Filters = { text?: string; sourceId?: number };

const bytes = (n: number | null) => (n === null ? '' : n < 1024 ? `${n} B` : n < 1048576 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1048576).toFixed(1)} MB`);

function SourcePicker(props: { value?: number; onChange?: (v: number | undefined) => void }) {
  const [options, setOptions] = useState<Array<{ value: number; label: string }>>([]);
  useEffect(() => {
    sourceOptions().then(setOptions, () => setOptions([]));
  }, []);
  return <Select allowClear style={{ width: 220 }} options={options} value={props.value} onChange={props.onChange} data-testid="dg-source-filter" />;
}

export function tableList(fixed: Filters = {}): ServiceListDef<TableView, Filters> {
  return defineServiceList<TableView, Filters>({
    testId: 'dg-tables',
    load: (q) => MetaApi.tablePage([{ ...q, ...fixed }], { ignoreError: true }),
    filters: [
      { name: 'text', label: 'datagov.searchTable', kind: 'text', width: 220 },
      ...(fixed.sourceId ? [] : [{ name: 'sourceId', label: 'datagov.source', kind: 'custom' as const, render: () => <SourcePicker /> }]),
    ],
    columns: [
      { title: 'datagov.source', field: 'sourceName', width: 160 },
      { title: 'datagov.schema', field: 'schema', width: 100 },
      { title: 'datagov.tableName', field: 'name', link: (r) => `meta/DataTableDetail?id=${r.id}`, testId: (r) => `dg-table-${r.name}` },
      { title: 'datagov.comment', field: 'comment', ellipsis: true },
      { title: 'datagov.rows', field: 'rowCount', width: 100, align: 'right' },
      { title: 'datagov.size', field: 'sizeBytes', width: 100, align: 'right', render: (r) => bytes(r.sizeBytes) },
      { title: 'datagov.tags', field: 'tags', width: 160, render: (r) => r.tags.map((g) => <Tag key={g}>{g}</Tag>) },
      { title: 'datagov.owner', field: 'ownerName', width: 100 },
    ],
    onOpen: (r) => `meta/DataTableDetail?id=${r.id}`,
    totalText: 'datagov.total',
    failedText: 'datagov.failed',
    table: { size: 'small' },
  });
}

const all = tableList();

export default function TableListPage() {
  return <ServiceListPage def={all} />;
}
