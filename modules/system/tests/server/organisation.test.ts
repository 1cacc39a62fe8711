// mdm.organ and mdm.department on a real database: the organisation and department tree (shell
// department tree node shape), the department types, start up / disable by a status update, a parent
// never the node itself or below it (409), nodes with children or people not deletable (409), an
// organisation with departments, people or materials not deletable, unique codes and names, the
// page functions (4003) and the other tenant's records out of reach (11).
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../../../schemas/rpc/define';
import type { Session } from '../../../../schemas/rpc/portal';
import { fileServer, ok } from '../../../../tests/kit';
import type { DepartmentView, OrganView, OrgTreeNode } from '../../contracts/organisation';

const srv = await fileServer();
const [admin, acme, viewer] = await Promise.all([srv.session('demo', 'admin'), srv.session('acme', 'admin'), srv.session('demo', 'zhaolei')]);
let tree: OrgTreeNode[];
let serial = 0;

const dept = <T = DepartmentView>(s: Session, method: string, args: unknown[]) => srv.call<T>(s, 'mdm.department', method, args);
const organ = <T = OrganView>(s: Session, method: string, args: unknown[]) => srv.call<T>(s, 'mdm.organ', method, args);
const all = (nodes: OrgTreeNode[]): OrgTreeNode[] => nodes.flatMap((n) => [n, ...all(n.children)]);
const byLabel = (label: string) => all(tree).find((n) => n.label === label)!;
const root = () => tree[0];
const code = () => `D${Date.now().toString(36)}${++serial}`;

beforeAll(async () => {
  tree = ok(await dept<OrgTreeNode[]>(admin, 'getAll', []));
}, 120_000);

describe('the tree', () => {
  it('answers organisations (type 1) with their departments (type 2) nested by parent', () => {
    expect(tree).toHaveLength(1);
    const top = root();
    expect(top).toMatchObject({ type: 1, label: '苏州普兰特精密制造有限公司', key: `O${top.id}`, disabled: false, item: { parentId: null, belongId: null, organName: '苏州普兰特精密制造有限公司' } });
    expect(top.children.map((n) => [n.type, n.label])).toEqual([
      [1, '昆山分厂'],
      [2, '生产部'],
      [2, '仓储物流部'],
      [2, '采购部'],
      [2, '质量部'],
      [2, '财务部'],
    ]);
    const prod = byLabel('生产部');
    expect(prod.item).toMatchObject({ type: 'Workshop', parentId: null, organName: '苏州普兰特精密制造有限公司', organId: top.id });
    expect(prod.children.map((n) => [n.label, (n.item as DepartmentView).type, n.item.parentId])).toEqual([
      ['一号产线', 'ProductionLine', prod.id],
      ['二号产线', 'ProductionLine', prod.id],
    ]);
    const ks = byLabel('昆山分厂');
    expect(ks.item).toMatchObject({ parentId: top.id, belongId: top.id, organName: '昆山分厂' });
    expect(ks.children.map((n) => n.label)).toEqual(['昆山生产部', '昆山仓库']);
    expect(byLabel('昆山仓库').item).toMatchObject({ belongId: top.id, organName: '昆山分厂' });
  });

  it('answers one organisation’s departments, and the organisations alone', async () => {
    const ks = byLabel('昆山分厂');
    const only = ok(await dept<OrgTreeNode[]>(admin, 'getAll', [{ organId: ks.id }]));
    expect(only.map((n) => n.label)).toEqual(['昆山分厂']);
    expect(only[0].children.map((n) => n.label)).toEqual(['昆山生产部', '昆山仓库']);
    const organs = ok(await organ<OrgTreeNode[]>(viewer, 'getAll', []));
    expect(all(organs).map((n) => [n.type, n.label])).toEqual([
      [1, '苏州普兰特精密制造有限公司'],
      [1, '昆山分厂'],
    ]);
  });
});

