// Menu limit conditions (issue 9): per allocated list page, a positive group (every condition must
// hold) and a reverse group (records holding all of it are left out); a role's records of an
// entity are limited only when every allocated list page of it has a limit, and then a record
// passes when any page lets it through. Lists, counts, gets, writes and exports honour them; a
// wrong attribute is 400 naming it; tenants stay apart. Also here: the Hmi and App menu trees of
// the designers (system/Hmi, system/App) and the role form's every field.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../schemas/rpc/define';
import type { RecordValue } from '../../schemas/rpc/datax';
import type { Session } from '../../schemas/rpc/portal';
import type { AllocNode, LimitCondition, PageLimitView } from '../../schemas/rpc/portal-alloc';
import type { MenuItem } from '../../schemas/rpc/portal-menu';
import type { RoleView } from '../../modules/system/contracts/roles';
import { authHeaders, fileServer, ok, walk } from '../kit';

type Rec = RecordValue & { code: string };

const srv = await fileServer();
const [admin, acme] = await Promise.all([srv.session('demo', 'admin'), srv.session('acme', 'admin')]);
let roleId: number;
let user: Session;
let listAlloc: number;
const ids: Record<string, number> = {};

const alloc = <T>(s: Session, method: string, args: unknown[]) => srv.call<T>(s, 'portal.MenuAlloc', method, args);
const setLimits = (allocId: number, positive: LimitCondition[], reverse: LimitCondition[] = []) => alloc<PageLimitView>(admin, 'saveLimits', [{ allocId, positive, reverse }]);
/** the LIM-* suppliers the user sees, by code, and the list's total */
async function seen(s: Session = user) {
  const page = ok(await srv.call<Paged<Rec>>(s, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Supplier', pageSize: 100, fuzzyMap: { code: 'LIM-' } }]));
  return { codes: page.itemList.map((r) => r.code).sort(), total: page.total };
}

beforeAll(async () => {
  const role = ok(await srv.call<RoleView>(admin, 'portal.Role', 'save', [{ code: 'limited', name: '受限角色', dataScope: 'Whole' }]));
  roleId = role.id;
  const menus = walk(ok(await srv.call<MenuItem[]>(admin, 'portal.Menu', 'listTree', ['Web'])));
  const pages = menus.filter((m) => m.url === 'mdm/Supplier' || m.url === 'mdm/SupplierDetail').map((m) => m.id);
  ok(await alloc(admin, 'create', [{ roleId, portalType: 'Web', menuIds: pages }]));
  const tree = walk(ok(await alloc<AllocNode[]>(admin, 'getAllocatedTree', ['Web', roleId])));
  const list = tree.find((n) => n.url === 'mdm/Supplier')!;
  listAlloc = list.id;
  const buttons = menus.filter((m) => m.parentId === list.menuId && m.type === 3).map((m) => m.id);
  ok(await alloc(admin, 'addButton', [{ allocId: list.id, menuIds: buttons }]));
  ok(await srv.call(admin, 'portal.User', 'save', [{ code: 'limuser', name: '受限用户', roleIds: [roleId], defaultRoleId: roleId, password: srv.encrypt('Limit@2024') }]));
  user = await srv.session('demo', 'limuser', 'Limit@2024');
  for (const [code, short_name, contact] of [
    ['LIM-1', 'A', 'X'],
    ['LIM-2', 'A', 'Y'],
    ['LIM-3', 'B', 'Y'],
    ['LIM-4', null, 'X'],
  ] as const) {
    ids[code] = ok(await srv.call<Rec>(admin, 'datax.MetaDynamic', 'saveValue', ['Supplier', { code, name: `限制${code}`, short_name, contact }])).id;
  }
});

describe('menu limit conditions', () => {
  it('without limits the role sees every record', async () => {
    expect((await seen()).codes).toEqual(['LIM-1', 'LIM-2', 'LIM-3', 'LIM-4']);
    const view = ok(await alloc<PageLimitView>(admin, 'getLimits', [listAlloc]));
    expect(view).toMatchObject({ entityCode: 'Supplier', positive: [], reverse: [] });
    expect(view.attrs.map((a) => a.code)).toEqual(expect.arrayContaining(['short_name', 'contact']));
  });

  it('a positive group keeps the records holding every condition (list and count)', async () => {
    ok(await setLimits(listAlloc, [{ attr: 'short_name', op: 'eq', value: 'A' }]));
    expect(await seen()).toEqual({ codes: ['LIM-1', 'LIM-2'], total: 2 });
    // the admin is not limited by another role's limits
    expect((await seen(admin)).codes).toHaveLength(4);
  });

  it('a reverse group leaves out the records holding every condition of it; null values pass ne/notIn', async () => {
    ok(await setLimits(listAlloc, [], [{ attr: 'contact', op: 'eq', value: 'X' }]));
    expect((await seen()).codes).toEqual(['LIM-2', 'LIM-3']);
    ok(await setLimits(listAlloc, [{ attr: 'short_name', op: 'notIn', value: ['B'] }]));
    expect((await seen()).codes).toEqual(['LIM-1', 'LIM-2', 'LIM-4']);
  });

  it('both groups together, and the other operators', async () => {
    ok(await setLimits(listAlloc, [{ attr: 'short_name', op: 'in', value: ['A', 'B'] }], [{ attr: 'contact', op: 'eq', value: 'Y' }, { attr: 'short_name', op: 'eq', value: 'B' }]));
    expect((await seen()).codes).toEqual(['LIM-1', 'LIM-2']);
    ok(await setLimits(listAlloc, [{ attr: 'short_name', op: 'isNull' }]));
    expect((await seen()).codes).toEqual(['LIM-4']);
    ok(await setLimits(listAlloc, [{ attr: 'name', op: 'contains', value: 'M-3' }, { attr: 'short_name', op: 'notNull' }]));
    expect((await seen()).codes).toEqual(['LIM-3']);
    ok(await setLimits(listAlloc, [{ attr: 'short_name', op: 'ne', value: 'A' }, { attr: 'id', op: 'ge', value: ids['LIM-1'] }]));
    expect((await seen()).codes).toEqual(['LIM-3', 'LIM-4']);
  });

  it('gets, writes and exports honour them: a record outside is not found (11)', async () => {
    ok(await setLimits(listAlloc, [{ attr: 'short_name', op: 'eq', value: 'A' }]));
    const get = (id: number) => srv.call<Rec>(user, 'datax.MetaDynamic', 'getValue', ['Supplier', id]);
    expect((await get(ids['LIM-1'])).json.code).toBe(200);
    expect((await get(ids['LIM-3'])).json.code).toBe(11);
    const out = ok(await get(ids['LIM-1']));
    const changed = await srv.call(user, 'datax.MetaDynamic', 'saveValue', ['Supplier', { id: ids['LIM-3'], version: 1, name: '越权修改' }]);
    expect(changed.json.code).toBe(11);
    expect((await srv.call(user, 'datax.MetaDynamic', 'saveValue', ['Supplier', { id: out.id, version: out.version, name: '允许修改' }])).json.code).toBe(200);
    const res = await fetch(`${srv.base}/download/records.xlsx`, {
      method: 'POST',
      body: JSON.stringify([{ entityCode: 'Supplier', fuzzyMap: { code: 'LIM-' } }]),
      headers: { 'content-type': 'application/json', ...authHeaders(user) },
    });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const cells = wb.worksheets[0].getSheetValues().flat().map(String);
    expect(cells).toContain('LIM-1');
    expect(cells).toContain('LIM-2');
    expect(cells).not.toContain('LIM-3');
    expect(cells).not.toContain('LIM-4');
  });

  it('a save that would take a record outside the limits is refused, and nothing is written', async () => {
    ok(await setLimits(listAlloc, [{ attr: 'short_name', op: 'eq', value: 'A' }]));
    const outside = await srv.call(user, 'datax.MetaDynamic', 'saveValue', ['Supplier', { code: 'LMT-NEW', name: '限制外新建', short_name: 'B' }]);
    expect(outside.json).toMatchObject({ code: 400, msg: '保存后的记录不符合您的行权限条件，不能保存' });
    const mine = ok(await srv.call<Rec>(user, 'datax.MetaDynamic', 'getValue', ['Supplier', ids['LIM-2']]));
    const moved = await srv.call(user, 'datax.MetaDynamic', 'saveValue', ['Supplier', { id: mine.id, version: mine.version, short_name: 'B' }]);
    expect(moved.json.code).toBe(400);
    // nothing was written: no new record, LIM-2 unchanged
    const all = ok(await srv.call<Paged<Rec>>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Supplier', pageSize: 100, fuzzyMap: { code: 'LMT-' } }]));
    expect(all.itemList.map((r) => r.code)).not.toContain('LMT-NEW');
    expect(ok(await srv.call<Rec & { short_name: string }>(admin, 'datax.MetaDynamic', 'getValue', ['Supplier', ids['LIM-2']])).short_name).toBe('A');
    // inside the limits it saves
    expect((await srv.call(user, 'datax.MetaDynamic', 'saveValue', ['Supplier', { code: 'LMT-OK', name: '限制内新建', short_name: 'A' }])).json.code).toBe(200);
  });

  it('two pages of one entity: one without a limit means no limit; with both, a record passes either', async () => {
    ok(await setLimits(listAlloc, [{ attr: 'short_name', op: 'eq', value: 'A' }]));
    const copy = ok(await alloc<AllocNode>(admin, 'copy', [{ allocId: listAlloc, code: 'supB', name: '供应商B', url: 'mdm/SupplierB' }]));
    expect((await seen()).codes).toEqual(['LIM-1', 'LIM-2', 'LIM-3', 'LIM-4']);
    ok(await setLimits(copy.id, [{ attr: 'short_name', op: 'eq', value: 'B' }]));
    expect((await seen()).codes).toEqual(['LIM-1', 'LIM-2', 'LIM-3']);
    ok(await alloc(admin, 'delete', [copy.id]));
    expect((await seen()).codes).toEqual(['LIM-1', 'LIM-2']);
  });

  it('refuses a wrong attribute, operator value or page with 400 naming it', async () => {
    const bad = await setLimits(listAlloc, [{ attr: 'no_such_attr', op: 'eq', value: 'A' }]);
    expect(bad.json.code).toBe(400);
    expect(bad.json.msg).toContain('no_such_attr');
    const wrongShape = await setLimits(listAlloc, [], [{ attr: 'contact', op: 'in', value: 'X' }]);
    expect(wrongShape.json.code).toBe(400);
    expect((await setLimits(listAlloc, [{ attr: 'id', op: 'gt', value: 'abc' }])).json.code).toBe(400);
    const detail = walk(ok(await alloc<AllocNode[]>(admin, 'getAllocatedTree', ['Web', roleId]))).find((n) => n.url === 'mdm/SupplierDetail')!;
    expect((await setLimits(detail.id, [{ attr: 'contact', op: 'eq', value: 'X' }])).json.code).toBe(400);
    // the stored limit is unchanged by the refusals
    expect(ok(await alloc<PageLimitView>(admin, 'getLimits', [listAlloc])).positive).toEqual([{ attr: 'short_name', op: 'eq', value: 'A' }]);
    // no conditions: no limit
    ok(await setLimits(listAlloc, []));
    expect((await seen()).codes).toHaveLength(4);
  });

  it("keeps tenants apart: acme can neither read nor set demo's limits", async () => {
    expect((await alloc(acme, 'getLimits', [listAlloc])).json.code).toBe(11);
    expect((await alloc(acme, 'saveLimits', [{ allocId: listAlloc, positive: [{ attr: 'contact', op: 'eq', value: 'X' }], reverse: [] }])).json.code).toBe(11);
    expect(ok(await alloc<PageLimitView>(admin, 'getLimits', [listAlloc])).positive).toEqual([]);
    expect((await alloc(user, 'getLimits', [listAlloc])).json.code).toBe(4003);
  });
});

describe('the Hmi and App menu trees (system/Hmi, system/App)', () => {
  it('portal.Menu lists and creates items of each portal type', async () => {
    for (const portal of ['App', 'Hmi'] as const) {
      const tree = ok(await srv.call<MenuItem[]>(admin, 'portal.Menu', 'listTree', [portal]));
      expect(tree.length, portal).toBeGreaterThan(0);
      expect(walk(tree).every((m) => m.portalType === portal)).toBe(true);
      const mod = ok(await srv.call<MenuItem>(admin, 'portal.Menu', 'create', [{ id: 'tmpId', type: 1, portalType: portal, parentId: null, name: '新功能', code: `${portal}_mod` }]));
      const page = ok(await srv.call<MenuItem>(admin, 'portal.Menu', 'create', [{ id: 'tmpId', type: 2, portalType: portal, parentId: mod.id, name: '新页面', code: `${portal}_page`, url: `${portal.toLowerCase()}/page` }]));
      const after = walk(ok(await srv.call<MenuItem[]>(admin, 'portal.Menu', 'listTree', [portal])));
      expect(after.find((m) => m.id === page.id)).toMatchObject({ parentId: mod.id, own: true, portalType: portal });
      expect(walk(ok(await srv.call<MenuItem[]>(admin, 'portal.Menu', 'listTree', ['Web']))).some((m) => m.id === page.id)).toBe(false);
    }
    expect((await srv.call(admin, 'portal.Menu', 'listTree', ['Pad'])).json.msg).toContain('未知门户类型。');
  });

  it('the Hmi designer needs system/Hmi, the Web and App designer system/App', async () => {
    // the limited role holds neither
    expect((await srv.call(user, 'portal.Menu', 'listTree', ['Hmi'])).json.code).toBe(4003);
    expect((await srv.call(user, 'portal.Menu', 'listTree', ['App'])).json.code).toBe(4003);
    const menus = walk(ok(await srv.call<MenuItem[]>(admin, 'portal.Menu', 'listTree', ['Web'])));
    const hmiPage = menus.find((m) => m.url === 'system/Hmi')!;
    expect(hmiPage.pageType).toBe('Business');
    expect(menus.filter((m) => m.parentId === hmiPage.id).map((m) => m.code)).toEqual(['system.hmi.view', 'system.hmi.create', 'system.hmi.update', 'system.hmi.delete']);
    ok(await alloc(admin, 'create', [{ roleId, portalType: 'Web', menuIds: [hmiPage.id] }]));
    const again = await srv.session('demo', 'limuser', 'Limit@2024');
    expect((await srv.call(again, 'portal.Menu', 'listTree', ['Hmi'])).json.code).toBe(200);
    expect((await srv.call(again, 'portal.Menu', 'listTree', ['Web'])).json.code).toBe(4003);
    expect((await srv.call(again, 'portal.Menu', 'create', [{ id: 'tmpId', type: 1, portalType: 'Hmi', parentId: null, name: '新功能', code: 'hmi_by_user' }])).json.code).toBe(200);
    expect((await srv.call(again, 'portal.Menu', 'create', [{ id: 'tmpId', type: 1, portalType: 'Web', parentId: null, name: '新功能', code: 'web_by_user' }])).json.code).toBe(4003);
    // a call by id (naming no portal) is judged by the item's portal: the Hmi designer cannot touch a Web item
    const web = ok(await srv.call<MenuItem>(admin, 'portal.Menu', 'create', [{ id: 'tmpId', type: 1, portalType: 'Web', parentId: null, name: '网页模块', code: 'web_by_admin' }]));
    const touched = await srv.call(again, 'portal.Menu', 'update', [{ id: web.id, name: '改名', code: 'web_by_admin' }]);
    expect(touched.json.code).toBe(4003);
    expect(touched.json.msg).toContain('portal.menu.update');
    expect((await srv.call(again, 'portal.Menu', 'delete', [web.id])).json.code).toBe(4003);
    expect((await srv.call(again, 'portal.Menu', 'getPageDetail', [web.id])).json.code).toBe(4003);
  });
});

describe('the role form (system/RoleDetail)', () => {
  it('saves and answers every field of portal.Role', async () => {
    const input = {
      code: 'form_all',
      name: '全字段角色',
      nameIntl: { zh_CN: '全字段角色', en_US: 'All fields' },
      category: '生产',
      level: 3,
      loginType: 'Sms',
      mergedLogin: true,
      homePage: 'mdm/Supplier',
      skin: 'dark',
      dataScope: 'DepartWithChildren',
      description: '说明',
      defaultTag: false,
      statusDict: 1,
    };
    const saved = ok(await srv.call<RoleView>(admin, 'portal.Role', 'save', [input]));
    expect(ok(await srv.call<RoleView>(admin, 'portal.Role', 'getOneById', [saved.id]))).toMatchObject(input);
    const changed = ok(await srv.call<RoleView>(admin, 'portal.Role', 'save', [{ ...input, id: saved.id, category: null, level: 0, loginType: 'Password', mergedLogin: false, homePage: null, skin: null, dataScope: 'Self', description: null, statusDict: 0 }]));
    expect(changed).toMatchObject({ category: null, level: 0, loginType: 'Password', mergedLogin: false, homePage: null, skin: null, dataScope: 'Self', description: null, statusDict: 0 });
  });
});
