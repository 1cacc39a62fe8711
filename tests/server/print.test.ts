// Printing against a real server: the spec's print paths (ureport_keep/pdf, pdf/exportBatch,
// excel), who may print what, and what the PDF holds, read back with Debian's poppler-utils
// (pdftotext, pdffonts, pdfinfo, pdftoppm; scripts/test.mjs installs them): the text, the embedded
// font subset, the page breaks, and a rendered page whose Chinese characters must come out as
// distinct glyphs (tofu boxes would all look alike).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordValue } from '../../schemas/rpc/datax';
import type { Session } from '../../schemas/rpc/portal';
import { a, entity } from '../../schemas/entities/define';
import { printEntityOf, printLayout } from '../../schemas/print';
import { companyName } from '../../server/print/company';
import { renderPdf } from '../../server/print/pdf';
import { authHeaders, fileServer } from '../kit';

const srv = await fileServer();
const admin = await srv.session('demo', 'admin');
let tmp: string;
let warehouse: RecordValue;

const LOCATIONS = ['甲', '乙', '丙', '丁', '戊', '仓', '库', '壹', '贰', '零', '整', '审'];

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'plantform-print-'));
  const saved = await srv.call<RecordValue>(admin, 'datax.MetaDynamic', 'saveValue', [
    'Warehouse',
    { code: 'PRT-仓-001', name: '打印测试仓库', type: 'Raw', area: 1234.5, address: '上海市浦东新区张江路 88 号', locations: LOCATIONS.map((name) => ({ name, remark: '' })) },
  ]);
  expect(saved.json.code).toBe(200);
  warehouse = saved.json.body;
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

// --- poppler-utils ---------------------------------------------------------------------------
let fileNo = 0;
function save(bytes: Buffer, ext = 'pdf'): string {
  const file = path.join(tmp, `f${++fileNo}.${ext}`);
  fs.writeFileSync(file, bytes);
  return file;
}
const poppler = (tool: string, args: string[]) => execFileSync(tool, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
const pdfText = (file: string, page?: number) => poppler('pdftotext', [...(page ? ['-f', String(page), '-l', String(page)] : []), '-layout', file, '-']);
const pdfPages = (file: string) => Number(/Pages:\s+(\d+)/.exec(poppler('pdfinfo', [file]))![1]);
/** pdffonts' table: name, type, encoding, emb, sub, uni */
const pdfFonts = (file: string) =>
  poppler('pdffonts', [file])
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .map((line) => {
      const cols = line.trim().split(/\s+/);
      return { name: cols[0], emb: cols[cols.length - 5], sub: cols[cols.length - 4] };
    });

/** A page rendered in 8-bit grey (pdftoppm -gray: a binary PGM). */
function renderPage(file: string, page: number, dpi: number) {
  const prefix = path.join(tmp, `page${++fileNo}`);
  poppler('pdftoppm', ['-gray', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', file, prefix]);
  const data = fs.readFileSync(`${prefix}.pgm`);
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(data.subarray(0, 40).toString('latin1'))!;
  return { width: Number(header[1]), height: Number(header[2]), pixels: data.subarray(header[0].length), scale: dpi / 72 };
}

/** The words pdftotext finds on a page with their boxes (in PDF points). */
function wordBoxes(file: string, page: number) {
  const html = poppler('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), file, '-']);
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
    text: m[5],
    box: [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])] as const,
  }));
}

const GRID = 16;
/**
 * A glyph as a 16×16 ink mask: the crop of its box, trimmed to its ink and resampled, so that the
 * same glyph drawn at another sub-pixel offset gives (nearly) the same mask. null: no ink at all.
 */
