// The Person entity and portal.Person on a real database: every field of a person, the
// rules with their messages (number and name required, at most 128, the number without
// spaces and unique; a main department required, departments not repeated; birth and entry dates
// in the past), the main department kept among the departments and deciding the data scope,
// a person named by a user or a document not deletable, an import of a real .xlsx, the page
// functions (4003) and the other tenant's people out of reach (11).
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportResult, RecordPage } from '../../../../schemas/rpc/datax';
import type { Paged } from '../../../../schemas/rpc/define';
import type { Session } from '../../../../schemas/rpc/portal';
import { type AnyRecord, fileServer, ok, upload, xlsx } from '../../../../tests/kit';
import type { OrgTreeNode } from '../../contracts/organisation';

type Rec = AnyRecord;

const srv = await fileServer();
const [admin, acme, viewer] = await Promise.all([srv.session('demo', 'admin'), srv.session('acme', 'admin'), srv.session('demo', 'zhaolei')]);
let dept: Record<string, number>;
let serial = 0;

const person = <T = Rec>(s: Session, method: string, args: unknown[]) => srv.call<T>(s, 'portal.Person', method, args);
const code = () => `E${Date.now().toString(36)}${++serial}`;
const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
const depts = (r: Rec) => (r.departments as Rec[]).map((l) => l.department_id.code);

beforeAll(async () => {
  const tree = ok(await srv.call<OrgTreeNode[]>(admin, 'mdm.department', 'getAll', []));
  const flat = (nodes: OrgTreeNode[]): OrgTreeNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
  dept = Object.fromEntries(flat(tree).filter((n) => n.type === 2).map((n) => [n.item.code, n.id]));
}, 120_000);

