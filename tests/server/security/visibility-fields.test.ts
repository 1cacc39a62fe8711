// Fields a role may not see never leave the server and cannot be asked about: not in lookups'
// extras, and naming one in a filter or sort (lists, exports, sums, lookups) is a 400 naming it —
// else a range filter answers the hidden value one guess at a time. Names every object inherits
// (constructor, toString …) are unknown fields like any other, never a 500.
import { beforeAll, describe, expect, it } from 'vitest';
import { builtinReports, pagesOfEntity } from '../../../server/modules/catalogue';
import type { Session } from '../../../schemas/rpc/portal';
import type { AllocNode } from '../../../schemas/rpc/portal-alloc';
import type { MenuItem } from '../../../schemas/rpc/portal-menu';
import { authHeaders, fileServer, ok, upload, walk } from '../../kit';
import { allocate, makeUser } from './visibility-kit';

type Row = Record<string, unknown>;

const srv = await fileServer();
const admin = await srv.session('demo', 'admin');
let user: Session;

beforeAll(async () => {
  const menus = walk(ok(await srv.call<MenuItem[]>(admin, 'portal.Menu', 'listTree', ['Web'])));
  const list = menus.find((m) => m.url === 'mdm/Material')!;
  const buttons = menus.filter((m) => m.parentId === list.id && m.type === 3).map((m) => m.id);
  // and the SQL console of 数据治理, whose product database holds the same materials
  const console_ = menus.find((m) => m.url === 'meta/SqlConsole')!;
  const roleId = await allocate(srv, admin, 'nosaleprice', 'Whole', [list.id, console_.id]);
  const alloc = walk(ok(await srv.call<AllocNode[]>(admin, 'portal.MenuAlloc', 'getAllocatedTree', ['Web', roleId]))).find((n) => n.url === 'mdm/Material')!;
  ok(await srv.call(admin, 'portal.MenuAlloc', 'addButton', [{ allocId: alloc.id, menuIds: buttons }]));
  ok(await srv.call(admin, 'portal.MenuAlloc', 'removeFields', [{ allocId: alloc.id, fields: [{ block: 'Table', code: 'sale_price' }, { block: 'Table', code: 'picture' }] }]));
  user = await makeUser(srv, admin, 'nosaleprice', roleId);
});

const list = (s: Session, q: Row) => srv.call<{ itemList: Row[] }>(s, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Material', page: 1, pageSize: 5, ...q }]);

describe('hidden fields', () => {
  it('a file named only by a hidden attribute does not download (404, as a missing file); the record does', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5a1b1c80000000049454e44ae426082', 'hex');
    const pic = await upload(srv, admin, png, 'part.png', { type: 'image/png' });
    const material = ok(await srv.call<{ id: number }>(admin, 'datax.MetaDynamic', 'saveValue', ['Material', { code: 'VIS-PIC-1', name: '带图物料', unit: 'PCS', count_type: 'Num', picture: [{ id: pic.id }] }]));
    const get = (s: Session) => fetch(`${srv.base}/files/${pic.id}`, { headers: authHeaders(s) });
    expect((await get(admin)).status).toBe(200);
    expect((await get(user)).status).toBe(404);
    expect(ok(await srv.call<Row>(user, 'datax.MetaDynamic', 'getValue', ['Material', material.id]))).not.toHaveProperty('picture');
  });

  it('the SQL console on the product database blanks a hidden field wherever it is selected, and refuses it in a filter', async () => {
    const sources = ok(await srv.call<{ itemList: Array<{ id: number; kind: string }> }>(user, 'datagov.Source', 'summaryPage', [{ pageSize: 100 }])).itemList;
    const own = sources.find((x) => x.kind === 'own')!;
    const run = (s: Session, text: string) => srv.call<{ columns: Array<{ name: string; masked: boolean }>; rows: unknown[][] }>(s, 'datagov.Sql', 'run', [{ sourceId: own.id, sql: text }]);
    const text = "select code, sale_price as p from mdm_material where sale_price is not null order by code limit 3";
    const mine = ok(await run(admin, text));
    expect(mine.rows.length).toBeGreaterThan(0);
    expect(mine.rows.every((r) => r[1] !== '******')).toBe(true);
    const theirs = ok(await run(user, "select code, sale_price as p from mdm_material order by code limit 3"));
    expect(theirs.columns).toEqual([{ name: 'code', masked: false }, { name: 'p', masked: true }]);
    expect(theirs.rows.flatMap((r) => (r[1] == null ? [] : [r[1]]))).toEqual(expect.arrayContaining(['******']));
    expect(theirs.rows.every((r) => r[1] == null || r[1] === '******')).toBe(true);
    const star = ok(await run(user, 'select * from mdm_material order by code limit 3'));
    const at = star.columns.findIndex((c) => c.name === 'sale_price');
    expect(star.rows.every((r) => r[at] == null || r[at] === '******')).toBe(true);
    // a filter would answer the hidden value one guess at a time
    const probe = await run(user, 'select code from mdm_material where sale_price > 10');
    expect(probe.json.code).toBe(400);
    expect(probe.json.msg).toContain('sale_price');
  });

  it('the role sees materials without their sale price', async () => {
    const rows = ok(await list(user, {})).itemList;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).not.toHaveProperty('sale_price');
    expect(ok(await list(admin, {})).itemList[0]).toHaveProperty('sale_price');
  });

  it('lookups answer no hidden extra', async () => {
    const found = ok(await srv.call<{ itemList: Array<{ extra?: Row }> }>(user, 'datax.Entity', 'fuzzyPage', [{ entityCode: 'Material', pageSize: 3 }]));
    expect(found.itemList.length).toBeGreaterThan(0);
    for (const item of found.itemList) {
      expect(item.extra).toHaveProperty('unit');
      expect(item.extra).not.toHaveProperty('sale_price');
    }
    const mine = ok(await srv.call<{ itemList: Array<{ extra?: Row }> }>(admin, 'datax.Entity', 'fuzzyPage', [{ entityCode: 'Material', pageSize: 1 }]));
    expect(mine.itemList[0].extra).toHaveProperty('sale_price');
  });

  it('filtering or sorting by a hidden field is a 400 naming it (lists, line lists, sums, exports)', async () => {
    for (const [q, where] of [
      [{ rangeMap: { sale_price: { first: 0, second: 10 } } }, 'rangeMap.sale_price'],
      [{ filterMap: { sale_price: 10 } }, 'filterMap.sale_price'],
      [{ sortField: 'sale_price', sortOrder: 'ascend' }, 'sortField.sale_price'],
    ] as const) {
      const r = await list(user, q);
      expect(r.json.code, where).toBe(400);
      expect(r.json.msg.startsWith(where)).toBe(true);
      // the admin sees the field: the same query answers
      expect((await list(admin, q)).json.code).toBe(200);
    }
    const sum = await srv.call(user, 'datax.MetaDynamic', 'columnSummary', [{ entityCode: 'Material' }, ['sale_price']]);
    expect(sum.json).toMatchObject({ code: 400 });
    expect(sum.json.msg.startsWith('columns.sale_price')).toBe(true);
    const res = await fetch(`${srv.base}/download/records.xlsx`, {
      method: 'POST',
      body: JSON.stringify([{ entityCode: 'Material', rangeMap: { sale_price: { first: 0, second: 10 } } }]),
      headers: { 'content-type': 'application/json', ...authHeaders(user) },
    });
    const answer = (await res.json()) as { code: number; msg: string };
    expect(answer.code).toBe(400);
    expect(answer.msg.startsWith('rangeMap.sale_price')).toBe(true);
  });
});

