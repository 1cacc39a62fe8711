// portal.Menu (the designer) and portal.MenuAlloc (allocation per role): the rules, their effect
// on page details, the permission map and the records a role is sent.
import { beforeAll, describe, expect, it } from 'vitest';
import type { NavNode } from '../../schemas/menus/types';
import type { PageDetail, Session } from '../../schemas/rpc/portal';
import type { AllocatableItem, AllocField, AllocNode } from '../../schemas/rpc/portal-alloc';
import type { MenuItem } from '../../schemas/rpc/portal-menu';
import { fileServer, walk } from '../kit';

const srv = await fileServer({}, process.env.DEBUG_LOG ? { logStream: process.stderr } : {});
const [demo, acme] = await Promise.all([srv.session('demo', 'admin'), srv.session('acme', 'admin')]);
let viewerRole: number;
beforeAll(async () => {
  const zhao = await srv.session('demo', 'zhaolei');
  viewerRole = zhao.role.id;
});

const menu = <T>(s: Session, method: string, args: unknown[]) => srv.call<T>(s, 'portal.Menu', method, args);
const alloc = <T>(s: Session, method: string, args: unknown[]) => srv.call<T>(s, 'portal.MenuAlloc', method, args);

async function createModuleAndPage(s: Session, code: string) {
  const mod = await menu<MenuItem>(s, 'create', [{ id: 'tmpId', type: 1, portalType: 'Web', parentId: null, name: '新功能', code: `${code}_mod` }]);
  expect(mod.json.code, mod.json.msg).toBe(200);
  const params = JSON.stringify({ class: 'VformList', entityCode: 'Supplier', detailClass: 'VformDetail', detailUrl: `${code}/pageDetail` });
  const page = await menu<MenuItem>(s, 'create', [{ id: 'tmpId', type: 2, portalType: 'Web', parentId: mod.json.body.id, name: '新页面', code: `${code}_page`, url: `${code}/page`, params }]);
  expect(page.json.code, page.json.msg).toBe(200);
  return { mod: mod.json.body, page: page.json.body };
}