describe('people', () => {
  it('adds a person with every field; its main department is among its departments', async () => {
    const c = code();
    const p = ok(
      await person(admin, 'add', [
        {
          code: c,
          name: '张三',
          id_card: '320500199001011234',
          sex_dict: 'Male',
          birth_dt: '1990-01-01',
          department_id: dept.QA,
          departments: [{ department_id: dept.PUR }],
          diploma_dict: 'Bachelor',
          working_state: '1',
          entry_dt: '2020-03-01',
          quit_dt: null,
          rfid: 'RF001',
          barcode: 'BC001',
          email: 'zs@example.com',
          phone: '13900000001',
          wechat: 'zhangsan',
          addr: '苏州工业园区',
          description: '质检员',
          relatives: [{ name: '张父', relation: '父亲', phone: '13900000002' }],
          certificate_code: 'CERT-1',
          graduate_school: '苏州大学',
          current_position: '检验员',
          grant_time: '2021-05-01',
          outside_team: '外协一队',
          person_type: 'Inside',
          renewal_date: '2026-03-01',
          formalize_tag: true,
          domicile: '江苏苏州',
        },
      ]),
    );
    expect(p).toMatchObject({
      code: c,
      name: '张三',
      sex_dict: 'Male',
      birth_dt: '1990-01-01',
      diploma_dict: 'Bachelor',
      working_state: '1',
      entry_dt: '2020-03-01',
      formalize_tag: true,
      person_type: 'Inside',
      account_code: null,
      organ_id: { code: 'SZPM' },
      department_id: { code: 'QA', name: '质量部' },
      depart_id: { id: dept.QA, name: '质量部' },
    });
    expect(depts(p).sort()).toEqual(['PUR', 'QA']);
    expect(p.relatives.map((r: Rec) => [r.name, r.relation])).toEqual([['张父', '父亲']]);
    expect(ok(await person(admin, 'detail', [p.id]))).toEqual(p);
  });

  it('moves the line of the old main department to the new one, and keeps lines a user lists', async () => {
    const p = ok(await person(admin, 'add', [{ code: code(), name: '李四', department_id: dept.PROD }]));
    expect(depts(p)).toEqual(['PROD']);
    const moved = ok(await person(admin, 'update', [{ id: p.id, version: p.version, department_id: dept.FIN }]));
    expect(depts(moved)).toEqual(['FIN']);
    expect(moved.depart_id).toMatchObject({ id: dept.FIN });
    const listed = ok(await person(admin, 'update', [{ id: p.id, version: moved.version, department_id: dept.WH, departments: [{ department_id: dept.FIN }] }]));
    expect(depts(listed)).toEqual(['WH', 'FIN']);
  });

  it('holds to the person rules with their messages', async () => {
    const refused = async (record: Record<string, unknown>) => (await person(admin, 'add', [record])).json;
    expect(await refused({})).toMatchObject({ code: 400, msg: '工号: 不能为空; 姓名: 不能为空; 主部门: 不能为空' });
    expect(await refused({ code: 'X'.repeat(129), name: '名'.repeat(129), department_id: dept.QA })).toMatchObject({ code: 400, msg: '工号: 最多 128 个字符; 姓名: 最多 128 个字符' });
    expect(await refused({ code: 'A 1', name: 'x', department_id: dept.QA })).toMatchObject({ code: 400, msg: '工号: 不能包含空格' });
    expect(await refused({ code: 'P0001', name: 'x', department_id: dept.QA })).toMatchObject({ code: 400, msg: '工号: 「P0001」已存在' });
    expect(await refused({ code: code(), name: 'x', department_id: dept.QA, birth_dt: tomorrow(), entry_dt: tomorrow() })).toMatchObject({
      code: 400,
      msg: '出生日期: 必须早于当前时间; 入职日期: 必须早于当前时间',
    });
    const twice = await refused({ code: code(), name: 'x', department_id: dept.QA, departments: [{ department_id: dept.PUR }, { department_id: dept.PUR }] });
    expect(twice).toMatchObject({ code: 400, msg: `所属部门第2行 部门: 「${dept.PUR}」重复` });
    expect(await refused({ code: code(), name: 'x', department_id: 99999999 })).toMatchObject({ code: 400, msg: '主部门: 引用的记录不存在：99999999' });
    expect(await refused({ code: code(), name: 'x', department_id: dept.QA, working_state: '3' })).toMatchObject({ code: 400, msg: '在职状态: 不是有效选项：3' });
  });

  it('looks people up by number or name, pages them and deletes one nobody names', async () => {
    const fuzzy = ok(await person<Paged<{ id: number; code: string; name: string }>>(viewer, 'fuzzy', [{ text: '李娜' }]));
    expect(fuzzy.itemList.map((p) => p.code)).toEqual(['P0003']);
    const page = ok(await person<RecordPage>(admin, 'summary', [{ page: 1, pageSize: 5, filterMap: { working_state: '1' }, fuzzyMap: { code: 'P000' }, sortField: 'code', sortOrder: 'asc' }]));
    expect(page.itemList.map((p) => p.code).slice(0, 3)).toEqual(['P0001', 'P0002', 'P0003']);
    const lina = page.itemList.find((p) => p.code === 'P0003') as Rec;
    expect(lina.account_code).toBe('lina');
    const spare = ok(await person(admin, 'add', [{ code: code(), name: '临时工', department_id: dept.WH }]));
    expect(ok(await person(admin, 'delete', [[spare.id]]))).toEqual({ removed: 1 });
    expect((await person(admin, 'detail', [spare.id])).json.code).toBe(11);
  });

  it('does not delete a person named by a user or by a document (409)', async () => {
    const lina = ok(await person<Paged<{ id: number }>>(admin, 'fuzzy', [{ text: 'P0003' }])).itemList[0];
    expect((await person(admin, 'delete', [[lina.id]])).json).toMatchObject({ code: 409, msg: '人员「李娜」已被用户引用，不能删除' });
    const salesman = ok(await person(admin, 'add', [{ code: code(), name: '业务员甲', department_id: dept.PUR }]));
    await sql`update mdm_customer set salesman_id = ${salesman.id} where tenant_id = '00000002' and id = (select min(id) from mdm_customer where tenant_id = '00000002')`.execute(srv.db.system);
    expect((await person(admin, 'delete', [[salesman.id]])).json).toMatchObject({ code: 409, msg: '人员「业务员甲」已被客户引用，不能删除' });
  });

  it('imports people from a real .xlsx, all or nothing', async () => {
    const [c1, c2] = [code(), code()];
    const good = await upload(
      srv,
      admin,
      await xlsx([
        ['工号*', '姓名*', '主部门*', '在职状态', '入职日期', '手机号', '人员类型'],
        [c1, '导入甲', 'WH', '在职', '2019-07-01', '13800000011', '供应商人员'],
        [c2, '导入乙', 'QA', '离职', '2018-01-01', '', ''],
        ['P0004', '赵磊', 'QA', '在职', '2017-05-01', '13800000004', ''],
      ]),
    );
    const r = ok(await person<ImportResult>(admin, 'leadIn', [good.id]));
    expect(r).toMatchObject({ total: 3, successCnt: 3, createCnt: 2, updateCnt: 1, errors: [] });
    const one = ok(await person<RecordPage>(admin, 'summary', [{ filterMap: { code: c1 } }])).itemList[0] as Rec;
    expect(one).toMatchObject({ name: '导入甲', working_state: '1', entry_dt: '2019-07-01', person_type: 'Supplier', department_id: { code: 'WH' } });
    const full = ok(await person(admin, 'detail', [one.id]));
    expect(depts(full)).toEqual(['WH']);
    const bad = await upload(
      srv,
      admin,
      await xlsx([
        ['工号', '姓名', '主部门', '出生日期'],
        [code(), '未来人', 'QA', tomorrow()],
        [code(), '无部门', '', ''],
      ]),
    );
    const refused = ok(await person<ImportResult>(admin, 'leadIn', [bad.id]));
    expect(refused).toMatchObject({ total: 2, successCnt: 0 });
    expect(refused.errors.map((e) => e.fields)).toEqual([{ birth_dt: '必须早于当前时间' }, { department_id: '不能为空' }]);
  });
});

