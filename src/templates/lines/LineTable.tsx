// The editable table of a document's lines (receipt items, payments, costs ...), a Formily array
// component in ArrayTable's schema dialect. Only the rows in view are drawn (useRowWindow), each a
// memoised LineRow whose cells are Formily fields, so a 1,000-line document opens and types
// without drawing 1,000 rows. Keyboard moves (keyboard.ts), paste of spreadsheet blocks
// (paste.ts), add / copy / remove rows; read-pretty forms show the values only.
import { ArrayBase } from '@formily/antd-v5';
import type { ArrayField } from '@formily/core';
import { observer, useField, useFieldSchema } from '@formily/react';
import { App, Empty, theme } from 'antd';
import { Fragment, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { lineLayoutOf } from './columns';
import { focusCell, moveFrom, moveOfKey, positionOf, type CellPosition } from './keyboard';
import { registerLineTable } from './lineRegistry';
import { LineHead, lineSpanOf, lineWidthOf } from './LineHead';
import { lineStyles } from './lineStyles';
import { LineRow } from './LineRow';
import { LineToolbar } from './LineToolbar';
import { pasteBlock } from './paste';
import { copyRows, forgetCopiedId, removeRows } from './rowOps';
import { isCellBlock } from './tsv';
import { useRowWindow } from './useRowWindow';

const NONE: ReadonlySet<number> = new Set();

/** a cell to focus or reveal once its row is drawn */
type Pending = { at: CellPosition; focus: boolean } | null;

function revealCell(container: HTMLElement | null, at: CellPosition): boolean {
  const row = container?.querySelector<HTMLElement>(`tr[data-row="${at.row}"]`);
  if (!row) return false;
  const cell = row.querySelector<HTMLElement>(`td[data-col="${at.col}"]`) ?? row;
  cell.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  return true;
}

/** stands for the rows not drawn (a row without cells may collapse: it has one) */
function Spacer({ height, span }: { height: number; span: number }) {
  return (
    <tr aria-hidden>
      <td colSpan={span} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

const LineTableBase = observer(function LineTable() {
  const field = useField<ArrayField>();
  const schema = useFieldSchema();
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { token } = theme.useToken();
  const layout = useMemo(() => lineLayoutOf(schema), [schema]);
  const rows = field.value as unknown[] | undefined;
  const count = Array.isArray(rows) ? rows.length : 0;
  const editable = field.editable;
  const address = field.address.toString();
  const styles = useMemo(() => lineStyles(token, editable, layout), [token, editable, layout]);
  const win = useRowWindow(count);
  const [selected, setSelected] = useState<ReadonlySet<number>>(NONE);
  const editableCols = useMemo(() => layout.columns.flatMap((c, i) => (c.editable ? [i] : [])), [layout]);

  const pending = useRef<Pending>(null);
  const isDrawn = (row: number) => !!win.ref.current?.querySelector(`tr[data-row="${row}"]`);
  const land = (p: NonNullable<Pending>) => (p.focus ? focusCell(win.ref.current, p.at) : revealCell(win.ref.current, p.at));
  // a cell asked for before its row was drawn: once it is
  useLayoutEffect(() => {
    const p = pending.current;
    if (!p || !isDrawn(p.at.row)) return;
    pending.current = null;
    land(p);
  });
  const goTo = (at: CellPosition, focus = true) => {
    if (isDrawn(at.row)) return void land({ at, focus });
    pending.current = { at, focus };
    win.scrollToRow(at.row);
  };

  // a save's line error brings its cell into view (fieldErrors.ts)
  const reveal = useRef((_index: number, _name: string) => {});
  reveal.current = (index, name) => goTo({ row: index, col: layout.columns.findIndex((c) => c.name === name) }, false);
  useEffect(() => registerLineTable(field.form, field.path.toString(), { reveal: (i, n) => reveal.current(i, n) }), [field]);

  const onSelect = useCallback(
    (index: number, checked: boolean) =>
      setSelected((previous) => {
        const next = new Set(previous);
        if (checked) next.add(index);
        else next.delete(index);
        return next;
      }),
    [],
  );

  const addRow = () => {
    void field.push({});
    if (editableCols.length) goTo({ row: count, col: editableCols[0] });
  };
  const copySelected = () => {
    copyRows(field, selected);
    setSelected(NONE);
  };
  const removeSelected = () => {
    const remove = () => {
      removeRows(field, selected);
      setSelected(NONE);
    };
    if (selected.size <= 1) return remove();
    modal.confirm({
      title: t('templates.confirmTitle'),
      content: t('lines.removeConfirm', { count: selected.size }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: remove,
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const from = editable ? positionOf(target) : null;
    const move = from ? moveOfKey(event, target) : null;
    if (!from || !move) return;
    const to = moveFrom(from, move, count, editableCols);
    // Tab at the table's edge leaves it; arrows never step a number input instead of moving
    if (to === null && move !== 'up' && move !== 'down') return;
    event.preventDefault();
    event.stopPropagation();
    if (to === 'append') addRow();
    else if (to) goTo(to);
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const text = event.clipboardData?.getData('text/plain') || event.clipboardData?.getData('text') || '';
    const from = editable && isCellBlock(text) ? positionOf(event.target as HTMLElement) : null;
    if (!from) return;
    event.preventDefault();
    event.stopPropagation();
    void pasteBlock(field, layout.columns, from, text).then(({ filled, skipped }) => {
      if (skipped) void message.warning(t('lines.pasteSkipped', { filled, skipped }));
      else void message.success(t('lines.pasted', { filled }));
    });
  };

  const drawn: number[] = [];
  for (let i = win.first; i <= win.last; i++) drawn.push(i);
  const span = lineSpanOf(layout, editable);
  const width = lineWidthOf(layout, editable);

  return (
    <ArrayBase
      // a row inserted or removed moves the rows after it: the selection no longer names them
      onRemove={() => setSelected(NONE)}
      onCopy={(index) => {
        forgetCopiedId(field, index);
        setSelected(NONE);
      }}
    >
      {editable ? <LineToolbar addTitle={layout.addTitle} count={count} selected={selected.size} onAdd={addRow} onCopy={copySelected} onRemove={removeSelected} /> : null}
      <div ref={win.ref} style={styles.scroller} onScroll={win.onScroll} onKeyDownCapture={onKeyDown} onPasteCapture={onPaste} data-testid={`lines-${address}`}>
        <table style={{ ...styles.table, width }} aria-rowcount={count + 1}>
          <LineHead
            layout={layout}
            editable={editable}
            styles={styles}
            count={count}
            selected={selected.size}
            onSelectAll={(checked) => setSelected(checked ? new Set(Array.from({ length: count }, (_, i) => i)) : NONE)}
          />
          <tbody>
            {count === 0 ? (
              <tr>
                <td colSpan={span} style={{ ...styles.td, height: 'auto' }}>
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
                </td>
              </tr>
            ) : (
              <Fragment>
                {win.padTop > 0 ? <Spacer height={win.padTop} span={span} /> : null}
                {drawn.map((index) => (
                  <LineRow
                    key={index}
                    index={index}
                    layout={layout}
                    address={address}
                    editable={editable}
                    selected={selected.has(index)}
                    onSelect={onSelect}
                    styles={styles}
                    selectLabel={t('lines.selectRow', { row: index + 1 })}
                  />
                ))}
                {win.padBottom > 0 ? <Spacer height={win.padBottom} span={span} /> : null}
              </Fragment>
            )}
          </tbody>
        </table>
      </div>
    </ArrayBase>
  );
});

/** Marks the schema pieces LineTable reads (columns, index, addition); rendered by LineTable itself. */
const Marker = () => null;

export const LineTable = Object.assign(LineTableBase, {
  Column: Marker,
  Index: Marker,
  Addition: Marker,
  Copy: ArrayBase.Copy,
  Remove: ArrayBase.Remove,
});
