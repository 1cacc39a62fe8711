// 打印标签 and 标签打印记录 on a real database: the enabled templates offered, the labels of chosen
// barcodes as one PDF (one label per page, the template's size, each barcode `copies` times, its
// texts filled from the barcode, read back with poppler's pdfinfo / pdftotext), the print recorded
// in the history, and every refusal with its exact message: a disabled or unknown template, unknown
// barcodes, too many labels, a role without the function, another tenant, no session.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordPage } from '../../../../schemas/rpc/datax';
import type { Session } from '../../../../schemas/rpc/portal';
import { type Answer, authHeaders, fileServer, ok } from '../../../../tests/kit';
import type { BarcodeRow, TagTemplate } from '../../contracts';

const srv = await fileServer();
const admin = await srv.session('demo', 'admin');
let tmp: string;
let codes: BarcodeRow[];

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'plantform-tags-'));
  const page = await srv.call<RecordPage>(admin, 'barcode.Barcode', 'summaryPage', [{ pageSize: 3, filterMap: { barcode_type: 'Material' }, sortField: 'code', sortOrder: 'ascend' }]);
  codes = page.json.body.itemList as unknown as BarcodeRow[];
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const tag = <T>(method: string, args: unknown[], s: Session = admin) => srv.call<T>(s, 'barcode.Tag', method, args) as Promise<Answer<T>>;
const print = (body: unknown, s: Session | null = admin, headers: Record<string, string> = {}) =>
  fetch(`${srv.base}/download/barcode-tags.pdf`, { method: 'POST', headers: { 'content-type': 'application/json', ...(s ? authHeaders(s) : {}), ...headers }, body: JSON.stringify(body) });
const refusal = async (res: Response) => {
  const json = (await res.json()) as { code: number; msg: string };
  return `${json.code} ${json.msg}`;
};
let n = 0;
const saved = async (res: Response) => {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const file = path.join(tmp, `t${++n}.pdf`);
  fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  return file;
};
const info = (file: string) => execFileSync('pdfinfo', [file], { encoding: 'utf8' });
const text = (file: string, page: number) => execFileSync('pdftotext', ['-f', String(page), '-l', String(page), file, '-'], { encoding: 'utf8' });
const templateId = async (code: string) => ok(await tag<TagTemplate[]>('templates', [])).find((t) => t.code === code)?.id;

