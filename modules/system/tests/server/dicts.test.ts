// system.Dict on a real database: the tenant's dictionaries (product-declared and its own) and
// entries, what datax.Dict/listByCode serves after each change (next call, disabled entries
// flagged), the product's codes protected (409 with the exact message, in both languages), the
// import of the dictionary data template (all or nothing), its export, the page functions (4003)
// and another tenant's dictionaries out of reach.
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DictValue, ImportResult } from '../../../../schemas/rpc/datax';
import type { Paged } from '../../../../schemas/rpc/define';
import type { Session } from '../../../../schemas/rpc/portal';
import { authHeaders, fileServer, ok, upload, xlsx } from '../../../../tests/kit';
import type { DictEntryView, DictTypeView } from '../../contracts/dicts';

const srv = await fileServer();
const [admin, acme, viewer] = await Promise.all([srv.session('demo', 'admin'), srv.session('acme', 'admin'), srv.session('demo', 'zhaolei')]);
let serial = 0;

const dict = <T>(s: Session, method: string, args: unknown[], headers?: Record<string, string>) => srv.call<T>(s, 'system.Dict', method, args, headers);
const listByCode = async (s: Session, code: string, lang = 'zh_CN') => ok(await srv.call<DictValue[]>(s, 'datax.Dict', 'listByCode', [code], { language: lang }));
const fresh = () => `T${Date.now().toString(36)}${++serial}`.toUpperCase();

async function ownDict(s: Session = admin, entries: Array<[string, string]> = []) {
  const code = fresh();
  ok(await dict(s, 'create', [{ code, name: `字典${code}`, nameEn: `Dict ${code}`, remark: '测试' }]));
  for (const [c, n] of entries) ok(await dict(s, 'saveEntry', [code, { code: c, name: n }]));
  return code;
}
const entries = async (code: string, s = admin) => ok(await dict<DictEntryView[]>(s, 'entries', [code]));

beforeAll(async () => {
}, 120_000);