describe('departments', () => {
  it('adds departments of every type, reads, lists and updates them', async () => {
    const top = root();
    const group = ok(await dept(admin, 'add', [{ code: code(), name: '质检组', organId: top.id, parentId: byLabel('质量部').id, type: 'DepartGroup', description: '来料检验' }]));
    expect(group).toMatchObject({ type: 'DepartGroup', parentName: '质量部', organName: top.label, statusDict: 0, description: '来料检验' });
    for (const type of ['Depart', 'Workshop', 'ProductionLine'] as const) {
      expect(ok(await dept(admin, 'add', [{ code: code(), name: `类型${type}`, organId: top.id, type }])).type).toBe(type);
    }
    expect((await dept(admin, 'add', [{ code: code(), name: 'x', organId: top.id, type: 'Team' }])).json.code).toBe(400);
    expect(ok(await dept(admin, 'info', [group.id]))).toEqual(group);
    const changed = ok(await dept(admin, 'update', [{ id: group.id, code: group.code, name: '质检二组', organId: top.id, parentId: null, type: 'Depart' }]));
    expect(changed).toMatchObject({ name: '质检二组', parentId: null, type: 'Depart' });
    const page = ok(await dept<Paged<DepartmentView>>(admin, 'summary', [{ page: 1, pageSize: 10, organId: top.id, type: 'ProductionLine' }]));
    expect(page.itemList.map((d) => d.name)).toEqual(['一号产线', '二号产线', '类型ProductionLine']);
  });

  it('refuses a duplicate code or name in the organisation, allows them in another, and codes with spaces', async () => {
    const top = root();
    const ks = byLabel('昆山分厂');
    expect((await dept(admin, 'add', [{ code: 'PROD', name: '新部门', organId: top.id }])).json).toMatchObject({ code: 400, msg: 'department.code: 编码「PROD」已存在' });
    expect((await dept(admin, 'add', [{ code: code(), name: '生产部', organId: top.id }])).json).toMatchObject({ code: 400, msg: 'department.name: 名称「生产部」已存在' });
    expect(ok(await dept(admin, 'add', [{ code: 'PROD', name: '生产部', organId: ks.id }])).organName).toBe('昆山分厂');
    expect((await dept(admin, 'add', [{ code: 'A B', name: 'x', organId: top.id }])).json).toMatchObject({ code: 400, msg: 'department.code: must not contain spaces' });
  });

  it('never puts a department under itself or below itself (409), nor under another organisation’s', async () => {
    const prod = byLabel('生产部');
    const line = byLabel('一号产线');
    const self = (await dept(admin, 'update', [{ id: prod.id, code: 'PROD', name: '生产部', organId: root().id, parentId: prod.id, type: 'Workshop' }])).json;
    expect(self).toMatchObject({ code: 409, msg: '上级不能是自己或自己的下级' });
    const below = (await dept(admin, 'update', [{ id: prod.id, code: 'PROD', name: '生产部', organId: root().id, parentId: line.id, type: 'Workshop' }])).json;
    expect(below).toMatchObject({ code: 409, msg: '上级不能是自己或自己的下级' });
    const other = (await dept(admin, 'add', [{ code: code(), name: '跨组织', organId: byLabel('昆山分厂').id, parentId: prod.id }])).json;
    expect(other).toMatchObject({ code: 400, msg: 'department.parentId: 上级部门必须属于同一组织' });
    const moved = (await dept(admin, 'update', [{ id: prod.id, code: 'PROD', name: '生产部', organId: byLabel('昆山分厂').id, type: 'Workshop' }])).json;
    expect(moved).toMatchObject({ code: 409, msg: '部门「生产部」有下级部门，不能更换所属组织' });
  });

  it('does not delete a department with sub-departments or people (409); deletes an empty one', async () => {
    expect((await dept(admin, 'delete', [byLabel('生产部').id])).json).toMatchObject({ code: 409, msg: '存在下级节点，不能删除：生产部' });
    expect((await dept(admin, 'delete', [byLabel('采购部').id])).json).toMatchObject({ code: 409, msg: '部门「采购部」下存在 1 名人员，不能删除' });
    const spare = ok(await dept(admin, 'add', [{ code: code(), name: '临时部门', organId: root().id }]));
    expect(ok(await dept(admin, 'delete', [spare.id]))).toEqual({ removed: 1 });
    expect((await dept(admin, 'info', [spare.id])).json.code).toBe(11);
  });

  it('starts up and disables by a status update; the enabled tree leaves disabled ones out', async () => {
    const l2 = byLabel('二号产线');
    expect(ok(await dept(admin, 'updateStatus', [l2.id, 1])).statusDict).toBe(1);
    const full = all(ok(await dept<OrgTreeNode[]>(admin, 'getAll', [])));
    expect(full.find((n) => n.id === l2.id && n.type === 2)?.disabled).toBe(true);
    const enabled = all(ok(await dept<OrgTreeNode[]>(admin, 'getAll', [{ enabledOnly: true }])));
    expect(enabled.some((n) => n.id === l2.id && n.type === 2)).toBe(false);
    expect(ok(await dept(admin, 'updateStatus', [l2.id, 0])).statusDict).toBe(0);
    expect((await dept(admin, 'updateStatus', [l2.id, 2])).json.code).toBe(400);
  });
});

