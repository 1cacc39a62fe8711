// The parts of a receipt view: the header fields, one read-only table per child table (lines,
// payments, costs) and the attachments, each drawn by the field type's own renderer.
import { Descriptions, Table, Typography } from 'antd';
import { createElement } from 'react';
import { buildColumns, columnsWidth } from '../../src/engine/columns';
import type { ChildTableModel } from '../../src/engine/pageModel';
import { rendererFor, type RendererRegistry } from '../../src/engine/renderers';
import type { FieldMeta } from '../fields/types';
import { rowsOf } from './layout';

interface SectionProps {
  registry: RendererRegistry;
  record: Record<string, unknown>;
}

/** long texts take a whole row */
const spanOf = (f: FieldMeta) => (f.dataType === 'Remark' ? 3 : 1);

export function HeaderSection({ registry, record, fields }: SectionProps & { fields: readonly FieldMeta[] }) {
  const items = fields.map((f) => ({
    key: f.code,
    label: f.name,
    span: spanOf(f),
    children: <span data-testid={`receipt-field-${f.code}`}>{createElement(rendererFor(registry, f).Read, { value: record[f.code], field: f })}</span>,
  }));
  return <Descriptions size="small" bordered column={{ xs: 1, sm: 2, md: 3 }} items={items} data-testid="receipt-header" />;
}

export function ChildSection({ registry, record, child }: SectionProps & { child: ChildTableModel }) {
  // a document's rows as they are: no server sorting, no paging
  const columns = buildColumns(child.fields, registry).map(({ sorter: _s, sortOrder: _o, ...column }) => column);
  const rows = rowsOf(record, child.key);
  return (
    <section data-testid={`receipt-table-${child.key}`}>
      <Typography.Title level={5}>{child.name}</Typography.Title>
      <Table
        size="small"
        bordered
        pagination={false}
        columns={columns}
        dataSource={rows}
        rowKey={(row) => String(row.id ?? rows.indexOf(row))}
        scroll={{ x: columnsWidth(columns) }}
      />
    </section>
  );
}

export function AttachmentsSection({ registry, record, fields, title }: SectionProps & { fields: readonly FieldMeta[]; title: string }) {
  return (
    <section data-testid="receipt-attachments">
      <Typography.Title level={5}>{title}</Typography.Title>
      {fields.map((f) => (
        <div key={f.code}>{createElement(rendererFor(registry, f).Read, { value: record[f.code], field: f })}</div>
      ))}
    </section>
  );
}
