// BOMs on a real database: the demo's multi-level BOMs exploded with cumulative quantities
// (getBomByMaterial, preview), the active BOM by type, the cycle rule at any level with its message
// (create and modify, nothing kept), the sheet import (all or nothing), access and tenants.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportResult, RecordPage } from '../../../../schemas/rpc/datax';
import type { Session } from '../../../../schemas/rpc/portal';
import { fileServer, ok, refusal, upload, xlsx } from '../../../../tests/kit';
import type { BomOfMaterial, BomTreeNode } from '../../contracts';
import { codesOf, idsByName, type Rec } from './kit';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
let m: Record<string, number>;
let code: Record<number, string>;
const bom = <T>(s: Session, method: string, args: unknown[]) => srv.call<T>(s, 'mdm.BOM', method, args);
const named = (name: string) => `${name}(${code[m[name]]})`;
const search = (n: BomTreeNode, name: string): BomTreeNode | undefined => (n.name === name ? n : n.children.map((c) => search(c, name)).find(Boolean));
/** The first node of that material name in the tree (depth first). */
function find(n: BomTreeNode, name: string): BomTreeNode {
  const found = search(n, name);
  if (!found) throw new Error(`${name} is not in the tree of ${n.name}`);
  return found;
}

beforeAll(async () => {
  m = await idsByName(srv, admin.tenant.id, 'mdm_material', ['齿轮轴', '法兰盘', '传动轴组件', '输送线模组', '电控柜', '冷轧钢板', '切削液', '深沟球轴承', '润滑脂', '伺服电机', '纸箱']);
  code = await codesOf(srv, admin.tenant.id, Object.values(m));
});

describe('the demo BOMs', () => {
  it('explode over three levels with cumulative quantities (loss rates included)', async () => {
    const r = ok(await bom<BomOfMaterial>(admin, 'getBomByMaterial', [m['输送线模组'], { explode: true, quantity: 2 }]));
    expect(r.bom).toMatchObject({ code: 'BOM-CONV', bom_type: 'Produce', bom_version: 'V1' });
    expect((r.bom as Rec).items).toHaveLength(6);
    const tree = r.tree!;
    expect(tree).toMatchObject({ name: '输送线模组', level: 0, quantity: '2', bomCode: 'BOM-CONV' });
    expect(find(tree, '传动轴组件')).toMatchObject({ level: 1, perParent: '1', quantity: '2', bomCode: 'BOM-SHAFT', processName: '装配' });
    const gear = find(find(tree, '传动轴组件'), '齿轮轴');
    expect(gear).toMatchObject({ level: 2, quantity: '2', bomCode: 'BOM-GEAR' });
    // 3.5 kg per gear shaft with 5 % loss: 3.675 each, 7.35 for two
    expect(find(gear, '冷轧钢板')).toMatchObject({ level: 3, perParent: '3.675', quantity: '7.35', processName: '下料' });
    // two flanges per shaft, 2.2 kg with 3 % loss each: 4 × 2.266
    expect(find(find(find(tree, '传动轴组件'), '法兰盘'), '冷轧钢板')).toMatchObject({ quantity: '9.064' });
    // bolts: 24 per conveyor with 2 % loss
    expect(tree.children.find((c) => c.name === '六角头螺栓')).toMatchObject({ perParent: '24.48', quantity: '48.96' });
  });

  it('answers the active BOM of the type asked, its lines only unless exploded, and null without one', async () => {
    const sale = ok(await bom<BomOfMaterial>(admin, 'getBomByMaterial', [m['输送线模组'], { bomType: 'Sale' }]));
    expect(sale.bom).toMatchObject({ code: 'BOM-CONV-KIT', bom_type: 'Sale' });
    expect(sale.tree).toBeUndefined();
    expect(ok(await bom(admin, 'getBomByMaterial', [m['冷轧钢板']]))).toBeNull();
  });

  it('previews a BOM by id or by material; a material without one is refused with its name', async () => {
    const page = ok(await bom<RecordPage>(admin, 'summary', [{ filterMap: { code: 'BOM-SHAFT' } }]));
    const byId = ok(await bom<BomTreeNode>(admin, 'preview', [{ bomId: page.itemList[0].id }, 3]));
    expect(byId).toMatchObject({ name: '传动轴组件', quantity: '3' });
    expect(find(byId, '深沟球轴承')).toMatchObject({ perParent: '2', quantity: '6' });
    expect(ok(await bom<BomTreeNode>(admin, 'preview', [{ materialId: m['传动轴组件'] }]))).toMatchObject({ bomCode: 'BOM-SHAFT', quantity: '1' });
    expect(refusal(await bom(admin, 'preview', [{ materialId: m['冷轧钢板'] }]))).toEqual({ code: 11, msg: `物料没有启用的物料清单：${named('冷轧钢板')}` });
    expect(refusal(await bom(admin, 'preview', [{}])).code).toBe(400);
  });
});

