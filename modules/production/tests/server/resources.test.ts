// Routes, process units and equipment on a real database: a material's default route with its
// processes in order (mdm.ProcessRoute/getByMaterial), one default route per material, the demo's
// machines through mdm.Equipment (equipment status, parallel jobs), the 生产基础 menu node with its
// pages for the roles that hold them, and tenants.
import { beforeAll, describe, expect, it } from 'vitest';
import type { NavNode } from '../../../../schemas/menus/types';
import type { ImportResult, RecordPage } from '../../../../schemas/rpc/datax';
import type { Session } from '../../../../schemas/rpc/portal';
import { fileServer, ok, refusal, upload, walk, xlsx } from '../../../../tests/kit';
import { idsByName, type Rec } from './kit';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
let m: Record<string, number>;
const save = (s: Session, entity: string, record: Record<string, unknown>) => srv.call<Rec>(s, 'datax.MetaDynamic', 'saveValue', [entity, record]);

beforeAll(async () => {
  m = await idsByName(srv, admin.tenant.id, 'mdm_material', ['齿轮轴', '冷轧钢板']);
});

describe('routes', () => {
  it('a material’s default route answers its processes in order with times, units and inspection flags', async () => {
    const route = ok(await srv.call<Rec>(admin, 'mdm.ProcessRoute', 'getByMaterial', [m['齿轮轴']]));
    expect(route).toMatchObject({ code: 'RT-GEAR', name: '齿轮轴加工路线' });
    expect(route.processes.map((p: Rec) => [p.process_id.name, Number(p.standard_time), p.time_unit, Number(p.setup_time), p.process_unit_id.code, p.next_inspect])).toEqual([
      ['下料', 10, 'Minute', 5, 'PU-MC', false],
      ['粗车', 25, 'Minute', 15, 'PU-MC', false],
      ['精车', 30, 'Minute', 15, 'PU-MC', false],
      ['铣键槽', 20, 'Minute', 10, 'PU-MC', false],
      ['热处理', 2, 'Hour', 30, 'PU-HT', false],
      ['磨外圆', 35, 'Minute', 20, 'PU-MC', true],
    ]);
    expect(ok(await srv.call(admin, 'mdm.ProcessRoute', 'getByMaterial', [m['冷轧钢板']]))).toBeNull();
  });

  it('a material has one default route: a second is refused with the first one’s name, a non-default one is taken', async () => {
    const routes = ok(await srv.call<RecordPage>(admin, 'mdm.ProcessRoute', 'summary', [{ filterMap: { code: 'RT-FLANGE' } }]));
    const other = routes.itemList[0].id;
    expect(refusal(await save(admin, 'MaterialRoute', { material_id: m['齿轮轴'], route_id: other, is_default: true }))).toEqual({ code: 409, msg: '物料已有默认工艺路线：齿轮轴加工路线(RT-GEAR)' });
    const alt = ok(await save(admin, 'MaterialRoute', { material_id: m['齿轮轴'], route_id: other, is_default: false }));
    expect(refusal(await save(admin, 'MaterialRoute', { id: alt.id, version: alt.version, is_default: true })).msg).toBe('物料已有默认工艺路线：齿轮轴加工路线(RT-GEAR)');
    expect(ok(await srv.call<Rec>(admin, 'mdm.ProcessRoute', 'getByMaterial', [m['齿轮轴']])).code).toBe('RT-GEAR');
  });

  it('a route needs at least one process', async () => {
    expect(refusal(await srv.call(admin, 'mdm.ProcessRoute', 'add', [{ code: 'RT-EMPTY', name: '空路线', processes: [] }])).code).toBe(400);
  });
});