describe('the dictionaries', () => {
  it('lists the product’s dictionaries named after the attributes that use them, with their entry counts', async () => {
    const page = ok(await dict<Paged<DictTypeView>>(admin, 'summary', [{ keyword: 'sex' }]));
    expect(page.itemList).toEqual([
      expect.objectContaining({ code: 'sex', name: '性别', nameEn: 'Sex', builtin: true, status: 0, entryCount: 2, remark: null }),
    ]);
    const all = ok(await dict<Paged<DictTypeView>>(admin, 'summary', [{ pageSize: 500, builtin: true }]));
    expect(all.itemList.map((d) => d.code)).toEqual(expect.arrayContaining(['sex', 'unit', 'tax_rate', 'supplier_category']));
    expect(all.itemList.every((d) => d.builtin)).toBe(true);
  });

  it('shows the demo tenant a dictionary of its own on the first start, one entry disabled', async () => {
    expect(ok(await dict<DictTypeView>(admin, 'info', ['quality_grade']))).toMatchObject({ name: '质量等级', nameEn: 'Quality grade', builtin: false, entryCount: 4 });
    expect((await entries('quality_grade')).map((e) => [e.code, e.tagColor, e.status])).toEqual([
      ['A', 'green', 0],
      ['B', 'blue', 0],
      ['C', 'gold', 0],
      ['D', 'red', 1],
    ]);
  });

  it('creates one of the tenant’s own, finds it by name, pages, and refuses a code that exists', async () => {
    const code = await ownDict();
    const found = ok(await dict<Paged<DictTypeView>>(admin, 'summary', [{ keyword: `字典${code}` }]));
    expect(found.itemList).toEqual([expect.objectContaining({ code, name: `字典${code}`, nameEn: `Dict ${code}`, builtin: false, entryCount: 0, remark: '测试' })]);
    const paged = ok(await dict<Paged<DictTypeView>>(admin, 'summary', [{ page: 2, pageSize: 3 }]));
    expect(paged.itemList).toHaveLength(3);
    expect(paged.total).toBeGreaterThan(6);
    const again = await dict(admin, 'create', [{ code, name: '重复' }]);
    expect(again.json).toMatchObject({ code: 400, msg: `dict.code: 字典编码「${code}」已存在` });
    expect((await dict(admin, 'create', [{ code: 'unit', name: '单位2' }])).json.code).toBe(400);
  });

  it('validates the arguments and names the bad one', async () => {
    const bad = await dict(admin, 'create', [{ code: 'has space', name: 'x' }]);
    expect(bad.json.code).toBe(400);
    expect(bad.json.msg).toContain('dict.code');
    const noName = await dict(admin, 'create', [{ code: 'OK1', name: ' ' }]);
    expect(noName.json.msg).toContain('dict.name: is required');
    const code = await ownDict();
    const color = await dict(admin, 'saveEntry', [code, { code: 'A', name: 'a', tagColor: 'pink-ish' }]);
    expect(color.json.code).toBe(400);
    expect(color.json.msg).toContain('entry.tagColor');
  });

  it('renames, describes and disables a product dictionary; its code and its existence stay', async () => {
    ok(await dict(admin, 'update', ['container_type', { code: 'container_type', name: '容器类别', nameEn: 'Container kind', remark: '改名', status: 1 }]));
    const info = ok(await dict<DictTypeView>(admin, 'info', ['container_type']));
    expect(info).toMatchObject({ name: '容器类别', nameEn: 'Container kind', remark: '改名', status: 1, builtin: true, modifyName: admin.user.name });
    // every entry of a disabled dictionary is answered disabled: readable, not offered
    expect((await listByCode(admin, 'container_type')).every((e) => e.disabled)).toBe(true);
    ok(await dict(admin, 'update', ['container_type', { code: 'container_type', name: '容器类别', status: 0 }]));
    expect((await listByCode(admin, 'container_type')).some((e) => e.disabled)).toBe(false);

    const renamed = await dict(admin, 'update', ['container_type', { code: 'container_kind', name: '容器类别' }]);
    expect(renamed.json).toMatchObject({ code: 409, msg: '「容器类别」是产品内置字典，不能修改编码' });
    const gone = await dict(admin, 'delete', ['container_type']);
    expect(gone.json).toMatchObject({ code: 409, msg: '「容器类别」是产品内置字典，不能删除，可以停用' });
    const en = await dict(admin, 'delete', ['container_type'], { language: 'en_US' });
    expect(en.json).toMatchObject({ code: 409, msg: 'Dictionary "容器类别" is part of the product and cannot be deleted; disable it instead' });
    expect(await listByCode(admin, 'container_type')).toHaveLength(4);
  });

  it('moves a dictionary of the tenant’s own to a new code with its entries, and deletes it', async () => {
    const code = await ownDict(admin, [['A', '甲']]);
    const next = fresh();
    ok(await dict(admin, 'update', [code, { code: next, name: '改了编码' }]));
    expect((await dict(admin, 'info', [code])).json.code).toBe(11);
    expect((await listByCode(admin, next)).map((e) => e.name)).toEqual(['甲']);
    expect(ok(await dict(admin, 'delete', [next]))).toEqual({ removed: 1 });
    expect(await listByCode(admin, next)).toEqual([]);
    expect((await dict(admin, 'info', [next])).json).toMatchObject({ code: 11, msg: `字典不存在：${next}` });
  });
});

describe('a dictionary in use', () => {
  it('cannot be deleted while one of the tenant’s attributes names it', async () => {
    const code = await ownDict(admin, [['A', '甲']]);
    await sql`insert into meta_attr (tenant_id, entity_code, code, name, data_type, dict_code)
              values (${admin.tenant.id}, 'Supplier', ${`attr_${code.toLowerCase()}`}, '等级', 'Dict', ${code})`.execute(srv.db.system);
    const refused = await dict(admin, 'delete', [code]);
    expect(refused.json).toMatchObject({ code: 409, msg: `字典「字典${code}」被 1 个属性引用，不能删除` });
    expect(await listByCode(admin, code)).toHaveLength(1);
  });
});