function glyphMask(img: ReturnType<typeof renderPage>, box: readonly [number, number, number, number]): Uint8Array | null {
  const [x0, y0, x1, y1] = box.map((v) => Math.round(v * img.scale));
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -1;
  let maxY = -1;
  const ink = (x: number, y: number) => img.pixels[y * img.width + x] < 128;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (ink(x, y)) [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
  if (maxX < 0) return null;
  const mask = new Uint8Array(GRID * GRID);
  for (let gy = 0; gy < GRID; gy++)
    for (let gx = 0; gx < GRID; gx++) {
      const x = Math.min(maxX, Math.floor(minX + ((gx + 0.5) * (maxX - minX + 1)) / GRID));
      const y = Math.min(maxY, Math.floor(minY + ((gy + 0.5) * (maxY - minY + 1)) / GRID));
      mask[gy * GRID + gx] = ink(x, y) ? 1 : 0;
    }
  return mask;
}

const difference = (p: Uint8Array, q: Uint8Array) => p.reduce((n, v, i) => n + (v !== q[i] ? 1 : 0), 0) / p.length;

/** The smallest difference between any two of the characters' glyphs on the page (0: two look the same). */
function closestPair(file: string, page: number, chars: readonly string[]): { min: number; blank: string[] } {
  const img = renderPage(file, page, 300);
  const words = wordBoxes(file, page);
  const masks = chars.map((c) => {
    const w = words.find((x) => x.text === c);
    expect(w, `the character ${c} is on the page`).toBeTruthy();
    return glyphMask(img, w!.box);
  });
  const blank = chars.filter((_, i) => !masks[i]);
  let min = 1;
  for (let i = 0; i < masks.length; i++) for (let j = i + 1; j < masks.length; j++) if (masks[i] && masks[j]) min = Math.min(min, difference(masks[i]!, masks[j]!));
  return { min, blank };
}

// --- the routes --------------------------------------------------------------------------------
async function get(pathAndQuery: string, session: Session | null = admin, headers: Record<string, string> = {}) {
  const res = await fetch(`${srv.base}${pathAndQuery}`, { headers: { language: 'zh_CN', ...(session ? authHeaders(session) : {}), ...headers } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}
/** "第 n 页 / 共 m 页" as pdftotext lays it out (it may drop the spaces between CJK words) */
const pageNumber = (n: number, m: number) => new RegExp(`第\\s*${n}\\s*页\\s*/\\s*共\\s*${m}\\s*页`);
const envelopeOf = (bytes: Buffer) => JSON.parse(bytes.toString('utf8')) as { code: number; msg: string };

describe('ureport_keep/pdf: one document', () => {
  it('answers a PDF named by the document code, with its Chinese code, name, header labels and lines', async () => {
    const { res, bytes } = await get(`/ureport_keep/pdf?file=Warehouse&id=${warehouse.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('PRT-仓-001.pdf')}`);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(save(bytes));
    for (const s of ['普兰特科技有限公司', '仓库', '仓库编码：PRT-仓-001', '打印测试仓库', '仓库名称', '仓库类型', '原料仓', '面积(㎡)', '1234.500000', '地址', '上海市浦东新区张江路 88 号', '库区', '库区名称', '序号', '制单', '系统管理员', '审核']) {
      expect(text, s).toContain(s);
    }
    expect(text).toMatch(pageNumber(1, 1));
    for (const name of LOCATIONS) expect(text).toMatch(new RegExp(`\\d+\\s+${name}(\\s|$)`, 'm'));
  });

  it('embeds the CJK font as a subset (only the glyphs used)', async () => {
    const { bytes } = await get(`/ureport_keep/pdf?file=Warehouse&id=${warehouse.id}`);
    const fonts = pdfFonts(save(bytes));
    expect(fonts.length).toBeGreaterThan(0);
    for (const f of fonts) {
      expect(f.name).toMatch(/^[A-Z]{6}\+NotoSansSC-/);
      expect([f.emb, f.sub]).toEqual(['yes', 'yes']);
    }
    expect(bytes.includes('/FontFile2')).toBe(true);
    // a subset, not the 10 MB font
    expect(bytes.length).toBeLessThan(200 * 1024);
  });

  it('draws each Chinese character as its own glyph: no tofu (checked on the rendered page)', async () => {
    const { bytes } = await get(`/ureport_keep/pdf?file=Warehouse&id=${warehouse.id}`);
    const file = save(bytes);
    const { min, blank } = closestPair(file, 1, LOCATIONS);
    expect(blank).toEqual([]);
    // distinct characters differ in a good share of their 16×16 masks; tofu boxes would not
    expect(min).toBeGreaterThan(0.08);
  });

  it('the no-tofu check catches tofu: the same characters in a font without CJK glyphs look alike', async () => {
    // a PDF drawn with a font that has none of these glyphs: every character is the same .notdef
    const pdf = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    pdf.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
    // pdfkit's standard Helvetica (Latin only) writes these characters as one and the same missing glyph
    pdf.font('Helvetica').fontSize(20);
    for (const [i, c] of LOCATIONS.entries()) pdf.text(c, 50 + (i % 6) * 60, 80 + Math.floor(i / 6) * 60, { lineBreak: false });
    pdf.end();
    const file = save(await done);
    const img = renderPage(file, 1, 300);
    // whatever was drawn, it is no set of distinct Chinese glyphs: blank, or copies of one shape
    const masks = LOCATIONS.map((_, i) => glyphMask(img, [50 + (i % 6) * 60, 80 + Math.floor(i / 6) * 60, 100 + (i % 6) * 60, 110 + Math.floor(i / 6) * 60]));
    const inked = masks.filter((m): m is Uint8Array => !!m);
    const distinct = inked.length === LOCATIONS.length && inked.every((m, i) => inked.every((n, j) => i === j || difference(m, n) > 0.08));
    expect(distinct).toBe(false);
  });

  it('breaks a long line table across pages and repeats its column header', async () => {
    const saved = await srv.call<RecordValue>(admin, 'datax.MetaDynamic', 'saveValue', [
      'Warehouse',
      { code: 'PRT-LONG', name: '长明细仓库', type: 'Raw', locations: Array.from({ length: 120 }, (_, i) => ({ name: `库位${String(i + 1).padStart(3, '0')}`, remark: i % 10 === 0 ? '靠近消防通道，禁止堆放易燃物品' : '' })) },
    ]);
    expect(saved.json.code).toBe(200);
    const { bytes } = await get(`/ureport_keep/pdf?file=Warehouse&id=${saved.json.body.id}`);
    const file = save(bytes);
    const pages = pdfPages(file);
    expect(pages).toBeGreaterThanOrEqual(3);
    const last = pdfText(file, pages);
    expect(last).toContain('库区名称'); // the column header again
    expect(last).toContain('仓库编码：PRT-LONG'); // the continuation heading names the document
    expect(last).toMatch(pageNumber(pages, pages));
    expect(last).toContain('库位120');
    expect(pdfText(file)).toContain('库位001');
  });

  it('POST takes the same parameters as a JSON body; English labels follow the language header', async () => {
    const res = await fetch(`${srv.base}/ureport_keep/pdf`, { method: 'POST', headers: { 'content-type': 'application/json', language: 'en_US', ...authHeaders(admin) }, body: JSON.stringify({ file: 'Warehouse', id: warehouse.id }) });
    expect(res.status).toBe(200);
    const text = pdfText(save(Buffer.from(await res.arrayBuffer())));
    for (const s of ['Plantform Technology Co., Ltd.', 'Warehouse name', 'Locations', 'Location name', 'Prepared by', 'Page 1 of 1', '打印测试仓库']) expect(text, s).toContain(s);
  });
});

describe('who may print what', () => {
  it('needs a login: 401 without the session headers', async () => {
    const { res } = await get(`/ureport_keep/pdf?file=Warehouse&id=${warehouse.id}`, null);
    expect(res.status).toBe(401);
  });

  it('another tenant, a role that may not read the entity, a missing record, an unknown entity: the same 404', async () => {
    const acme = await srv.session('acme', 'admin');
    const buyer = await srv.session('demo', 'lina'); // purchaser: no warehouse pages
    const keeper = await srv.session('demo', 'wangqiang'); // warehouse keeper: reads warehouses
    for (const [who, url] of [
      [acme, `/ureport_keep/pdf?file=Warehouse&id=${warehouse.id}`],
      [buyer, `/ureport_keep/pdf?file=Warehouse&id=${warehouse.id}`],
      [buyer, `/ureport_keep/excel?file=Warehouse&id=${warehouse.id}`],
      [acme, `/ureport_keep/pdf/exportBatch?file=Warehouse&ids=${warehouse.id}`],
      [admin, '/ureport_keep/pdf?file=Warehouse&id=999999999'],
      [admin, '/ureport_keep/pdf?file=NoSuchEntity&id=1'],
    ] as const) {
      const { res, bytes } = await get(url, who);
      expect(res.status, url).toBe(404);
      expect(envelopeOf(bytes)).toEqual({ code: 11, msg: '单据不存在', body: null });
    }
    expect((await get(`/ureport_keep/pdf?file=Warehouse&id=${warehouse.id}`, keeper)).res.status).toBe(200);
  });

  it('bad parameters: the 400 envelope naming the parameter, never a 500', async () => {
    for (const [url, name] of [
      ['/ureport_keep/pdf', 'file'],
      ['/ureport_keep/pdf?file=Warehouse', 'id'],
      ['/ureport_keep/pdf?file=Warehouse&id=abc', 'id'],
      ['/ureport_keep/pdf?file=Warehouse&id=-1', 'id'],
      ['/ureport_keep/pdf?file=Warehouse&id=99999999999999999999', 'id'],
      ['/ureport_keep/pdf?file=../etc&id=1', 'file'],
      ['/ureport_keep/pdf?file=Warehouse&id=1&tz=Mars/Olympus', 'tz'],
      ['/ureport_keep/pdf/exportBatch?file=Warehouse', 'ids'],
      ['/ureport_keep/pdf/exportBatch?file=Warehouse&ids=1,x', 'ids'],
      ['/ureport_keep/excel?file=Warehouse&id=', 'id'],
    ] as const) {
      const { res, bytes } = await get(url);
      expect(res.status, url).toBe(200);
      const answer = envelopeOf(bytes);
      expect(answer.code, url).toBe(400);
      expect(answer.msg, url).toMatch(new RegExp(`^${name}`));
    }
  });
});

describe('ureport_keep/pdf/exportBatch', () => {
  it('prints several documents in the order asked, each from a new page with its own page numbers', async () => {
    const list = await srv.call<{ itemList: RecordValue[] }>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Warehouse', pageSize: 3, filterMap: { code: ['WH01', 'WH02'] } }]);
    const ids = [warehouse.id, ...list.json.body.itemList.map((w) => w.id)];
    expect(ids.length).toBe(3);
    const { res, bytes } = await get(`/ureport_keep/pdf/exportBatch?file=Warehouse&ids=${ids.join(',')},${ids[0]}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(decodeURIComponent(res.headers.get('content-disposition')!)).toMatch(/仓库-3份-\d{8}\.pdf/);
    const file = save(bytes);
    expect(pdfPages(file)).toBe(3);
    expect(pdfText(file, 1)).toContain('PRT-仓-001');
    for (const p of [1, 2, 3]) expect(pdfText(file, p)).toMatch(pageNumber(1, 1));
    expect(pdfText(file, 2)).toMatch(/WH0[12]/);
  });

  it('caps a batch at 200 documents with a clear message', async () => {
    const ids = Array.from({ length: 201 }, (_, i) => i + 1).join(',');
    const { bytes } = await get(`/ureport_keep/pdf/exportBatch?file=Warehouse&ids=${ids}`);
    expect(envelopeOf(bytes)).toMatchObject({ code: 400, msg: 'ids: at most 200 documents at once' });
  });
});

describe('ureport_keep/excel', () => {
  it('answers a readable workbook laid out like the paper', async () => {
    const { res, bytes } = await get(`/ureport_keep/excel?file=Warehouse&id=${warehouse.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('PRT-仓-001.xlsx'));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.name).toBe('仓库');
    const cells: string[] = [];
    ws.eachRow((row) => row.eachCell((c) => cells.push(String(c.value))));
    for (const s of ['普兰特科技有限公司', '仓库', '仓库编码：PRT-仓-001', '仓库名称', '打印测试仓库', '库区名称', '序号', ...LOCATIONS, '制单：系统管理员']) expect(cells, s).toContain(s);
  });
});

describe('ureport_keep/pdf: the company', () => {
  it('prints the tenant’s 公司简称 (参数配置) when it has one, else the build’s company', async () => {
    const set = await srv.call(admin, 'system.Config', 'update', [{ companyShortName: '普兰特一厂' }]);
    expect(set.json.code, set.json.msg).toBe(200);
    try {
      const text = pdfText(save((await get(`/ureport_keep/pdf?file=Warehouse&id=${warehouse.id}`)).bytes));
      expect(text).toContain('普兰特一厂');
      expect(text).not.toContain('普兰特科技有限公司');
    } finally {
      await srv.call(admin, 'system.Config', 'update', [{ companyShortName: '' }]);
    }
    expect(pdfText(save((await get(`/ureport_keep/pdf?file=Warehouse&id=${warehouse.id}`)).bytes))).toContain('普兰特科技有限公司');
  });
});

describe('the PDF renderer', () => {
  it('takes the company from the server’s build (BUILD), the default build when it is unknown', async () => {
    expect(await companyName('hengtai', 'zh_CN')).toBe('恒泰精工机械股份有限公司');
    expect(await companyName('plantform', 'en_US')).toBe('Plantform Technology Co., Ltd.');
    expect(await companyName('no-such-build', 'zh_CN')).toBe('普兰特科技有限公司');
    expect(await companyName('../server', 'zh_CN')).toBe('普兰特科技有限公司');
  });

  it('prints totals in figures and 大写金额', async () => {
    const Doc = entity({
      id: 9100,
      code: 'PrintDoc',
      name: '付款单',
      nameEn: 'Payment',
      module: 'x',
      table: 'x_pay',
      attrs: [a.string('code', '单号', 'No.'), a.number('total_price', '付款金额', 'Amount', { digits: { int: 14, scale: 2 } })],
    });
    const layout = printLayout(printEntityOf(Doc), { id: 1, code: 'FK-001', total_price: 100000.07 }, { company: '普兰特科技有限公司' });
    const text = pdfText(save(await renderPdf([layout], { title: 't', author: 'a' })));
    expect(text).toContain('付款金额：100,000.07');
    expect(text).toContain('大写金额：壹拾万元零柒分');
  });
});
