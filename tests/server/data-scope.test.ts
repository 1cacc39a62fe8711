// Data scopes against the demo's org tree: 苏州普兰特 (生产部 → 一号产线, 二号产线; 仓储物流部,
// 采购部, 质量部, 财务部) with 昆山分厂 below it (昆山生产部, 昆山仓库). Demo records belong to the
// departments in turn; each demo role's scope answers with a different share of them.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../schemas/rpc/define';
import type { ImportResult, RecordValue } from '../../schemas/rpc/datax';
import type { Session } from '../../schemas/rpc/portal';
import type { AllocNode } from '../../schemas/rpc/portal-alloc';
import type { MenuItem } from '../../schemas/rpc/portal-menu';
import { authHeaders, fileServer, upload, walk } from '../kit';

type Rec = RecordValue & { depart_id: { id: number; name: string } | null; code: string };

const srv = await fileServer();
const admin = await srv.session('demo', 'admin');
const users: Record<string, Session> = {};
let all: Rec[];
const departs = new Map<string, number>();

const list = async (s: Session) => (await srv.call<Paged<Rec>>(s, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Supplier', pageSize: 1000 }])).json;
const inDeparts = (names: string[]) => all.filter((r) => r.depart_id && names.includes(r.depart_id.name)).map((r) => r.id).sort((a, b) => a - b);
const ids = (rs: Rec[]) => rs.map((r) => r.id).sort((a, b) => a - b);

/** Gives a demo role the supplier page's create/update/delete/import/export functions. */
async function grantWrites(roleId: number) {
  const tree = walk((await srv.call<AllocNode[]>(admin, 'portal.MenuAlloc', 'getAllocatedTree', ['Web', roleId])).json.body);
  const page = tree.find((n) => n.url === 'mdm/Supplier')!;
  const menus = walk((await srv.call<MenuItem[]>(admin, 'portal.Menu', 'listTree', ['Web'])).json.body);
  const buttons = menus.filter((m) => m.parentId === page.menuId && m.type === 3).map((m) => m.id);
  const r = await srv.call(admin, 'portal.MenuAlloc', 'addButton', [{ allocId: page.id, menuIds: buttons }]);
  expect(r.json.code, r.json.msg).toBe(200);
}

beforeAll(async () => {
  for (const code of ['wangqiang', 'lina', 'zhaolei', 'zhoujie', 'sunli', 'qianwei']) users[code] = await srv.session('demo', code);
  all = (await list(admin)).body.itemList;
  for (const r of all) if (r.depart_id) departs.set(r.depart_id.name, r.depart_id.id);
  for (const u of ['sunli', 'zhoujie', 'zhaolei', 'qianwei']) await grantWrites(users[u].role.id);
});

describe('each scope answers differently on the seeded org tree', () => {
  it('lists: Whole ⊃ OrganWithChildren ⊃ Organ ⊃ DepartWithChildren ⊃ Depart ⊃ Self', async () => {
    const sz = ['生产部', '一号产线', '二号产线', '仓储物流部', '采购部', '质量部', '财务部'];
    const expected: Record<string, number[]> = {
      qianwei: inDeparts([...sz, '昆山生产部', '昆山仓库']),
      zhoujie: inDeparts(['生产部', '一号产线', '二号产线']),
      sunli: inDeparts(['一号产线']),
      zhaolei: [],
    };
    // every department got some demo suppliers
    expect(departs.size).toBe(9);
    expect(all.length).toBeGreaterThan(expected.qianwei.length - 1);
    const sizes: number[] = [all.length];
    for (const [u, want] of Object.entries(expected)) {
      const got = await list(users[u]);
      expect(got.code, got.msg).toBe(200);
      expect(ids(got.body.itemList), u).toEqual(want);
      expect(got.body.total).toBe(want.length);
      sizes.push(want.length);
    }
    // the Organ scope: the warehouse keeper sees 苏州 but not 昆山 (on a page it holds: materials)
    const mats = async (s: Session) => (await srv.call<Paged<Rec>>(s, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Material', pageSize: 1000 }])).json.body.itemList;
    const allMats = await mats(admin);
    const organ = await mats(users.wangqiang);
    expect(ids(organ)).toEqual(allMats.filter((r) => r.depart_id && sz.includes(r.depart_id.name)).map((r) => r.id).sort((a, b) => a - b));
    expect(organ.length).toBeLessThan(allMats.length);
    expect(organ.length).toBeGreaterThan(0);
    expect(new Set(sizes).size).toBe(sizes.length);
  });

  it('gets: a record outside the scope does not exist (11)', async () => {
    const l1 = inDeparts(['一号产线'])[0];
    const l2 = inDeparts(['二号产线'])[0];
    const get = (s: Session, id: number) => srv.call(s, 'datax.MetaDynamic', 'getValue', ['Supplier', id]);
    expect((await get(users.sunli, l1)).json.code).toBe(200);
    expect((await get(users.sunli, l2)).json.code).toBe(11);
    expect((await get(users.zhoujie, l2)).json.code).toBe(200);
    expect((await get(users.zhaolei, l1)).json.code).toBe(11);
  });

  it("saves and removes only within the scope; what a user creates is its department's and its own", async () => {
    const editable = (r: Rec) => ['Saved', 'DeApproval'].includes(r.status_dict.dict);
    const l1 = all.find((r) => r.depart_id?.name === '一号产线' && editable(r))!;
    const l2 = all.find((r) => r.depart_id?.name === '二号产线' && editable(r))!;
    const save = (s: Session, r: Rec, name: string) => srv.call<Rec>(s, 'datax.MetaDynamic', 'saveValue', ['Supplier', { id: r.id, version: r.version, name }]);
    expect((await save(users.sunli, l2, '越权')).json.code).toBe(11);
    const ok = await save(users.sunli, l1, '一号产线供应商');
    expect(ok.json.code, ok.json.msg).toBe(200);

    const made = await srv.call<Rec>(users.sunli, 'datax.MetaDynamic', 'saveValue', ['Supplier', { code: 'SCOPE-L1', name: '孙丽新建' }]);
    expect(made.json.code, made.json.msg).toBe(200);
    expect(made.json.body.depart_id?.name).toBe('一号产线');
    const self = await srv.call<Rec>(users.zhaolei, 'datax.MetaDynamic', 'saveValue', ['Supplier', { code: 'SCOPE-SELF', name: '赵磊新建' }]);
    expect(self.json.code, self.json.msg).toBe(200);
    // Self sees what it made, and only that
    expect(ids((await list(users.zhaolei)).body.itemList)).toEqual([self.json.body.id]);
    expect(ids((await list(users.zhoujie)).body.itemList)).toContain(made.json.body.id);
    expect(ids((await list(users.zhoujie)).body.itemList)).not.toContain(self.json.body.id);

    const remove = (s: Session, id: number) => srv.call(s, 'datax.MetaDynamic', 'removeValue', ['Supplier', [id]]);
    expect((await remove(users.sunli, l2.id)).json.code).toBe(11);
    expect((await remove(users.zhaolei, made.json.body.id)).json.code).toBe(11);
    expect((await remove(users.sunli, made.json.body.id)).json.code).toBe(200);
  });

  it('exports only the records of the scope', async () => {
    const res = await fetch(`${srv.base}/download/records.xlsx`, {
      method: 'POST',
      body: JSON.stringify([{ entityCode: 'Supplier' }]),
      headers: { 'content-type': 'application/json', ...authHeaders(users.zhoujie) },
    });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const rows = wb.worksheets[0].rowCount - 1;
    expect(rows).toBe((await list(users.zhoujie)).body.total);
    expect(rows).toBeLessThan(all.length);
  });

  it("imports: updating a record outside the scope is refused row by row; the others' are untouched", async () => {
    const l2 = all.find((r) => r.depart_id?.name === '二号产线' && ['Saved', 'DeApproval'].includes(r.status_dict.dict))!;
    const template = await fetch(`${srv.base}/download/records.xlsx`, {
      method: 'POST',
      body: JSON.stringify([{ entityCode: 'Supplier', filterMap: { id: [l2.id] } }]),
      headers: { 'content-type': 'application/json', ...authHeaders(admin) },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await template.arrayBuffer());
    const sheet = wb.worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    sheet.getRow(2).getCell(headers.indexOf('供应商名称') + 1).value = '导入越权';
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    const up = await upload(srv, users.sunli, bytes, 'scope.xlsx');
    const r = await srv.call<ImportResult>(users.sunli, 'datax.MetaDynamic', 'leadIn', [{ entityCode: 'Supplier', fileId: up.id }]);
    // all or nothing: the row is refused and nothing is written
    expect(r.json.code, r.json.msg).toBe(200);
    expect(r.json.body.successCnt).toBe(0);
    expect(Object.values(r.json.body.errors[0].fields)[0]).toBe(`记录「${l2.code}」不在您的数据范围内`);
    const after = await srv.call<Rec>(admin, 'datax.MetaDynamic', 'getValue', ['Supplier', l2.id]);
    expect(after.json.body.name).toBe(l2.name);
  });
});

describe('reports under a data scope', () => {
  it('count only the documents the caller may see (a line report of purchase orders)', async () => {
    const query = { pageSize: 500, rangeMap: { 'header.bill_date': { first: '2000-01-01', second: '2100-12-31' } } };
    const report = async (s: Session) => {
      const r = await srv.call<{ total: number; itemList: Array<Record<string, unknown>> }>(s, 'report.Report', 'page', ['purchase.ItemReport', query]);
      expect(r.json.code, r.json.msg).toBe(200);
      return r.json.body;
    };
    const codes = (rows: Array<Record<string, unknown>>) => [...new Set(rows.map((r) => String(r['header.code'])))].sort();
    const whole = await report(admin);
    const mine = await report(users.sunli);
    // what 孙丽 may open of the orders themselves (her scope: 一号产线)
    const orders = await srv.call<Paged<Rec>>(users.sunli, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'PurchaseOrder', pageSize: 1000, filterMap: { status_dict: ['Audit', 'Finish'] } }]);
    expect(orders.json.code, orders.json.msg).toBe(200);
    const visible = new Set(orders.json.body.itemList.map((o) => o.code));
    expect(mine.total).toBeGreaterThan(0);
    expect(whole.total).toBeGreaterThan(mine.total);
    expect(codes(mine.itemList).every((c) => visible.has(c))).toBe(true);
    expect(codes(whole.itemList).some((c) => !visible.has(c))).toBe(true);
  });
});
