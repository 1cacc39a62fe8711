import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Table } from 'antd';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ColumnChooser } from '../../../src/engine/ColumnChooser';
import { columnPrefsKey, readHiddenColumns, useHiddenColumns, writeHiddenColumns } from '../../../src/engine/columnPrefs';
import { buildColumns, columnsWidth } from '../../../src/engine/columns';
import { mergeFieldMeta } from '../../../src/engine/fieldMeta';
import '../../../src/i18n';
import { attr, fakeRenderers, pageField } from '../../kit/web/fakes';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

const metas = [
  mergeFieldMeta(pageField('code', 'String', { name: '编码', block: 'Table', width: 150 }), attr('code', 'String')),
  mergeFieldMeta(pageField('name', 'String', { name: '名称', block: 'Table' }), attr('name', 'String', { tableWidth: 200 })),
  mergeFieldMeta(pageField('files', 'Enclosure', { name: '附件', block: 'Table' }), attr('files', 'Enclosure')),
  mergeFieldMeta(pageField('status_dict', 'Status', { name: '状态', block: 'Table' }), null),
  mergeFieldMeta(pageField('secret', 'String', { name: '隐藏', block: 'Table', displayTag: false }), attr('secret', 'String')),
];

describe('buildColumns', () => {
  it('title, dataIndex and width from metadata; hidden fields are not columns', () => {
    const columns = buildColumns(metas, fakeRenderers);
    expect(columns.map((c) => [c.title, c.dataIndex, c.width])).toEqual([
      ['编码', 'code', 150],
      ['名称', 'name', 200],
      ['附件', 'files', 120],
      ['状态', 'status_dict', 120],
    ]);
    expect(columnsWidth(columns)).toBe(590);
  });

  it('a sorter for sortable fields (attributes, system fields; not files), with the controlled order', () => {
    const columns = buildColumns(metas, fakeRenderers, { sortField: 'name', sortOrder: 'descend' });
    expect(columns.map((c) => c.sorter ?? false)).toEqual([true, true, false, true]);
    expect(columns[1].sortOrder).toBe('descend');
    expect(columns[0].sortOrder).toBeNull();
  });

  it('fixed first column on request; columns the user hid are left out', () => {
    expect(buildColumns(metas, fakeRenderers, { fixedFirst: true })[0].fixed).toBe('left');
    expect(buildColumns(metas, fakeRenderers)[0].fixed).toBeUndefined();
    expect(buildColumns(metas, fakeRenderers, { hidden: ['name'] }).map((c) => c.key)).toEqual(['code', 'files', 'status_dict']);
  });

  it('cells are the renderer’s Cell', () => {
    render(<Table rowKey="id" columns={buildColumns(metas, fakeRenderers)} dataSource={[{ id: 1, code: 'S1', name: '华东', status_dict: { dict: 'Audit', name: '已审核' } }]} pagination={false} />);
    expect(screen.getByTestId('cell-code').textContent).toBe('S1');
    expect(screen.getByTestId('cell-status_dict').textContent).toBe('已审核');
  });
});

describe('column chooser memory', () => {
  it('is kept per user and page', () => {
    expect(columnPrefsKey(11, '/mdm/Supplier')).toBe('plantform.columns:11:mdm/Supplier');
    writeHiddenColumns(columnPrefsKey(11, 'mdm/Supplier'), ['name']);
    expect(readHiddenColumns(columnPrefsKey(11, 'mdm/Supplier'))).toEqual(['name']);
    expect(readHiddenColumns(columnPrefsKey(12, 'mdm/Supplier'))).toEqual([]);
    expect(readHiddenColumns(columnPrefsKey(11, 'mdm/Customer'))).toEqual([]);
    localStorage.setItem('bad', '{');
    expect(readHiddenColumns('bad')).toEqual([]);
  });

  it('unticking a column hides it and remembers it', async () => {
    function Page() {
      const [hidden, setHidden] = useHiddenColumns(11, 'mdm/Supplier');
      return (
        <>
          <ColumnChooser fields={metas} hidden={hidden} onChange={setHidden} />
          <span data-testid="shown">{buildColumns(metas, fakeRenderers, { hidden }).map((c) => c.key).join(',')}</span>
        </>
      );
    }
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: '列设置' }));
    const popover = await screen.findByRole('tooltip');
    fireEvent.click(within(popover).getByRole('checkbox', { name: '名称' }));
    expect(screen.getByTestId('shown').textContent).toBe('code,files,status_dict');
    expect(localStorage.getItem('plantform.columns:11:mdm/Supplier')).toBe('["name"]');
    cleanup();
    render(<Page />);
    expect(screen.getByTestId('shown').textContent).toBe('code,files,status_dict');
  });
});
