// Labels of positions and materials on a real database, through the one print route: the
// templates of each kind offered, three positions → three 80×50 mm pages with their codes, names,
// warehouses and areas (pdftotext), three materials likewise with their units and categories, each
// print in 标签打印记录 with its kind and codes; a template of another kind and unknown codes refused
// with their messages; who may print what (the list's 打印标签 function); a template with a picture
// saved and printed (pdfimages), a bad picture refused on save with its message.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordPage } from '../../../../schemas/rpc/datax';
import type { Session } from '../../../../schemas/rpc/portal';
import { type Answer, type AnyRecord, authHeaders, fileServer, ok } from '../../../../tests/kit';
import { dataUrl, png } from '../../../identity/tests/support/png';
import type { TagTemplate } from '../../contracts';

const srv = await fileServer();
const admin = await srv.session('demo', 'admin');
let tmp: string;
type Row = AnyRecord;
let positions: Row[];
let materials: Row[];

const list = async (entityCode: string, pageSize: number) =>
  ok(await (srv.call<RecordPage>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode, pageSize, sortField: 'code', sortOrder: 'ascend' }]) as Promise<Answer<RecordPage>>)).itemList as Row[];

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'plantform-tag-kinds-'));
  positions = await list('WmsPosition', 3);
  materials = await list('Material', 3);
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const templates = async (kind: string | undefined, s: Session = admin) => srv.call<TagTemplate[]>(s, 'barcode.Tag', 'templates', kind ? [kind] : []) as Promise<Answer<TagTemplate[]>>;
const templateId = async (kind: string, code: string) => ok(await templates(kind)).find((t) => t.code === code)!.id;
const print = (body: unknown, s: Session = admin, headers: Record<string, string> = {}) =>
  fetch(`${srv.base}/download/barcode-tags.pdf`, { method: 'POST', headers: { 'content-type': 'application/json', ...authHeaders(s), ...headers }, body: JSON.stringify([body]) });
const refusal = async (res: Response) => {
  const json = (await res.json()) as { code: number; msg: string };
  return `${json.code} ${json.msg}`;
};
let n = 0;
const saved = async (res: Response) => {
  if (res.headers.get('content-type') !== 'application/pdf') expect(await refusal(res)).toBe('a PDF');
  const file = path.join(tmp, `k${++n}.pdf`);
  fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  return file;
};
const info = (file: string) => execFileSync('pdfinfo', [file], { encoding: 'utf8' });
const text = (file: string, page: number) => execFileSync('pdftotext', ['-f', String(page), '-l', String(page), file, '-'], { encoding: 'utf8' });
const lastPrint = async () => ok(await (srv.call<RecordPage>(admin, 'barcode.Tag', 'summaryPage', [{ pageSize: 1, sortField: 'id', sortOrder: 'descend' }]) as Promise<Answer<RecordPage>>)).itemList[0] as Row;

describe('templates of each kind', () => {
  it('offers the enabled templates of the kind asked; barcodes when none is said', async () => {
    expect(ok(await templates('position')).map((t) => [t.code, t.name, t.target_kind, t.width_mm, t.height_mm])).toEqual([['KWBQ', '库位标签', 'position', 80, 50]]);
    expect(ok(await templates('material')).map((t) => [t.code, t.target_kind])).toEqual([['WLDA', 'material']]);
    expect(ok(await templates(undefined)).map((t) => t.code)).toEqual(['CPBQ', 'WLBQ']);
    expect(ok(await templates('barcode')).map((t) => t.code)).toEqual(['CPBQ', 'WLBQ']);
    expect((await templates('pallet')).json.msg).toBe('kind: must be one of barcode, position, material');
  });
});