describe('the cycle rule', () => {
  it('refuses a BOM whose line is its own material', async () => {
    const r = await bom(admin, 'add', [{ material_id: m['齿轮轴'], bom_version: 'V9', bom_type: 'Produce', quantity: 1, items: [{ material_id: m['齿轮轴'], quantity: 1 }] }]);
    expect(refusal(r)).toEqual({ code: 409, msg: `子物料不能是物料清单的物料本身：${named('齿轮轴')}` });
  });

  it('refuses a BOM that contains itself three levels down, naming the loop, and keeps nothing', async () => {
    const r = await bom(admin, 'add', [{ material_id: m['冷轧钢板'], bom_version: 'V1', bom_type: 'Produce', quantity: 1, items: [{ material_id: m['输送线模组'], quantity: 1 }] }]);
    expect(refusal(r)).toEqual({ code: 409, msg: `物料清单存在循环引用：${['冷轧钢板', '输送线模组', '传动轴组件', '齿轮轴', '冷轧钢板'].map(named).join(' → ')}` });
    expect(ok(await bom<RecordPage>(admin, 'summary', [{ filterMap: { material_id: m['冷轧钢板'] } }])).total).toBe(0);
  });

  it('refuses a modify that closes a loop; the BOM keeps its lines', async () => {
    // a saved (not yet audited) BOM of the carton; the conveyor's BOM holds cartons
    const carton = ok(await bom<Rec>(admin, 'add', [{ material_id: m['纸箱'], items: [{ material_id: m['切削液'], quantity: 1 }] }]));
    const items = [{ id: carton.items[0].id, material_id: m['切削液'], quantity: 1 }, { material_id: m['输送线模组'], quantity: 1 }];
    const r = await bom(admin, 'update', [{ id: carton.id, version: carton.version, items }]);
    expect(refusal(r)).toEqual({ code: 409, msg: `物料清单存在循环引用：${['纸箱', '输送线模组', '纸箱'].map(named).join(' → ')}` });
    expect((ok(await bom<Rec>(admin, 'detail', [carton.id])) as Rec).items).toHaveLength(1);
  });

  it('a saved BOM is updated and removed', async () => {
    const b = ok(await bom<Rec>(admin, 'add', [{ material_id: m['深沟球轴承'], bom_version: 'V7', items: [{ material_id: m['润滑脂'], quantity: '0.01' }] }]));
    expect(b).toMatchObject({ bom_type: 'Produce', status: 'Enable' });
    const changed = ok(await bom<Rec>(admin, 'update', [{ id: b.id, version: b.version, quantity: 100, items: [{ id: b.items[0].id, material_id: m['润滑脂'], quantity: 1, loss_rate: 10 }] }]));
    expect(Number(changed.quantity)).toBe(100);
    // 1 per 100 with 10 % loss: 0.011 per bearing
    expect(find(ok(await bom<BomTreeNode>(admin, 'preview', [{ bomId: b.id }])), '润滑脂')).toMatchObject({ perParent: '0.011' });
    expect(ok(await bom(admin, 'remove', [[b.id]]))).toEqual({ removed: 1 });
    expect(ok(await bom(admin, 'getBomByMaterial', [m['深沟球轴承']]))).toBeNull();
  });

  it('an audited BOM is not modified until un-audited', async () => {
    const gear = ok(await bom<BomOfMaterial>(admin, 'getBomByMaterial', [m['齿轮轴']])).bom as Rec;
    expect(refusal(await bom(admin, 'update', [{ id: gear.id, version: gear.version, remark: 'x' }]))).toEqual({ code: 409, msg: '当前状态「已审核」不允许修改' });
  });

  it('accepts a new version of a BOM whose children have BOMs (no loop)', async () => {
    const r = ok(await bom<Rec>(admin, 'add', [{ material_id: m['电控柜'], bom_version: 'V2', bom_type: 'Produce', quantity: 2, status: 'Disable', items: [{ material_id: m['传动轴组件'], quantity: 1, loss_rate: 0 }] }]));
    expect(r.code).toMatch(/^BOM\d{12}$/);
    // disabled: the active BOM of the material is still the demo's
    expect(ok(await bom<BomOfMaterial>(admin, 'getBomByMaterial', [m['电控柜']])).bom).toMatchObject({ code: 'BOM-CAB' });
  });
});

