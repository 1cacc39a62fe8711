// Coding rules on a real database: the demo rules, saves through identity.Rule and through the
// detail page's generic call, every check of a save with its exact message (zh_CN, en_US), codes
// unique per tenant, 示例编码 kept by the server, a rule in use not removed (a tenant's own
// references to it, on a built-in entity and on its own entity), the identity fields, the menu,
// and who may do what.
import { describe, expect, it } from 'vitest';
import type { NavNode } from '../../../../schemas/menus/types';
import type { RecordPage, RecordValue } from '../../../../schemas/rpc/datax';
import type { Session } from '../../../../schemas/rpc/portal';
import { type Answer, fileServer, ok, walk } from '../../../../tests/kit';
import type { IdentityFieldRow } from '../../contracts';

const srv = await fileServer();
const admin = await srv.session('demo', 'admin');
const acme = await srv.session('acme', 'admin');
// biome-ignore lint/suspicious/noExplicitAny: records answer many shapes
type Rec = RecordValue & Record<string, any>;

const EN = { language: 'en_US' };
const rule = <T = Rec>(s: Session, method: string, args: unknown[], headers: Record<string, string> = {}) => srv.call<T>(s, 'identity.Rule', method, args, headers) as Promise<Answer<T>>;
const flow = (extra: Record<string, unknown> = {}) => ({ kind: 'flow', length: 4, ...extra });
let seq = 0;
const draft = (segments: unknown[], extra: Record<string, unknown> = {}) => ({ code: `T${++seq}`, name: `测试规则${seq}`, rule_type: 'Common', segments, ...extra });
const refusedSave = async (segments: unknown[], extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
  const r = await rule<{ fields?: Record<string, string> }>(admin, 'save', [draft(segments, extra)], headers);
  expect(r.json.code).toBe(400);
  return r.json;
};

describe('the demo rules', () => {
  it('are there on the first start, each with its segments in order and its sample code', async () => {
    const list = ok(await rule<RecordPage>(admin, 'summaryPage', [{ pageSize: 50, sortField: 'code', sortOrder: 'ascend' }]));
    expect(list.itemList.map((r) => [r.code, r.name, r.rule_type])).toEqual([
      ['KWM', '库位码', 'Warehouse'],
      ['PCH', '批次号', 'Batch'],
      ['RQM', '容器码', 'Container'],
      ['WLTM', '物料条码', 'Material'],
    ]);
    const pch = ok(await rule(admin, 'detail', [list.itemList.find((r) => r.code === 'PCH')!.id]));
    expect(pch.segments.map((s: Rec) => [s.kind, s.fixed_value ?? s.date_format ?? s.length])).toEqual([['text', 'PC'], ['date', 'YYYYMMDD'], ['flow', 4]]);
    expect(pch.segments[2]).toMatchObject({ reset_period: 'Day', fill_char: '0', flow_start: 1, flow_step: 1 });
    expect(pch.preview).toMatch(/^PC20\d{6}0001$/);
    expect(list.itemList.find((r) => r.code === 'KWM')!.preview).toBe('CK01-A01-001');
    expect(ok(await rule<RecordPage>(acme, 'summaryPage', [{}])).total).toBe(0);
  });
});

