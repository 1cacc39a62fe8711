// portal.Right on a real database: the permission definition tree (groups and data items of kind
// boolean, multi-select, single-select, number), roles' values held to their item's kind, an
// item in use (a role has a value) or a group with items not deletable (409), the caller's own
// values, the functions of 角色管理 (4003) and the other tenant's definitions out of reach (11).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../../schemas/rpc/portal';
import { fileServer, ok } from '../../../../tests/kit';
import type { RightNode } from '../../contracts/rights';
import type { RoleView } from '../../contracts/roles';

const srv = await fileServer();
const [admin, acme, viewer] = await Promise.all([srv.session('demo', 'admin'), srv.session('acme', 'admin'), srv.session('demo', 'zhaolei')]);
let roles: RoleView[];

const right = <T = RightNode>(s: Session, method: string, args: unknown[]) => srv.call<T>(s, 'portal.Right', method, args);
const roleId = (code: string) => roles.find((r) => r.code === code)!.id;

beforeAll(async () => {
  roles = ok(await srv.call<RoleView[]>(admin, 'portal.Role', 'getList', []));
}, 120_000);

describe('the permission definition tree', () => {
  let group: RightNode;
  let items: Record<string, RightNode>;

  it('holds groups and items of the four kinds', async () => {
    group = ok(await right(admin, 'save', [{ kind: 'group', code: 'purchase', name: '采购权限' }]));
    const sub = ok(await right(admin, 'save', [{ kind: 'group', code: 'purchase.limits', name: '限额', parentId: group.id }]));
    items = {
      approve: ok(await right(admin, 'save', [{ kind: 'boolean', code: 'purchase.approve', name: '可审批', parentId: group.id, sn: 1 }])),
      types: ok(await right(admin, 'save', [{ kind: 'multi', code: 'purchase.types', name: '可见单据类型', parentId: group.id, sn: 2, options: [{ value: 'Order', label: '订单' }, { value: 'Arrival', label: '到货' }, { value: 'Reject', label: '退货' }] }])),
      level: ok(await right(admin, 'save', [{ kind: 'single', code: 'purchase.level', name: '审批级别', parentId: sub.id, options: [{ value: 'L1', label: '一级' }, { value: 'L2', label: '二级' }] }])),
      limit: ok(await right(admin, 'save', [{ kind: 'number', code: 'purchase.limit', name: '单笔限额', parentId: sub.id, options: { min: 0, max: 100000 } }])),
    };
    const tree = ok(await right<RightNode[]>(admin, 'tree', []));
    expect(tree.map((n) => n.code)).toEqual(['purchase']);
    expect(tree[0].children.map((n) => [n.code, n.kind])).toEqual([
      ['purchase.limits', 'group'],
      ['purchase.approve', 'boolean'],
      ['purchase.types', 'multi'],
    ]);
    expect(tree[0].children[0].children.map((n) => [n.code, n.kind, n.options])).toEqual([
      ['purchase.level', 'single', [{ value: 'L1', label: '一级' }, { value: 'L2', label: '二级' }]],
      ['purchase.limit', 'number', { min: 0, max: 100000 }],
    ]);
  });

  it('refuses a select item without options, an item as a parent, a group under itself and a duplicate code', async () => {
    expect((await right(admin, 'save', [{ kind: 'single', code: 'x.single', name: '无选项' }])).json).toMatchObject({ code: 400, msg: 'right.options: 无选项: 单选和多选权限项至少需要一个选项' });
    expect((await right(admin, 'save', [{ kind: 'boolean', code: 'x.child', name: 'x', parentId: items.approve.id }])).json).toMatchObject({ code: 400, msg: 'right.parentId: 上级必须是权限分组' });
    expect((await right(admin, 'save', [{ id: group.id, kind: 'group', code: 'purchase', name: '采购权限', parentId: group.id }])).json).toMatchObject({ code: 409, msg: '上级不能是自己或自己的下级' });
    expect((await right(admin, 'save', [{ kind: 'boolean', code: 'purchase.approve', name: 'x' }])).json).toMatchObject({ code: 400, msg: 'right.code: 编码「purchase.approve」已存在' });
  });

  it('gives roles values fit for each kind', async () => {
    const r = roleId('purchaser');
    const values = ok(
      await right<Array<{ rightId: number; code: string; value: unknown }>>(admin, 'setRoleValues', [
        r,
        [
          { rightId: items.approve.id, value: true },
          { rightId: items.types.id, value: ['Order', 'Reject'] },
          { rightId: items.level.id, value: 'L2' },
          { rightId: items.limit.id, value: 5000 },
        ],
      ]),
    );
    expect(values.map((v) => [v.code, v.value])).toEqual([
      ['purchase.approve', true],
      ['purchase.level', 'L2'],
      ['purchase.limit', 5000],
      ['purchase.types', ['Order', 'Reject']],
    ]);
    expect(ok(await right<unknown[]>(admin, 'roleValues', [r]))).toEqual(values);
    const bad = async (rightId: number, value: unknown) => (await right(admin, 'setRoleValues', [r, [{ rightId, value }]])).json;
    expect(await bad(items.approve.id, 'yes')).toMatchObject({ code: 400, msg: '权限项「可审批」的值不符合其类型：必须是是/否' });
    expect(await bad(items.types.id, ['Order', 'Invoice'])).toMatchObject({ code: 400, msg: '权限项「可见单据类型」的值不符合其类型：必须是 Order、Arrival、Reject 中的若干项' });
    expect(await bad(items.level.id, 'L3')).toMatchObject({ code: 400, msg: '权限项「审批级别」的值不符合其类型：必须是 L1、L2 之一' });
    expect(await bad(items.limit.id, 200000)).toMatchObject({ code: 400, msg: '权限项「单笔限额」的值不符合其类型：不能大于 100000' });
    expect(await bad(group.id, true)).toMatchObject({ code: 400, msg: '权限分组「采购权限」不能赋值' });
    // a refused batch changes nothing
    expect(ok(await right<unknown[]>(admin, 'roleValues', [r]))).toEqual(values);
    // the caller's own role's values, by code
    const lina = await srv.session('demo', 'lina');
    expect(ok(await right<Record<string, unknown>>(lina, 'mine', []))).toEqual({ 'purchase.approve': true, 'purchase.types': ['Order', 'Reject'], 'purchase.level': 'L2', 'purchase.limit': 5000 });
  });

  it('does not delete an item in use, change its kind, or delete a group with items (409)', async () => {
    const inUse = (await right(admin, 'delete', [items.limit.id])).json;
    expect(inUse).toMatchObject({ code: 409, msg: '权限项「单笔限额」已被 1 个角色使用，不能删除' });
    expect((await right(admin, 'save', [{ id: items.limit.id, kind: 'boolean', code: 'purchase.limit', name: '单笔限额', parentId: items.limit.parentId }])).json.code).toBe(409);
    expect((await right(admin, 'delete', [group.id])).json).toMatchObject({ code: 409, msg: '存在下级节点，不能删除：采购权限' });
    // once no role has a value it goes
    ok(await right(admin, 'setRoleValues', [roleId('purchaser'), [{ rightId: items.limit.id, value: null }]]));
    expect(ok(await right(admin, 'delete', [items.limit.id]))).toEqual({ removed: 1 });
    const tree = ok(await right<RightNode[]>(admin, 'tree', []));
    expect(tree[0].children[0].children.map((n) => n.code)).toEqual(['purchase.level']);
  });

  it('a role’s values go with the role', async () => {
    const spare = ok(await srv.call<RoleView>(admin, 'portal.Role', 'add', [{ code: `spare${Date.now()}`, name: '临时' }]));
    ok(await right(admin, 'setRoleValues', [spare.id, [{ rightId: items.approve.id, value: false }]]));
    expect(ok(await right<RightNode[]>(admin, 'tree', []))[0].children.find((n) => n.code === 'purchase.approve')?.roleCount).toBe(2);
    ok(await srv.call(admin, 'portal.Role', 'deleteById', [spare.id]));
    expect(ok(await right<RightNode[]>(admin, 'tree', []))[0].children.find((n) => n.code === 'purchase.approve')?.roleCount).toBe(1);
  });

  it('needs 角色管理 (4003) and keeps each tenant’s definitions its own (11)', async () => {
    expect((await right(viewer, 'tree', [])).json).toMatchObject({ code: 4003, msg: '没有操作权限：system/Role' });
    expect((await right(viewer, 'save', [{ kind: 'group', code: 'v', name: 'v' }])).json.msg).toBe('没有操作权限：portal.role.update');
    expect((await right(viewer, 'setRoleValues', [roleId('viewer'), []])).json.msg).toBe('没有操作权限：portal.role.allocate');
    expect(ok(await right<RightNode[]>(acme, 'tree', []))).toEqual([]);
    expect((await right(acme, 'delete', [items.approve.id])).json.code).toBe(11);
    expect((await right(acme, 'setRoleValues', [roleId('purchaser'), []])).json.code).toBe(11);
    const acmeRoles = ok(await srv.call<RoleView[]>(acme, 'portal.Role', 'getList', []));
    expect((await right(acme, 'setRoleValues', [acmeRoles[0].id, [{ rightId: items.approve.id, value: true }]])).json.code).toBe(11);
  });
});
