// A line table on the pages: a title, the column header, rows that wrap their text, a 合计 row.
// A row that does not fit goes to the next page, where the column header is drawn again; a row
// taller than a whole page is cut (with an ellipsis) to one page.
import type { PrintTable } from '../../schemas/print';
import { CELL_PAD, COLOR, type PageWriter, type TextStyle } from './page-writer';

const BODY: TextStyle = { size: 8.5 };
const HEAD: TextStyle = { size: 8.5, bold: true };
const TITLE: TextStyle = { size: 10.5, bold: true };

/** the 序号 column keeps room for its two characters and three digits however many columns there are */
const SN_MIN_WIDTH = 28;

function columnWidths(table: PrintTable, width: number): number[] {
  const total = table.columns.reduce((s, c) => s + c.weight, 0);
  const widths = table.columns.map((c) => (c.weight / total) * width);
  const sn = table.columns.findIndex((c) => c.key === 'sn');
  if (sn >= 0 && widths[sn] < SN_MIN_WIDTH && widths.length > 1) {
    const others = width - widths[sn];
    const scale = (width - SN_MIN_WIDTH) / others;
    return widths.map((w, i) => (i === sn ? SN_MIN_WIDTH : w * scale));
  }
  return widths;
}

function rowHeight(w: PageWriter, cells: readonly string[], widths: readonly number[], style: TextStyle): number {
  let h = 0;
  cells.forEach((text, i) => {
    h = Math.max(h, w.measure(text, widths[i] - 2 * CELL_PAD, style));
  });
  return h + 2 * CELL_PAD;
}

type Align = NonNullable<TextStyle['align']>;

function drawRow(w: PageWriter, cells: readonly string[], widths: readonly number[], height: number, style: TextStyle, aligns: readonly Align[], fill?: string) {
  let x = w.left;
  cells.forEach((text, i) => {
    w.cellBox(x, w.y, widths[i], height, fill);
    w.text(text, x + CELL_PAD, w.y + CELL_PAD, widths[i] - 2 * CELL_PAD, { ...style, align: aligns[i] }, height - 2 * CELL_PAD);
    x += widths[i];
  });
  w.y += height;
}

/** Draws the table at the writer's position, breaking across pages; yields now and then. */
export async function drawTable(w: PageWriter, table: PrintTable, yieldEvery = 50): Promise<void> {
  const widths = columnWidths(table, w.width);
  const labels = table.columns.map((c) => c.label);
  const aligns = table.columns.map((c) => c.align);
  const centred = table.columns.map((): Align => 'center');
  const headHeight = rowHeight(w, labels, widths, HEAD);
  const titleHeight = w.measure(table.title, w.width, TITLE) + 4;
  const header = () => drawRow(w, labels, widths, headHeight, HEAD, centred, COLOR.fill);

  // the title, the column header and the first row stay together
  const firstRow = table.rows[0] ? Math.min(rowHeight(w, table.rows[0], widths, BODY), w.bodyHeight / 2) : 0;
  w.ensure(titleHeight + headHeight + firstRow);
  w.text(table.title, w.left, w.y, w.width, TITLE);
  w.y += titleHeight;
  header();

  const rows = table.sums ? [...table.rows, table.sums] : table.rows;
  for (let i = 0; i < rows.length; i++) {
    const isSum = table.sums !== null && i === rows.length - 1;
    const style = isSum ? HEAD : BODY;
    const room = w.bodyHeight - 16 - headHeight;
    const height = Math.min(rowHeight(w, rows[i], widths, style), room);
    if (w.ensure(height)) header();
    drawRow(w, rows[i], widths, height, style, aligns, isSum ? COLOR.sumFill : undefined);
    // long documents: let other requests run between chunks of rows
    if (i % yieldEvery === yieldEvery - 1) await new Promise((resolve) => setImmediate(resolve));
  }
  w.y += 10;
}
