// Print layouts → one PDF (A4): per document the company and title, its code and printing time,
// the header fields, each line table (breaking across pages with its column header repeated), the
// totals with 大写金额, the signatures, and "第 n 页 / 共 m 页" counted within the document. A batch
// starts each document on a new page. Text is set in Noto Sans SC, embedded as a subset.
import PDFDocument from 'pdfkit';
import { pageLabel, type PrintLayout } from '../../schemas/print';
import { printFont } from './fonts';
import { drawTable } from './pdf-table';
import { COLOR, FONT, PageWriter, type TextStyle } from './page-writer';

/** a table with more columns than this is printed on landscape pages */
const PORTRAIT_MAX_COLUMNS = 8;

const LABEL: TextStyle = { size: 9, color: COLOR.muted };
const VALUE: TextStyle = { size: 9 };

function drawHeading(w: PageWriter) {
  const { layout } = w;
  w.text(layout.company, w.left, w.y, w.width, { size: 10, color: COLOR.muted, align: 'center' });
  w.y += w.measure(layout.company, w.width, { size: 10 }) + 2;
  w.text(layout.title, w.left, w.y, w.width, { size: 18, bold: true, align: 'center' });
  w.y += w.measure(layout.title, w.width, { size: 18, bold: true }) + 6;
  const half = w.width / 2;
  const code = `${layout.codeLabel}：${layout.code}`;
  const printed = `${layout.labels.printedAt}：${layout.printedAt}`;
  w.text(code, w.left, w.y, half, { size: 9, bold: true });
  w.text(printed, w.left + half, w.y, half, { size: 9, color: COLOR.muted, align: 'right' });
  w.y += Math.max(w.measure(code, half, { size: 9, bold: true }), w.measure(printed, half, { size: 9 })) + 2;
  w.rule(w.y);
  w.y += 6;
}

/** label：value cells, a few per row; wide fields (remarks) take a row of their own */
function headerRows(fields: PrintLayout['headerFields'], perRow: number): Array<{ wide: boolean; fields: PrintLayout['headerFields'] }> {
  const rows: Array<{ wide: boolean; fields: PrintLayout['headerFields'] }> = [];
  let current: PrintLayout['headerFields'] = [];
  const flush = () => {
    if (current.length) rows.push({ wide: false, fields: current });
    current = [];
  };
  for (const f of fields) {
    if (f.wide) {
      flush();
      rows.push({ wide: true, fields: [f] });
      continue;
    }
    if (current.length === perRow) flush();
    current.push(f);
  }
  flush();
  return rows;
}

function drawHeaderFields(w: PageWriter) {
  const perRow = w.landscape ? 4 : 3;
  for (const row of headerRows(w.layout.headerFields, perRow)) {
    const cellWidth = (row.wide ? w.width : w.width / perRow) - 8;
    // the value follows its label on the same line, in its own text run and colour; under it when
    // the label leaves too little room
    const cells = row.fields.map((f) => {
      const label = `${f.label}：`;
      const labelWidth = w.pdf.font(FONT.regular).fontSize(LABEL.size).widthOfString(label);
      const below = labelWidth > cellWidth - 40;
      const dx = below ? 0 : labelWidth;
      const dy = below ? w.measure(label, cellWidth, LABEL) : 0;
      return { label, value: f.value, dx, dy, height: dy + w.measure(f.value, cellWidth - dx, VALUE) };
    });
    const height = Math.min(Math.max(...cells.map((c) => c.height)), w.bodyHeight / 2);
    w.ensure(height);
    cells.forEach((c, i) => {
      const x = w.left + i * (cellWidth + 8);
      w.text(c.label, x, w.y, cellWidth, LABEL, height);
      w.text(c.value, x + c.dx, w.y + c.dy, cellWidth - c.dx, VALUE, height - c.dy);
    });
    w.y += height + 4;
  }
  w.y += 6;
}