describe('saving a rule', () => {
  it('creates and changes a rule, keeping its sample code', async () => {
    const created = ok(await rule(admin, 'save', [draft([{ kind: 'text', fixed_value: 'AB' }, { kind: 'delimiter', fixed_value: '-' }, flow({ length: 3 })])]));
    expect(created.preview).toBe('AB-001');
    expect(created.segments).toHaveLength(3);
    const changed = ok(
      await rule(admin, 'save', [{ id: created.id, version: created.version, segments: [...created.segments.slice(0, 2), { ...created.segments[2], flow_start: 7, fill_char: '#' }] }]),
    );
    expect(changed).toMatchObject({ version: 2, preview: 'AB-##7' });
    // the stored rule says the same
    expect(ok(await rule(admin, 'detail', [created.id])).preview).toBe('AB-##7');
    // the header alone: the stored segments are checked with it
    const renamed = ok(await rule(admin, 'update', [{ id: created.id, version: 2, name: '改名' }]));
    expect(renamed).toMatchObject({ name: '改名', preview: 'AB-##7' });
  });

  it('needs a rule code and a name', async () => {
    const noCode = await refusedSave([flow()], { code: '' });
    expect(noCode.msg).toBe('规则编码: 不能为空');
    const noName = await refusedSave([flow()], { name: ' ' }, EN);
    expect(noName.msg).toBe('Rule name: is required');
    const neither = await refusedSave([flow()], { code: null, name: null });
    expect(neither.msg).toBe('规则编码: 不能为空; 规则名称: 不能为空');
    expect(neither.body.fields).toEqual({ code: '不能为空', name: '不能为空' });
  });

  it('needs the fixed text and the delimiter', async () => {
    const r = await refusedSave([{ kind: 'text' }, { kind: 'delimiter' }, flow()]);
    expect(r.msg).toBe('编码段第1行：固定文本不能为空; 编码段第2行：分隔符不能为空');
    expect(r.body.fields).toEqual({ 'segments[0].fixed_value': '编码段第1行：固定文本不能为空', 'segments[1].fixed_value': '编码段第2行：分隔符不能为空' });
    expect((await refusedSave([{ kind: 'text' }, flow()], {}, EN)).msg).toBe('segment row 1: the fixed text is required');
    expect((await refusedSave([flow(), { kind: 'delimiter' }], {}, EN)).msg).toBe('segment row 2: the delimiter is required');
  });

  it('allows one flow-number segment only, of a positive whole length', async () => {
    expect((await refusedSave([flow(), flow()])).msg).toBe('流水号段只能有一个');
    expect((await refusedSave([flow(), flow()], {}, EN)).msg).toBe('a rule may have only one flow-number segment');
    expect((await refusedSave([flow({ length: 0 })])).msg).toBe('编码段第1行：流水号长度必须是正整数');
    expect((await refusedSave([flow({ length: -2 })], {}, EN)).msg).toBe('segment row 1: the flow-number length must be a positive whole number');
    expect((await refusedSave([{ kind: 'text', fixed_value: 'A' }, flow({ length: null })])).msg).toBe('编码段第2行：流水号长度必须是正整数');
  });

  it('wants fill characters of exactly one character', async () => {
    const r = await refusedSave([flow({ fill_char: '00' })]);
    expect(r.msg).toBe('编码段第1行：填充字符必须是一个字符');
    expect(r.body.fields).toEqual({ 'segments[0].fill_char': '编码段第1行：填充字符必须是一个字符' });
    expect((await refusedSave([{ kind: 'string', source_field: 'code', length: 6, fill_rule: 'LeftFill', fill_char: 'ab' }, flow()], {}, EN)).msg).toBe(
      'segment row 1: the fill character must be exactly one character',
    );
  });

  it('accepts date formats of YYYY, YY, MM, DD only', async () => {
    const r = await refusedSave([{ kind: 'date', date_format: 'YYYY年MM月' }, flow()]);
    expect(r.msg).toBe('编码段第1行：日期格式只能由 YYYY、YY、MM、DD 组成（可用 - / . _ 分隔），如 YYYYMMDD、YYYY-MM-DD');
    expect((await refusedSave([{ kind: 'date', date_format: 'yyyy-mm-dd' }, flow()], {}, EN)).msg).toBe(
      'segment row 1: the date format may only combine YYYY, YY, MM and DD (separated by - / . _ if you like), e.g. YYYYMMDD, YYYY-MM-DD',
    );
    const fine = ok(await rule(admin, 'save', [draft([{ kind: 'date', date_format: 'YYYY-MM-DD' }, { kind: 'delimiter', fixed_value: '/' }, flow()])]));
    expect(fine.preview).toMatch(/^\d{4}-\d{2}-\d{2}\/0001$/);
  });

  it('takes string segments from the identity fields of the rule type', async () => {
    expect((await refusedSave([{ kind: 'string', source_field: 'spec' }, flow()], { rule_type: 'Warehouse' })).msg).toBe('编码段第1行：「规格型号」不是「仓库」类型的标识字段');
    expect((await refusedSave([{ kind: 'string' }, flow()], { rule_type: 'Material' })).msg).toBe('编码段第1行：请选择来源字段');
    // a type change is checked against the stored segments
    const m = ok(await rule(admin, 'save', [draft([{ kind: 'string', source_field: 'spec' }, flow()], { rule_type: 'Material' })]));
    expect(m.preview).toBe('6204-2RS0001');
    const retyped = await rule(admin, 'save', [{ id: m.id, version: m.version, rule_type: 'Person' }]);
    expect(retyped.json).toMatchObject({ code: 400, msg: '编码段第1行：「规格型号」不是「人员」类型的标识字段' });
  });

  it('refuses the same through the detail page’s generic save', async () => {
    const r = await srv.call(admin, 'datax.MetaDynamic', 'saveValue', ['IdentityRule', draft([{ kind: 'text' }, flow()])]);
    expect(r.json).toMatchObject({ code: 400, msg: '编码段第1行：固定文本不能为空' });
    const saved = await srv.call<Rec>(admin, 'datax.MetaDynamic', 'saveValue', ['IdentityRule', draft([{ kind: 'text', fixed_value: 'G' }, flow()], { preview: 'forged' })]);
    expect(saved.json.body.preview).toBe('G0001');
  });

  it('needs at least one segment, and codes unique per tenant', async () => {
    expect((await refusedSave([])).msg).toBe('编码规则至少需要一个编码段');
    expect((await refusedSave([], {}, EN)).msg).toBe('a coding rule needs at least one segment');
    expect((await rule(admin, 'save', [{ code: 'NOSEG', name: '无编码段', rule_type: 'Common' }])).json.msg).toBe('编码规则至少需要一个编码段');
    const dup = await rule(admin, 'save', [{ ...draft([flow()]), code: 'PCH' }]);
    expect(dup.json).toMatchObject({ code: 400, msg: '规则编码: 「PCH」已存在' });
    expect((await rule(admin, 'save', [{ ...draft([flow()]), code: 'PCH' }], EN)).json.msg).toBe('Rule code: "PCH" already exists');
    // another tenant's codes are its own
    ok(await rule(acme, 'save', [{ ...draft([flow()]), code: 'PCH' }]));
  });
});

