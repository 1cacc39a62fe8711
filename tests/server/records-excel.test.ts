// Import and export with real .xlsx files (written and read with exceljs).
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Paged } from '../../schemas/rpc/define';
import type { ImportResult, RecordValue } from '../../schemas/rpc/datax';
import { authHeaders, fileServer, upload as uploadFile, xlsx } from '../kit';

const srv = await fileServer();
const admin = await srv.session('demo', 'admin');

const upload = (bytes: Buffer, name?: string) => uploadFile(srv, admin, bytes, name);

const leadIn = async (entityCode: string, fileId: number, mode?: string) =>
  srv.call<ImportResult>(admin, 'datax.MetaDynamic', 'leadIn', [{ entityCode, fileId, ...(mode ? { mode } : {}) }]);
const count = async (entityCode: string, filterMap: Record<string, unknown>) =>
  (await srv.call<Paged<RecordValue>>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode, filterMap }])).json.body.total;

describe('leadIn', () => {
  it('imports all or nothing: one bad row, nothing written, every bad row reported by index, key and field', async () => {
    const file = await upload(
      await xlsx([
        ['供应商编码*', '供应商名称*', '供应商类别', '联系人', '状态'],
        ['IMP-001', '导入供应商一', '原材料供应商', '张伟', '启用'],
        ['IMP 002', '导入供应商二', 'RAW', '李娜', '启用'],
        ['IMP-003', '', 'RAW', '', '停用'],
        ['IMP-004', '导入供应商四', 'RAW', '', '未知状态'],
      ]),
    );
    const r = await leadIn('Supplier', file.id);
    expect(r.json.code).toBe(200);
    expect(r.json.body).toMatchObject({ total: 4, successCnt: 0, createCnt: 0, updateCnt: 0 });
    expect(r.json.body.errors).toEqual([
      { index: 2, key: 'IMP 002', fields: { code: '不能包含空格' } },
      { index: 3, key: 'IMP-003', fields: { name: '不能为空' } },
      { index: 4, key: 'IMP-004', fields: { status: '不是有效选项：未知状态' } },
    ]);
    expect(await count('Supplier', { code: 'IMP-001' })).toBe(0);
  });

  it('creates new codes and updates existing ones, resolving labels and dictionary names', async () => {
    const file = await upload(
      await xlsx([
        ['Code', '供应商名称', '供应商类别', '状态'],
        ['IMP-101', '新导入的供应商', '外协加工商', 'Disabled'],
        ['S0001', '更新过的供应商', 'RAW', '启用'],
      ]),
    );
    const r = await leadIn('Supplier', file.id);
    expect(r.json.body).toMatchObject({ total: 2, successCnt: 2, createCnt: 1, updateCnt: 1, errors: [] });
    const created = (await srv.call<Paged<RecordValue>>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Supplier', filterMap: { code: 'IMP-101' } }])).json.body.itemList[0];
    expect(created).toMatchObject({ name: '新导入的供应商', category: 'OUTSOURCE', status: 'Disable', status_dict: { dict: 'Saved' } });
  });

  it('skipErrors writes the good rows and reports the others; duplicate codes in the file are errors', async () => {
    const file = await upload(await xlsx([['供应商编码', '供应商名称'], ['IMP-201', '甲'], ['IMP-201', '乙'], ['IMP-202', '丙']]));
    const r = await leadIn('Supplier', file.id, 'skipErrors');
    expect(r.json.body).toMatchObject({ total: 3, successCnt: 2, createCnt: 2 });
    expect(r.json.body.errors).toEqual([{ index: 2, key: 'IMP-201', fields: { code: '「IMP-201」重复' } }]);
  });

  it('resolves references by code and refuses unknown ones', async () => {
    const file = await upload(await xlsx([['客户编码', '客户名称', '业务员'], ['IMP-C1', '客户一', 'P0002'], ['IMP-C2', '客户二', 'NOPE']]));
    const r = await leadIn('Customer', file.id);
    expect(r.json.body.errors).toEqual([{ index: 2, key: 'IMP-C2', fields: { salesman_id: '引用的记录不存在：NOPE' } }]);
  });

  it('refuses files that are not .xlsx, and sheets without the template’s headers', async () => {
    const txt = await upload(Buffer.from('code,name\nA,B'), 'data.csv');
    expect((await leadIn('Supplier', txt.id)).json.code).toBe(400);
    const garbage = await upload(Buffer.from('not really a zip'), 'fake.xlsx');
    expect((await leadIn('Supplier', garbage.id)).json).toMatchObject({ code: 400, msg: expect.stringContaining('Excel') });
    const noHeaders = await upload(await xlsx([['foo', 'bar'], ['1', '2']]));
    expect((await leadIn('Supplier', noHeaders.id)).json.msg).toBe('第一行必须是导入模板的表头');
  });

  it('pushes progress over the web socket', async () => {
    const ws = new WebSocket(`${srv.base.replace('http', 'ws')}/ws`);
    const phases: string[] = [];
    ws.on('message', (d) => {
      const f = JSON.parse(String(d));
      if (f.type === 'importProgress') phases.push(f.phase);
    });
    await new Promise((r) => ws.once('open', r));
    ws.send(JSON.stringify({ type: 'auth', token: admin.token }));
    await new Promise((r) => ws.once('message', r)); // the todo count: authenticated
    const rows = [['供应商编码', '供应商名称'], ...Array.from({ length: 300 }, (_, i) => [`IMP-P${i}`, `进度${i}`])];
    const r = await leadIn('Supplier', (await upload(await xlsx(rows))).id);
    expect(r.json.body.createCnt).toBe(300);
    await new Promise((res) => setTimeout(res, 100));
    expect(phases).toEqual(expect.arrayContaining(['validate', 'write', 'done']));
    ws.close();
  });

  it('needs the import function', async () => {
    const keeper = await srv.session('demo', 'wangqiang');
    const r = await srv.call(keeper, 'datax.MetaDynamic', 'leadIn', [{ entityCode: 'Material', fileId: 1 }]);
    expect(r.json.code).toBe(4003);
  });
});

describe('export and templates', () => {
  async function readXlsx(res: Response) {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    return wb;
  }

  it('streams the records of the current filter as .xlsx, with labels a user reads', async () => {
    const res = await fetch(`${srv.base}/download/records.xlsx`, {
      method: 'POST',
      body: JSON.stringify([{ entityCode: 'Material', filterMap: { category: 'RAW' }, fuzzyMap: { name: '轴承' } }]),
      headers: { 'content-type': 'application/json', ...authHeaders(admin) },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('物料'));
    const ws = (await readXlsx(res)).worksheets[0];
    const header = (ws.getRow(1).values as string[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['物料编码', '物料名称', '规格型号']);
    const expected = await count('Material', { category: 'RAW' });
    expect(ws.rowCount - 1).toBeGreaterThan(0);
    expect(ws.rowCount - 1).toBeLessThanOrEqual(expected);
    const row = ws.getRow(2).values as unknown[];
    expect(String(row[2])).toContain('轴承');
    expect(row).toContain('外购'); // manufacturing mode shown by its label
    expect(ws.getColumn(1).width).toBeGreaterThanOrEqual(12); // widths from the metadata
    const price = header.indexOf('参考售价') + 1;
    const prices = Array.from({ length: ws.rowCount - 1 }, (_, i) => ws.getRow(i + 2).getCell(price).value).filter((v) => v !== null);
    expect(prices.length).toBeGreaterThan(0);
    for (const p of prices) expect(typeof p).toBe('number'); // numbers stay numbers
  });

  it('exports every record of the filter across keyset pages, newest first, in the caller’s language', async () => {
    const N = 2100; // more than one page of 2000
    const rows = [['物料编码', '物料名称', '规格型号', '物料类别', '计量单位', '计量方式', '参考售价'], ...Array.from({ length: N }, (_, i) => [`EXP${String(i).padStart(5, '0')}`, `导出物料${i}`, `SP-${i % 7}`, '原材料', '个', '数量', (i % 1000) / 10])];
    const imported = await leadIn('Material', (await upload(await xlsx(rows))).id);
    expect(imported.json.body.createCnt).toBe(N);
    const res = await fetch(`${srv.base}/download/records.xlsx`, {
      method: 'POST',
      body: JSON.stringify([{ entityCode: 'Material', fuzzyMap: { code: 'EXP' } }]),
      headers: { 'content-type': 'application/json', language: 'en_US', ...authHeaders(admin) },
    });
    expect(res.headers.get('content-disposition')).toMatch(/filename\*=UTF-8''Material-\d{8}\.xlsx/);
    const ws = (await readXlsx(res)).worksheets[0];
    expect(ws.name).toBe('Material');
    const header = (ws.getRow(1).values as string[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['Code', 'Material name', 'Specification']);
    expect(ws.rowCount - 1).toBe(N);
    const codes = Array.from({ length: N }, (_, i) => ws.getRow(i + 2).getCell(1).value);
    expect(codes).toEqual(rows.slice(1).map((r) => r[0]).reverse()); // imported in order: newest id first
    const last = ws.getRow(2).values as unknown[];
    expect(last[header.indexOf('Count type') + 1]).toBe('Quantity');
    expect(last[header.indexOf('Reference sale price') + 1]).toBe(((N - 1) % 1000) / 10);
  });

  it('answers a bad filter with an envelope error before any byte of the file', async () => {
    const res = await fetch(`${srv.base}/download/records.xlsx`, { method: 'POST', body: JSON.stringify([{ entityCode: 'Material', filterMap: { nope: 1 } }]), headers: { 'content-type': 'application/json', ...authHeaders(admin) } });
    expect(res.headers.get('content-type')).toContain('json');
    expect((await res.json()).code).toBe(400);
  });

  it('answers an envelope error, not a broken file, for a bad query or a missing function', async () => {
    const bad = await fetch(`${srv.base}/download/records.xlsx`, { method: 'POST', body: JSON.stringify([{ entityCode: 'Material', page: 0 }]), headers: { 'content-type': 'application/json', ...authHeaders(admin) } });
    expect((await bad.json()).code).toBe(400);
    const keeper = await srv.session('demo', 'wangqiang'); // reads materials, may not export suppliers
    const denied = await fetch(`${srv.base}/download/records.xlsx`, { method: 'POST', body: JSON.stringify([{ entityCode: 'Supplier' }]), headers: { 'content-type': 'application/json', ...authHeaders(keeper) } });
    expect((await denied.json()).code).toBe(4003);
  });

  it('generates the import template from the metadata, and an exported sheet imports back', async () => {
    const res = await fetch(`${srv.base}/download/template/Supplier.xlsx`, { headers: authHeaders(admin) });
    expect(res.status).toBe(200);
    const wb = await readXlsx(res);
    const header = (wb.worksheets[0].getRow(1).values as string[]).slice(1);
    expect(header).toContain('供应商编码*');
    expect(wb.worksheets[1].name).toBe('填写说明');
    // round trip: export two saved suppliers and import the file back unchanged: both update
    const saved = (await srv.call<Paged<RecordValue>>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Supplier', filterMap: { status_dict: 'Saved' }, pageSize: 2 }])).json.body.itemList;
    const codes = saved.map((x) => x.code);
    const exported = await fetch(`${srv.base}/download/records.xlsx`, { method: 'POST', body: JSON.stringify([{ entityCode: 'Supplier', filterMap: { code: codes } }]), headers: { 'content-type': 'application/json', ...authHeaders(admin) } });
    const r = await leadIn('Supplier', (await upload(Buffer.from(await exported.arrayBuffer()))).id);
    expect(r.json.body).toMatchObject({ total: 2, successCnt: 2, updateCnt: 2, createCnt: 0, errors: [] });
    const after = (await srv.call<Paged<RecordValue>>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Supplier', filterMap: { code: codes } }])).json.body.itemList;
    for (const before of saved) expect(after.find((x) => x.code === before.code)).toMatchObject({ name: before.name, category: before.category, version: before.version + 1 });
  });
});
