// Inspection items and schemes on a real database: the items' kinds (numeric, choice answers as a
// list, formulas over numeric items) with their refusals, quality.InspectScheme's calls (create,
// update, addVersion, statusSwitch, summary, detail), the status machine with one started
// version per code, a started version never edited, who may switch, another tenant seeing
// nothing; and quality.Sample reading the standard's tables.
import { describe, expect, it } from 'vitest';
import type { RecordPage } from '../../../../schemas/rpc/datax';
import type { Session } from '../../../../schemas/rpc/portal';
import { type AnyRecord, fileServer, ok, recordCalls, refused } from '../../../../tests/kit';

const srv = await fileServer();
const admin = await srv.session('demo', 'admin');
const { save } = recordCalls(srv, admin);
const EN = { language: 'en_US' };

const scheme = <T = AnyRecord>(method: string, args: unknown[], s: Session = admin, headers: Record<string, string> = {}) => srv.call<T>(s, 'quality.InspectScheme', method, args, headers);
const saveItem = (record: object, headers: Record<string, string> = {}) => srv.call<AnyRecord>(admin, 'datax.MetaDynamic', 'saveValue', ['QualityItem', record], headers);

const materials = ok(await srv.call<RecordPage>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Material', pageSize: 2 }])).itemList;
const material = Number(materials[0].id);

const length = await save('QualityItem', { code: 'T_LEN', name: '长度', kind: 'Numeric', unit: 'MM', decimals: 2 });
const width = await save('QualityItem', { code: 'T_WID', name: '宽度', kind: 'Numeric' });
const look = await save('QualityItem', {
  code: 'T_LOOK',
  name: '外观',
  kind: 'Choice',
  choices: [
    { answer: '无划伤', qualified: true },
    { answer: '轻微划伤', qualified: true },
    { answer: '严重划伤', qualified: false },
  ],
});

let seq = 0;
const draft = (extra: Record<string, unknown> = {}) => ({
  code: `FA-T${++seq}`,
  scheme_name: `测试方案${seq}`,
  inspect_kind: 'Incoming',
  target_type: 'Material',
  material_id: material,
  schedule: 'PeriodicByMaterial',
  schedule_value: 500,
  measure: 'QualifiedRate',
  measure_value: 98,
  lines: [
    { item_id: length.id, standard_value: 10, lower_limit: 9.8, upper_limit: 10.2, key_item: true },
    { item_id: look.id },
  ],
  ...extra,
});
const switchTo = (ids: number[], status: string, s: Session = admin) => scheme<{ msg: string; updated: number }>('statusSwitch', [{ ids, status }], s);

describe('inspection items', () => {
  it('a choice item lists at least two answers, one of them qualified, each once; only a choice item lists answers', async () => {
    refused(await saveItem({ code: 'T_C1', name: '颜色', kind: 'Choice', choices: [{ answer: '合格', qualified: true }] }), 400, '选项类检验项目T_C1至少需要两个可选结果，且至少一个判为合格');
    refused(await saveItem({ code: 'T_C2', name: '颜色', kind: 'Choice', choices: [{ answer: '红', qualified: false }, { answer: '蓝', qualified: false }] }), 400, '选项类检验项目T_C2至少需要两个可选结果，且至少一个判为合格');
    refused(await saveItem({ code: 'T_C3', name: '颜色', kind: 'Choice', choices: [{ answer: '红', qualified: true }, { answer: '红', qualified: false }] }), 400, '检验项目T_C3的可选结果“红”重复');
    refused(await saveItem({ code: 'T_N1', name: '重量', kind: 'Numeric', choices: [{ answer: '是', qualified: true }] }), 400, '只有选项类检验项目才能设置可选结果：T_N1');
    refused(await saveItem({ code: 'T_C4', name: 'Colour', kind: 'Choice', choices: [] }, EN), 400, 'Choice item T_C4 needs at least two answers, at least one of them qualified');
    expect(look.choices.map((c: AnyRecord) => [c.answer, c.qualified])).toEqual([
      ['无划伤', true],
      ['轻微划伤', true],
      ['严重划伤', false],
    ]);
  });

  it('a formula item reads numeric items of the tenant by code; it is refused when it cannot be read or names others', async () => {
    const area = await save('QualityItem', { code: 'T_AREA', name: '面积', kind: 'Formula', formula: 'T_LEN * T_WID' });
    expect(area.formula).toBe('T_LEN * T_WID');
    refused(await saveItem({ code: 'T_F1', name: '公式', kind: 'Formula' }), 400, '公式类检验项目T_F1必须填写计算公式');
    refused(await saveItem({ code: 'T_F2', name: '公式', kind: 'Formula', formula: 'T_LEN *' }), 400, /^检验项目T_F2的公式无法解析：/);
    refused(await saveItem({ code: 'T_F3', name: '公式', kind: 'Formula', formula: 'T_LEN + T_LOOK + NOPE' }), 400, '检验项目T_F3的公式引用了不存在或非数值类的检验项目：T_LOOK, NOPE');
    refused(await saveItem({ code: 'T_F4', name: '公式', kind: 'Formula', formula: 'T_AREA * 2' }), 400, '检验项目T_F4的公式引用了不存在或非数值类的检验项目：T_AREA');
    refused(await saveItem({ code: 'T_N2', name: '数值', kind: 'Numeric', formula: 'T_LEN' }), 400, '只有公式类检验项目才能填写计算公式：T_N2');
    expect(width.kind).toBe('Numeric');
  });
});

describe('schemes: create, update, summary, detail', () => {
  it('a new code is V1, Saved with items, Undefined without; the same code again is refused (a version is added instead)', async () => {
    const created = ok(await scheme('create', [draft()]));
    expect(created).toMatchObject({ scheme_version: 1, status: 'Saved' });
    expect(created.lines.map((l: AnyRecord) => [l.item_id.code, Number(l.lower_limit), Number(l.upper_limit), l.key_item])).toEqual([
      ['T_LEN', 9.8, 10.2, true],
      ['T_LOOK', 0, 0, false],
    ]);
    const empty = ok(await scheme('create', [draft({ lines: [] })]));
    expect(empty).toMatchObject({ scheme_version: 1, status: 'Undefined' });
    refused(await scheme('create', [draft({ code: created.code })]), 409, `检验方案编码${created.code}已存在，请新增版本`);
    const filled = ok(await scheme('update', [{ id: empty.id, version: empty.version, lines: [{ item_id: width.id, lower_limit: 1, upper_limit: 2 }] }]));
    expect(filled.status).toBe('Saved');
    const detail = ok(await scheme('detail', [created.id]));
    expect(detail.lines).toHaveLength(2);
  });

  it('refuses what a scheme cannot say: no target, an item twice, limits crossed, a standard outside, limits on a choice item, schedule and pass mark out of range', async () => {
    refused(await scheme('create', [draft({ material_id: null })]), 400, '检验方案对象为物料时必须选择物料');
    refused(await scheme('create', [draft({ target_type: 'Process', material_id: null })], admin, EN), 400, 'A scheme for a Process needs its Process');
    refused(await scheme('create', [draft({ lines: [{ item_id: length.id }, { item_id: length.id }] })]), 400, '检验方案明细中检验项目T_LEN重复');
    refused(await scheme('create', [draft({ lines: [{ item_id: length.id, lower_limit: 11, upper_limit: 10 }] })]), 400, '检验项目T_LEN：下限11不能大于上限10');
    refused(await scheme('create', [draft({ lines: [{ item_id: length.id, standard_value: 12, lower_limit: 9, upper_limit: 11 }] })]), 400, '检验项目T_LEN：标准值12不在上下限之间');
    refused(await scheme('create', [draft({ lines: [{ item_id: look.id, upper_limit: 1 }] })]), 400, '检验项目T_LOOK为选项类，不能设置标准值和上下限');
    refused(await scheme('create', [draft({ schedule: 'PeriodicTime', schedule_value: 0 })]), 400, '检验频次为按时间周期时，频次数值必须大于0');
    refused(await scheme('create', [draft({ schedule: 'CustomTime', custom_times: '08:00,25:00' })]), 400, '自定义时间格式应为 HH:mm，多个用逗号分隔：08:00,25:00');
    refused(await scheme('create', [draft({ measure_value: 120 })]), 400, '合格率应大于0且不超过100');
    refused(await scheme('create', [draft({ measure: 'QualifiedNumber', measure_value: 2.5 })]), 400, '合格数应为不小于0的整数');
    expect(ok(await scheme('create', [draft({ schedule: 'CustomTime', custom_times: '08:00, 14:30', schedule_value: null })])).status).toBe('Saved');
  });

  it('summary filters by the spec search fields (material, status, scheme name)', async () => {
    const mine = ok(await scheme('create', [draft({ scheme_name: '摘要筛选方案' })]));
    const page = ok(await scheme<RecordPage>('summary', [{ filterMap: { scheme_name: '摘要筛选方案' } }]));
    expect(page.itemList.map((r) => r.id)).toEqual([mine.id]);
    const saved = ok(await scheme<RecordPage>('summary', [{ filterMap: { status: 'Saved', material_id: material }, pageSize: 100 }]));
    expect(saved.itemList.every((r) => r.status === 'Saved')).toBe(true);
    expect(saved.itemList.map((r) => r.id)).toContain(mine.id);
  });
});

describe('the status machine and versions', () => {
  it('Saved → Passed → Start; a started version is not edited nor removed; Start → Stop → Start', async () => {
    const v1 = ok(await scheme('create', [draft()]));
    refused(await switchTo([v1.id], 'Start'), 409, `检验方案${v1.code} V1当前状态为已保存，不能启用`);
    expect(ok(await switchTo([v1.id], 'Passed'))).toEqual({ msg: '已审核 1 个检验方案', updated: 1 });
    expect(ok(await switchTo([v1.id], 'Reedit')).updated).toBe(1);
    const reedited = ok(await scheme('detail', [v1.id]));
    expect(reedited.status).toBe('Reedit');
    const changed = ok(await scheme('update', [{ id: v1.id, version: reedited.version, measure_value: 95 }]));
    expect(changed.status).toBe('Reedit');
    ok(await switchTo([v1.id], 'Passed'));
    ok(await switchTo([v1.id], 'Start'));
    const started = ok(await scheme('detail', [v1.id]));
    refused(await scheme('update', [{ id: v1.id, version: started.version, measure_value: 90 }]), 409, `检验方案${v1.code} V1当前状态为已启用，不能修改；请新增版本`);
    refused(await scheme('removeByIds', [[v1.id]]), 409, `检验方案${v1.code} V1当前状态为已启用，不能删除`);
    ok(await switchTo([v1.id], 'Stop'));
    ok(await switchTo([v1.id], 'Start'));
    expect(ok(await scheme('detail', [v1.id])).status).toBe('Start');
  });

  it('a list filtered by status counts what the switch moved (the count is not read from before the switch)', async () => {
    const v = ok(await scheme('create', [draft({ scheme_name: '计数方案' })]));
    const count = async (status: string) => ok(await scheme<RecordPage>('summary', [{ filterMap: { scheme_name: '计数方案', status } }])).total;
    expect([await count('Saved'), await count('Passed')]).toEqual([1, 0]);
    ok(await switchTo([v.id], 'Passed'));
    expect([await count('Saved'), await count('Passed')]).toEqual([0, 1]);
  });

  it('an Undefined version (no items) is not approved; a Saved one is removed', async () => {
    const empty = ok(await scheme('create', [draft({ lines: [] })]));
    refused(await switchTo([empty.id], 'Passed'), 409, `检验方案${empty.code} V1当前状态为未定义，不能审核`);
    const saved = ok(await scheme('create', [draft()]));
    expect(ok(await scheme('removeByIds', [[saved.id]]))).toBeTruthy();
  });

  it('addVersion copies the latest version into the next (Saved, its items kept); starting it stops the version started before', async () => {
    const v1 = ok(await scheme('create', [draft()]));
    ok(await switchTo([v1.id], 'Passed'));
    ok(await switchTo([v1.id], 'Start'));
    const v2 = ok(await scheme('addVersion', [{ ids: [v1.id] }]));
    expect(v2).toMatchObject({ code: v1.code, scheme_version: 2, status: 'Saved', scheme_name: v1.scheme_name });
    expect(v2.lines.map((l: AnyRecord) => [l.item_id.code, l.standard_value === null ? null : Number(l.standard_value)])).toEqual([
      ['T_LEN', 10],
      ['T_LOOK', null],
    ]);
    refused(await scheme('addVersion', [v1.id]), 409, `只能在检验方案${v1.code}的最新版本（V2）上新增版本`);
    ok(await switchTo([v2.id], 'Passed'));
    ok(await switchTo([v2.id], 'Start'));
    const both = ok(await scheme<RecordPage>('summary', [{ filterMap: { code: v1.code }, sortField: 'scheme_version', sortOrder: 'ascend' }]));
    expect(both.itemList.map((r) => [r.scheme_version, r.status])).toEqual([
      [1, 'Stop'],
      [2, 'Start'],
    ]);
  });

  it('the switch refuses an unknown target and ids naming the argument; the viewer may not switch; another tenant finds nothing', async () => {
    const v1 = ok(await scheme('create', [draft()]));
    refused(await scheme('statusSwitch', [{ ids: [v1.id], status: 'Saved' }]), 400, /status/);
    refused(await scheme('statusSwitch', [{ ids: [], status: 'Passed' }]), 400, /ids/);
    const viewer = await srv.session('demo', 'zhaolei');
    refused(await switchTo([v1.id], 'Passed', viewer), 4003);
    // the viewer reads the list (its data scope: its own records)
    expect(ok(await scheme<RecordPage>('summary', [{ filterMap: { code: v1.code } }], viewer)).total).toBe(0);
    const acme = await srv.session('acme', 'admin');
    refused(await switchTo([v1.id], 'Passed', acme), 11, `检验方案不存在：${v1.id}`);
    expect(ok(await scheme<RecordPage>('summary', [{}], acme)).total).toBe(0);
  });

  it('an item a scheme uses keeps its kind and is not removed', async () => {
    const item = await save('QualityItem', { code: 'T_USED', name: '在用项目', kind: 'Numeric' });
    const s = ok(await scheme('create', [draft({ lines: [{ item_id: item.id }] })]));
    refused(await saveItem({ id: item.id, version: item.version, kind: 'Formula', formula: 'T_LEN' }), 409, `检验项目T_USED已被检验方案${s.code} V1使用，不能删除或改变类型`);
    refused(await srv.call(admin, 'datax.MetaDynamic', 'removeValue', ['QualityItem', [item.id]]), 409, `检验项目T_USED已被检验方案${s.code} V1使用，不能删除或改变类型`);
  });
});

describe('quality.Sample', () => {
  it('table: lot 1,200 level II AQL 1.0 → J, n 80, Ac 2, Re 3; tightened Ac 1 Re 2; a wrong AQL is refused naming it', async () => {
    expect(ok(await srv.call(admin, 'quality.Sample', 'table', [{ lotSize: 1200, level: 'II', aql: '1.0' }]))).toMatchObject({ letter: 'J', sampleSize: 80, ac: 2, re: 3 });
    expect(ok(await srv.call(admin, 'quality.Sample', 'table', [{ lotSize: 1200, level: 'II', aql: '1.0', severity: 'Tightened' }]))).toMatchObject({ sampleSize: 80, ac: 1, re: 2 });
    refused(await srv.call(admin, 'quality.Sample', 'table', [{ lotSize: 1200, level: 'II', aql: '0.3' }]), 400, /aql/);
    refused(await srv.call(admin, 'quality.Sample', 'table', [{ lotSize: 1, level: 'II', aql: '1.0' }]), 400, /lotSize/);
  });

  it('plan: by a sampling plan record (its level and AQL), at the severity it stands at', async () => {
    const p = await save('QualitySamplePlan', { code: 'T_SP1', name: '测试抽样', inspect_level: 'II', aql: '0.65' });
    expect(ok(await srv.call(admin, 'quality.Sample', 'plan', [{ planId: p.id, lotSize: 1200 }]))).toMatchObject({ code: 'T_SP1', letter: 'J', sampleSize: 80, ac: 1, re: 2, severity: 'Normal' });
    refused(await srv.call(admin, 'quality.Sample', 'plan', [{ code: 'NOPE', lotSize: 10 }]), 11, '抽样方案不存在：NOPE');
  });
});