describe('equipment', () => {
  it('the demo’s twelve machines belong to process units, with their processes, status and parallel jobs', async () => {
    const page = ok(await srv.call<RecordPage>(admin, 'mdm.Equipment', 'summary', [{ pageSize: 50 }]));
    expect(page.total).toBe(12);
    const furnace = (page.itemList as Rec[]).find((e) => e.code === 'EQ-HT-01')!;
    expect(furnace).toMatchObject({ equipment_status: '1', parallel: 4, process_unit_id: { code: 'PU-HT' } });
    const detail = ok(await srv.call<Rec>(admin, 'mdm.Equipment', 'detail', [furnace.id]));
    expect(detail.processes.map((p: Rec) => p.process_id.name)).toEqual(['热处理']);
  });

  it('takes the listed equipment statuses only, one parallel job by default; batchRemove removes', async () => {
    expect(refusal(await srv.call(admin, 'mdm.Equipment', 'add', [{ code: 'EQ-X1', name: '试验机', level: 'B', equipment_status: '3' }])).code).toBe(400);
    const e = ok(await srv.call<Rec>(admin, 'mdm.Equipment', 'add', [{ code: 'EQ-X1', name: '试验机', level: 'B', equipment_status: '4' }]));
    expect(e).toMatchObject({ equipment_status: '4', parallel: 1 });
    const changed = ok(await srv.call<Rec>(admin, 'mdm.Equipment', 'update', [{ id: e.id, version: e.version, equipment_status: '1', parallel: 2 }]));
    expect(changed).toMatchObject({ equipment_status: '1', parallel: 2 });
    expect(ok(await srv.call(admin, 'mdm.Equipment', 'batchRemove', [[e.id]]))).toEqual({ removed: 1 });
    expect(refusal(await srv.call(admin, 'mdm.Equipment', 'detail', [e.id])).code).toBe(11);
  });

  it('imports machines from a sheet (the generic import of the entity), all or nothing', async () => {
    const head = ['设备编码', '设备名称', '设备等级', '设备状态', '并行任务数', '工序单元'];
    const bad = await upload(srv, admin, await xlsx([head, ['EQ-IMP-1', '导入车床', 'A类', '正常', 2, 'PU-MC'], ['EQ-IMP-2', '导入磨床', 'B', '故障', '', 'PU-MC']]));
    expect(ok(await srv.call<ImportResult>(admin, 'mdm.Equipment', 'leadIn', [bad.id]))).toMatchObject({ total: 2, successCnt: 0, errors: [{ index: 2, key: 'EQ-IMP-2', fields: { parallel: '不能为空' } }] });
    const good = await upload(srv, admin, await xlsx([head, ['EQ-IMP-1', '导入车床', 'A类', '正常', 2, 'PU-MC'], ['EQ-IMP-2', '导入磨床', 'B', '故障', 1, 'PU-HT']]));
    expect(ok(await srv.call<ImportResult>(admin, 'mdm.Equipment', 'leadIn', [good.id]))).toMatchObject({ total: 2, successCnt: 2, createCnt: 2, errors: [] });
    const page = ok(await srv.call<RecordPage>(admin, 'mdm.Equipment', 'summary', [{ filterMap: { code: ['EQ-IMP-1', 'EQ-IMP-2'] } }]));
    expect((page.itemList as Rec[]).map((e) => [e.code, e.level, e.equipment_status, e.parallel, e.process_unit_id?.code]).sort()).toEqual([
      ['EQ-IMP-1', 'A', '1', 2, 'PU-MC'],
      ['EQ-IMP-2', 'B', '4', 1, 'PU-HT'],
    ]);
  });
});

describe('menus, roles and tenants', () => {
  const tree = async (s: Session) => ok(await srv.call<NavNode[]>(s, 'portal.MenuAlloc', 'getAllocatedPortalTree', ['Web', s.role.id]));

  it('生产基础 holds the mdm pages of production; the read-only role sees them without their write functions', async () => {
    const node = (await tree(admin)).find((n) => n.code === 'mod.prdmdm')!;
    expect(node.name).toBe('生产基础');
    expect(walk(node.children).filter((n) => n.type === 2 && !n.hidden).map((n) => n.url)).toEqual(['mdm/Bom', 'mdm/ProcessRoute', 'mdm/MaterialRoute', 'mdm/ProcessUnit', 'mdm/Equipment', 'mdm/ShiftRule', 'mdm/Calendar']);
    const calendar = walk(node.children).find((n) => n.url === 'mdm/Calendar')!;
    expect(calendar.functionList).toEqual(expect.arrayContaining(['mdm.calendar.generate', 'mdm.calendar.update']));
    const viewer = await srv.session('demo', 'zhaolei');
    const seen = walk((await tree(viewer)).find((n) => n.code === 'mod.prdmdm')?.children ?? []);
    expect(seen.find((n) => n.url === 'mdm/Calendar')?.functionList ?? []).not.toContain('mdm.calendar.generate');
    expect(seen.find((n) => n.url === 'mdm/Bom')?.functionList ?? []).not.toContain('mdm.bom.create');
  });

  it('another tenant sees none of the demo’s routes, units or machines', async () => {
    const acme = await srv.session('acme', 'admin');
    for (const [service, method] of [['mdm.ProcessRoute', 'summary'], ['mdm.Equipment', 'summary']]) expect(ok(await srv.call<RecordPage>(acme, service, method, [{}])).total).toBe(0);
    expect(ok(await srv.call(acme, 'mdm.ProcessRoute', 'getByMaterial', [m['齿轮轴']]))).toBeNull();
  });
});
