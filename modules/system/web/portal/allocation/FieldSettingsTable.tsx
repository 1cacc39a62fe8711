// The role's fields of the selected page, one tab per block, in a dense editable table: given,
// display, edit, required, width, default value JSON, limit value, plate, and the order (drag a
// row, or its arrows). Enter moves to the same cell of the next row (Shift+Enter: previous); Tab
// moves along the row. Nothing is sent until 保存.
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import HolderOutlined from '@ant-design/icons/HolderOutlined';
import { Button, Checkbox, Input, InputNumber, Select, Space, Switch, Table, Tabs, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { type HTMLAttributes, type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOCKS, type Block, type FieldRow, moveBefore, moveRow, rowProblems, updateRow } from './fieldSettings';

export interface FieldSettingsTableProps {
  rows: FieldRow[];
  onChange: (rows: FieldRow[]) => void;
  plates: ReadonlyArray<{ id: number; code: string; name: string }>;
  disabled: boolean;
}

/** The focusable control of a cell (`data-cell="{block}:{row}:{col}"`): null when there is no such cell, false when it has none enabled. */
function focusCell(root: HTMLElement, block: string, row: number, col: string): boolean | null {
  const cell = root.querySelector<HTMLElement>(`[data-cell="${block}:${row}:${col}"]`);
  if (!cell) return null;
  const control = cell.querySelector<HTMLElement>('input:not([disabled]), button:not([disabled])');
  if (!control) return false;
  control.focus();
  if (control instanceof HTMLInputElement) control.select();
  return true;
}

/** Enter / Shift+Enter: the same column one row down / up (rows whose control is disabled are skipped). */
export function onTableKeyDown(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  const target = event.target as HTMLElement;
  const cell = target.closest<HTMLElement>('[data-cell]');
  // a select's own Enter picks its option
  if (!cell || target.tagName === 'TEXTAREA' || target.closest('.ant-select')) return;
  const [block, row, col] = cell.dataset.cell!.split(':');
  const step = event.shiftKey ? -1 : 1;
  event.preventDefault();
  for (let r = Number(row) + step; r >= 0; r += step) {
    const moved = focusCell(event.currentTarget, block, r, col);
    if (moved !== false) return;
  }
}

export function FieldSettingsTable({ rows, onChange, plates, disabled }: FieldSettingsTableProps) {
  const { t } = useTranslation();
  const dragKey = useRef<string | null>(null);
  const blocks = BLOCKS.filter((b) => rows.some((r) => r.block === b));
  const [active, setActive] = useState<Block | null>(null);
  const current = active && blocks.includes(active) ? active : (blocks[0] ?? null);
  const plateOrder = plates.map((p) => p.code);
  const set = (key: string, patch: Partial<FieldRow>) => onChange(updateRow(rows, key, patch, plateOrder));
  const problemText = (p: string | undefined) => (p ? t(`alloc.problem.${p}`) : undefined);

  const columnsFor = (block: Block): ColumnType<FieldRow>[] => {
    const cell = (col: string, render: (r: FieldRow) => ReactNode) => (_: unknown, r: FieldRow, index: number) => <div data-cell={`${block}:${index}:${col}`}>{render(r)}</div>;
    const off = (r: FieldRow) => disabled || !r.given;
    return [
      {
        key: 'order',
        width: 84,
        render: (_: unknown, r: FieldRow) => (
          <Space size={0}>
            <HolderOutlined style={{ cursor: disabled ? 'default' : 'grab', color: '#999' }} aria-hidden />
            <Button type="text" size="small" icon={<ArrowUpOutlined />} disabled={disabled} aria-label={t('alloc.moveUp', { name: r.name })} onClick={() => onChange(moveRow(rows, r.key, -1))} />
            <Button type="text" size="small" icon={<ArrowDownOutlined />} disabled={disabled} aria-label={t('alloc.moveDown', { name: r.name })} onClick={() => onChange(moveRow(rows, r.key, 1))} />
          </Space>
        ),
      },
      {
        key: 'given',
        title: t('alloc.given'),
        width: 48,
        render: cell('given', (r) => <Checkbox checked={r.given} disabled={disabled} onChange={(e) => set(r.key, { given: e.target.checked })} aria-label={t('alloc.giveField', { name: r.name })} />),
      },
      {
        key: 'name',
        title: t('alloc.field'),
        width: 150,
        render: (_: unknown, r: FieldRow) => (
          <div style={{ lineHeight: 1.2 }}>
            <Typography.Text delete={!r.given}>{r.name}</Typography.Text>
            <br />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {r.code} · {r.dataType}
            </Typography.Text>
          </div>
        ),
      },
      { key: 'display', title: t('alloc.display'), width: 56, render: cell('display', (r) => <Switch size="small" checked={r.displayTag} disabled={off(r)} onChange={(v) => set(r.key, { displayTag: v })} aria-label={t('alloc.display')} />) },
      { key: 'edit', title: t('alloc.edit'), width: 56, render: cell('edit', (r) => <Switch size="small" checked={r.editTag} disabled={off(r)} onChange={(v) => set(r.key, { editTag: v })} aria-label={t('alloc.edit')} />) },
      { key: 'required', title: t('alloc.required'), width: 56, render: cell('required', (r) => <Switch size="small" checked={r.requiredTag} disabled={off(r)} onChange={(v) => set(r.key, { requiredTag: v })} aria-label={t('alloc.required')} />) },
      {
        key: 'width',
        title: block === 'Table' ? t('alloc.widthPx') : t('alloc.width'),
        width: 84,
        render: cell('width', (r) => {
          const p = rowProblems(r).width;
          return (
            <InputNumber size="small" min={0} max={block === 'Table' ? 2000 : 24} precision={0} value={r.width} disabled={off(r)} status={p ? 'error' : undefined} title={problemText(p)} onChange={(v) => set(r.key, { width: v ?? 0 })} style={{ width: '100%' }} aria-label={t('alloc.width')} />
          );
        }),
      },
      {
        key: 'defaultValue',
        title: t('alloc.defaultValue'),
        width: 200,
        render: cell('defaultValue', (r) => {
          const p = rowProblems(r).defaultValue;
          return (
            <>
              <Input size="small" value={r.defaultValue} disabled={off(r)} status={p ? 'error' : undefined} placeholder='{"normalValue":""}' onChange={(e) => set(r.key, { defaultValue: e.target.value })} style={{ fontFamily: 'monospace' }} aria-label={t('alloc.defaultValue')} />
              {p ? (
                <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid="default-value-problem">
                  {problemText(p)}
                </Typography.Text>
              ) : null}
            </>
          );
        }),
      },
      { key: 'limitValue', title: t('alloc.limitValue'), width: 140, render: cell('limitValue', (r) => <Input size="small" value={r.limitValue} disabled={off(r)} onChange={(e) => set(r.key, { limitValue: e.target.value })} aria-label={t('alloc.limitValue')} />) },
      {
        key: 'plate',
        title: t('alloc.plate'),
        width: 120,
        render: cell('plate', (r) => (
          <Select size="small" value={r.plateCode} disabled={off(r) || !plates.length} onChange={(v) => set(r.key, { plateCode: v })} style={{ width: '100%' }} options={[{ value: '', label: t('alloc.noPlate') }, ...plates.map((p) => ({ value: p.code, label: p.name }))]} aria-label={t('alloc.plate')} />
        )),
      },
    ];
  };

  if (!current) return <Typography.Text type="secondary">{t('alloc.noFields')}</Typography.Text>;
  return (
    // a group of cells: Enter moves down a column, as in a spreadsheet (a fieldset without its frame)
    <fieldset aria-label={t('alloc.fields')} onKeyDown={onTableKeyDown} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }} data-testid="field-settings">
      <Tabs
        size="small"
        activeKey={current}
        onChange={(k) => setActive(k as Block)}
        items={blocks.map((b) => ({
          key: b,
          label: `${t(`alloc.blocks.${b}`)} (${rows.filter((r) => r.block === b && r.given).length}/${rows.filter((r) => r.block === b).length})`,
          children: (
            <Table<FieldRow>
              size="small"
              rowKey="key"
              dataSource={rows.filter((r) => r.block === b)}
              columns={columnsFor(b)}
              pagination={false}
              scroll={{ x: 1000, y: 420 }}
              onRow={(r) => ({
                'data-testid': `field-row-${r.code}`,
                draggable: !disabled,
                onDragStart: () => (dragKey.current = r.key),
                onDragOver: (e) => e.preventDefault(),
                onDrop: (e) => {
                  e.preventDefault();
                  if (dragKey.current) onChange(moveBefore(rows, dragKey.current, r.key));
                  dragKey.current = null;
                },
              }) as HTMLAttributes<HTMLElement>}
            />
          ),
        }))}
      />
    </fieldset>
  );
}
