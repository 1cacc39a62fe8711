// Labels at true size: N labels of one template → one PDF, one label per page, each page exactly the
// template's width × height in mm (1 mm = 72/25.4 pt), no margins. Text is set in Noto Sans SC
// (embedded as a subset, like documents); Code128 and QR codes are drawn as vector rectangles from
// bwip-js's module data (crisp at any printer resolution, a few hundred bytes each). A picture is
// embedded once per PDF however many labels show it, and drawn to fit its box (aspect kept, centred).
import bwipjs from 'bwip-js/node';
import { elementContent, type LabelElement, type LabelLayout, type LabelValues, PT_PER_MM, tooManyPixels } from '../labels/layout';
import { type LabelLang, lm } from '../labels/messages';
import { badRequest } from '../../../server/rpc/errors';
import { openPdf } from '../../../server/print/pdf';
import { FONT } from '../../../server/print/page-writer';

type Pdf = PDFKit.PDFDocument;
/** pdfkit's opened image (openImage is not in its types): embedded once, drawn on every label */
type PdfImage = { width: number; height: number };
type Images = Map<string, PdfImage | null>;

export interface LabelSheet {
  width_mm: number;
  height_mm: number;
  layout: LabelLayout;
}

export interface LabelPdfInfo {
  title: string;
  author: string;
  /** the language of a refusal (zh_CN unless said) */
  lang?: LabelLang;
}

/**
 * Refuses (400, naming the element) a picture whose header declares more pixels than the cap: a
 * template stored before its save checked this must not have a huge canvas decoded here either.
 */
function refuseHugeImages(layout: LabelLayout, lang: LabelLang) {
  for (const [i, e] of layout.elements.entries()) {
    const m = e.type === 'image' ? /^data:image\/(png|jpeg);base64,(.*)$/s.exec(e.src ?? '') : null;
    if (m && tooManyPixels(m[2])) throw badRequest(lm(lang, 'layoutInvalid', { reason: lm(lang, 'imagePixels', { n: i + 1 }) }));
  }
}

const pt = (mm: number) => mm * PT_PER_MM;
const DEFAULT_FONT = 9;
const DEFAULT_LINE = 0.3;

/** The box an element's content is laid out in (pt), before its rotation about the box's centre. */
function contentBox(e: LabelElement) {
  const [x, y, w, h] = [pt(e.x), pt(e.y), pt(e.w), pt(e.h)];
  const quarter = e.rotation === 90 || e.rotation === 270;
  if (!quarter) return { x, y, w, h };
  // turned a quarter: laid out in the box's height × width, centred where the box is
  return { x: x + (w - h) / 2, y: y + (h - w) / 2, w: h, h: w };
}

function drawText(pdf: Pdf, e: LabelElement, text: string) {
  if (!text) return;
  const box = contentBox(e);
  const size = e.fontSize ?? DEFAULT_FONT;
  pdf.font(e.bold ? FONT.bold : FONT.regular).fontSize(size).fillColor('#000000');
  const options = { width: box.w, height: box.h, align: e.align ?? 'left', lineGap: 0 } as const;
  // centred vertically when it fits; clipped to its box (a height: pdfkit never adds a page)
  const textHeight = pdf.heightOfString(text, options);
  const dy = textHeight < box.h ? (box.h - textHeight) / 2 : 0;
  pdf.text(text, box.x, box.y + dy, { ...options, height: box.h - dy });
}

function drawCode128(pdf: Pdf, e: LabelElement, text: string) {
  if (!text) return;
  let bars: number[];
  try {
    bars = (bwipjs.raw('code128', text, {}) as Array<{ sbs: number[] }>)[0].sbs;
  } catch {
    return; // nothing Code128 can carry: the label prints without it
  }
  const box = contentBox(e);
  const modules = bars.reduce((a, b) => a + b, 0);
  const unit = box.w / modules;
  let x = box.x;
  bars.forEach((width, i) => {
    // bar, space, bar …
    if (i % 2 === 0) pdf.rect(x, box.y, width * unit, box.h);
    x += width * unit;
  });
  pdf.fillColor('#000000').fill();
}

