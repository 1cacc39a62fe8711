// A print layout → a one-sheet workbook laid out like the paper: company and title, code and
// printing time, the header fields in label/value pairs, each line table with its 合计 row, the
// totals with 大写金额, the signatures. Table numbers become numbers (with their decimals as the
// cell format) when Excel can hold them exactly; anything else stays the printed text.
import type { PrintLayout, PrintTable } from '../../schemas/print';

/** exceljs takes seconds to load: only the first workbook pays for it, not the server's start */
const excel = async () => (await import('exceljs')).default;

type Sheet = import('exceljs').Worksheet;
type Cell = import('exceljs').Cell;

const THIN = { style: 'thin' as const, color: { argb: 'FF8C8C8C' } };
const BORDER = { top: THIN, left: THIN, bottom: THIN, right: THIN };
const HEAD_FILL = { type: 'pattern' as const, pattern: 'solid' as const, fgColor: { argb: 'FFF0F0F0' } };
/** pairs of label/value columns the header fields take per row */
const HEADER_PAIRS = 2;

/** Excel keeps 15 significant digits: longer numbers stay text */
const EXACT_NUMBER = /^-?[\d,]{1,15}(\.\d+)?$/;

function numberCell(cell: Cell, text: string) {
  const plain = text.replace(/,/g, '');
  const digits = plain.replace(/[-.]/g, '').length;
  if (!EXACT_NUMBER.test(text) || digits > 15) {
    cell.value = text;
    return;
  }
  cell.value = Number(plain);
  const scale = plain.includes('.') ? plain.split('.')[1].length : 0;
  const grouping = text.includes(',') ? '#,##0' : '0';
  cell.numFmt = scale ? `${grouping}.${'0'.repeat(scale)}` : grouping;
}

/** Sheet names: at most 31 characters, none of : \ / ? * [ ] */
export const sheetName = (title: string) => title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1';

function mergedLine(ws: Sheet, width: number, text: string, font: Partial<import('exceljs').Font>, align: 'left' | 'center' | 'right' = 'center') {
  const row = ws.addRow([text]);
  ws.mergeCells(row.number, 1, row.number, width);
  row.getCell(1).font = font;
  row.getCell(1).alignment = { horizontal: align, vertical: 'middle', wrapText: true };
  return row;
}

function addTable(ws: Sheet, table: PrintTable) {
  mergedLine(ws, table.columns.length, table.title, { bold: true, size: 11 }, 'left');
  const head = ws.addRow(table.columns.map((c) => c.label));
  head.eachCell((cell) => {
    cell.font = { bold: true };
    cell.fill = HEAD_FILL;
    cell.border = BORDER;
    cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  });
  const lines = table.sums ? [...table.rows, table.sums] : table.rows;
  lines.forEach((cells, r) => {
    const row = ws.addRow([]);
    const isSum = table.sums !== null && r === lines.length - 1;
    table.columns.forEach((column, i) => {
      const cell = row.getCell(i + 1);
      if (column.align === 'right' && cells[i]) numberCell(cell, cells[i]);
      else cell.value = cells[i];
      cell.border = BORDER;
      cell.alignment = { horizontal: column.align, vertical: 'top', wrapText: true };
      if (isSum) cell.font = { bold: true };
    });
  });
  ws.addRow([]);
}

/** The workbook (.xlsx bytes) of one document. */
export async function renderXlsx(layout: PrintLayout): Promise<Buffer> {
  const ExcelJS = await excel();
  const wb = new ExcelJS.Workbook();
  wb.creator = layout.company;
  const ws = wb.addWorksheet(sheetName(layout.title), { pageSetup: { paperSize: 9, orientation: 'portrait', fitToPage: true, fitToWidth: 1, fitToHeight: 0 } });
  const width = Math.max(HEADER_PAIRS * 2, ...layout.tables.map((t) => t.columns.length));
  ws.columns = Array.from({ length: width }, (_, i) => ({ width: i === 0 ? 10 : 18 }));

  mergedLine(ws, width, layout.company, { size: 11, color: { argb: 'FF595959' } });
  mergedLine(ws, width, layout.title, { size: 16, bold: true }).height = 26;
  const codeRow = ws.addRow([`${layout.codeLabel}：${layout.code}`]);
  codeRow.getCell(1).font = { bold: true };
  const printed = codeRow.getCell(width);
  printed.value = `${layout.labels.printedAt}：${layout.printedAt}`;
  printed.alignment = { horizontal: 'right' };
  ws.addRow([]);

  for (let i = 0; i < layout.headerFields.length; i += HEADER_PAIRS) {
    const pairs = layout.headerFields.slice(i, i + HEADER_PAIRS);
    const row = ws.addRow(pairs.flatMap((f) => [f.label, f.value]));
    pairs.forEach((_, p) => {
      row.getCell(p * 2 + 1).font = { color: { argb: 'FF595959' } };
      row.getCell(p * 2 + 2).alignment = { wrapText: true, vertical: 'top' };
    });
  }
  ws.addRow([]);

  for (const table of layout.tables) addTable(ws, table);

  for (const t of layout.totals) {
    const row = ws.addRow([t.label]);
    numberCell(row.getCell(2), t.figures);
    row.getCell(1).font = { bold: true };
    row.getCell(2).font = { bold: true };
    if (t.capital) {
      row.getCell(3).value = layout.labels.capital;
      row.getCell(4).value = t.capital;
    }
  }
  if (layout.totals.length) ws.addRow([]);
  ws.addRow(layout.signatures.map((s) => `${s.label}：${s.name}`));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