describe('打印标签', () => {
  it('offers the enabled templates only', async () => {
    const templates = ok(await tag<TagTemplate[]>('templates', []));
    expect(templates.map((t) => [t.code, t.name, t.width_mm, t.height_mm])).toEqual([
      ['CPBQ', '成品标签', 100, 70],
      ['WLBQ', '物料标签', 60, 40],
    ]);
  });

  it('prints each barcode `copies` times, one 60×40 mm label per page, and records the print', async () => {
    const [a, b] = codes;
    const file = await saved(await print([{ labelId: await templateId('WLBQ'), codes: [a.code, b.code], copies: 2 }]));
    expect(info(file)).toMatch(/Pages:\s+4\n/);
    // 60 × 40 mm = 170.079 × 113.386 pt on every page
    expect(info(file)).toMatch(/Page size:\s+170\.079 x 113\.386 pts/);
    const pages = [1, 2, 3, 4].map((p) => text(file, p));
    expect(pages[0]).toContain(a.material_id!.name);
    expect(pages[0]).toContain(`批次：${a.batch_no ?? ''}`);
    expect(pages[0]).toContain(`数量：${a.count}`);
    expect(pages[1]).toBe(pages[0]);
    expect(pages[2]).toContain(b.code);
    const history = ok(await tag<RecordPage>('summaryPage', [{ pageSize: 10, sortField: 'id', sortOrder: 'descend' }]));
    expect(history.itemList[0]).toMatchObject({ target_kind: 'barcode', label_code: 'WLBQ', label_name: '物料标签', label_size: '60×40', barcode_count: 2, copies: 2, label_count: 4, barcodes: `${a.code}, ${b.code}`, printed_by: '系统管理员' });
  });

  it('prints them side by side on A4 sheets when asked (18 labels of 60×40 mm a sheet)', async () => {
    const [a, b] = codes;
    const file = await saved(await print([{ labelId: await templateId('WLBQ'), codes: [a.code, b.code], copies: 10, onSheets: true }]));
    expect(info(file)).toMatch(/Pages:\s+2\n/);
    expect(info(file)).toMatch(/Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)/);
    expect(text(file, 1)).toContain(a.code);
    expect(text(file, 2)).toContain(b.code);
  });

  it('prints the 100×70 mm template, a barcode named twice once', async () => {
    const [a] = codes;
    const file = await saved(await print([{ labelId: await templateId('CPBQ'), codes: [a.code, a.code] }]));
    expect(info(file)).toMatch(/Pages:\s+1\n/);
    expect(info(file)).toMatch(/Page size:\s+283\.465 x 198\.425 pts/);
    expect(text(file, 1)).toContain(`合格证 · ${a.material_id!.name}`);
  });

  it('refuses a disabled or unknown template, unknown barcodes and too many labels', async () => {
    const labels = ok(await srv.call<RecordPage>(admin, 'identity.Label', 'summaryPage', [{ pageSize: 10 }]));
    const disabled = labels.itemList.find((l) => l.code === 'SBBQ')!;
    expect(await refusal(await print([{ labelId: disabled.id, codes: [codes[0].code] }]))).toBe('400 标签模板已停用，不能打印：SBBQ');
    expect(await refusal(await print([{ labelId: disabled.id, codes: [codes[0].code] }], admin, { language: 'en_US' }))).toBe('400 The label template is disabled and cannot print: SBBQ');
    expect(await refusal(await print([{ labelId: 999999, codes: [codes[0].code] }]))).toBe('11 标签模板不存在：999999');
    const wlbq = await templateId('WLBQ');
    expect(await refusal(await print([{ labelId: wlbq, codes: ['NOPE-1'] }]))).toBe('11 条码不存在：NOPE-1');
    expect(await refusal(await print([{ labelId: wlbq, codes: [codes[0].code, 'NOPE-1', 'NOPE-2'] }]))).toBe('11 存在不存在的条码：NOPE-1, NOPE-2');
    const many = Array.from({ length: 21 }, (_, i) => `C${i}`);
    expect(await refusal(await print([{ labelId: wlbq, codes: many, copies: 100 }]))).toBe('400 print.copies: at most 2000 labels at once (codes × copies)');
    expect(await refusal(await print([{ labelId: wlbq, codes: [] }]))).toBe('400 print.codes: give at least one code');
    expect(await refusal(await print([{ labelId: wlbq, codes: [codes[0].code], copies: 0 }]))).toBe('400 print.copies: must be at least 1');
    expect(await refusal(await print({ labelId: wlbq }))).toBe('400 the request body must be a JSON array of arguments');
  });

  it('lets the warehouse keeper print, refuses a role without the function, another tenant and no session', async () => {
    const wlbq = await templateId('WLBQ');
    const keeper = await srv.session('demo', 'wangqiang', 'Demo@123');
    await saved(await print([{ labelId: wlbq, codes: [codes[0].code] }], keeper));
    const viewer = await srv.session('demo', 'zhaolei', 'Demo@123');
    expect((await refusal(await print([{ labelId: wlbq, codes: [codes[0].code] }], viewer))).slice(0, 4)).toBe('4003');
    expect((await tag('templates', [], viewer)).json.code).toBe(4003);
    const acme = await srv.session('acme', 'admin');
    expect(await refusal(await print([{ labelId: wlbq, codes: [codes[0].code] }], acme))).toBe(`11 标签模板不存在：${wlbq}`);
    expect(ok(await tag<TagTemplate[]>('templates', [], acme))).toEqual([]);
    expect((await print([{ labelId: wlbq, codes: [codes[0].code] }], null)).status).toBe(401);
  });
});

describe('标签打印记录', () => {
  it('shows the demo prints, newest first, to whoever holds the page; another tenant sees none', async () => {
    const history = ok(await tag<RecordPage>('summaryPage', [{ pageSize: 50, sortField: 'printed_at', sortOrder: 'descend' }]));
    const demo = history.itemList.filter((r) => r.printed_by === '系统管理员');
    expect(demo.length).toBeGreaterThanOrEqual(4);
    expect(history.itemList.map((r) => r.label_code)).toEqual(expect.arrayContaining(['WLBQ', 'CPBQ']));
    for (const r of history.itemList) expect(r.label_count).toBe(Number(r.barcode_count) * Number(r.copies));
    const acme = await srv.session('acme', 'admin');
    expect(ok(await tag<RecordPage>('summaryPage', [{}], acme)).total).toBe(0);
  });
});