describe('the entries', () => {
  it('serves what was added, changed and deleted on the very next listByCode call', async () => {
    const code = await ownDict();
    const a = ok(await dict<DictEntryView>(admin, 'saveEntry', [code, { code: 'HIGH', name: '高', nameEn: 'High', tagColor: 'red' }]));
    const b = ok(await dict<DictEntryView>(admin, 'saveEntry', [code, { code: 'LOW', name: '低', nameEn: 'Low' }]));
    expect([a.sn, b.sn]).toEqual([10, 20]);
    expect(await listByCode(admin, code)).toEqual([
      { code: 'HIGH', dict: code, name: '高', nameIntl: { zh_CN: '高', en_US: 'High' }, tagColor: 'red' },
      { code: 'LOW', dict: code, name: '低', nameIntl: { zh_CN: '低', en_US: 'Low' } },
    ]);
    // reorder, recolour, rename, disable
    ok(await dict(admin, 'saveEntry', [code, { id: b.id, code: 'LOW', name: '较低', nameEn: 'Lower', sn: 5, tagColor: 'green', status: 1 }]));
    expect(await listByCode(admin, code, 'en_US')).toEqual([
      { code: 'LOW', dict: code, name: 'Lower', nameIntl: { zh_CN: '较低', en_US: 'Lower' }, tagColor: 'green', disabled: true },
      { code: 'HIGH', dict: code, name: 'High', nameIntl: { zh_CN: '高', en_US: 'High' }, tagColor: 'red' },
    ]);
    // an entry of the tenant's own may change its code and be deleted
    ok(await dict(admin, 'saveEntry', [code, { id: a.id, code: 'TOP', name: '高' }]));
    expect(ok(await dict(admin, 'removeEntries', [code, [a.id]]))).toEqual({ removed: 1 });
    expect((await listByCode(admin, code)).map((e) => e.code)).toEqual(['LOW']);
    expect(ok(await dict<DictTypeView>(admin, 'info', [code])).entryCount).toBe(1);
  });

  it('refuses a code twice in one dictionary', async () => {
    const code = await ownDict(admin, [['A', '甲']]);
    const twice = await dict(admin, 'saveEntry', [code, { code: 'A', name: '乙' }]);
    expect(twice.json).toMatchObject({ code: 400, msg: 'entry.code: 字典项编码「A」已存在' });
  });

  it('lets a product entry be renamed, reordered, recoloured and disabled, never deleted nor recoded', async () => {
    const male = (await entries('sex')).find((e) => e.code === 'Male')!;
    expect(male).toMatchObject({ builtin: true, name: '男', status: 0, tagColor: null });
    ok(await dict(admin, 'saveEntry', ['sex', { id: male.id, code: 'Male', name: '男性', nameEn: 'Man', sn: 99, tagColor: 'blue', status: 1 }]));
    const served = await listByCode(admin, 'sex');
    expect(served.map((e) => e.code)).toEqual(['Female', 'Male']);
    expect(served[1]).toEqual({ code: 'Male', dict: 'sex', name: '男性', nameIntl: { zh_CN: '男性', en_US: 'Man' }, tagColor: 'blue', disabled: true });

    const recode = await dict(admin, 'saveEntry', ['sex', { id: male.id, code: 'M', name: '男性' }]);
    expect(recode.json).toMatchObject({ code: 409, msg: '「男性」是产品内置字典项，不能修改编码' });
    const remove = await dict(admin, 'removeEntries', ['sex', [male.id]]);
    expect(remove.json).toMatchObject({ code: 409, msg: '「男性」是产品内置字典项，不能删除，可以停用' });
    const removeEn = await dict(admin, 'removeEntries', ['sex', [male.id]], { language: 'en_US' });
    expect(removeEn.json).toMatchObject({ code: 409, msg: 'Entry "男性" is part of the product and cannot be deleted; disable it instead' });
    // an own entry beside it: deleting both deletes neither
    const own = ok(await dict<DictEntryView>(admin, 'saveEntry', ['sex', { code: 'Other', name: '其他' }]));
    expect((await dict(admin, 'removeEntries', ['sex', [own.id, male.id]])).json.code).toBe(409);
    expect((await entries('sex')).map((e) => e.code)).toEqual(['Female', 'Male', 'Other']);
    expect(ok(await dict(admin, 'removeEntries', ['sex', [own.id]]))).toEqual({ removed: 1 });
    ok(await dict(admin, 'saveEntry', ['sex', { id: male.id, code: 'Male', name: '男', nameEn: 'Male', sn: 10, status: 0, tagColor: 'default' }]));
    expect((await listByCode(admin, 'sex'))[0]).toEqual({ code: 'Male', dict: 'sex', name: '男', nameIntl: { zh_CN: '男', en_US: 'Male' } });
  });

  it('answers NotFound for an entry of another dictionary', async () => {
    const code = await ownDict(admin, [['A', '甲']]);
    const [a] = await entries(code);
    expect((await dict(admin, 'saveEntry', ['sex', { id: a.id, code: 'A', name: 'x' }])).json).toMatchObject({ code: 11, msg: `字典项不存在：${a.id}` });
    expect((await dict(admin, 'removeEntries', ['sex', [a.id]])).json.code).toBe(11);
  });
});