describe('printing positions and materials', () => {
  it('prints three positions: three 80×50 mm pages with their codes, names, warehouses and areas, recorded as positions', async () => {
    expect(positions).toHaveLength(3);
    const codes = positions.map((p) => String(p.code));
    const file = await saved(await print({ labelId: await templateId('position', 'KWBQ'), kind: 'position', codes }));
    expect(info(file)).toMatch(/Pages:\s+3\n/);
    // 80 × 50 mm = 226.772 × 141.732 pt
    expect(info(file)).toMatch(/Page size:\s+226\.77\d? x 141\.73\d? pts/);
    for (const [i, p] of positions.entries()) {
      const page = text(file, i + 1);
      expect(page).toContain(String(p.code));
      expect(page).toContain(String(p.name));
      expect(page).toContain(`仓库：${p.warehouse_id.name}`);
      expect(page).toContain(`库区：${p.area_id.name}`);
      expect(page).toContain('类型：');
    }
    expect(await lastPrint()).toMatchObject({ target_kind: 'position', label_code: 'KWBQ', barcode_count: 3, copies: 1, label_count: 3, barcodes: codes.join(', ') });
  });

  it('prints three materials twice each: their codes, names, specifications, units and categories, recorded as materials', async () => {
    const codes = materials.map((m) => String(m.code));
    const file = await saved(await print({ labelId: await templateId('material', 'WLDA'), kind: 'material', codes, copies: 2 }));
    expect(info(file)).toMatch(/Pages:\s+6\n/);
    for (const [i, m] of materials.entries()) {
      const page = text(file, 2 * i + 1);
      expect(page).toContain(String(m.name));
      expect(page).toContain(`编码：${m.code}`);
      expect(page).toMatch(/单位：\S+/);
      expect(text(file, 2 * i + 2)).toBe(page);
    }
    expect(await lastPrint()).toMatchObject({ target_kind: 'material', label_code: 'WLDA', barcode_count: 3, copies: 2, label_count: 6, barcodes: codes.join(', ') });
    // in English: the unit and category by their English dictionary names
    const en = await saved(await print({ labelId: await templateId('material', 'WLDA'), kind: 'material', codes: [codes[0]] }, admin, { language: 'en_US' }));
    expect(text(en, 1)).toMatch(/单位：[A-Za-z]+/);
  });

  it('refuses a template of another kind, and codes the tenant has none of', async () => {
    const wlbq = await templateId('barcode', 'WLBQ');
    const kwbq = await templateId('position', 'KWBQ');
    const [p] = positions;
    expect(await refusal(await print({ labelId: wlbq, kind: 'position', codes: [p.code] }))).toBe('400 标签模板“WLBQ”用于打印条码，不能打印库位');
    expect(await refusal(await print({ labelId: wlbq, kind: 'position', codes: [p.code] }, admin, { language: 'en_US' }))).toBe('400 The label template WLBQ prints barcode labels, not position labels');
    // the kind left out: barcodes — a position template does not print them
    expect(await refusal(await print({ labelId: kwbq, codes: [p.code] }))).toBe('400 标签模板“KWBQ”用于打印库位，不能打印条码');
    expect(await refusal(await print({ labelId: kwbq, kind: 'position', codes: [p.code, 'NOPE-1', 'NOPE-2'] }))).toBe('11 库位不存在：NOPE-1, NOPE-2');
    expect(await refusal(await print({ labelId: await templateId('material', 'WLDA'), kind: 'material', codes: ['NOPE-9'] }))).toBe('11 物料不存在：NOPE-9');
    expect(await refusal(await print({ labelId: kwbq, kind: 'pallet', codes: [p.code] }))).toBe('400 print.kind: must be one of barcode, position, material');
  });

  it('needs the list’s 打印标签 function: the keeper prints positions, not materials; a viewer of positions prints none; another tenant has no template', async () => {
    const kwbq = await templateId('position', 'KWBQ');
    const wlda = await templateId('material', 'WLDA');
    const keeper = await srv.session('demo', 'wangqiang', 'Demo@123');
    await saved(await print({ labelId: kwbq, kind: 'position', codes: [positions[0].code] }, keeper));
    expect(ok(await templates('position', keeper)).map((t) => t.code)).toEqual(['KWBQ']);
    // the keeper reads materials (read-only): no 打印标签 of mdm/Material
    expect(await refusal(await print({ labelId: wlda, kind: 'material', codes: [materials[0].code] }, keeper))).toMatch(/^4003 .*mdm\.material\.tag/);
    expect((await templates('material', keeper)).json.code).toBe(4003);
    // the viewer sees the position list read-only: no warehouse.position.tag
    const viewer = await srv.session('demo', 'zhaolei', 'Demo@123');
    expect(await refusal(await print({ labelId: kwbq, kind: 'position', codes: [positions[0].code] }, viewer))).toMatch(/^4003 .*warehouse\.position\.tag/);
    const acme = await srv.session('acme', 'admin');
    expect(ok(await templates('position', acme))).toEqual([]);
    expect(await refusal(await print({ labelId: kwbq, kind: 'position', codes: [positions[0].code] }, acme))).toBe(`11 标签模板不存在：${kwbq}`);
  });
});

