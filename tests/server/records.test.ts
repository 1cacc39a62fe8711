// The generic record calls on real tables: queries, validation from the declarations, versions,
// hidden fields, permissions and tenant isolation.
import { describe, expect, it } from 'vitest';
import type { Paged } from '../../schemas/rpc/define';
import type { RecordValue } from '../../schemas/rpc/datax';
import type { Session } from '../../schemas/rpc/portal';
import { fileServer } from '../kit';

const srv = await fileServer();
const admin = await srv.session('demo', 'admin');

const page = (s: Session, query: Record<string, unknown>) => srv.call<Paged<RecordValue>>(s, 'datax.MetaDynamic', 'summaryPage', [query]);
const save = (s: Session, entity: string, record: Record<string, unknown>) => srv.call<RecordValue & { fields?: Record<string, string> }>(s, 'datax.MetaDynamic', 'saveValue', [entity, record]);
const newSupplier = (code: string, extra: Record<string, unknown> = {}) => save(admin, 'Supplier', { code, name: `测试供应商${code}`, category: 'RAW', ...extra });

describe('summaryPage', () => {
  it('pages the seeded suppliers: total, page, pageSize, itemList', async () => {
    const r = await page(admin, { entityCode: 'Supplier', page: 2, pageSize: 50 });
    expect(r.json.code).toBe(200);
    expect(r.json.body).toMatchObject({ total: 200, page: 2, pageSize: 50 });
    expect(r.json.body.itemList).toHaveLength(50);
    const first = r.json.body.itemList[0];
    expect(first).toMatchObject({ code: expect.stringMatching(/^S\d{4}$/), status_dict: { dict: expect.any(String), name: expect.any(String) }, version: 1 });
    expect(first.createName).toBe('系统管理员');
  });

  it('filters by filterMap, fuzzyMap and rangeMap together, and sorts', async () => {
    const r = await page(admin, {
      entityCode: 'Material',
      pageSize: 100,
      filterMap: { category: ['RAW', 'SPARE'] },
      fuzzyMap: { name: '轴承' },
      rangeMap: { sale_price: { first: 10, second: 40 } },
      sortField: 'sale_price',
      sortOrder: 'ascend',
    });
    expect(r.json.code).toBe(200);
    const items = r.json.body.itemList;
    expect(items.length).toBeGreaterThan(0);
    for (const m of items) {
      expect(['RAW', 'SPARE']).toContain(m.category);
      expect(m.name).toContain('轴承');
      expect(m.sale_price).toBeGreaterThanOrEqual(10);
      expect(m.sale_price).toBeLessThanOrEqual(40);
    }
    const prices = items.map((m) => m.sale_price as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(r.json.body.total).toBe(items.length);
  });

  it('keeps the total right after writes, though counts of a filter are memoised while paging', async () => {
    const q = { entityCode: 'Supplier', fuzzyMap: { name: '计数测试' } };
    expect((await page(admin, q)).json.body.total).toBe(0);
    const created = (await newSupplier('CNT-1', { name: '计数测试一' })).json.body;
    expect((await page(admin, q)).json.body.total).toBe(1);
    await srv.call(admin, 'datax.MetaDynamic', 'removeValue', ['Supplier', [created.id]]);
    expect((await page(admin, q)).json.body.total).toBe(0);
  });

  it('answers references as {id, code, name}', async () => {
    const r = await page(admin, { entityCode: 'Customer', pageSize: 5, filterMap: {} });
    const withSalesman = r.json.body.itemList.find((c) => c.salesman_id);
    expect(withSalesman?.salesman_id).toMatchObject({ id: expect.any(Number), code: expect.stringMatching(/^P\d+/), name: expect.any(String) });
  });

  it('treats input as values, never as SQL', async () => {
    const r = await page(admin, { entityCode: 'Supplier', fuzzyMap: { name: "%' or 1=1 --" }, filterMap: { code: "S0001' or '1'='1" } });
    expect(r.json.code).toBe(200);
    expect(r.json.body.total).toBe(0);
    const pct = await page(admin, { entityCode: 'Supplier', fuzzyMap: { name: '%' } });
    expect(pct.json.body.total).toBe(0); // a literal percent sign, not a wildcard
  });

  it('refuses unknown fields, bad values and paging below 1 with messages', async () => {
    expect((await page(admin, { entityCode: 'Supplier', filterMap: { 'name; drop table x': 1 } })).json).toMatchObject({ code: 400 });
    const bad = await page(admin, { entityCode: 'Material', rangeMap: { sale_price: { first: 'abc' } } });
    expect(bad.json.msg).toBe('rangeMap.sale_price.first: must be a number');
    expect((await page(admin, { entityCode: 'Supplier', page: 0 })).json.msg).toBe('query.page: must be at least 1');
    expect((await page(admin, { entityCode: 'Supplier', pageSize: 0 })).json.msg).toBe('query.pageSize: must be at least 1');
    expect((await page(admin, { entityCode: 'Nope' })).json.code).toBe(11);
  });

  it('includes child rows with itemQueryAllTag', async () => {
    const r = await page(admin, { entityCode: 'Warehouse', itemQueryAllTag: true });
    const raw = r.json.body.itemList.find((w) => w.code === 'WH01')!;
    expect((raw.locations as Array<{ name: string }>).map((l) => l.name)).toEqual(['A区-钢材', 'B区-标准件', 'C区-电气件']);
  });
});

describe('saveValue', () => {
  it('creates a record in status Saved with the server’s audit fields, ignoring client ones', async () => {
    const r = await newSupplier('T-100', { createName: 'forged', status_dict: 'Audit', organId: 999 });
    expect(r.json.code).toBe(200);
    expect(r.json.body).toMatchObject({ code: 'T-100', status_dict: { dict: 'Saved', name: '保存' }, version: 1, createName: '系统管理员', status: 'Enable' });
  });

  it('reports every invalid field at once, by attribute', async () => {
    const r = await save(admin, 'Supplier', { code: 'HAS SPACE', name: '', email: 'x'.repeat(200), category: 'RAW' });
    expect(r.json.code).toBe(400);
    const fields = (r.json.body as { fields: Record<string, string> }).fields;
    expect(fields).toEqual({ code: '不能包含空格', name: '不能为空', email: '最多 128 个字符' });
    expect(r.json.msg).toContain('供应商编码: 不能包含空格');
  });

  it('enforces the master-data limits of the spec', async () => {
    const long = await save(admin, 'Supplier', { code: 'x'.repeat(129), name: 'n' });
    expect((long.json.body as { fields: Record<string, string> }).fields.code).toBe('最多 128 个字符');
    const desc = await save(admin, 'Material', { code: 'MX-1', name: 'n', unit: 'PCS', count_type: 'Num', description: 'd'.repeat(513) });
    expect((desc.json.body as { fields: Record<string, string> }).fields.description).toBe('最多 512 个字符');
    const ratio = await save(admin, 'Material', { code: 'MX-2', name: 'n', unit: 'PCS', count_type: 'Num', conversion_ratio: 12345.1 });
    expect((ratio.json.body as { fields: Record<string, string> }).fields.conversion_ratio).toBe('整数最多 4 位，小数最多 6 位');
    const qty = await save(admin, 'Container', { code: 'RQX', name: '箱', quantity: 12345 });
    expect((qty.json.body as { fields: Record<string, string> }).fields.quantity).toBe('整数最多 4 位，小数最多 0 位');
    const noQty = await save(admin, 'Container', { code: 'RQY', name: '箱' });
    expect((noQty.json.body as { fields: Record<string, string> }).fields.quantity).toBe('不能为空');
    const area = await save(admin, 'Warehouse', { code: 'WHX', name: '仓', type: 'Raw', area: -1, locations: [{ name: 'A' }, { name: 'A' }] });
    expect((area.json.body as { fields: Record<string, string> }).fields).toMatchObject({ area: '必须大于 0', 'locations[1].name': '「A」重复' });
    const noLoc = await save(admin, 'Warehouse', { code: 'WHY', name: '仓', type: 'Raw' });
    expect((noLoc.json.body as { fields: Record<string, string> }).fields.locations).toBe('至少需要 1 行');
  });

  it('refuses a duplicate code, and a reference to a record that does not exist', async () => {
    const dup = await newSupplier('S0001');
    expect(dup.json.code).toBe(400);
    expect((dup.json.body as { fields: Record<string, string> }).fields.code).toBe('「S0001」已存在');
    const ref = await save(admin, 'Customer', { code: 'CX-1', name: 'n', salesman_id: 999999 });
    expect((ref.json.body as { fields: Record<string, string> }).fields.salesman_id).toBe('引用的记录不存在：999999');
  });

  it('modifies only the attributes given (hidden fields keep their values) and bumps the version', async () => {
    const created = (await newSupplier('T-200', { contact: '王伟', phone: '13800000000' })).json.body;
    const r = await save(admin, 'Supplier', { id: created.id, version: created.version, name: '改名后的供应商' });
    expect(r.json.code).toBe(200);
    expect(r.json.body).toMatchObject({ name: '改名后的供应商', contact: '王伟', phone: '13800000000', version: 2 });
  });

  it('needs the version to modify, and refuses a stale one with 409 (two saves of one version: one wins)', async () => {
    const created = (await newSupplier('T-300')).json.body;
    const missing = await save(admin, 'Supplier', { id: created.id, name: 'x' });
    expect(missing.json.code).toBe(400);
    const [a, b] = await Promise.all([
      save(admin, 'Supplier', { id: created.id, version: 1, name: '甲' }),
      save(admin, 'Supplier', { id: created.id, version: 1, name: '乙' }),
    ]);
    const codes = [a.json.code, b.json.code].sort();
    expect(codes).toEqual([200, 409]);
    const loser = a.json.code === 409 ? a : b;
    expect(loser.json.msg).toBe('数据已被他人修改（当前版本 2），请刷新后重试');
  });

  it('saves a batch all or nothing', async () => {
    const r = await srv.call(admin, 'datax.MetaDynamic', 'batchSaveValue', ['Supplier', [{ code: 'B-1', name: '批量一' }, { code: 'B 2', name: '批量二' }]]);
    expect(r.json.code).toBe(400);
    expect((await page(admin, { entityCode: 'Supplier', filterMap: { code: 'B-1' } })).json.body.total).toBe(0);
    const ok = await srv.call<RecordValue[]>(admin, 'datax.MetaDynamic', 'batchSaveValue', ['Supplier', [{ code: 'B-1', name: '批量一' }, { code: 'B-2', name: '批量二' }]]);
    expect(ok.json.body.map((x) => x.code)).toEqual(['B-1', 'B-2']);
  });
});

describe('trees', () => {
  it('refuses a parent that is the record itself or one of its descendants; nodes with children are not deletable', async () => {
    const list = (await page(admin, { entityCode: 'Location', pageSize: 50, sortField: 'code', sortOrder: 'asc' })).json.body.itemList;
    const site = list.find((l) => l.code === 'LOC-SZ')!;
    const floor = list.find((l) => l.code === 'LOC-SZ-B1-F1')!;
    const audited = await save(admin, 'Location', { id: site.id, version: site.version, name: '改名' });
    expect(audited.json).toMatchObject({ code: 409, msg: '当前状态「已审核」不允许修改' });
    const unAudited = (await srv.call<RecordValue>(admin, 'meta.MetaDynamic', 'deApproval', [{ entityCode: 'Location', recordId: site.id }])).json.body;
    const self = await save(admin, 'Location', { id: site.id, version: unAudited.version, parent_id: site.id });
    expect((self.json.body as { fields: Record<string, string> }).fields.parent_id).toBe('上级不能是自己或自己的下级');
    const cycle = await save(admin, 'Location', { id: site.id, version: unAudited.version, parent_id: floor.id });
    expect((cycle.json.body as { fields: Record<string, string> }).fields.parent_id).toBe('上级不能是自己或自己的下级');
    const del = await srv.call(admin, 'datax.MetaDynamic', 'removeValue', ['Location', [site.id]]);
    expect(del.json.code).toBe(409);
    expect(del.json.msg).toBe('存在下级节点，不能删除：LOC-SZ');
  });

  it('does not remove a node whose children are only partly removed with it', async () => {
    const make = async (code: string, parent?: number) =>
      (await save(admin, 'Location', { code, name: code, ...(parent ? { parent_id: parent } : {}) })).json.body as RecordValue;
    const root = await make('TREE-ROOT');
    const first = await make('TREE-A', root.id);
    const second = await make('TREE-B', root.id);
    const del = await srv.call(admin, 'datax.MetaDynamic', 'removeValue', ['Location', [root.id, first.id]]);
    expect(del.json).toMatchObject({ code: 409, msg: '存在下级节点，不能删除：TREE-ROOT' });
    // nothing removed: the call is one transaction
    expect((await page(admin, { entityCode: 'Location', filterMap: { id: [root.id, first.id, second.id] } })).json.body.total).toBe(3);
    expect((await srv.call(admin, 'datax.MetaDynamic', 'removeValue', ['Location', [second.id, first.id, root.id]])).json.body).toEqual({ removed: 3 });
  });
});

describe('permissions and tenants', () => {
  it('reading needs the entity’s page; writing needs its function code', async () => {
    const viewer = await srv.session('demo', 'zhaolei');
    expect((await page(viewer, { entityCode: 'Supplier' })).json.code).toBe(200);
    expect((await save(viewer, 'Supplier', { code: 'V-1', name: 'n' })).json.code).toBe(4003);
    const acmeOperator = await srv.session('acme', 'operator');
    expect((await page(acmeOperator, { entityCode: 'Supplier' })).json.code).toBe(4003);
    const keeper = await srv.session('demo', 'wangqiang');
    expect((await page(keeper, { entityCode: 'Material' })).json.code).toBe(200);
    const create = await save(keeper, 'Material', { code: 'K-1', name: 'n', unit: 'PCS', count_type: 'Num' });
    expect(create.json).toMatchObject({ code: 4003 });
    expect(create.json.msg).toContain('mdm.material.create');
  });

  it('keeps each tenant’s records to itself', async () => {
    const acme = await srv.session('acme', 'admin');
    const mine = await page(acme, { entityCode: 'Supplier' });
    expect(mine.json.body.total).toBe(3);
    const demoId = (await page(admin, { entityCode: 'Supplier', filterMap: { code: 'S0002' } })).json.body.itemList[0].id;
    expect((await srv.call(acme, 'datax.MetaDynamic', 'getValue', ['Supplier', demoId])).json.code).toBe(11);
    const steal = await save(acme, 'Supplier', { id: demoId, version: 1, name: 'taken' });
    expect(steal.json.code).toBe(11);
    // the same code may exist in both tenants
    expect((await save(acme, 'Supplier', { code: 'S0001X', name: 'Acme own' })).json.code).toBe(200);
    expect((await newSupplier('S0001X')).json.code).toBe(200);
  });
});

describe('datax.Entity and datax.Dict', () => {
  it('answer the entity metadata with query/table flags and references', async () => {
    const r = await srv.call<{ attrs: Array<Record<string, unknown>>; children: unknown[] }>(admin, 'datax.Entity', 'detail', ['Customer']);
    const salesman = r.json.body.attrs.find((a) => a.code === 'salesman_id');
    expect(salesman).toMatchObject({ dataType: 'SalesMan', dataTypeDict: 'QUOTE', quoteEntityCode: 'Person' });
    const code = r.json.body.attrs.find((a) => a.code === 'code');
    expect(code).toMatchObject({ required: true, max: 128, noSpaces: true, unique: true, queryDisplay: true, tableDisplay: true, tableWidth: 140 });
  });

  it('fuzzy-searches references by code or name, 12 a page', async () => {
    const r = await srv.call<Paged<{ id: number; code: string; name: string; extra?: Record<string, unknown> }>>(admin, 'datax.Entity', 'fuzzyPage', [{ entityCode: 'Material', text: '轴承' }]);
    expect(r.json.body.pageSize).toBe(12);
    expect(r.json.body.itemList).toHaveLength(12);
    expect(r.json.body.itemList.every((m) => m.name.includes('轴承'))).toBe(true);
    expect(r.json.body.itemList[0].extra).toHaveProperty('spec');
    const byIds = await srv.call<Paged<{ id: number }>>(admin, 'datax.Entity', 'fuzzyPage', [{ entityCode: 'Person', ids: [admin.user.personId] }]);
    expect(byIds.json.body.itemList.map((p) => p.id)).toEqual([admin.user.personId]);
  });

  it('lists dictionaries in order, in the caller’s language', async () => {
    const zh = await srv.call<Array<{ code: string; name: string }>>(admin, 'datax.Dict', 'listByCode', ['unit']);
    expect(zh.json.body.slice(0, 2)).toEqual([expect.objectContaining({ code: 'PCS', name: '个', dict: 'unit' }), expect.objectContaining({ code: 'PIECE', name: '件' })]);
    const en = await srv.call<Record<string, Array<{ name: string }>>>(admin, 'datax.Dict', 'listByCodes', [['unit', 'nope']], { language: 'en_US' });
    expect(en.json.body.unit[0].name).toBe('pcs');
    expect(en.json.body.nope).toEqual([]);
  });
});

describe('wrapper calls', () => {
  it('sum numeric columns over a filter', async () => {
    const q = { entityCode: 'Material', filterMap: { category: 'PACK' } };
    const sums = await srv.call<Record<string, number>>(admin, 'datax.MetaDynamic', 'columnSummary', [q, ['sale_price', 'safe_stock']]);
    const all = (await srv.call<{ itemList: RecordValue[] }>(admin, 'datax.MetaDynamic', 'summary', [q])).json.body.itemList;
    const expected = all.reduce((a, m) => a + (m.sale_price as number), 0);
    expect(sums.json.body.sale_price).toBeCloseTo(expected, 2);
    expect((await srv.call(admin, 'datax.MetaDynamic', 'columnSummary', [q, ['name']])).json.msg).toBe('columns.name: only numeric columns can be summed');
  });

  it('answer a form by its id and the receipt type of an entity', async () => {
    const form = await srv.call<{ url: string; entity: { code: string; attrs: unknown[] } }>(admin, 'datax.Form', 'getByFormId', ['Supplier']);
    expect(form.json.body).toMatchObject({ url: 'mdm/SupplierDetail', entity: { code: 'Supplier' } });
    expect((await srv.call(admin, 'datax.Form', 'getByFormId', ['Nope'])).json.code).toBe(11);
    const rt = await srv.call(admin, 'datax.ReceiptType', 'getByEntity', ['Supplier']);
    expect(rt.json.body).toEqual({ entity_code: 'Supplier', receipt_type_code: null, flow_id: null });
  });

  it('import by page url finds the entity of the page, and its permission', async () => {
    const keeper = await srv.session('demo', 'wangqiang');
    expect((await srv.call(keeper, 'datax.MetaDynamic', 'importByPage', [1, 'mdm/Supplier'])).json.code).toBe(4003);
    expect((await srv.call(admin, 'datax.MetaDynamic', 'importByPage', [1, 'no/Page'])).json.code).toBe(11);
  });
});
