// @vitest-environment node
// Labels at true size (modules/identity/server/label-pdf.ts), read back with poppler-utils: every page is the
// template's width × height in mm (1 mm = 72/25.4 pt), one label per page, the Chinese texts are
// real text in the embedded Noto Sans SC subset, and the barcodes are drawn (dark pixels where the
// Code128 and QR code lie, blank where nothing is placed).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderLabels, sheetGrid } from '../../server/label-pdf';
import { type LabelLayout, PT_PER_MM } from '../../labels/layout';
import { checkLayout } from '../../labels/schema';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'plantform-label-pdf-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
let n = 0;
const save = (bytes: Buffer) => {
  const file = path.join(tmp, `l${++n}.pdf`);
  fs.writeFileSync(file, bytes);
  return file;
};
const run = (tool: string, args: string[]) => execFileSync(tool, args, { encoding: 'utf8' });

const layout: LabelLayout = {
  elements: [
    { id: 'name', type: 'text', x: 2, y: 1, w: 56, h: 7, text: '物料：', field: 'material_name', fontSize: 10, bold: true },
    { id: 'batch', type: 'text', x: 2, y: 8, w: 38, h: 5, text: '批次：', field: 'batch_no', fontSize: 7 },
    { id: 'code', type: 'barcode', x: 2, y: 20, w: 40, h: 12, field: 'code' },
    { id: 'qr', type: 'qrcode', x: 44, y: 16, w: 14, h: 14, field: 'code' },
    { id: 'rule', type: 'line', x: 0, y: 34, w: 60, h: 0, lineWidth: 0.3 },
    { id: 'side', type: 'text', x: 46, y: 2, w: 12, h: 12, text: '竖排', fontSize: 6, rotation: 90 },
  ],
};
const values = [
  { code: 'WL0001-2601010001', material_name: '深沟球轴承', batch_no: 'PC202601010001' },
  { code: 'WL0002-2601010002', material_name: '六角头螺栓', batch_no: 'PC202601010002' },
  { code: 'WL0003-2601010003', material_name: '冷轧钢板' },
];