describe('hidden fields of documents: reports and line lists', () => {
  it('a filter or sort naming a document field the role may not see is a 400 naming it; line lists leave it out', async () => {
    const report = builtinReports().find((r) => r.url === 'purchase/SupplierSummaryReport')!;
    const orders = pagesOfEntity('PurchaseOrder')[0].url;
    const menus = walk(ok(await srv.call<MenuItem[]>(admin, 'portal.Menu', 'listTree', ['Web'])));
    const roleId = await allocate(srv, admin, 'nosupplier', 'Whole', menus.filter((m) => m.url === orders || m.url === report.url).map((m) => m.id));
    const alloc = walk(ok(await srv.call<AllocNode[]>(admin, 'portal.MenuAlloc', 'getAllocatedTree', ['Web', roleId]))).find((n) => n.url === orders)!;
    ok(await srv.call(admin, 'portal.MenuAlloc', 'removeFields', [{ allocId: alloc.id, fields: [{ block: 'Table', code: 'supplier_id' }] }]));
    const viewer = await makeUser(srv, admin, 'nosupplier', roleId);
    // the line list answers each line's order without it
    const lines = ok(await srv.call<{ itemList: Array<{ header: Row }> }>(viewer, 'erp.Purchase', 'summaryItemPage', [{ page: 1, pageSize: 5 }])).itemList;
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.header).not.toHaveProperty('supplier_id');
    const page = (s: Session, q: Row) => srv.call(s, 'report.Report', 'page', [report.code, { page: 1, pageSize: 5, ...q }]);
    expect((await page(viewer, {})).json.code).toBe(200);
    for (const [q, where] of [
      [{ filterMap: { supplier_id: 1 } }, 'filterMap.supplier_id'],
      [{ sortField: 'supplier_id' }, 'sortField.supplier_id'],
    ] as const) {
      const r = await page(viewer, q);
      expect(r.json.code, where).toBe(400);
      expect(r.json.msg.startsWith(where)).toBe(true);
      expect((await page(admin, q)).json.code).toBe(200);
    }
  });
});

describe('names every object inherits', () => {
  it('as a sort field or a filter key: 400 naming it, never a 500', async () => {
    for (const name of ['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__', 'prototype']) {
      const sorted = await list(admin, { sortField: name });
      expect(sorted.json.code, name).toBe(400);
      expect(sorted.json.msg.startsWith(`sortField.${name}`)).toBe(true);
      const filtered = await srv.call(admin, 'datax.MetaDynamic', 'summaryPage', [JSON.parse(`{"entityCode":"Material","filterMap":{"${name}":"1"}}`)]);
      // Fastify's JSON parser refuses a __proto__ key itself
      expect(filtered.json.code, name).toBe(400);
      const ranged = await srv.call(admin, 'datax.MetaDynamic', 'summaryPage', [JSON.parse(`{"entityCode":"Material","rangeMap":{"${name}":{"first":1}}}`)]);
      expect(ranged.json.code, name).toBe(400);
    }
  });

  it('as a menu limit attribute: refused when saved, so no list breaks later', async () => {
    const tree = walk(ok(await srv.call<AllocNode[]>(admin, 'portal.MenuAlloc', 'getAllocatedTree', ['Web', user.role.id])));
    const alloc = tree.find((n) => n.url === 'mdm/Material')!;
    const saved = await srv.call(admin, 'portal.MenuAlloc', 'saveLimits', [{ allocId: alloc.id, positive: [{ attr: 'toString', op: 'eq', value: 1 }], reverse: [] }]);
    expect(saved.json.code).toBe(400);
    expect(ok(await list(user, {})).itemList.length).toBeGreaterThan(0);
  });
});