describe('removing a rule', () => {
  const meta = (s: Session, method: string, args: unknown[]) => srv.call(s, 'datax.Metadata', method, args);

  it('refuses a rule another record refers to (a tenant reference on a material, on its own entity), then removes it with its counters', async () => {
    const r = ok(await rule(admin, 'save', [draft([{ kind: 'text', fixed_value: 'M' }, flow()], { code: 'INUSE' })]));
    ok(await rule<string[]>(admin, 'ruleBatchGenerator', [{ ruleId: r.id, count: 2 }]));
    ok(await meta(admin, 'saveAttribute', ['Material', { code: 'barcode_rule', name: '条码规则', nameEn: 'Barcode rule', dataType: 'FuzzyCommon', quoteEntityCode: 'IdentityRule' }]));
    const material = ok(await srv.call<Rec>(admin, 'datax.MetaDynamic', 'saveValue', ['Material', { code: 'IDT-M1', name: '标识测试物料', unit: 'PCS', barcode_rule: r.id }]));

    const refused = await rule(admin, 'removeByIds', [[r.id]]);
    expect(refused.json).toMatchObject({ code: 409, msg: '编码规则「INUSE」已被物料「IDT-M1」使用，不能删除' });
    expect((await rule(admin, 'removeByIds', [[r.id]], EN)).json.msg).toBe('coding rule INUSE is used by Material IDT-M1 and cannot be deleted');
    // the list page's generic removal too
    expect((await srv.call(admin, 'datax.MetaDynamic', 'removeValue', ['IdentityRule', [r.id]])).json.code).toBe(409);

    ok(await srv.call(admin, 'datax.MetaDynamic', 'saveValue', ['Material', { id: material.id, version: material.version, barcode_rule: null }]));
    ok(await meta(admin, 'saveEntity', [{ code: 'LabelJob', name: '打印任务', nameEn: 'Print job' }]));
    ok(await meta(admin, 'saveAttribute', ['LabelJob', { code: 'code', name: '任务号', dataType: 'String', max: 32 }]));
    ok(await meta(admin, 'saveAttribute', ['LabelJob', { code: 'rule', name: '编码规则', dataType: 'FuzzyCommon', quoteEntityCode: 'IdentityRule' }]));
    const job = ok(await srv.call<Rec>(admin, 'datax.MetaDynamic', 'saveValue', ['LabelJob', { code: 'JOB-1', rule: r.id }]));
    expect((await rule(admin, 'removeByIds', [[r.id]])).json.msg).toBe('编码规则「INUSE」已被打印任务「JOB-1」使用，不能删除');

    ok(await srv.call(admin, 'datax.MetaDynamic', 'removeValue', ['LabelJob', [job.id]]));
    expect(ok(await rule<{ removed: number }>(admin, 'removeByIds', [[r.id]]))).toEqual({ removed: 1 });
    const counters = await srv.db.pool.query('select count(*)::int as n from identity_serial where rule_id = $1', [r.id]);
    expect(counters.rows[0].n).toBe(0);
    // a new rule of the same code starts again from its first number
    const again = ok(await rule(admin, 'save', [draft([{ kind: 'text', fixed_value: 'M' }, flow()], { code: 'INUSE' })]));
    expect(ok(await rule<string[]>(admin, 'ruleBatchGenerator', [{ ruleId: again.id, count: 1 }]))).toEqual(['M0001']);
  });
});

