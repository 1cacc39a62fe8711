// datax.Metadata on a real database: a tenant adds attributes to built-in entities and defines
// its own entities at runtime; the generic record calls serve them at once (no restart), with
// validation, indexes, permissions and tenant isolation.
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { EntityAttrMeta, EntityMeta, ImportResult, RecordValue } from '../../../../schemas/rpc/datax';
import type { Paged } from '../../../../schemas/rpc/define';
import type { EntityRelation, EntitySummary } from '../../contracts';
import type { PageDetail, Session } from '../../../../schemas/rpc/portal';
import { cacheStale } from '../../../../server/cluster/cache-generations';
import { authHeaders, fileServer, upload, xlsx } from '../../../../tests/kit';

const srv = await fileServer();
const admin = await srv.session('demo', 'admin');
const acme = await srv.session('acme', 'admin');

const meta = <T>(s: Session, method: string, args: unknown[]) => srv.call<T>(s, 'datax.Metadata', method, args);
const saveAttr = (s: Session, entity: string, attr: Record<string, unknown>) => meta<EntityAttrMeta>(s, 'saveAttribute', [entity, attr]);
const page = (s: Session, query: Record<string, unknown>) => srv.call<Paged<RecordValue>>(s, 'datax.MetaDynamic', 'summaryPage', [query]);
const save = (s: Session, entity: string, record: Record<string, unknown>) =>
  srv.call<RecordValue & { fields?: Record<string, string> }>(s, 'datax.MetaDynamic', 'saveValue', [entity, record]);
/** the system catalogue (not tenant data: straight through the pool) */
const catalog = async <T>(text: string) => ({ rows: (await srv.db.pool.query(text)).rows as T[] });
const get = (s: Session, entity: string, id: number) => srv.call<RecordValue>(s, 'datax.MetaDynamic', 'getValue', [entity, id]);

