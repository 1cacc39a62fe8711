// One drawn row of a line table: selector, row number, one Formily field per visible column and
// the row's copy / remove. Memoised: a keystroke re-renders only the cell typed in (its own
// Formily field), never its row or the other rows.
import { ArrayBase } from '@formily/antd-v5';
import type { ArrayField } from '@formily/core';
import { RecursionField, useField } from '@formily/react';
import { Checkbox } from 'antd';
import { memo } from 'react';
import type { LineLayout } from './columns';
import type { LineStyles } from './lineStyles';

export interface LineRowProps {
  index: number;
  layout: LineLayout;
  /** the array field's address, e.g. `items` */
  address: string;
  editable: boolean;
  selected: boolean;
  onSelect: (index: number, checked: boolean) => void;
  styles: LineStyles;
  selectLabel: string;
}

export const LineRow = memo(function LineRow({ index, layout, address, editable, selected, onSelect, styles, selectLabel }: LineRowProps) {
  const field = useField<ArrayField>();
  const rowAddress = `${address}.${index}`;
  return (
    <ArrayBase.Item index={index} record={() => (field.value as unknown[] | undefined)?.[index]}>
      <tr data-row={index} aria-rowindex={index + 2} style={selected ? styles.selectedRow : undefined}>
        {editable ? (
          <td style={styles.selectTd}>
            <Checkbox checked={selected} aria-label={selectLabel} onChange={(e) => onSelect(index, e.target.checked)} />
          </td>
        ) : null}
        {layout.hasIndex ? <td style={styles.indexTd}>{index + 1}</td> : null}
        {layout.columns.map((column, col) => (
          <td key={column.name} data-col={col} style={styles.td}>
            <RecursionField schema={column.cell} name={column.name} basePath={rowAddress} />
          </td>
        ))}
        {editable && layout.operations ? (
          <td style={styles.operationsTd}>
            <RecursionField schema={layout.operations.schema} name={index} onlyRenderProperties />
          </td>
        ) : null}
      </tr>
    </ArrayBase.Item>
  );
});
