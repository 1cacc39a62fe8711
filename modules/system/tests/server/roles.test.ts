// portal.Role on a real database: the roles of the caller's tenant with their portal settings and
// data scope, one default role per tenant, a role held by users not deletable (409 naming how
// many), another tenant's roles neither seen nor changed (11), and the functions of 角色管理
// required for writes (4003).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../../../schemas/rpc/define';
import type { Session } from '../../../../schemas/rpc/portal';
import { fileServer, ok } from '../../../../tests/kit';
import type { RoleTreeNode, RoleView } from '../../contracts/roles';

const srv = await fileServer();
const [admin, acme, viewer] = await Promise.all([srv.session('demo', 'admin'), srv.session('acme', 'admin'), srv.session('demo', 'zhaolei')]);
let serial = 0;

const role = (s: Session, method: string, args: unknown[]) => srv.call<RoleView>(s, 'portal.Role', method, args);
const fresh = (extra: Record<string, unknown> = {}) => ({ code: `R${Date.now()}_${++serial}`, name: `测试角色${serial}`, ...extra });

beforeAll(async () => {
}, 120_000);

describe('portal.Role', () => {
  it('creates a role with every portal setting and answers it by id, in the list, the page and the tree', async () => {
    const made = ok(
      await role(admin, 'add', [
        fresh({ category: 'Factory', level: 3, loginType: 'Sms', mergedLogin: true, homePage: 'home', skin: 'dark', description: '夜班', dataScope: 'DepartWithChildren' }),
      ]),
    );
    expect(made).toMatchObject({ category: 'Factory', level: 3, loginType: 'Sms', mergedLogin: true, homePage: 'home', skin: 'dark', description: '夜班', dataScope: 'DepartWithChildren', defaultTag: false, statusDict: 0, userCount: 0 });
    expect(ok(await role(admin, 'getOneById', [made.id]))).toEqual(made);
    const list = ok(await srv.call<RoleView[]>(admin, 'portal.Role', 'getList', [{ category: 'Factory' }]));
    expect(list.map((r) => r.id)).toEqual([made.id]);
    const page = ok(await srv.call<Paged<RoleView>>(admin, 'portal.Role', 'summaryPage', [{ page: 1, pageSize: 50, name: made.code }]));
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    const tree = ok(await srv.call<RoleTreeNode[]>(admin, 'portal.Role', 'getTree', []));
    const factory = tree.find((n) => n.label === 'Factory');
    expect(factory?.children?.map((c) => c.role?.code)).toEqual([made.code]);
    // the demo roles have no category
    expect(tree.at(-1)?.label).toBe('未分类');
    expect(tree.at(-1)?.children?.map((c) => c.role?.code)).toContain('admin');
  });

  it('changes a role with save and counts the users who hold it', async () => {
    const roles = ok(await srv.call<RoleView[]>(admin, 'portal.Role', 'getList', []));
    const warehouse = roles.find((r) => r.code === 'warehouse')!;
    expect(warehouse.userCount).toBe(2); // wangqiang and lina
    const changed = ok(await role(admin, 'save', [{ id: warehouse.id, code: 'warehouse', name: '仓库主管', dataScope: 'Whole', skin: 'compact' }]));
    expect(changed).toMatchObject({ id: warehouse.id, name: '仓库主管', dataScope: 'Whole', skin: 'compact', userCount: 2, loginType: 'Password' });
  });

  it('keeps one default role per tenant', async () => {
    const before = ok(await srv.call<RoleView[]>(admin, 'portal.Role', 'getList', [])).filter((r) => r.defaultTag);
    expect(before.map((r) => r.code)).toEqual(['admin']);
    const made = ok(await role(admin, 'save', [fresh({ defaultTag: true })]));
    const after = ok(await srv.call<RoleView[]>(admin, 'portal.Role', 'getList', [])).filter((r) => r.defaultTag);
    expect(after.map((r) => r.id)).toEqual([made.id]);
    // the other tenant's default is its own business
    const acmeDefaults = ok(await srv.call<RoleView[]>(acme, 'portal.Role', 'getList', [])).filter((r) => r.defaultTag);
    expect(acmeDefaults.map((r) => r.code)).toEqual(['admin']);
  });

  it('refuses a duplicate code, a code with spaces and an unknown data scope', async () => {
    const dup = (await role(admin, 'add', [{ code: 'admin', name: 'x' }])).json;
    expect(dup).toMatchObject({ code: 400, msg: 'role.code: 编码「admin」已存在' });
    expect((await role(admin, 'add', [{ code: 'a b', name: 'x' }])).json).toMatchObject({ code: 400, msg: 'role.code: must not contain spaces' });
    expect((await role(admin, 'add', [{ code: 'ab', name: 'x', dataScope: 'Everything' }])).json.code).toBe(400);
  });

  it('does not delete a role held by users (409 naming how many) and deletes one nobody holds', async () => {
    const roles = ok(await srv.call<RoleView[]>(admin, 'portal.Role', 'getList', []));
    const purchaser = roles.find((r) => r.code === 'purchaser')!;
    const refused = (await srv.call(admin, 'portal.Role', 'deleteById', [purchaser.id])).json;
    expect(refused.code).toBe(409);
    expect(refused.msg).toBe(`角色「${purchaser.name}」已分配给 1 个用户，不能删除`);
    const spare = ok(await role(admin, 'add', [fresh()]));
    const spare2 = ok(await role(admin, 'add', [fresh()]));
    expect(ok(await srv.call(admin, 'portal.Role', 'deleteById', [spare.id]))).toEqual({ removed: 1 });
    expect((await role(admin, 'getOneById', [spare.id])).json.code).toBe(11);
    // a batch is all or nothing
    expect((await srv.call(admin, 'portal.Role', 'remove', [[spare2.id, purchaser.id]])).json.code).toBe(409);
    expect(ok(await role(admin, 'getOneById', [spare2.id])).id).toBe(spare2.id);
    expect(ok(await srv.call(admin, 'portal.Role', 'remove', [[spare2.id]]))).toEqual({ removed: 1 });
  });

  it('never shows or changes another tenant’s roles (11)', async () => {
    const demoRoles = ok(await srv.call<RoleView[]>(admin, 'portal.Role', 'getList', []));
    const acmeRoles = ok(await srv.call<RoleView[]>(acme, 'portal.Role', 'getList', []));
    expect(acmeRoles.map((r) => r.code).sort()).toEqual(['admin', 'operator']);
    const demoOne = demoRoles.find((r) => r.code === 'viewer')!;
    expect((await role(acme, 'getOneById', [demoOne.id])).json.code).toBe(11);
    expect((await role(acme, 'save', [{ id: demoOne.id, code: 'viewer', name: 'hijacked' }])).json.code).toBe(11);
    expect((await srv.call(acme, 'portal.Role', 'deleteById', [demoOne.id])).json.code).toBe(11);
    expect(ok(await role(admin, 'getOneById', [demoOne.id])).name).toBe(demoOne.name);
  });

  it('needs the functions of 角色管理 to write (4003), any user may read', async () => {
    const add = (await role(viewer, 'add', [fresh()])).json;
    expect(add.code).toBe(4003);
    expect(add.msg).toContain('portal.role.create');
    const roles = ok(await srv.call<RoleView[]>(viewer, 'portal.Role', 'getList', []));
    expect((await role(viewer, 'save', [{ id: roles[0].id, code: roles[0].code, name: 'x' }])).json.msg).toContain('portal.role.update');
    expect((await srv.call(viewer, 'portal.Role', 'deleteById', [roles[0].id])).json.code).toBe(4003);
  });
});
