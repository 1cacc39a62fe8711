// @vitest-environment node
// Pictures on labels and labels of positions and materials: the layout checks refuse an image
// element without a picture, of another type than PNG / JPEG, whose bytes are not what its data URL
// says, or over 512 KB (each with its message, zh_CN and en_US), and a field of another kind of
// label; the PDF embeds the picture once and draws it on every label inside its box (poppler's
// pdfimages lists one image per page, the page raster is dark in the box and blank around it);
// the designer's change of kind keeps what the label showed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KIND_FIELDS, kindOf, kindOfEntity, sampleValues } from '../../labels/kinds';
import { imageProblem, type LabelElement, type LabelLayout } from '../../labels/layout';
import { checkLayout } from '../../labels/schema';
import { renderLabels } from '../../server/label-pdf';
import { DEMO_LABELS } from '../../server/label-seed';
import { type Design, NEW_DESIGN, withKind } from '../../web/designer/model';
import { dataUrl, png } from '../support/png';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'plantform-label-image-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const black = dataUrl(png(40, 20));
const image = (src?: string): LabelElement => ({ id: 'img', type: 'image', x: 30, y: 5, w: 20, h: 20, ...(src === undefined ? {} : { src }) });
const reason = (elements: unknown[], lang: 'zh_CN' | 'en_US' = 'zh_CN', kind: 'barcode' | 'position' | 'material' = 'barcode') => {
  const r = checkLayout({ elements }, 60, 40, lang, kind);
  return 'reason' in r ? r.reason : 'ok';
};

describe('the image element in the layout checks', () => {
  it('accepts a PNG or JPEG data URL of at most 512 KB', () => {
    expect(reason([image(black)])).toBe('ok');
    // a JPEG's bytes begin FF D8 FF: base64 /9j/
    expect(reason([image(`data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==`)])).toBe('ok');
    expect(imageProblem(dataUrl(png(300, 300, 'noise')))).toBe(null);
  });

  it('refuses an image without a picture, of another type, not what it says, or over 512 KB', () => {
    expect(reason([image()])).toBe('第1个元素没有图片：请选择 PNG 或 JPEG 图片');
    expect(reason([image()], 'en_US')).toBe('element 1 has no picture: choose a PNG or JPEG image');
    expect(reason([image('data:image/gif;base64,R0lGODlhAQABAAAAACw=')])).toBe('第1个元素的图片只能是 PNG 或 JPEG 格式');
    expect(reason([image('data:image/gif;base64,R0lGODlhAQABAAAAACw=')], 'en_US')).toBe('element 1: the picture must be a PNG or JPEG image');
    // says PNG, holds a GIF; not a data URL at all (never a path the renderer would read)
    expect(reason([image('data:image/png;base64,R0lGODlhAQABAAAAACw=')])).toBe('第1个元素的图片只能是 PNG 或 JPEG 格式');
    expect(reason([image('/etc/passwd')])).toBe('第1个元素的图片只能是 PNG 或 JPEG 格式');
    const big = dataUrl(png(450, 400, 'noise'));
    expect(Buffer.from(big.split(',')[1], 'base64').length).toBeGreaterThan(512 * 1024);
    expect(reason([{ id: 't', type: 'text', x: 1, y: 1, w: 10, h: 5, text: 'x' }, image(big)])).toBe('第2个元素的图片不能超过 512 KB');
    expect(reason([image(big)], 'en_US')).toBe('element 1: the picture must be at most 512 KB');
    // longer than any stored layout: still said as a picture too large
    expect(reason([image(`data:image/png;base64,iVBORw0KGgo${'A'.repeat(1_000_000)}`)])).toBe('第1个元素的图片不能超过 512 KB');
  });
});