describe('organisations', () => {
  it('adds, reads, lists and updates organisations with their settings', async () => {
    const o = ok(await organ(admin, 'add', [{ code: code(), name: '苏州二厂', parentId: root().id, allowRegisterTag: true, functions: ['WarehouseManagement', 'QualityInspection'], description: '新厂区' }]));
    expect(o).toMatchObject({ parentId: root().id, belongId: root().id, parentName: root().label, allowRegisterTag: true, functions: ['WarehouseManagement', 'QualityInspection'], statusDict: 0 });
    expect(ok(await organ(admin, 'info', [o.id]))).toEqual(o);
    const renamed = ok(await organ(admin, 'update', [{ id: o.id, code: o.code, name: '苏州三厂', parentId: root().id }]));
    expect(renamed).toMatchObject({ name: '苏州三厂', functions: ['WarehouseManagement', 'QualityInspection'] });
    const page = ok(await organ<Paged<OrganView>>(admin, 'summary', [{ page: 1, pageSize: 20, name: '苏州' }]));
    expect(page.itemList.map((x) => x.name)).toEqual(['苏州普兰特精密制造有限公司', '苏州三厂']);
    expect((await organ(admin, 'add', [{ code: 'KSFC', name: 'x' }])).json).toMatchObject({ code: 400, msg: 'organ.code: 编码「KSFC」已存在' });
    expect((await organ(admin, 'add', [{ code: code(), name: '昆山分厂' }])).json).toMatchObject({ code: 400, msg: 'organ.name: 名称「昆山分厂」已存在' });
  });

  it('never puts an organisation under itself or below itself (409)', async () => {
    const top = root();
    const ks = byLabel('昆山分厂');
    expect((await organ(admin, 'update', [{ id: top.id, code: 'SZPM', name: top.label, parentId: top.id }])).json).toMatchObject({ code: 409, msg: '上级不能是自己或自己的下级' });
    expect((await organ(admin, 'update', [{ id: top.id, code: 'SZPM', name: top.label, parentId: ks.id }])).json).toMatchObject({ code: 409, msg: '上级不能是自己或自己的下级' });
  });

  it('does not delete an organisation with sub-organisations, departments, people or materials (409)', async () => {
    const top = root();
    const ks = byLabel('昆山分厂');
    expect((await organ(admin, 'delete', [top.id])).json).toMatchObject({ code: 409, msg: `存在下级节点，不能删除：${top.label}` });
    // its two and the PROD added above
    expect((await organ(admin, 'delete', [ks.id])).json).toMatchObject({ code: 409, msg: '组织「昆山分厂」下存在 3 个部门，不能删除' });
    const held = ok(await organ(admin, 'add', [{ code: code(), name: '有人员的组织' }]));
    const person = ok(await srv.call<{ id: number }>(admin, 'portal.Person', 'add', [{ code: code(), name: '组织人员', department_id: byLabel('财务部').id, organ_id: held.id }]));
    expect((await organ(admin, 'delete', [held.id])).json).toMatchObject({ code: 409, msg: '组织「有人员的组织」已被人员引用（1 条），不能删除' });
    ok(await srv.call(admin, 'portal.Person', 'delete', [[person.id]]));
    const material = await sql<{ id: number }>`select id from mdm_material where tenant_id = '00000002' order by id limit 1`.execute(srv.db.system);
    await sql`update mdm_material set organ_id = ${held.id} where tenant_id = '00000002' and id = ${material.rows[0].id}`.execute(srv.db.system);
    expect((await organ(admin, 'delete', [held.id])).json).toMatchObject({ code: 409, msg: '组织「有人员的组织」已被物料引用（1 条），不能删除' });
    await sql`update mdm_material set organ_id = ${top.id} where tenant_id = '00000002' and id = ${material.rows[0].id}`.execute(srv.db.system);
    expect(ok(await organ(admin, 'delete', [held.id]))).toEqual({ removed: 1 });
  });

  it('starts up and disables organisations', async () => {
    const ks = byLabel('昆山分厂');
    expect(ok(await organ(admin, 'updateStatus', [ks.id, 1])).statusDict).toBe(1);
    const enabled = all(ok(await organ<OrgTreeNode[]>(admin, 'getAll', [{ enabledOnly: true }])));
    expect(enabled.map((n) => n.label)).toEqual(['苏州普兰特精密制造有限公司', '苏州三厂']);
    expect(ok(await organ(admin, 'updateStatus', [ks.id, 0])).statusDict).toBe(0);
  });
});

