// Drawing on A4 pages with pdfkit for one document: where the next block goes, when a page is full,
// and text that never flows onto a page of its own accord (every text call gets a height, so pdfkit
// cannot add a page behind our back: the writer decides page breaks).
import type { PrintLayout } from '../../schemas/print';

export type Pdf = PDFKit.PDFDocument;

export const FONT = { regular: 'print-regular', bold: 'print-bold' } as const;
export const COLOR = { text: '#1f1f1f', muted: '#595959', rule: '#8c8c8c', fill: '#f0f0f0', sumFill: '#fafafa' } as const;

const MARGIN = 36;
/** room kept under the body for the page number */
const FOOTER = 22;
export const CELL_PAD = 3;
const LINE_GAP = 1;

export interface TextStyle {
  bold?: boolean;
  size: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
}

export class PageWriter {
  y = 0;
  /** pdfkit's index of this document's first page (page numbers count from it) */
  readonly firstPage: number;

  constructor(
    readonly pdf: Pdf,
    readonly layout: PrintLayout,
    readonly landscape: boolean,
  ) {
    this.firstPage = pdf.bufferedPageRange().count;
    this.addPage(false);
  }

  get left() {
    return MARGIN;
  }
  get width() {
    return this.pdf.page.width - 2 * MARGIN;
  }
  get bottom() {
    return this.pdf.page.height - MARGIN - FOOTER;
  }
  /** the height a block may take on a fresh page */
  get bodyHeight() {
    return this.bottom - MARGIN;
  }
  fits(height: number) {
    return this.y + height <= this.bottom;
  }

  /** A new page; pages after a document's first repeat a one-line heading (which document, continued). */
  addPage(continued = true) {
    this.pdf.addPage({ size: 'A4', layout: this.landscape ? 'landscape' : 'portrait', margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN } });
    this.y = MARGIN;
    if (continued) {
      const { title, codeLabel, code } = this.layout;
      this.text(`${title}  ${codeLabel}：${code}`, this.left, this.y, this.width, { size: 8, color: COLOR.muted });
      this.y += 16;
    }
  }

  /** a new page unless `height` still fits on this one */
  ensure(height: number): boolean {
    if (this.fits(height)) return false;
    this.addPage();
    return true;
  }

  private style(s: TextStyle) {
    return this.pdf.font(s.bold ? FONT.bold : FONT.regular).fontSize(s.size).fillColor(s.color ?? COLOR.text);
  }

  measure(text: string, width: number, s: TextStyle): number {
    return this.style(s).heightOfString(text || ' ', { width, lineGap: LINE_GAP });
  }

  /** Text in a box: wraps within `width`, cut with an ellipsis past `height` (never a new page). */
  text(text: string, x: number, y: number, width: number, s: TextStyle, height?: number) {
    const h = height ?? this.measure(text, width, s) + 1;
    this.style(s).text(text, x, y, { width, height: h, align: s.align ?? 'left', lineGap: LINE_GAP, ellipsis: true });
  }

  rule(y: number, x = this.left, width = this.width) {
    this.pdf.moveTo(x, y).lineTo(x + width, y).lineWidth(0.6).strokeColor(COLOR.rule).stroke();
  }

  cellBox(x: number, y: number, w: number, h: number, fill?: string) {
    if (fill) this.pdf.rect(x, y, w, h).fill(fill);
    this.pdf.rect(x, y, w, h).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
  }
}