describe('labels of positions and materials', () => {
  it('binds the fields of the label’s kind only', () => {
    const position = [
      { id: 'c', type: 'text', x: 1, y: 1, w: 30, h: 6, text: '库位：', field: 'code' },
      { id: 'w', type: 'text', x: 1, y: 8, w: 30, h: 6, field: 'warehouse' },
      { id: 'q', type: 'qrcode', x: 40, y: 1, w: 15, h: 15, field: 'code' },
    ];
    expect(reason(position, 'zh_CN', 'position')).toBe('ok');
    expect(reason(position, 'zh_CN', 'barcode')).toBe('第2个元素的字段不是条码标签的字段：warehouse');
    expect(reason(position, 'en_US', 'material')).toBe('element 2: warehouse is not a field of a material label');
    expect(reason([{ id: 'b', type: 'barcode', x: 1, y: 1, w: 40, h: 10, field: 'batch_no' }], 'zh_CN', 'material')).toBe('第1个元素的字段不是物料标签的字段：batch_no');
    expect(KIND_FIELDS.material.map((f) => f.value)).toEqual(['code', 'name', 'spec', 'unit', 'category']);
    expect(sampleValues('position')).toMatchObject({ code: 'KW-A-01-01-01', warehouse: '原材料仓' });
  });

  it('has demo templates of every kind that pass the checks of their kind', () => {
    expect(DEMO_LABELS.map((l) => l.target_kind)).toEqual(['barcode', 'barcode', 'barcode', 'position', 'material']);
    for (const l of DEMO_LABELS) expect(checkLayout({ elements: l.elements }, l.width_mm, l.height_mm, 'zh_CN', l.target_kind)).toHaveProperty('layout');
  });

  it('reads a template from before kinds as a barcode template, and a list’s entity as its kind', () => {
    expect([kindOf(null), kindOf(''), kindOf('position'), kindOf('nonsense')]).toEqual(['barcode', 'barcode', 'position', 'barcode']);
    expect([kindOfEntity('WmsPosition'), kindOfEntity('Material'), kindOfEntity('Barcode')]).toEqual(['position', 'material', 'barcode']);
  });

  it('changes the kind in the designer without losing what the label showed', () => {
    const d: Design = {
      ...NEW_DESIGN,
      elements: [
        { id: 'n', type: 'text', x: 1, y: 1, w: 30, h: 6, field: 'material_name' },
        { id: 'b', type: 'text', x: 1, y: 8, w: 30, h: 6, text: '批次：', field: 'batch_no' },
        { id: 'q', type: 'qrcode', x: 40, y: 1, w: 15, h: 15, field: 'code' },
        { id: 's', type: 'barcode', x: 1, y: 20, w: 40, h: 10, field: 'supplier_name' },
      ],
    };
    const p = withKind(d, 'position');
    expect(p.target_kind).toBe('position');
    expect(p.elements.map((e) => [e.field, e.text])).toEqual([
      [undefined, '物料名称'],
      [undefined, '批次：'],
      ['code', undefined],
      ['code', undefined],
    ]);
    // what the designer makes of it, the server accepts for that kind
    expect(reason(p.elements, 'zh_CN', 'position')).toBe('ok');
    expect(withKind(d, 'barcode')).toEqual({ ...d, target_kind: 'barcode' });
  });
});

describe('the image in the PDF', () => {
  const run = (tool: string, args: string[]) => execFileSync(tool, args, { encoding: 'utf8' });

  it('embeds the picture once and draws it in its box on every label, aspect kept', async () => {
    // a 2:1 picture in a 20×20 mm box: drawn 20×10 mm, centred (y 10–20 mm), nothing above or below
    const layout: LabelLayout = { elements: [image(black), { id: 't', type: 'text', x: 2, y: 2, w: 26, h: 6, field: 'code' }] };
    const bytes = await renderLabels({ width_mm: 60, height_mm: 40, layout }, [{ code: 'A1' }, { code: 'A2' }, { code: 'A3' }], { title: 't', author: 'a' });
    const file = path.join(tmp, 'image.pdf');
    fs.writeFileSync(file, bytes);
    const rows = run('pdfimages', ['-list', file])
      .split('\n')
      .slice(2)
      .filter((l) => l.trim());
    expect(rows.map((l) => l.trim().split(/\s+/).slice(0, 5))).toEqual([
      ['1', '0', 'image', '40', '20'],
      ['2', '1', 'image', '40', '20'],
      ['3', '2', 'image', '40', '20'],
    ]);
    // one image object, referenced by every page
    expect(new Set(rows.map((l) => l.trim().split(/\s+/)[10])).size).toBe(1);
    const prefix = path.join(tmp, 'raster');
    run('pdftoppm', ['-gray', '-r', '254', '-f', '2', '-l', '2', '-singlefile', file, prefix]);
    const pgm = fs.readFileSync(`${prefix}.pgm`);
    const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 40).toString('latin1'))!;
    const width = Number(header[1]);
    const pixels = pgm.subarray(header[0].length);
    // 254 dpi: 10 pixels a millimetre
    const dark = (x0: number, y0: number, x1: number, y1: number) => {
      let d = 0;
      let all = 0;
      for (let y = y0 * 10; y < y1 * 10; y++) for (let x = x0 * 10; x < x1 * 10; x++, all++) if (pixels[y * width + x] < 128) d++;
      return d / all;
    };
    expect(dark(31, 11, 49, 19)).toBeGreaterThan(0.99);
    expect(dark(31, 5.5, 49, 9.5)).toBe(0);
    expect(dark(31, 20.5, 49, 24.5)).toBe(0);
    expect(run('pdftotext', ['-f', '2', '-l', '2', file, '-'])).toContain('A2');
  });

  it('prints the label without a picture it cannot read', async () => {
    const broken = `data:image/png;base64,iVBORw0KGgo${'A'.repeat(40)}`;
    const bytes = await renderLabels({ width_mm: 60, height_mm: 40, layout: { elements: [image(broken)] } }, [{}], { title: 't', author: 'a' });
    const file = path.join(tmp, 'broken.pdf');
    fs.writeFileSync(file, bytes);
    expect(run('pdfinfo', [file])).toMatch(/Pages:\s+1\n/);
    expect(run('pdfimages', ['-list', file]).split('\n').slice(2).filter((l) => l.trim())).toEqual([]);
  });
});