/** A page rendered in grey (pdftoppm -gray): [width, height, pixels] */
function grey(file: string, page: number, dpi: number) {
  const prefix = path.join(tmp, `g${++n}`);
  run('pdftoppm', ['-gray', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', file, prefix]);
  const data = fs.readFileSync(`${prefix}.pgm`);
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(data.subarray(0, 40).toString('latin1'))!;
  return { width: Number(header[1]), height: Number(header[2]), pixels: data.subarray(header[0].length) };
}
/** share of dark pixels in a box given in mm */
function darkShare(img: ReturnType<typeof grey>, dpi: number, box: [number, number, number, number]) {
  const px = (mm: number) => Math.round((mm / 25.4) * dpi);
  let dark = 0;
  let all = 0;
  for (let y = px(box[1]); y < px(box[1] + box[3]); y++) {
    for (let x = px(box[0]); x < px(box[0] + box[2]); x++) {
      all++;
      if (img.pixels[y * img.width + x] < 128) dark++;
    }
  }
  return dark / all;
}

describe('label PDF', () => {
  it('has one page per label, each exactly the template size in mm', async () => {
    expect(PT_PER_MM).toBeCloseTo(2.834645669, 8);
    for (const [w, h] of [
      [60, 40],
      [100, 70],
      [50.5, 30],
    ]) {
      const file = save(await renderLabels({ width_mm: w, height_mm: h, layout: { elements: [] } }, values, { title: 't', author: 'a' }));
      const info = run('pdfinfo', ['-f', '1', '-l', '3', file]);
      expect(info).toMatch(/Pages:\s+3\n/);
      for (const page of [1, 2, 3]) {
        const [, pw, ph] = new RegExp(`Page\\s+${page} size:\\s+([\\d.]+) x ([\\d.]+) pts`).exec(info)!;
        expect(Number(pw)).toBeCloseTo((w * 72) / 25.4, 2);
        expect(Number(ph)).toBeCloseTo((h * 72) / 25.4, 2);
      }
    }
  });

  it('sets the Chinese texts as text in the embedded CJK font, each label with its own values', async () => {
    const file = save(await renderLabels({ width_mm: 60, height_mm: 40, layout }, values, { title: '物料标签', author: 'Plantform' }));
    expect(run('pdftotext', ['-f', '1', '-l', '1', file, '-'])).toContain('物料：深沟球轴承');
    expect(run('pdftotext', ['-f', '1', '-l', '1', file, '-'])).toContain('批次：PC202601010001');
    expect(run('pdftotext', ['-f', '2', '-l', '2', file, '-'])).toContain('物料：六角头螺栓');
    // no batch: the caption alone
    expect(run('pdftotext', ['-f', '3', '-l', '3', file, '-'])).toContain('批次：');
    const fonts = run('pdffonts', [file]);
    expect(fonts).toMatch(/NotoSansSC/);
    expect(fonts).not.toMatch(/Helvetica/);
  });

  it('draws the barcode and the QR code, and nothing where nothing is placed', async () => {
    const file = save(await renderLabels({ width_mm: 60, height_mm: 40, layout }, values.slice(0, 1), { title: 't', author: 'a' }));
    const dpi = 200;
    const img = grey(file, 1, dpi);
    // pdftoppm rounds the page up to whole pixels
    expect(Math.abs(img.width - (60 / 25.4) * dpi)).toBeLessThan(1.5);
    expect(Math.abs(img.height - (40 / 25.4) * dpi)).toBeLessThan(1.5);
    const bars = darkShare(img, dpi, [2, 20, 40, 12]);
    expect(bars).toBeGreaterThan(0.3);
    expect(bars).toBeLessThan(0.7);
    expect(darkShare(img, dpi, [44.5, 16.5, 13, 13])).toBeGreaterThan(0.3);
    expect(darkShare(img, dpi, [2, 36, 56, 3.5])).toBe(0);
  });

  it('the demo checks accept what the renderer draws', () => {
    expect(checkLayout(layout, 60, 40, 'zh_CN')).toEqual({ layout });
  });
});

describe('labels on A4 sheets', () => {
  it('puts as many 60×40 mm labels on a sheet as fit (3 across, 6 down), the rest on the next sheet, each drawn in its place', async () => {
    expect(sheetGrid(60, 40)).toEqual({ columns: 3, rows: 6 });
    const many = Array.from({ length: 20 }, (_, i) => ({ code: `WL${String(i).padStart(4, '0')}`, material_name: `物料${i}` }));
    const file = save(await renderLabels({ width_mm: 60, height_mm: 40, layout }, many, { title: 't', author: 'a' }, true));
    const info = run('pdfinfo', [file]);
    expect(info).toMatch(/Pages:\s+2\b/);
    expect(info).toMatch(/Page size:\s+595\.\d* x 841\.\d* pts \(A4\)/);
    const text = run('pdftotext', ['-f', '1', '-l', '1', file, '-']);
    expect(text).toContain('物料17');
    expect(text).not.toContain('物料18');
    expect(run('pdftotext', ['-f', '2', '-l', '2', file, '-'])).toContain('物料19');
    // the third label of the first row: its barcode lies 2 × (60 + 2) mm right of the first one's
    const dpi = 60;
    const img = grey(file, 1, dpi);
    expect(darkShare(img, dpi, [5 + 124 + 2, 5 + 20, 40, 12])).toBeGreaterThan(0.15);
    expect(darkShare(img, dpi, [5 + 186, 5, 10, 280])).toBeLessThan(0.01);
  });

  it('gives a label larger than the sheet a page of its own', async () => {
    expect(sheetGrid(250, 40).columns).toBe(0);
    const file = save(await renderLabels({ width_mm: 250, height_mm: 40, layout }, values.slice(0, 2), { title: 't', author: 'a' }, true));
    expect(run('pdfinfo', [file])).toMatch(/Pages:\s+2\b/);
  });
});