describe('portal.Menu', () => {
  it('creates a tenant module and page (tmpId), lists them in the tree beside the product items, read-only product items', async () => {
    const { mod, page } = await createModuleAndPage(demo, 'd1');
    expect(mod).toMatchObject({ name: '新功能', type: 1, own: true });
    const tree = (await menu<MenuItem[]>(demo, 'listTree', ['Web'])).json.body;
    const mine = walk(tree).find((n) => n.id === mod.id)!;
    expect(mine.children!.map((c) => c.id)).toEqual([page.id]);
    const product = walk(tree).find((n) => n.url === 'mdm/Supplier')!;
    expect(product.own).toBe(false);
    const touched = await menu(demo, 'update', [{ id: product.id, name: 'x', code: product.code }]);
    expect(touched.json.code).toBe(4003);
    expect(touched.json.msg).toContain('系统内置菜单');
  });

  it('refuses a wrong template parameter naming where it is wrong, an unknown portal type, a duplicate code or url', async () => {
    const { mod } = await createModuleAndPage(demo, 'd2');
    const bad = await menu(demo, 'create', [{ type: 2, portalType: 'Web', parentId: mod.id, name: 'p', code: 'd2_bad', url: 'd2/bad', params: '{"class":"VformList","entityCode":"Supplier","pageSizeOptions":["x"]}' }]);
    expect(bad.json.code).toBe(400);
    expect(bad.json.msg).toContain('pageSizeOptions');
    expect((await menu(demo, 'create', [{ type: 2, portalType: 'Web', parentId: mod.id, name: 'p', code: 'd2_b2', url: 'd2/b2', params: '{nope' }])).json.msg).toContain('not JSON');
    expect((await menu(demo, 'listTree', ['Desk'])).json.msg).toContain('未知门户类型。');
    expect((await menu(demo, 'create', [{ type: 1, portalType: 'Web', parentId: null, name: 'x', code: 'd2_page' }])).json.code).toBe(409);
    const dupUrl = await menu(demo, 'create', [{ type: 2, portalType: 'Web', parentId: mod.id, name: 'p', code: 'd2_x', url: 'mdm/Supplier' }]);
    expect(dupUrl.json.code).toBe(409);
    expect(dupUrl.json.msg).toContain('mdm/Supplier');
  });

  it('drags within and across parents, never under itself or a descendant, never a page at the top', async () => {
    const a = await createModuleAndPage(demo, 'd3');
    const b = await createModuleAndPage(demo, 'd4');
    const under = await menu(demo, 'drag', [{ id: a.mod.id, targetId: a.page.id, position: 'inner' }]);
    expect(under.json.code).toBe(409);
    expect(under.json.msg).toContain('自身或其下级');
    expect((await menu(demo, 'drag', [{ id: a.mod.id, targetId: a.mod.id, position: 'inner' }])).json.code).toBe(409);
    const top = await menu(demo, 'drag', [{ id: a.page.id, targetId: a.mod.id, position: 'before' }]);
    expect(top.json.code).toBe(400);
    const moved = await menu<MenuItem>(demo, 'drag', [{ id: a.page.id, targetId: b.page.id, position: 'before' }]);
    expect(moved.json.body.parentId).toBe(b.mod.id);
    const kids = walk((await menu<MenuItem[]>(demo, 'listTree', ['Web'])).json.body).find((n) => n.id === b.mod.id)!.children!;
    expect(kids.map((k) => k.id)).toEqual([a.page.id, b.page.id]);
  });

  it('deletes only after confirmation-worthy checks: refused while children exist', async () => {
    const { mod, page } = await createModuleAndPage(demo, 'd5');
    const refused = await menu(demo, 'delete', [mod.id]);
    expect(refused.json.code).toBe(409);
    expect(refused.json.msg).toContain('请先删除子菜单');
    expect((await menu(demo, 'delete', [page.id])).json.body).toEqual({ removed: 1 });
    expect((await menu(demo, 'delete', [mod.id])).json.body).toEqual({ removed: 1 });
  });

  it("keeps tenants apart: acme neither sees nor changes demo's items", async () => {
    const { mod } = await createModuleAndPage(demo, 'd6');
    expect(walk((await menu<MenuItem[]>(acme, 'listTree', ['Web'])).json.body).some((n) => n.id === mod.id)).toBe(false);
    expect((await menu(acme, 'delete', [mod.id])).json.code).toBe(11);
    expect((await menu(acme, 'update', [{ id: mod.id, name: 'x', code: 'x' }])).json.code).toBe(11);
    // the same code is free in another tenant
    expect((await menu(acme, 'create', [{ type: 1, portalType: 'Web', parentId: null, name: 'x', code: 'd6_mod' }])).json.code).toBe(200);
  });

  it('is refused (4003) to a role without the designer', async () => {
    const viewer = await srv.session('demo', 'zhaolei');
    expect((await menu(viewer, 'listTree', ['Web'])).json.code).toBe(4003);
    expect((await alloc(viewer, 'listTree', ['Web', viewer.role.id])).json.code).toBe(4003);
  });

  it('describes a call through portal.Api/getApiDetail', async () => {
    const platform = await srv.session('platform', 'admin');
    const r = await srv.call<{ access: string; args: Array<{ name: string }> }>(platform, 'portal.Api', 'getApiDetail', ['portal.Menu/drag']);
    expect(r.json.code, r.json.msg).toBe(200);
    expect(r.json.body.args.map((a) => a.name)).toEqual(['drag']);
    expect(r.json.body.access).toContain('portal.menu.update');
    expect((await srv.call(demo, 'portal.Api', 'getApiDetail', ['portal.Menu/drag'])).json.code).toBe(4003);
  });
});

