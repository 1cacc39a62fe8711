// What the designer's and the allocation screen's pages rely on beyond tests/server/menu-design:
// a page made in system/App is function-controlled like the product's (so the web asks for the
// role's fields of it), and a Table field's width is a column width in px (forms: a 0–24 span).
import { describe, expect, it } from 'vitest';
import type { NavNode } from '../../schemas/menus/types';
import type { PageDetail } from '../../schemas/rpc/portal';
import type { AllocNode } from '../../schemas/rpc/portal-alloc';
import type { MenuItem } from '../../schemas/rpc/portal-menu';
import { fileServer, walk } from '../kit';

const srv = await fileServer();
const demo = await srv.session('demo', 'admin');

describe('pages made in the designer', () => {
  it("are function-controlled: the role's field list and buttons reach its users on their next page open", async () => {
    const viewer = await srv.session('demo', 'zhaolei');
    const mod = await srv.call<MenuItem>(demo, 'portal.Menu', 'create', [{ id: 'tmpId', type: 1, portalType: 'Web', parentId: null, name: '新功能', code: 'w1_mod' }]);
    const params = JSON.stringify({ class: 'VformList', entityCode: 'Supplier' });
    const page = await srv.call<MenuItem>(demo, 'portal.Menu', 'create', [{ id: 'tmpId', type: 2, portalType: 'Web', parentId: mod.json.body.id, name: '新页面', code: 'w1_page', url: 'w1/page', params }]);
    expect(page.json.code, page.json.msg).toBe(200);
    const exportBtn = await srv.call<MenuItem>(demo, 'portal.Menu', 'create', [{ type: 3, portalType: 'Web', parentId: page.json.body.id, name: '导出', code: 'w1.page.export' }]);
    expect(exportBtn.json.code, exportBtn.json.msg).toBe(200);
    expect((await srv.call(demo, 'portal.MenuAlloc', 'create', [{ roleId: viewer.role.id, portalType: 'Web', menuIds: [page.json.body.id] }])).json.code).toBe(200);

    const alloc = walk((await srv.call<AllocNode[]>(demo, 'portal.MenuAlloc', 'getAllocatedTree', ['Web', viewer.role.id])).json.body).find((n) => n.url === 'w1/page')!;
    const removed = await srv.call(demo, 'portal.MenuAlloc', 'removeFields', [{ allocId: alloc.id, fields: [{ block: 'Table', code: 'contact' }] }]);
    expect(removed.json.code, removed.json.msg).toBe(200);

    const nav = walk((await srv.call<NavNode[]>(viewer, 'portal.MenuAlloc', 'getAllocatedPortalTree', ['Web', viewer.role.id])).json.body).find((n) => n.url === 'w1/page')!;
    expect(nav).toMatchObject({ functionControlTag: true, functionList: ['w1.page.export'] });
    const detail = (await srv.call<PageDetail>(viewer, 'portal.MenuAlloc', 'getPageDetailByUrl', ['w1/page', viewer.role.id])).json.body;
    expect(detail.fields.map((f) => f.code)).toContain('name');
    expect(detail.fields.map((f) => f.code)).not.toContain('contact');
  });
});

describe('field widths', () => {
  it('are px in the Table block and a 0–24 span in forms', async () => {
    const allocs = walk((await srv.call<AllocNode[]>(demo, 'portal.MenuAlloc', 'getAllocatedTree', ['Web', demo.role.id])).json.body);
    const list = allocs.find((n) => n.url === 'mdm/Supplier')!;
    const detail = allocs.find((n) => n.url === 'mdm/SupplierDetail')!;
    const wide = await srv.call(demo, 'portal.MenuAlloc', 'addField', [{ allocId: list.id, fields: [{ block: 'Table', code: 'name', width: 160 }] }]);
    expect(wide.json.code, wide.json.msg).toBe(200);
    const pd = (await srv.call<PageDetail>(demo, 'portal.MenuAlloc', 'getPageDetailByUrl', ['mdm/Supplier', demo.role.id])).json.body;
    expect(pd.fields.find((f) => f.code === 'name' && f.block === 'Table')?.width).toBe(160);
    const tooWide = await srv.call(demo, 'portal.MenuAlloc', 'addField', [{ allocId: detail.id, fields: [{ block: 'Form', code: 'name', width: 25 }] }]);
    expect(tooWide.json.code).toBe(400);
    expect(tooWide.json.msg).toContain('width');
    expect((await srv.call(demo, 'portal.MenuAlloc', 'addField', [{ allocId: list.id, fields: [{ block: 'Table', code: 'name', width: 2001 }] }])).json.code).toBe(400);
  });
});