describe('access', () => {
  it('refuses a role without 数据字典 (4003), reads and writes alike', async () => {
    for (const [method, args] of [
      ['summary', [{}]],
      ['info', ['sex']],
      ['entries', ['sex']],
      ['create', [{ code: 'NOPE', name: 'x' }]],
      ['saveEntry', ['sex', { code: 'X', name: 'x' }]],
      ['removeEntries', ['sex', [1]]],
      ['delete', ['sex']],
    ] as const) {
      expect((await dict(viewer, method, [...args])).json.code, method).toBe(4003);
    }
    // the Dict fields of the product keep reading them
    expect((await listByCode(viewer, 'sex')).length).toBeGreaterThan(0);
  });

  it('keeps each tenant’s dictionaries to itself', async () => {
    const code = await ownDict(admin, [['A', '甲']]);
    const [a] = await entries(code);
    expect((await dict(acme, 'info', [code])).json.code).toBe(11);
    expect((await dict(acme, 'entries', [code])).json.code).toBe(11);
    expect(ok(await dict<Paged<DictTypeView>>(acme, 'summary', [{ keyword: code }])).total).toBe(0);
    expect(await listByCode(acme, code)).toEqual([]);
    // acme's own sex entries, by the id of demo's entry: not found, nothing changes
    expect((await dict(acme, 'saveEntry', ['sex', { id: a.id, code: 'A', name: '改' }])).json.code).toBe(11);
    expect((await dict(acme, 'removeEntries', ['sex', [a.id]])).json.code).toBe(11);
    expect((await dict(acme, 'update', [code, { code, name: '改' }])).json.code).toBe(11);
    expect((await dict(acme, 'delete', [code])).json.code).toBe(11);
    expect((await entries(code)).map((e) => e.name)).toEqual(['甲']);
    // the same code in acme is acme's own
    ok(await dict(acme, 'create', [{ code, name: 'acme 的字典' }]));
    expect(ok(await dict<DictTypeView>(admin, 'info', [code])).name).toBe(`字典${code}`);
  });
});

