// The line table's column widths and sticky header: select-all, row number, the field titles
// (required ones starred), the row actions' title.
import { Checkbox, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LineLayout } from './columns';
import { INDEX_WIDTH, SELECT_WIDTH, type LineStyles } from './lineStyles';

interface LineHeadProps {
  layout: LineLayout;
  /** with the row selector and the row actions */
  editable: boolean;
  styles: LineStyles;
  count: number;
  selected: number;
  onSelectAll: (checked: boolean) => void;
}

/** The table's full width: every drawn column's. */
export function lineWidthOf(layout: LineLayout, editable: boolean): number {
  const fields = layout.columns.reduce((sum, c) => sum + c.width, 0);
  return fields + (editable ? SELECT_WIDTH : 0) + (layout.hasIndex ? INDEX_WIDTH : 0) + (editable && layout.operations ? layout.operations.width : 0);
}

/** How many cells a row has. */
export const lineSpanOf = (layout: LineLayout, editable: boolean) => layout.columns.length + (editable ? 1 : 0) + (layout.hasIndex ? 1 : 0) + (editable && layout.operations ? 1 : 0);

export function LineHead({ layout, editable, styles, count, selected, onSelectAll }: LineHeadProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const all = count > 0 && selected === count;
  return (
    <>
      <colgroup>
        {editable ? <col style={{ width: SELECT_WIDTH }} /> : null}
        {layout.hasIndex ? <col style={{ width: INDEX_WIDTH }} /> : null}
        {layout.columns.map((c) => (
          <col key={c.name} style={{ width: c.width }} />
        ))}
        {editable && layout.operations ? <col style={{ width: layout.operations.width }} /> : null}
      </colgroup>
      <thead>
        <tr>
          {editable ? (
            <th style={styles.selectTh}>
              <Checkbox checked={all} indeterminate={selected > 0 && !all} disabled={!count} aria-label={t('lines.selectAll')} onChange={(e) => onSelectAll(e.target.checked)} />
            </th>
          ) : null}
          {layout.hasIndex ? <th style={styles.indexTh}>#</th> : null}
          {layout.columns.map((c) => (
            <th key={c.name} style={styles.th} title={c.title}>
              {c.required ? <span style={{ color: token.colorError, marginInlineEnd: 4 }}>*</span> : null}
              {c.title}
            </th>
          ))}
          {editable && layout.operations ? <th style={styles.operationsTh}>{layout.operations.title}</th> : null}
        </tr>
      </thead>
    </>
  );
}