function drawQr(pdf: Pdf, e: LabelElement, text: string) {
  if (!text) return;
  let m: { pixs: number[]; pixx: number; pixy: number };
  try {
    // bwip-js reads the text as bytes: UTF-8 so that scanners read Chinese back (error correction M, the default)
    m = (bwipjs.raw('qrcode', Buffer.from(text, 'utf8').toString('latin1'), {}) as unknown as Array<typeof m>)[0];
  } catch {
    return;
  }
  const box = contentBox(e);
  const side = Math.min(box.w, box.h);
  const unit = side / m.pixx;
  const left = box.x + (box.w - side) / 2;
  const top = box.y + (box.h - side) / 2;
  for (let row = 0; row < m.pixy; row++) {
    // one rectangle per run of dark modules in a row
    let col = 0;
    while (col < m.pixx) {
      if (!m.pixs[row * m.pixx + col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < m.pixx && m.pixs[row * m.pixx + col]) col++;
      pdf.rect(left + start * unit, top + row * unit, (col - start) * unit, unit);
    }
  }
  pdf.fillColor('#000000').fill();
}

/**
 * The element's picture, opened once per PDF. Only a checked data URL is decoded here (never a path:
 * pdfkit would read a file); one it cannot read leaves the label without it, like an unprintable code.
 */
function imageOf(pdf: Pdf, src: string | undefined, images: Images): PdfImage | null {
  if (!src) return null;
  if (images.has(src)) return images.get(src)!;
  let image: PdfImage | null = null;
  const m = /^data:image\/(png|jpeg);base64,(.*)$/s.exec(src);
  if (m) {
    try {
      image = (pdf as unknown as { openImage(b: Buffer): PdfImage }).openImage(Buffer.from(m[2], 'base64'));
    } catch {
      image = null;
    }
  }
  images.set(src, image);
  return image;
}

function drawImage(pdf: Pdf, e: LabelElement, images: Images) {
  const image = imageOf(pdf, e.src, images);
  if (!image) return;
  const box = contentBox(e);
  (pdf.image as unknown as (src: PdfImage, x: number, y: number, o: object) => Pdf)(image, box.x, box.y, { fit: [box.w, box.h], align: 'center', valign: 'center' });
}

function drawElement(pdf: Pdf, e: LabelElement, values: LabelValues, images: Images) {
  pdf.save();
  if (e.rotation) pdf.rotate(e.rotation, { origin: [pt(e.x + e.w / 2), pt(e.y + e.h / 2)] });
  const content = elementContent(e, values);
  const stroke = pt(e.lineWidth ?? DEFAULT_LINE);
  switch (e.type) {
    case 'text':
      drawText(pdf, e, content);
      break;
    case 'barcode':
      drawCode128(pdf, e, content);
      break;
    case 'qrcode':
      drawQr(pdf, e, content);
      break;
    case 'line':
      pdf.moveTo(pt(e.x), pt(e.y)).lineTo(pt(e.x + e.w), pt(e.y + e.h)).lineWidth(stroke).strokeColor('#000000').stroke();
      break;
    case 'rect':
      pdf.rect(pt(e.x), pt(e.y), pt(e.w), pt(e.h)).lineWidth(stroke).strokeColor('#000000').stroke();
      break;
    case 'image':
      drawImage(pdf, e, images);
      break;
  }
  pdf.restore();
}

/** A4 label sheets: as many labels as fit inside the margins, the gap between them (mm). */
export const A4_SHEET = { width: 210, height: 297, margin: 5, gap: 2 } as const;

/** How many labels of a size fit on an A4 sheet, across and down (0: it does not fit). */
export function sheetGrid(widthMm: number, heightMm: number): { columns: number; rows: number } {
  const { width, height, margin, gap } = A4_SHEET;
  return { columns: Math.floor((width - 2 * margin + gap) / (widthMm + gap)), rows: Math.floor((height - 2 * margin + gap) / (heightMm + gap)) };
}

/**
 * The labels (each the values of one barcode) as one PDF: one page per label at the template's
 * size, or — `onSheets` — side by side on A4 sheets (left to right, top to bottom; a label larger
 * than the sheet still gets a page of its own).
 */
export async function renderLabels(sheet: LabelSheet, labels: readonly LabelValues[], info: LabelPdfInfo, onSheets = false): Promise<Buffer> {
  const size: [number, number] = [pt(sheet.width_mm), pt(sheet.height_mm)];
  const grid = onSheets ? sheetGrid(sheet.width_mm, sheet.height_mm) : { columns: 0, rows: 0 };
  const perSheet = grid.columns * grid.rows;
  refuseHugeImages(sheet.layout, info.lang ?? 'zh_CN');
  const { pdf, done } = openPdf(info);
  const images: Images = new Map();
  for (const [i, values] of labels.entries()) {
    if (perSheet > 0) {
      const slot = i % perSheet;
      if (slot === 0) pdf.addPage({ size: 'A4', margin: 0 });
      const x = A4_SHEET.margin + (slot % grid.columns) * (sheet.width_mm + A4_SHEET.gap);
      const y = A4_SHEET.margin + Math.floor(slot / grid.columns) * (sheet.height_mm + A4_SHEET.gap);
      pdf.save();
      pdf.translate(pt(x), pt(y));
      for (const e of sheet.layout.elements) drawElement(pdf, e, values, images);
      pdf.restore();
    } else {
      pdf.addPage({ size, margin: 0 });
      for (const e of sheet.layout.elements) drawElement(pdf, e, values, images);
    }
    // a thousand labels: let other requests run now and then
    if (i % 100 === 99) await new Promise((resolve) => setImmediate(resolve));
  }
  pdf.end();
  return done;
}