describe('attributes a tenant adds to a built-in entity', () => {
  let materialId: number;
  let materialVersion: number;

  it('adds a searchable attribute to Material, served by the next call', async () => {
    const r = await saveAttr(admin, 'Material', { code: 'surface', name: '表面处理', nameEn: 'Surface finish', dataType: 'String', max: 20, queryDisplay: true, fuzzy: true, tableWidth: 120 });
    expect(r.json.code).toBe(200);
    expect(r.json.body).toMatchObject({ code: 'surface', name: '表面处理', extended: true, max: 20, queryDisplay: true, tableWidth: 120, fuzzy: true });
    const detail = await srv.call<EntityMeta>(admin, 'datax.Entity', 'detail', ['Material']);
    const attr = detail.json.body.attrs.find((a) => a.code === 'surface');
    expect(attr).toMatchObject({ extended: true, nameIntl: { zh_CN: '表面处理', en_US: 'Surface finish' } });
    expect(detail.json.body.attrs.find((a) => a.code === 'code')?.extended).toBe(false);
  });

  it('stores, validates, filters, searches and sorts the tenant attribute like a column', async () => {
    const list = await page(admin, { entityCode: 'Material', pageSize: 3, filterMap: { status_dict: 'Saved' } });
    const [a, b, c] = list.json.body.itemList;
    for (const [m, surface] of [[a, '镀锌'], [b, '镀铬'], [c, '发黑']] as const) {
      const r = await save(admin, 'Material', { id: m.id, version: m.version, surface });
      expect(r.json.code).toBe(200);
      expect(r.json.body.surface).toBe(surface);
      // the built-in values are untouched
      expect(r.json.body.name).toBe(m.name);
    }
    const tooLong = await save(admin, 'Material', { id: a.id, version: a.version + 1, surface: 'x'.repeat(21) });
    expect(tooLong.json.code).toBe(400);
    expect(tooLong.json.body.fields).toEqual({ surface: '最多 20 个字符' });

    const fuzzy = await page(admin, { entityCode: 'Material', fuzzyMap: { surface: '镀' }, sortField: 'surface', sortOrder: 'ascend' });
    expect(fuzzy.json.body.total).toBe(2);
    expect(fuzzy.json.body.itemList.map((m) => m.surface)).toEqual(['镀铬', '镀锌']);
    const exact = await page(admin, { entityCode: 'Material', filterMap: { surface: '发黑' } });
    expect(exact.json.body.itemList.map((m) => m.id)).toEqual([c.id]);

    const one = await get(admin, 'Material', a.id);
    expect(one.json.body.surface).toBe('镀锌');
    materialId = a.id;
    materialVersion = one.json.body.version;
  });

  it('keeps other tenant values when one is written, and refuses keys that are not tenant attributes', async () => {
    expect((await saveAttr(admin, 'Material', { code: 'hardness', name: '硬度', dataType: 'Number', digits: { int: 3, scale: 1 }, min: 0 })).json.code).toBe(200);
    const r = await meta<RecordValue>(admin, 'saveExtendValues', ['Material', materialId, { hardness: 58.5 }, materialVersion]);
    expect(r.json.code).toBe(200);
    expect(r.json.body).toMatchObject({ hardness: 58.5, surface: '镀锌' });
    const bad = await meta(admin, 'saveExtendValues', ['Material', materialId, { name: 'x' }, r.json.body.version]);
    expect(bad.json.code).toBe(400);
    const values = await meta<Record<string, Record<string, unknown>>>(admin, 'extendValues', ['Material', [materialId]]);
    expect(values.json.body[String(materialId)]).toEqual({ surface: '镀锌', hardness: 58.5 });
    const digits = await save(admin, 'Material', { id: materialId, version: r.json.body.version, hardness: 1234 });
    expect(digits.json.code).toBe(400);
    expect(Object.keys(digits.json.body.fields ?? {})).toEqual(['hardness']);
  });

  it('builds indexes for filterable, unique and fuzzy attributes, partial on the tenant', async () => {
    const rows = await catalog<{ indexdef: string }>(`select indexdef from pg_indexes where tablename = 'mdm_material' and indexdef like '%surface%'`);
    const defs = rows.rows.map((r) => r.indexdef).join('\n');
    expect(defs).toMatch(/USING btree .*surface.*WHERE \(tenant_id = '00000002'/);
    expect(defs).toMatch(/USING gin .*surface.*gin_trgm_ops/);
  });

  it('shows the attribute on the pages of the entity (extendedTag)', async () => {
    for (const [url, block] of [['mdm/Material', 'Table'], ['mdm/MaterialDetail', 'Form']] as const) {
      const r = await srv.call<PageDetail>(admin, 'portal.MenuAlloc', 'getPageDetailByUrl', [url, admin.role.id]);
      const f = r.json.body.fields.find((x) => x.code === 'surface');
      expect(f, url).toMatchObject({ extendedTag: true, block, dataType: 'String', name: '表面处理' });
    }
  });

  it('is the tenant\'s own: another tenant sees neither the attribute nor its values', async () => {
    const detail = await srv.call<EntityMeta>(acme, 'datax.Entity', 'detail', ['Material']);
    expect(detail.json.body.attrs.some((a) => a.code === 'surface')).toBe(false);
    const r = await page(acme, { entityCode: 'Material', filterMap: { surface: '镀锌' } });
    expect(r.json.code).toBe(400);
  });

  it('makes an attribute unique only when stored values allow it, then refuses duplicates', async () => {
    const dup = await saveAttr(admin, 'Material', { code: 'surface', name: '表面处理', dataType: 'String', max: 20, queryDisplay: true, fuzzy: true, unique: true });
    expect(dup.json.code).toBe(200); // 镀锌 / 镀铬 / 发黑 are distinct
    const list = await page(admin, { entityCode: 'Material', fuzzyMap: { surface: '发黑' } });
    const other = (await page(admin, { entityCode: 'Material', pageSize: 1, page: 10, filterMap: { status_dict: 'Saved' } })).json.body.itemList[0];
    const r = await save(admin, 'Material', { id: other.id, version: other.version, surface: '发黑' });
    expect(r.json.code).toBe(400);
    expect(r.json.body.fields).toEqual({ surface: '「发黑」已存在' });
    expect(list.json.body.total).toBe(1);
    const idx = await catalog<{ n: number }>(`select count(*)::int as n from pg_indexes where tablename = 'mdm_material' and indexdef like 'CREATE UNIQUE INDEX%surface%'`);
    expect(idx.rows[0].n).toBe(1);
  });

  it('refuses a new data type while values are stored, and removing clears the values', async () => {
    const r = await saveAttr(admin, 'Material', { code: 'hardness', name: '硬度', dataType: 'Bool' });
    expect(r.json.code).toBe(409);
    expect(r.json.msg).toContain('硬度');
    const removed = await meta<{ removed: boolean; clearedValues: number }>(admin, 'removeAttribute', ['Material', 'hardness']);
    expect(removed.json.body).toEqual({ removed: true, clearedValues: 1 });
    expect((await get(admin, 'Material', materialId)).json.body).not.toHaveProperty('hardness');
  });

  it('refuses bad definitions with a message naming the field', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ code: 'Bad-Code', name: 'x', dataType: 'String' }, /attribute\.code/],
      [{ code: 'name', name: 'x', dataType: 'String' }, /内置字段/],
      [{ code: 'version', name: 'x', dataType: 'String' }, /保留字段/],
      [{ code: 'grade', name: 'x', dataType: 'Dict' }, /dictCode/],
      [{ code: 'kind', name: 'x', dataType: 'Select' }, /options/],
      [{ code: 'ref', name: 'x', dataType: 'FuzzyCommon', quoteEntityCode: 'Nope' }, /quoteEntityCode/],
      [{ code: 'idx', name: 'x', dataType: 'Index' }, /attribute\.dataType/],
      [{ code: 'acct', name: 'x', dataType: 'Settlement' }, /attribute\.dataType/],
      [{ code: 'qty', name: 'x', dataType: 'Number', defaultValue: 'abc' }, /defaultValue/],
    ];
    for (const [attr, msg] of cases) {
      const r = await saveAttr(admin, 'Material', attr);
      expect(r.json.code, JSON.stringify(attr)).toBe(400);
      expect(r.json.msg, JSON.stringify(attr)).toMatch(msg);
    }
    expect((await saveAttr(admin, 'NoSuchEntity', { code: 'x', name: 'x', dataType: 'String' })).json.code).toBe(11);
  });
});