describe('import and export', () => {
  const HEAD = ['字典编码', '字典名称', '字典项编码', '字典项名称', '英文名称', '排序', '状态', '标签颜色'];

  it('imports entries into a dictionary’s page, updating the ones that exist', async () => {
    const code = await ownDict(admin, [['A', '甲']]);
    const file = await upload(srv, admin, await xlsx([HEAD, ['', '', 'A', '甲改', 'A2', 30, '停用', 'gold'], [code, '', 'B', '乙', 'B', 20, '启用', '']]));
    const result = ok(await dict<ImportResult>(admin, 'leadIn', [file.id, code]));
    expect(result).toMatchObject({ total: 2, successCnt: 2, createCnt: 1, updateCnt: 1, errors: [] });
    expect((await entries(code)).map((e) => [e.code, e.name, e.nameEn, e.sn, e.status, e.tagColor])).toEqual([
      ['B', '乙', 'B', 20, 0, null],
      ['A', '甲改', 'A2', 30, 1, 'gold'],
    ]);
  });

  it('imports nothing when a row is wrong, and says which row and column', async () => {
    const code = await ownDict(admin);
    const file = await upload(srv, admin, await xlsx([HEAD, ['', '', 'A', '甲', '', '', '', ''], ['sex', '', 'B', '乙', '', 'x', '开启', 'pink'], ['', '', 'A', '又是甲', '', '', '', '']]));
    const result = ok(await dict<ImportResult>(admin, 'leadIn', [file.id, code]));
    expect(result.successCnt).toBe(0);
    expect(result.errors).toEqual([
      { index: 2, key: 'B', fields: { dict_code: `不属于当前字典「${code}」`, sn: '须为非负整数', status: '状态须为「启用」或「停用」', tag_color: '标签颜色无效：pink' } },
      { index: 3, key: 'A', fields: { code: '文件中重复：A' } },
    ]);
    expect(await entries(code)).toEqual([]);
  });

  it('creates the tenant’s dictionaries a file names on the list page', async () => {
    const code = fresh();
    const file = await upload(srv, admin, await xlsx([HEAD, [code, '导入的字典', 'X', '某', '', '', '', ''], ['unit', '', 'BAG', '袋', 'bag', '', '', '']]));
    expect(ok(await dict<ImportResult>(admin, 'leadIn', [file.id, null]))).toMatchObject({ successCnt: 2, createCnt: 2 });
    expect(ok(await dict<DictTypeView>(admin, 'info', [code]))).toMatchObject({ name: '导入的字典', builtin: false, entryCount: 1 });
    expect((await listByCode(admin, 'unit')).map((e) => e.code)).toContain('BAG');
    const missing = await upload(srv, admin, await xlsx([HEAD, ['', '', 'Y', '某', '', '', '', '']]));
    expect(ok(await dict<ImportResult>(admin, 'leadIn', [missing.id, null])).errors[0].fields).toEqual({ dict_code: '字典编码必填' });
  });

  it('exports a dictionary in the template’s columns, and serves the template', async () => {
    const code = await ownDict(admin, [['A', '甲'], ['B', '乙']]);
    const res = await fetch(`${srv.base}/download/dicts.xlsx`, { method: 'POST', headers: { ...authHeaders(admin), 'content-type': 'application/json' }, body: JSON.stringify([code]) });
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const ws = wb.worksheets[0];
    const rows = [1, 2, 3, 4].map((i) => Array.from({ length: 8 }, (_, c) => ws.getRow(i).getCell(c + 1).value ?? ''));
    expect(rows).toEqual([HEAD, [code, `字典${code}`, 'A', '甲', '', 10, '启用', ''], [code, `字典${code}`, 'B', '乙', '', 20, '启用', ''], Array(8).fill('')]);

    const template = await fetch(`${srv.base}/download/dict-template.xlsx`, { headers: authHeaders(admin) });
    const tb = new ExcelJS.Workbook();
    await tb.xlsx.load(Buffer.from(await template.arrayBuffer()) as unknown as ExcelJS.Buffer);
    expect((tb.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(HEAD);

    const refused = await fetch(`${srv.base}/download/dicts.xlsx`, { method: 'POST', headers: { ...authHeaders(viewer), 'content-type': 'application/json' }, body: JSON.stringify([null]) });
    expect(((await refused.json()) as { code: number }).code).toBe(4003);
    const other = await fetch(`${srv.base}/download/dicts.xlsx`, { method: 'POST', headers: { ...authHeaders(acme), 'content-type': 'application/json' }, body: JSON.stringify([code]) });
    expect(((await other.json()) as { code: number }).code).toBe(11);
  });
});