describe('access and tenants', () => {
  it('needs the page functions to write (4003)', async () => {
    const top = root();
    const checks: Array<[string, string, unknown[], string]> = [
      ['mdm.department', 'add', [{ code: code(), name: 'x', organId: top.id }], 'system.department.create'],
      ['mdm.department', 'update', [{ id: byLabel('财务部').id, code: 'FIN', name: 'x', organId: top.id }], 'system.department.update'],
      ['mdm.department', 'delete', [byLabel('财务部').id], 'system.department.delete'],
      ['mdm.department', 'updateStatus', [byLabel('财务部').id, 1], 'system.department.disable'],
      ['mdm.department', 'updateStatus', [byLabel('财务部').id, 0], 'system.department.enable'],
      ['mdm.organ', 'add', [{ code: code(), name: 'x' }], 'system.organ.create'],
      ['mdm.organ', 'delete', [top.id], 'system.organ.delete'],
      ['mdm.organ', 'updateStatus', [top.id, 1], 'system.organ.disable'],
      ['mdm.department', 'summary', [{}], 'system/Department'],
    ];
    for (const [service, method, args, fn] of checks) {
      const r = (await srv.call(viewer, service, method, args)).json;
      expect(`${service}/${method} ${r.code} ${r.msg}`).toBe(`${service}/${method} 4003 没有操作权限：${fn}`);
    }
  });

  it('never shows or changes another tenant’s departments and organisations (11)', async () => {
    const acmeTree = ok(await dept<OrgTreeNode[]>(acme, 'getAll', []));
    expect(all(acmeTree).map((n) => n.label)).toEqual(['Acme Industrial', 'Operations']);
    const fin = byLabel('财务部');
    expect((await dept(acme, 'info', [fin.id])).json.code).toBe(11);
    expect((await dept(acme, 'update', [{ id: fin.id, code: 'FIN', name: 'hijacked', organId: acmeTree[0].id }])).json.code).toBe(11);
    expect((await dept(acme, 'delete', [fin.id])).json.code).toBe(11);
    expect((await dept(acme, 'updateStatus', [fin.id, 1])).json.code).toBe(11);
    expect((await dept(acme, 'add', [{ code: code(), name: 'x', organId: root().id }])).json.code).toBe(400);
    expect((await organ(acme, 'info', [root().id])).json.code).toBe(11);
    expect((await organ(acme, 'delete', [root().id])).json.code).toBe(11);
    expect(ok(await dept(admin, 'info', [fin.id]))).toMatchObject({ name: '财务部', statusDict: 0 });
  });
});