describe('data scopes, access and tenants', () => {
  it('a person belongs to its main department: each role’s data scope shows its part', async () => {
    const seen = async (user: string) => {
      const s = await srv.session('demo', user);
      const page = ok(await srv.call<RecordPage>(s, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Person', pageSize: 100, filterMap: { code: ['P0001', 'P0002', 'P0003', 'P0005', 'P0006', 'P0007'] } }]));
      return page.itemList.map((p) => p.code).sort();
    };
    expect(await seen('sunli')).toEqual(['P0006']); // Depart: 一号产线
    expect(await seen('zhoujie')).toEqual(['P0001', 'P0005', 'P0006']); // DepartWithChildren: 生产部
  });

  it('needs the functions of 人员档案 to write (4003)', async () => {
    const add = (await person(viewer, 'add', [{ code: code(), name: 'x', department_id: dept.QA }])).json;
    expect(add).toMatchObject({ code: 4003, msg: '没有操作权限：system.person.create' });
    expect((await person(viewer, 'delete', [[1]])).json.code).toBe(4003);
    expect((await person(viewer, 'leadIn', [1])).json).toMatchObject({ code: 4003, msg: '没有操作权限：system.person.import' });
  });

  it('never shows or changes another tenant’s people (11)', async () => {
    const lina = ok(await person<Paged<{ id: number }>>(admin, 'fuzzy', [{ text: 'P0003' }])).itemList[0];
    expect(ok(await person<Paged<unknown>>(acme, 'fuzzy', [{ text: 'P0003' }])).total).toBe(0);
    const acmePeople = ok(await person<RecordPage>(acme, 'summary', [{ pageSize: 100 }]));
    expect(acmePeople.itemList.map((p) => p.code)).toEqual(['A0002']);
    expect((await person(acme, 'detail', [lina.id])).json.code).toBe(11);
    expect((await person(acme, 'update', [{ id: lina.id, version: 1, name: 'hijacked' }])).json.code).toBe(11);
    expect((await person(acme, 'delete', [[lina.id]])).json.code).toBe(11);
    expect(ok(await person(admin, 'detail', [lina.id])).name).toBe('李娜');
  });
});