describe('a template with a picture', () => {
  const logo = dataUrl(png(60, 30, [0, 0, 0]));
  const layout = (src: string) =>
    JSON.stringify({
      elements: [
        { id: 'logo', type: 'image', x: 2, y: 2, w: 20, h: 10, src },
        { id: 'code', type: 'text', x: 2, y: 14, w: 60, h: 8, field: 'code', fontSize: 12 },
        { id: 'qr', type: 'qrcode', x: 64, y: 2, w: 14, h: 14, field: 'code' },
      ],
    });
  const create = (record: Record<string, unknown>) => srv.call<Row>(admin, 'identity.Label', 'create', [record]) as Promise<Answer<Row>>;

  it('is saved with its picture and prints it on every position label', async () => {
    const made = ok(await create({ code: 'KWLOGO', name: '带标志的库位标签', template_code: 'BarCodeExport', target_kind: 'position', width_mm: 80, height_mm: 30, layout: layout(logo) }));
    expect(made.target_kind).toBe('position');
    const file = await saved(await print({ labelId: Number(made.id), kind: 'position', codes: positions.slice(0, 2).map((p) => p.code) }));
    const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).split('\n').slice(2).filter((l) => l.trim());
    expect(images.map((l) => l.trim().split(/\s+/).slice(0, 5))).toEqual([
      ['1', '0', 'image', '60', '30'],
      ['2', '1', 'image', '60', '30'],
    ]);
    expect(text(file, 2)).toContain(String(positions[1].code));
  });

  it('refuses a picture over 512 KB, of another type, or a field the kind has not, with the reason', async () => {
    const big = dataUrl(png(450, 400, 'noise'));
    const refusedSave = async (record: Record<string, unknown>, headers: Record<string, string> = {}) => {
      const a = (await srv.call<Row>(admin, 'identity.Label', 'create', [record], headers)) as Answer<Row>;
      return `${a.json.code} ${a.json.msg}`;
    };
    const base = { name: '图片', template_code: 'BarCodeExport', target_kind: 'position', width_mm: 80, height_mm: 30 };
    expect(await refusedSave({ ...base, code: 'IMGBIG', layout: layout(big) })).toBe('400 标签布局无效：第1个元素的图片不能超过 512 KB');
    expect(await refusedSave({ ...base, code: 'IMGBIG', layout: layout(big) }, { language: 'en_US' })).toBe('400 Invalid label layout: element 1: the picture must be at most 512 KB');
    expect(await refusedSave({ ...base, code: 'IMGGIF', layout: layout('data:image/gif;base64,R0lGODlhAQABAAAAACw=') })).toBe('400 标签布局无效：第1个元素的图片只能是 PNG 或 JPEG 格式');
    expect(await refusedSave({ ...base, code: 'IMGBAR', target_kind: 'barcode', layout: layout(logo).replace('"field":"code","fontSize"', '"field":"name","fontSize"') })).toBe(
      '400 标签布局无效：第2个元素的字段不是条码标签的字段：name',
    );
    // the preview checks the same, with the kind's sample values
    const preview = await fetch(`${srv.base}/download/label-preview.pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...authHeaders(admin) },
      body: JSON.stringify([{ width_mm: 80, height_mm: 30, layout: layout(big), target_kind: 'position' }]),
    });
    expect(await refusal(preview)).toBe('400 标签布局无效：第1个元素的图片不能超过 512 KB');
    const fine = await saved(
      await fetch(`${srv.base}/download/label-preview.pdf`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...authHeaders(admin) },
        body: JSON.stringify([{ width_mm: 80, height_mm: 30, layout: layout(logo), target_kind: 'position' }]),
      }),
    );
    expect(text(fine, 1)).toContain('KW-A-01-01-01');
  });
});
