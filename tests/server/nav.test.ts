import { describe, expect, it } from 'vitest';
import type { NavNode } from '../../schemas/menus/types';
import type { PageDetail, Session } from '../../schemas/rpc/portal';
import { fileServer, walk } from '../kit';

const srv = await fileServer();
const [demo, acme, platform] = await Promise.all([srv.session('demo', 'admin'), srv.session('acme', 'admin'), srv.session('platform', 'admin')]);

async function tree(s: Session, roleId = s.role.id, portal = 'Web') {
  const r = await srv.call<NavNode[]>(s, 'portal.MenuAlloc', 'getAllocatedPortalTree', [portal, roleId]);
  return r;
}
const urls = (nodes: NavNode[]) => walk(nodes).filter((n) => n.type === 2).map((n) => n.url);

describe('getAllocatedPortalTree', () => {
  it('gives the demo admin every business page with its functions, but no System page', async () => {
    const r = await tree(demo);
    expect(r.json.code).toBe(200);
    const pages = walk(r.json.body).filter((n) => n.type === 2);
    expect(pages.length).toBeGreaterThan(250);
    const supplier = pages.find((p) => p.url === 'mdm/Supplier')!;
    expect(supplier).toMatchObject({ name: '供应商', hidden: false, functionControlTag: true });
    expect(supplier.functionList).toEqual(expect.arrayContaining(['mdm.supplier.create', 'mdm.supplier.delete']));
    expect(supplier.buttons.find((b) => b.code === 'mdm.supplier.create')?.detailPath).toBe('mdm/SupplierDetail');
    expect(urls(r.json.body)).not.toContain('tenant/LoginLog');
    expect(pages.every((p) => p.pageType !== 'System')).toBe(true);
    expect(r.json.body.every((m) => m.type !== 3)).toBe(true);
  });

  it('shows System pages to the platform tenant only', async () => {
    expect(urls((await tree(platform)).json.body)).toEqual(expect.arrayContaining(['tenant/LoginLog', 'tenant/tenant']));
  });

  it('gives narrower roles narrower trees and fewer functions', async () => {
    const keeper = await srv.session('demo', 'wangqiang');
    const pages = walk((await tree(keeper)).json.body).filter((n) => n.type === 2);
    const u = pages.map((p) => p.url);
    expect(u).toEqual(expect.arrayContaining(['home', 'warehouse/Entry', 'mdm/Material']));
    expect(u).not.toContain('purchase/order');
    const material = pages.find((p) => p.url === 'mdm/Material')!;
    expect(material.functionList).not.toContain('mdm.material.delete');
    const viewer = await srv.session('demo', 'zhaolei');
    const viewerPages = walk((await tree(viewer)).json.body).filter((n) => n.type === 2);
    // read-only: master data, purchase, finance, warehouse, quality, tools, equipment, workshop logistics, IoT and project pages and HR's attendance (never pay) — their modules grant them — and reports;
    // the workbench's big screens, BI and 3D factory; and like every role the personal approval pages (anyone may be an approver or copied)
    const approvals = (url: string) => /^flowable\/(Todo|Finish|CopySend|Process)$|^flow\/taskDetail$/.test(url);
    const workbench = (url: string) => ['app/Display', 'report/react', 'portal/3D'].includes(url);
    expect(viewerPages.every((p) => p.url === 'home' || workbench(p.url!) || /^(mdm|purchase|finance|warehouse|quality|cutter|fixture|equipment|pull|iot|event|project|search)\/|^hr\/Attendance(Day)?(Detail)?$/.test(p.url!) || p.url!.endsWith('Report') || approvals(p.url!))).toBe(true);
    expect(viewerPages.map((p) => p.url)).toEqual(expect.arrayContaining(['finance/Income', 'flowable/Todo', 'flowable/CopySend']));
    expect(viewerPages.filter((p) => !approvals(p.url!)).flatMap((p) => p.functionList).every((c) => /\.(export|print)$/.test(c))).toBe(true);
  });

  it('reflects an allocation change at once, though trees are cached', async () => {
    const keeper = await srv.session('demo', 'wangqiang');
    expect(urls((await tree(keeper)).json.body)).toContain('warehouse/Count');
    const count = await srv.db.system.selectFrom('menu').select('id').where('portal_type', '=', 'Web').where('url', '=', 'warehouse/Count').executeTakeFirstOrThrow();
    await srv.db.forTenant(keeper.tenant.id).deleteFrom('menu_alloc').where('role_id', '=', keeper.role.id).where('menu_id', '=', count.id).execute();
    expect(urls((await tree(keeper)).json.body)).not.toContain('warehouse/Count');
  });

  it('sends the tree gzipped to clients that accept it', async () => {
    const res = await fetch(`${srv.base}/portal.MenuAlloc/getAllocatedPortalTree`, {
      method: 'POST',
      body: JSON.stringify(['Web', demo.role.id]),
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip', access_token: demo.token, 'tenant-id': demo.tenant.id },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('access_token')).toBeTruthy();
    const body = await res.json(); // fetch inflates it
    expect(body.code).toBe(200);
    expect(body.body.length).toBeGreaterThan(10);
  });

  it('answers App and Hmi trees', async () => {
    const app = await tree(demo, demo.role.id, 'App');
    expect(urls(app.json.body).length).toBeGreaterThan(5);
  });

  it('refuses another tenant’s role (NotFound) and a role the user does not hold (4003)', async () => {
    const cross = await tree(demo, acme.role.id);
    expect(cross.json.code).toBe(11);
    const keeperRole = (await srv.session('demo', 'wangqiang')).role.id;
    const notMine = await tree(demo, keeperRole);
    expect(notMine.json.code).toBe(4003);
  });
});

describe('page details', () => {
  it('answers an allocated page by url and by id', async () => {
    const byUrl = await srv.call<PageDetail>(demo, 'portal.MenuAlloc', 'getPageDetailByUrl', ['mdm/Supplier', demo.role.id]);
    expect(byUrl.json.code).toBe(200);
    expect(byUrl.json.body).toMatchObject({ code: 'mdm.Supplier', url: 'mdm/Supplier', functionControlTag: true });
    expect(byUrl.json.body.buttons.map((b) => b.code)).toContain('mdm.supplier.create');
    const byId = await srv.call<PageDetail>(demo, 'portal.MenuAlloc', 'getPageDetail', [byUrl.json.body.id, demo.role.id]);
    expect(byId.json.body.url).toBe('mdm/Supplier');
  });

  it('refuses pages not allocated to the role, and System pages of business tenants', async () => {
    const keeper = await srv.session('demo', 'wangqiang');
    const r = await srv.call(keeper, 'portal.MenuAlloc', 'getPageDetailByUrl', ['purchase/order', keeper.role.id]);
    expect(r.json.code).toBe(11);
    const sys = await srv.call(demo, 'portal.MenuAlloc', 'getPageDetailByUrl', ['tenant/LoginLog', demo.role.id]);
    expect(sys.json.code).toBe(11);
  });

  it('keeps a tenant’s copied page to that tenant', async () => {
    // acme copies purchase/order as its own page "purchase/orderAcme"
    const base = await srv.db.system.selectFrom('menu').select(['id', 'parent_id']).where('portal_type', '=', 'Web').where('url', '=', 'purchase/order').executeTakeFirstOrThrow();
    const parent = await srv.db
      .forTenant(acme.tenant.id)
      .selectFrom('menu_alloc')
      .select('id')
      .where('role_id', '=', acme.role.id)
      .where('menu_id', '=', base.parent_id!)
      .executeTakeFirstOrThrow();
    await srv.db
      .forTenant(acme.tenant.id)
      .insertInto('menu_alloc')
      .values({ tenant_id: acme.tenant.id, role_id: acme.role.id, portal_type: 'Web', menu_id: base.id, parent_id: parent.id, type: 2, sn: 999, name: '外协采购订单', code: 'purchase.orderAcme', url: 'purchase/orderAcme', copy_tag: true })
      .execute();
    const acmeTree = walk((await tree(acme)).json.body);
    const copy = acmeTree.find((n) => n.url === 'purchase/orderAcme')!;
    expect(copy).toMatchObject({ copyTag: true, baseUrl: 'purchase/order', name: '外协采购订单' });
    const mine = await srv.call<PageDetail>(acme, 'portal.MenuAlloc', 'getPageDetailByUrl', ['purchase/orderAcme', acme.role.id]);
    expect(mine.json.body).toMatchObject({ code: 'purchase.orderAcme', name: '外协采购订单' });
    const theirs = await srv.call(demo, 'portal.MenuAlloc', 'getPageDetailByUrl', ['purchase/orderAcme', demo.role.id]);
    expect(theirs.json.code).toBe(11);
    expect(urls((await tree(demo)).json.body)).not.toContain('purchase/orderAcme');
  });
});