describe('entities a tenant defines', () => {
  it('defines an entity with attributes and keeps records of it through the generic calls', async () => {
    const e = await meta<EntityMeta>(admin, 'saveEntity', [{ code: 'Vehicle', name: '车辆', nameEn: 'Vehicle' }]);
    expect(e.json.code).toBe(200);
    expect(e.json.body).toMatchObject({ code: 'Vehicle', name: '车辆', attrs: [] });
    expect(e.json.body.id).toBeGreaterThan(1000);
    for (const attr of [
      { code: 'code', name: '车牌号', dataType: 'String', required: true, unique: true, noSpaces: true, max: 16, queryDisplay: true, fuzzy: true },
      { code: 'name', name: '名称', dataType: 'String', required: true, queryDisplay: true },
      { code: 'load', name: '载重(吨)', dataType: 'Number', digits: { int: 4, scale: 2 }, positive: true },
      { code: 'supplier', name: '承运商', dataType: 'Supplier' },
      { code: 'bought', name: '购入日期', dataType: 'DateTime', dateOnly: true, when: 'past' },
      { code: 'active', name: '在用', dataType: 'Bool', defaultValue: true },
    ]) {
      const r = await saveAttr(admin, 'Vehicle', attr);
      expect(r.json.code, attr.code).toBe(200);
    }
    const supplier = (await page(admin, { entityCode: 'Supplier', pageSize: 1 })).json.body.itemList[0];
    const created = await save(admin, 'Vehicle', { code: '沪A12345', name: '厢式货车', load: 12.5, supplier: supplier.id, bought: '2024-05-01' });
    expect(created.json.code).toBe(200);
    expect(created.json.body).toMatchObject({
      code: '沪A12345',
      load: 12.5,
      active: true,
      bought: '2024-05-01',
      supplier: { id: supplier.id, code: supplier.code, name: supplier.name },
      status_dict: { dict: 'Saved' },
      version: 1,
    });
    const second = await save(admin, 'Vehicle', { code: '沪B67890', name: '叉车', load: 3 });
    expect(second.json.code).toBe(200);

    const refused = await save(admin, 'Vehicle', { code: '沪A 12345', name: '', load: -1, bought: '2999-01-01' });
    expect(refused.json.code).toBe(400);
    expect(Object.keys(refused.json.body.fields ?? {}).sort()).toEqual(['bought', 'code', 'load', 'name']);
    const duplicate = await save(admin, 'Vehicle', { code: '沪A12345', name: 'x' });
    expect(duplicate.json.body.fields).toEqual({ code: '「沪A12345」已存在' });

    const list = await page(admin, { entityCode: 'Vehicle', rangeMap: { load: { first: 5 } }, fuzzyMap: { code: '沪' } });
    expect(list.json.body.total).toBe(1);
    expect(list.json.body.itemList[0].code).toBe('沪A12345');
    const sorted = await page(admin, { entityCode: 'Vehicle', sortField: 'load', sortOrder: 'ascend' });
    expect(sorted.json.body.itemList.map((v) => v.load)).toEqual([3, 12.5]);

    const id = created.json.body.id;
    const modified = await save(admin, 'Vehicle', { id, version: 1, load: 13 });
    expect(modified.json.body).toMatchObject({ load: 13, code: '沪A12345', version: 2 });
    const stale = await save(admin, 'Vehicle', { id, version: 1, load: 14 });
    expect(stale.json.code).toBe(409);
    const audited = await srv.call<RecordValue>(admin, 'datax.MetaDynamic', 'auditValue', [{ entityCode: 'Vehicle', recordId: id, version: 2 }]);
    expect(audited.json.body.status_dict.dict).toBe('Audit');
    expect((await save(admin, 'Vehicle', { id, version: 3, load: 1 })).json.code).toBe(409);

    const picker = await srv.call<Paged<{ id: number; code: string; name: string }>>(admin, 'datax.Entity', 'fuzzyPage', [{ entityCode: 'Vehicle', text: '叉' }]);
    expect(picker.json.body.itemList).toEqual([{ id: second.json.body.id, code: '沪B67890', name: '叉车' }]);
    const byIds = await meta<RecordValue[]>(admin, 'dynamicValues', ['Vehicle', [second.json.body.id, id]]);
    expect(byIds.json.body.map((v) => v.code)).toEqual(['沪B67890', '沪A12345']);
  });

  it('lists entities and relations, sorts attributes, answers as {app}.MetadataBean too', async () => {
    const list = await meta<Paged<EntitySummary>>(admin, 'entities', [{ text: '车' }]);
    expect(list.json.body).toMatchObject({ total: 1, pageSize: 30, itemList: [{ code: 'Vehicle', builtin: false, attrCount: 6, extendedCount: 6 }] });
    const all = await meta<Paged<EntitySummary>>(admin, 'entities', [{}]);
    expect(all.json.body.itemList.find((e) => e.code === 'Material')).toMatchObject({ builtin: true, extendedCount: 1 });

    const rel = await meta<Paged<EntityRelation>>(admin, 'relations', ['Supplier', {}]);
    expect(rel.json.body.pageSize).toBe(10);
    // (more than ten built-in relations name suppliers: the tenant's is looked for on a longer page)
    const all100 = await meta<Paged<EntityRelation>>(admin, 'relations', ['Supplier', { pageSize: 100 }]);
    expect(all100.json.body.total).toBe(rel.json.body.total);
    expect(all100.json.body.itemList).toContainEqual(expect.objectContaining({ direction: 'in', entityCode: 'Vehicle', attrCode: 'supplier', quoteEntityCode: 'Supplier' }));

    const sorted = await meta<EntityAttrMeta[]>(admin, 'sortAttributes', ['Vehicle', ['name', 'code']]);
    expect(sorted.json.body.map((a) => a.code)).toEqual(['name', 'code', 'load', 'supplier', 'bought', 'active']);

    const bean = await srv.call<Paged<EntitySummary>>(admin, 'mdm.MetadataBean', 'entities', [{ text: 'Vehicle' }]);
    expect(bean.json.body.itemList.map((e) => e.code)).toEqual(['Vehicle']);
  });

  it('imports and exports records of the tenant entity and tenant attributes of built-in ones', async () => {
    const file = await upload(srv, admin, await xlsx([['车牌号', '名称', '载重(吨)'], ['苏E11111', '导入车一', 8], ['苏E22222', '导入车二', 'x']]), 'vehicles.xlsx');
    const all = await srv.call<ImportResult>(admin, 'datax.MetaDynamic', 'leadIn', [{ entityCode: 'Vehicle', fileId: file.id }]);
    expect(all.json.body).toMatchObject({ total: 2, successCnt: 0, errors: [{ index: 2, key: '苏E22222', fields: { load: '必须是数字' } }] });
    const some = await srv.call<ImportResult>(admin, 'datax.MetaDynamic', 'leadIn', [{ entityCode: 'Vehicle', fileId: file.id, mode: 'skipErrors' }]);
    expect(some.json.body).toMatchObject({ total: 2, successCnt: 1, createCnt: 1 });
    const imported = (await page(admin, { entityCode: 'Vehicle', filterMap: { code: '苏E11111' } })).json.body.itemList[0];
    expect(imported).toMatchObject({ name: '导入车一', load: 8, active: true });

    for (const [entityCode, filterMap, header, value] of [
      ['Vehicle', { code: '苏E11111' }, '载重(吨)', 8],
      ['Material', { surface: '镀锌' }, '表面处理', '镀锌'],
    ] as const) {
      const res = await fetch(`${srv.base}/download/records.xlsx`, {
        method: 'POST',
        body: JSON.stringify([{ entityCode, filterMap }]),
        headers: { ...authHeaders(admin), 'content-type': 'application/json' },
      });
      expect(res.status, entityCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
      const sheet = book.worksheets[0];
      const headers = (sheet.getRow(1).values as unknown[]).slice(1);
      const col = headers.indexOf(header) + 1;
      expect(col, `${entityCode} ${headers.join(',')}`).toBeGreaterThan(0);
      expect(sheet.rowCount).toBe(2);
      expect(sheet.getRow(2).getCell(col).value).toBe(value);
    }
  });

  it('is invisible to other tenants and refused to roles without the metadata functions', async () => {
    expect((await page(acme, { entityCode: 'Vehicle' })).json.code).toBe(11);
    expect((await meta(acme, 'entity', ['Vehicle'])).json.code).toBe(11);
    const viewer = await srv.session('demo', 'zhaolei');
    expect((await saveAttr(viewer, 'Material', { code: 'x1', name: 'x', dataType: 'String' })).json.code).toBe(4003);
    expect((await meta(viewer, 'saveEntity', [{ code: 'Boat', name: '船' }])).json.code).toBe(4003);
    expect((await page(viewer, { entityCode: 'Vehicle' })).json.code).toBe(4003);
    expect((await meta(viewer, 'flushCache', [])).json.code).toBe(4003);
  });

  it('picks up metadata written by another instance without a restart (meta_version)', async () => {
    // another server instance on the same database adds an attribute
    await srv.db.system.insertInto('meta_attr').values({ tenant_id: '00000002', entity_code: 'Vehicle', code: 'color', name: '颜色', data_type: 'String', column_kind: 'text', rules: '{}', name_intl: '{}', options: null }).execute();
    const r = await save(admin, 'Vehicle', { code: '沪C00001', name: '新车', color: '白' });
    expect(r.json.body.color).toBe('白');
    const flushed = await meta<{ flushed: boolean; version: number }>(admin, 'flushCache', []);
    expect(flushed.json.body.flushed).toBe(true);
  });

  it('a flush of the models reaches every instance: an attribute written around meta_version is served once the flush is heard', async () => {
    // written with triggers off: meta_version does not move, so the cached models miss it
    await srv.db.system.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await trx.insertInto('meta_attr').values({ tenant_id: '00000002', entity_code: 'Vehicle', code: 'seats', name: '座位数', data_type: 'String', column_kind: 'text', rules: '{}', name_intl: '{}', options: null }).execute();
    });
    const before = await save(admin, 'Vehicle', { code: '沪C00002', name: '旧模型', seats: '5' });
    expect(before.json.body?.seats).toBeUndefined();
    // what the bus does on another instance when this one flushes
    cacheStale('00000002', 'tenantModels');
    const after = await save(admin, 'Vehicle', { code: '沪C00003', name: '新模型', seats: '7' });
    expect(after.json.body.seats).toBe('7');
  });

  it('saves of an attribute and sorts of its entity at the same moment all succeed (no deadlock on the tenant row)', async () => {
    for (const code of ['rackA', 'rackB']) expect((await saveAttr(admin, 'Supplier', { code, name: code, dataType: 'String' })).json.code).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => [
        saveAttr(admin, 'Supplier', { code: 'rackA', name: `货架${i}`, dataType: 'String' }),
        meta(admin, 'sortAttributes', ['Supplier', i % 2 ? ['rackA', 'rackB'] : ['rackB', 'rackA']]),
      ]).flat(),
    );
    expect(answers.map((a) => a.json.code).filter((c) => c !== 200)).toEqual([]);
  });

  it('removes an entity only once its records are gone', async () => {
    const refused = await meta(admin, 'removeEntity', ['Vehicle']);
    expect(refused.json.code).toBe(409);
    expect(refused.json.msg).toContain('车辆');
    const ids = (await page(admin, { entityCode: 'Vehicle', filterMap: { status_dict: 'Saved' } })).json.body.itemList.map((v) => v.id);
    expect((await srv.call(admin, 'datax.MetaDynamic', 'removeValue', ['Vehicle', ids])).json.code).toBe(200);
    // the audited one must be un-audited first, like any record
    const left = (await page(admin, { entityCode: 'Vehicle' })).json.body.itemList[0];
    await srv.call(admin, 'meta.MetaDynamic', 'deApproval', [{ entityCode: 'Vehicle', recordId: left.id }]);
    expect((await srv.call(admin, 'datax.MetaDynamic', 'removeValue', ['Vehicle', [left.id]])).json.code).toBe(200);
    expect((await meta(admin, 'removeEntity', ['Vehicle'])).json.code).toBe(200);
    expect((await page(admin, { entityCode: 'Vehicle' })).json.code).toBe(11);
    const idx = await catalog<{ n: number }>(`select count(*)::int as n from pg_indexes where tablename = 'meta_record' and indexname like 'mx_%'`);
    expect(idx.rows[0].n).toBe(0);
  });

  it('refuses to redefine a built-in entity', async () => {
    const r = await meta(admin, 'saveEntity', [{ code: 'Supplier', name: 'x' }]);
    expect(r.json.code).toBe(400);
    expect((await meta(admin, 'removeEntity', ['Supplier'])).json.code).toBe(400);
  });
});