describe('portal.MenuAlloc', () => {
  it('allocates a tenant page to a role with its ancestors; the role sees it in its nav tree at once', async () => {
    const { mod, page } = await createModuleAndPage(demo, 'a1');
    const r = await alloc<{ allocated: number }>(demo, 'create', [{ roleId: viewerRole, portalType: 'Web', menuIds: [page.id] }]);
    expect(r.json.body.allocated).toBe(2);
    const viewer = await srv.session('demo', 'zhaolei');
    const nav = walk((await alloc<NavNode[]>(viewer, 'getAllocatedPortalTree', ['Web', viewer.role.id])).json.body);
    expect(nav.find((n) => n.url === 'a1/page')?.parentId).toBe(nav.find((n) => n.menuId === mod.id)?.id);
    const tree = walk((await alloc<AllocatableItem[]>(demo, 'listTree', ['Web', viewerRole])).json.body);
    expect(tree.find((n) => n.id === page.id)?.allocId).toBeTypeOf('number');
  });

  it('field allocation: hidden fields leave page details and records; a save keeps their stored values', async () => {
    const viewer = await srv.session('demo', 'zhaolei');
    const allocs = walk((await alloc<AllocNode[]>(demo, 'getAllocatedTree', ['Web', viewerRole])).json.body);
    const list = allocs.find((n) => n.url === 'mdm/Supplier')!;
    const detail = allocs.find((n) => n.url === 'mdm/SupplierDetail')!;
    const offered = (await alloc<AllocField[]>(demo, 'getFieldBySourceAndTarget', [list.menuId, list.id])).json.body;
    expect(offered.find((f) => f.code === 'contact')?.allocated).toBe(true);
    for (const a of [list, detail]) {
      const block = a === list ? 'Table' : 'Form';
      const r = await alloc<{ removed: number }>(demo, 'removeFields', [{ allocId: a.id, fields: [{ block, code: 'contact' }] }]);
      expect(r.json.code, r.json.msg).toBe(200);
    }
    const changed = await alloc(demo, 'addField', [{ allocId: detail.id, fields: [{ block: 'Form', code: 'name', width: 12, requiredTag: true, defaultValue: '{"normalValue":"x"}' }] }]);
    expect(changed.json.code, changed.json.msg).toBe(200);
    expect((await alloc(demo, 'addField', [{ allocId: detail.id, fields: [{ block: 'Form', code: 'name', defaultValue: '{"other":1}' }] }])).json.code).toBe(400);

    const pd = (await alloc<PageDetail>(viewer, 'getPageDetailByUrl', ['mdm/SupplierDetail', viewer.role.id])).json.body;
    expect(pd.fields.map((f) => f.code)).not.toContain('contact');
    expect(pd.fields.find((f) => f.code === 'name')).toMatchObject({ width: 12, requiredTag: true, defaultValue: '{"normalValue":"x"}' });

    const page = await srv.call<{ itemList: Array<Record<string, unknown>> }>(viewer, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Supplier', pageSize: 5 }]);
    expect(page.json.code, page.json.msg).toBe(200);
    // the admin still sees it
    const full = await srv.call<{ itemList: Array<Record<string, unknown>> }>(demo, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Supplier', pageSize: 5 }]);
    expect(full.json.body.itemList.some((r) => 'contact' in r)).toBe(true);
    for (const r of page.json.body.itemList) expect(r).not.toHaveProperty('contact');
  });

  it('a role with an own field list cannot overwrite a hidden field; the stored value stays', async () => {
    // the admin role gets an own list without `email` on the supplier pages, then saves with a email
    const admin2 = await srv.session('demo', 'admin');
    const allocs = walk((await alloc<AllocNode[]>(demo, 'getAllocatedTree', ['Web', admin2.role.id])).json.body);
    const created = await srv.call<Record<string, unknown> & { id: number; version: number }>(demo, 'datax.MetaDynamic', 'saveValue', ['Supplier', { code: 'HID-1', name: '隐藏字段供应商', email: 'old@example.com' }]);
    expect(created.json.code, created.json.msg).toBe(200);
    for (const url of ['mdm/Supplier', 'mdm/SupplierDetail']) {
      const a = allocs.find((n) => n.url === url)!;
      await alloc(demo, 'removeFields', [{ allocId: a.id, fields: [{ block: url.endsWith('Detail') ? 'Form' : 'Table', code: 'email' }] }]);
    }
    const saved = await srv.call<Record<string, unknown>>(demo, 'datax.MetaDynamic', 'saveValue', ['Supplier', { id: created.json.body.id, version: created.json.body.version, name: '改名', email: 'new@example.com' }]);
    expect(saved.json.code, saved.json.msg).toBe(200);
    expect(saved.json.body).not.toHaveProperty('email');
    // give it back and read the stored value
    for (const url of ['mdm/SupplierDetail']) {
      const a = allocs.find((n) => n.url === url)!;
      await alloc(demo, 'addField', [{ allocId: a.id, fields: [{ block: 'Form', code: 'email' }] }]);
    }
    const back = await srv.call<Record<string, unknown>>(demo, 'datax.MetaDynamic', 'getValue', ['Supplier', created.json.body.id]);
    expect(back.json.body).toMatchObject({ name: '改名', email: 'old@example.com' });
  });

  it('removing a button allocation takes the function away (4003 on the call)', async () => {
    const viewerTree = walk((await alloc<AllocNode[]>(demo, 'getAllocatedTree', ['Web', viewerRole])).json.body);
    const page = viewerTree.find((n) => n.url === 'mdm/Supplier')!;
    const menus = walk((await menu<MenuItem[]>(demo, 'listTree', ['Web'])).json.body);
    const createBtn = menus.find((m) => m.parentId === page.menuId && m.code === 'mdm.supplier.create')!;
    expect((await alloc(demo, 'addButton', [{ allocId: page.id, menuIds: [createBtn.id] }])).json.code).toBe(200);
    const viewer = await srv.session('demo', 'zhaolei');
    const mk = () => srv.call(viewer, 'datax.MetaDynamic', 'saveValue', ['Supplier', { code: `BTN-${Date.now()}`, name: '按钮测试' }]);
    expect((await mk()).json.code).toBe(200);
    const btn = walk((await alloc<AllocNode[]>(demo, 'getAllocatedTree', ['Web', viewerRole])).json.body).find((n) => n.parentId === page.id && n.menuId === createBtn.id)!;
    expect((await alloc(demo, 'removeButtons', [[btn.id]])).json.code).toBe(200);
    expect((await mk()).json.code).toBe(4003);
  });

  it('copies a page (needCopy): the copy route grants code@ prefixed functions only', async () => {
    const tree = walk((await alloc<AllocNode[]>(demo, 'getAllocatedTree', ['Web', viewerRole])).json.body);
    const page = tree.find((n) => n.url === 'mdm/Customer')!;
    const copy = await alloc<AllocNode>(demo, 'copy', [{ allocId: page.id, code: 'custB', name: '客户B', url: 'mdm/CustomerB' }]);
    expect(copy.json.code, copy.json.msg).toBe(200);
    expect(copy.json.body).toMatchObject({ copyTag: true, url: 'mdm/CustomerB', code: 'custB' });
    const viewer = await srv.session('demo', 'zhaolei');
    const nav = walk((await alloc<NavNode[]>(viewer, 'getAllocatedPortalTree', ['Web', viewer.role.id])).json.body);
    const node = nav.find((n) => n.url === 'mdm/CustomerB')!;
    expect(node.copyTag).toBe(true);
    expect(node.baseUrl).toBe('mdm/Customer');
    expect((await alloc(demo, 'copy', [{ allocId: page.id, code: 'custC', name: 'x', url: 'mdm/CustomerB' }])).json.code).toBe(409);
  });

  it('drags allocation nodes with the same rules as the designer', async () => {
    const tree = walk((await alloc<AllocNode[]>(demo, 'getAllocatedTree', ['Web', viewerRole])).json.body);
    const mod = tree.find((n) => n.type === 1 && n.children.length > 0)!;
    const child = mod.children[0];
    expect((await alloc(demo, 'drag', [{ id: mod.id, targetId: child.id, position: 'inner' }])).json.code).toBe(409);
  });

  it("keeps tenants apart: acme cannot read or change demo's allocations", async () => {
    expect((await alloc(acme, 'getAllocatedTree', ['Web', viewerRole])).json.code).toBe(11);
    const tree = walk((await alloc<AllocNode[]>(demo, 'getAllocatedTree', ['Web', viewerRole])).json.body);
    expect((await alloc(acme, 'delete', [tree[0].id])).json.code).toBe(11);
    expect((await alloc(acme, 'listFieldByMenu', [tree[0].id])).json.code).toBe(11);
  });
});