describe('identity fields and the menu', () => {
  it('answers the fields of a rule type, or of every type', async () => {
    const material = ok(await rule<IdentityFieldRow[]>(admin, 'getFieldList', ['Material']));
    expect(material.map((f) => f.code)).toEqual(['code', 'name', 'spec', 'category', 'unit']);
    expect(material[0]).toEqual({ type: 'Material', code: 'code', name: '物料编码', nameEn: 'Material code', sample: 'WL0001' });
    const all = ok(await rule<IdentityFieldRow[]>(admin, 'getFieldList', []));
    expect(new Set(all.map((f) => f.type))).toEqual(new Set(['Common', 'Batch', 'Material', 'Container', 'Person', 'Equipment', 'Warehouse']));
    expect((await rule(admin, 'getFieldList', ['Vehicle'])).json.code).toBe(400);
  });

  it('has 标识字段, 编码规则 (with 批量生成) and its detail, and keeps the label pages', async () => {
    const nodes = walk((await srv.call<NavNode[]>(admin, 'portal.MenuAlloc', 'getAllocatedPortalTree', ['Web', admin.role.id])).json.body);
    const identity = nodes.find((n) => n.code === 'mod.identity')!;
    expect(identity.children!.map((n) => n.url)).toEqual(['identity/Field', 'identity/Rule', 'identity/RuleDetail', 'identity/Label', 'identity/PrintDesigner']);
    const list = identity.children!.find((n) => n.url === 'identity/Rule')!;
    expect(JSON.parse(list.params!)).toMatchObject({ class: 'VformList', entityCode: 'IdentityRule', detailUrl: 'identity/RuleDetail' });
    expect(list.buttons!.map((b) => b.code)).toContain('identity.rule.generate');
  });
});

describe('who may do what', () => {
  it('lets the warehouse keeper read rules (of its data scope) but not change them or generate; the viewer not even read them', async () => {
    const pch = ok(await rule<RecordPage>(admin, 'summaryPage', [{ filterMap: { code: 'PCH' } }])).itemList[0];
    const refusals = [
      ['ruleBatchGenerator', [{ ruleId: pch.id, count: 1 }]],
      ['save', [draft([flow()])]],
      ['save', [{ id: pch.id, version: pch.version, name: 'x' }]],
      ['removeByIds', [[pch.id]]],
    ] as const;
    const keeper = await srv.session('demo', 'wangqiang');
    ok(await rule<RecordPage>(keeper, 'summaryPage', [{}]));
    expect(ok(await rule<IdentityFieldRow[]>(keeper, 'getFieldList', ['Batch'])).length).toBe(5);
    for (const [method, args] of refusals) expect((await rule(keeper, method, [...args])).json.code, method).toBe(4003);
    const generate = await rule(keeper, 'ruleBatchGenerator', [{ ruleId: pch.id, count: 1 }]);
    expect(generate.json.msg).toBe('没有操作权限：identity.rule.generate');

    const viewer = await srv.session('demo', 'zhaolei');
    for (const [method, args] of [['summaryPage', [{}]], ['getFieldList', ['Batch']], ...refusals] as const) {
      expect((await rule(viewer, method, [...args])).json.code, method).toBe(4003);
    }
  });

  it('keeps each tenant to its own rules', async () => {
    const pch = ok(await rule<RecordPage>(admin, 'summaryPage', [{ filterMap: { code: 'PCH' } }])).itemList[0];
    expect((await rule(acme, 'detail', [pch.id])).json.code).toBe(11);
    expect((await rule(acme, 'ruleBatchGenerator', [{ ruleId: pch.id, count: 1 }])).json.code).toBe(11);
    expect((await rule(acme, 'removeByIds', [[pch.id]])).json.code).toBe(11);
  });
});