describe('import', () => {
  it('reads BOM lines into BOMs (grouped by BOM code) through the same rules, all or nothing', async () => {
    const head = ['BOM编码', '物料', '版本', 'BOM类型', '基础数量', '子物料', '用量', '损耗率(%)', '投料工序'];
    // a reference by its code (the process 下料)
    const cutting = (await sql<{ code: string }>`select code from mdm_process where tenant_id = ${admin.tenant.id} and name = '下料'`.execute(srv.db.system)).rows[0].code;
    const good = await upload(srv, admin, await xlsx([
      head,
      ['IMP-FL-2', code[m['法兰盘']], 'V2', '生产', 1, code[m['冷轧钢板']], 2.5, 4, cutting],
      ['IMP-FL-2', '', '', '', '', code[m['切削液']], 0.1, 0, ''],
      ['IMP-CAB-S', code[m['电控柜']], 'V1', '销售', 1, code[m['纸箱']], 1, '', ''],
    ]));
    expect(ok(await bom<ImportResult>(admin, 'leadIn', [good.id]))).toMatchObject({ total: 3, successCnt: 3, createCnt: 2, updateCnt: 0, errors: [] });
    const fl = ok(await bom<RecordPage>(admin, 'summary', [{ filterMap: { code: 'IMP-FL-2' } }])).itemList[0] as Rec;
    const detail = ok(await bom<Rec>(admin, 'detail', [fl.id]));
    expect(detail).toMatchObject({ bom_version: 'V2', bom_type: 'Produce', material_id: { id: m['法兰盘'] } });
    expect(detail.items.map((l: Rec) => [l.material_id.id, Number(l.quantity), Number(l.loss_rate ?? 0), l.process_id?.name ?? null])).toEqual([
      [m['冷轧钢板'], 2.5, 4, '下料'],
      [m['切削液'], 0.1, 0, null],
    ]);

    const bad = await upload(srv, admin, await xlsx([
      head,
      ['IMP-OK', code[m['伺服电机']], 'V1', '生产', 1, code[m['纸箱']], 1, 0, ''],
      ['IMP-NO', 'NO-SUCH-MATERIAL', 'V1', '生产', 1, code[m['纸箱']], 1, 0, ''],
    ]));
    const refused = ok(await bom<ImportResult>(admin, 'leadIn', [bad.id]));
    expect(refused).toMatchObject({ total: 2, successCnt: 0, errors: [{ index: 2, key: 'IMP-NO', fields: { material_id: '引用的记录不存在：NO-SUCH-MATERIAL' } }] });
    const loop = await upload(srv, admin, await xlsx([
      head,
      ['IMP-OK2', code[m['伺服电机']], 'V1', '生产', 1, code[m['纸箱']], 1, 0, ''],
      ['IMP-LOOP', code[m['深沟球轴承']], 'V1', '生产', 1, code[m['传动轴组件']], 1, 0, ''],
    ]));
    const cyc = ok(await bom<ImportResult>(admin, 'leadIn', [loop.id]));
    expect(cyc).toMatchObject({ total: 2, successCnt: 0, errors: [{ index: 2, key: 'IMP-LOOP', fields: { items: `物料清单存在循环引用：${['深沟球轴承', '传动轴组件', '深沟球轴承'].map(named).join(' → ')}` } }] });
    expect(ok(await bom<RecordPage>(admin, 'summary', [{ filterMap: { code: ['IMP-OK', 'IMP-OK2', 'IMP-NO', 'IMP-LOOP'] } }])).total).toBe(0);
  });
});

describe('access and tenants', () => {
  it('a read-only role reads BOMs but may not add or import them', async () => {
    const viewer = await srv.session('demo', 'zhaolei');
    expect(refusal(await bom(viewer, 'add', [{ material_id: m['法兰盘'], items: [{ material_id: m['冷轧钢板'], quantity: 1 }] }])).code).toBe(4003);
    expect(refusal(await bom(viewer, 'leadIn', [1])).code).toBe(4003);
  });

  it('another tenant sees none of the demo BOMs', async () => {
    const acme = await srv.session('acme', 'admin');
    expect(ok(await bom<RecordPage>(acme, 'summary', [{}])).total).toBe(0);
    expect(ok(await bom(acme, 'getBomByMaterial', [m['输送线模组']]))).toBeNull();
    const page = ok(await bom<RecordPage>(admin, 'summary', [{ filterMap: { code: 'BOM-CONV' } }]));
    expect(refusal(await bom(acme, 'preview', [{ bomId: page.itemList[0].id }])).code).toBe(11);
  });
});