function drawTotals(w: PageWriter) {
  const { totals, labels } = w.layout;
  if (!totals.length) return;
  for (const t of totals) {
    const left = `${t.label}：${t.figures}`;
    const right = t.capital ? `${labels.capital}：${t.capital}` : '';
    const leftWidth = w.width * 0.38;
    const height = Math.max(w.measure(left, leftWidth - 8, { size: 10, bold: true }), w.measure(right, w.width - leftWidth - 8, { size: 10 })) + 8;
    w.ensure(height);
    w.cellBox(w.left, w.y, leftWidth, height, COLOR.sumFill);
    w.cellBox(w.left + leftWidth, w.y, w.width - leftWidth, height, COLOR.sumFill);
    w.text(left, w.left + 4, w.y + 4, leftWidth - 8, { size: 10, bold: true }, height - 8);
    if (right) w.text(right, w.left + leftWidth + 4, w.y + 4, w.width - leftWidth - 8, { size: 10 }, height - 8);
    w.y += height;
  }
  w.y += 12;
}

function drawSignatures(w: PageWriter) {
  const { signatures } = w.layout;
  if (!signatures.length) return;
  w.ensure(34);
  w.y += 14;
  const cell = w.width / signatures.length;
  signatures.forEach((s, i) => {
    const x = w.left + i * cell;
    w.text(`${s.label}：`, x, w.y, cell - 10, { size: 10 });
    const labelWidth = w.pdf.font(FONT.regular).fontSize(10).widthOfString(`${s.label}：`);
    if (s.name) w.text(s.name, x + labelWidth + 4, w.y, cell - labelWidth - 14, { size: 10 });
    w.rule(w.y + 14, x + labelWidth, cell - labelWidth - 12);
  });
  w.y += 20;
}

function drawPageNumbers(pdf: PDFKit.PDFDocument, layout: PrintLayout, first: number, count: number) {
  for (let i = 0; i < count; i++) {
    pdf.switchToPage(first + i);
    const { width, height } = pdf.page;
    const y = height - 36 - 10;
    pdf.font(FONT.regular).fontSize(8).fillColor(COLOR.muted);
    pdf.text(pageLabel(layout.labels, i + 1, count), 36, y, { width: width - 72, height: 12, align: 'center', lineBreak: false });
  }
}

export interface PdfInfo {
  title: string;
  author: string;
}

/** The PDF of one or more documents (each from its own first page). */
/** A new PDF with our CJK fonts registered, and the bytes it will have once ended. */
export function openPdf(info: PdfInfo, opts: { bufferPages?: boolean } = {}): { pdf: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const pdf = new PDFDocument({ autoFirstPage: false, bufferPages: !!opts.bufferPages, info: { Title: info.title, Author: info.author, Creator: 'Plantform', Producer: 'Plantform' } });
  // parsed once per process (fonts.ts); pdfkit takes a parsed fontkit font as it is
  pdf.registerFont(FONT.regular, printFont('regular') as unknown as Buffer);
  pdf.registerFont(FONT.bold, printFont('bold') as unknown as Buffer);
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  return { pdf, done };
}

export async function renderPdf(layouts: readonly PrintLayout[], info: PdfInfo): Promise<Buffer> {
  const { pdf, done } = openPdf(info, { bufferPages: true });
  const ranges: Array<{ layout: PrintLayout; first: number; count: number }> = [];
  for (const layout of layouts) {
    const landscape = layout.tables.some((t) => t.columns.length > PORTRAIT_MAX_COLUMNS);
    const w = new PageWriter(pdf, layout, landscape);
    drawHeading(w);
    drawHeaderFields(w);
    for (const table of layout.tables) await drawTable(w, table);
    drawTotals(w);
    drawSignatures(w);
    ranges.push({ layout, first: w.firstPage, count: pdf.bufferedPageRange().count - w.firstPage });
    // a batch of documents: let other requests run between them
    await new Promise((resolve) => setImmediate(resolve));
  }
  for (const r of ranges) drawPageNumbers(pdf, r.layout, r.first, r.count);
  pdf.end();
  return done;
}
