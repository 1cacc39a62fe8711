// The coding rules' pure part, as the server and the web both use it: the save checks with their
// exact messages, date formats, the code a rule makes (fills, spaces, too long, missing values,
// flow numbers running out), reset periods and the preview.
import { describe, expect, it } from 'vitest';
import { ruleIssues } from '../../coding/check';
import { dateFormatPieces, formatDate } from '../../coding/date-format';
import { fieldName, fieldsOf, SOURCE_FIELD_OPTIONS } from '../../coding/fields';
import { CodeError, im, say } from '../../coding/messages';
import { previewCode } from '../../coding/preview';
import { codeMaker, periodKey } from '../../coding/render';
import { type RuleSpec, ruleSpecOf } from '../../coding/types';

const rule = (rule_type: string, segments: Array<Record<string, unknown>>): RuleSpec => ruleSpecOf({ code: 'R1', name: '规则', rule_type, segments });
const flow = (extra: Record<string, unknown> = {}) => ({ kind: 'flow', length: 4, ...extra });
const zh = (r: RuleSpec) => ruleIssues(r).map((i) => say('zh_CN', i));
const en = (r: RuleSpec) => ruleIssues(r, 'en_US').map((i) => say('en_US', i));
const day = new Date('2026-01-15T10:30:00Z');

describe('save checks', () => {
  it('accepts a well-formed rule', () => {
    expect(ruleIssues(rule('Batch', [{ kind: 'text', fixed_value: 'PC' }, { kind: 'date', date_format: 'YYYYMMDD' }, flow({ reset_period: 'Day' })]))).toEqual([]);
  });

  it('needs the fixed text and the delimiter', () => {
    const r = rule('Common', [{ kind: 'text' }, { kind: 'delimiter', fixed_value: '' }, flow()]);
    expect(zh(r)).toEqual(['编码段第1行：固定文本不能为空', '编码段第2行：分隔符不能为空']);
    expect(en(r)).toEqual(['segment row 1: the fixed text is required', 'segment row 2: the delimiter is required']);
    expect(ruleIssues(r).map((i) => i.field)).toEqual(['segments[0].fixed_value', 'segments[1].fixed_value']);
  });

  it('allows one flow-number segment only', () => {
    const r = rule('Common', [flow(), { kind: 'delimiter', fixed_value: '-' }, flow()]);
    expect(zh(r)).toEqual(['流水号段只能有一个']);
    expect(en(r)).toEqual(['a rule may have only one flow-number segment']);
    expect(ruleIssues(r)[0].field).toBe('segments[2].kind');
  });

  it('wants a positive whole flow length of at most 12 digits, a start of at least 0 that fits, a positive step', () => {
    expect(zh(rule('Common', [flow({ length: 0 })]))).toEqual(['编码段第1行：流水号长度必须是正整数']);
    expect(en(rule('Common', [flow({ length: null })]))).toEqual(['segment row 1: the flow-number length must be a positive whole number']);
    expect(zh(rule('Common', [flow({ length: 2.5 })]))).toEqual(['编码段第1行：流水号长度必须是正整数']);
    expect(zh(rule('Common', [flow({ length: 13 })]))).toEqual(['编码段第1行：流水号长度最多 12 位']);
    expect(zh(rule('Common', [flow({ flow_start: -1 })]))).toEqual(['编码段第1行：流水号起始值必须是不小于 0 的整数']);
    expect(zh(rule('Common', [flow({ flow_start: 10000 })]))).toEqual(['编码段第1行：流水号起始值超过了 4 位']);
    expect(zh(rule('Common', [flow({ flow_step: 0 })]))).toEqual(['编码段第1行：流水号步长必须是正整数']);
    expect(en(rule('Common', [flow({ flow_step: 0 })]))).toEqual(['segment row 1: the flow-number step must be a positive whole number']);
  });

  it('wants fill characters of exactly one character', () => {
    const r = rule('Material', [{ kind: 'string', source_field: 'code', length: 8, fill_rule: 'LeftFill', fill_char: '00' }, flow({ fill_char: '' }), { kind: 'text', fixed_value: 'x' }]);
    expect(zh(r)).toEqual(['编码段第1行：填充字符必须是一个字符']);
    expect(en(r)).toEqual(['segment row 1: the fill character must be exactly one character']);
    expect(zh(rule('Common', [flow({ fill_char: '##' })]))).toEqual(['编码段第1行：填充字符必须是一个字符']);
    // one character as people count them
    expect(ruleIssues(rule('Common', [flow({ fill_char: '零' })]))).toEqual([]);
  });

  it('wants a length and a fill character to fill, and a positive length', () => {
    expect(zh(rule('Material', [{ kind: 'string', source_field: 'code', fill_rule: 'RightFill' }, flow()]))).toEqual([
      '编码段第1行：填充时必须设置长度',
      '编码段第1行：填充时必须设置填充字符',
    ]);
    expect(zh(rule('Material', [{ kind: 'string', source_field: 'code', length: 0 }, flow()]))).toEqual(['编码段第1行：长度必须是正整数']);
  });

  it('takes string segments from the identity fields of the rule type', () => {
    expect(zh(rule('Material', [{ kind: 'string' }, flow()]))).toEqual(['编码段第1行：请选择来源字段']);
    expect(zh(rule('Warehouse', [{ kind: 'string', source_field: 'spec' }, flow()]))).toEqual(['编码段第1行：「规格型号」不是「仓库」类型的标识字段']);
    expect(en(rule('Warehouse', [{ kind: 'number', source_field: 'spec' }, flow()]))).toEqual(['segment row 1: Specification is not an identity field of type Warehouse']);
  });

  it('accepts date formats of YYYY, YY, MM, DD with separators, and says so otherwise', () => {
    for (const ok of ['YYYYMMDD', 'YYYY-MM-DD', 'YYMM', 'YY/MM/DD', 'DD.MM.YYYY', 'YYYY_MM', 'YYYY']) expect(dateFormatPieces(ok), ok).not.toBeNull();
    for (const bad of ['yyyymmdd', 'YYYYMMDDHH', 'YYYYYY', 'MMMM', 'YYYY MM', 'YYYY年MM月', '--', 'Q']) expect(dateFormatPieces(bad), bad).toBeNull();
    const r = rule('Batch', [{ kind: 'date', date_format: 'YYYY年MM月' }, flow()]);
    expect(zh(r)).toEqual(['编码段第1行：日期格式只能由 YYYY、YY、MM、DD 组成（可用 - / . _ 分隔），如 YYYYMMDD、YYYY-MM-DD']);
    expect(en(r)).toEqual(['segment row 1: the date format may only combine YYYY, YY, MM and DD (separated by - / . _ if you like), e.g. YYYYMMDD, YYYY-MM-DD']);
    expect(zh(rule('Batch', [{ kind: 'date' }, flow()]))).toEqual(['编码段第1行：日期格式不能为空']);
    expect(formatDate('YYYY-MM-DD', day)).toBe('2026-01-15');
    expect(formatDate('YYMMDD', day)).toBe('260115');
    expect(formatDate('DD.MM.YYYY', day)).toBe('15.01.2026');
  });

  it('wants a rule type, a segment at least and a kind on every segment', () => {
    expect(zh(ruleSpecOf({ segments: [{ fixed_value: 'x' }] }))).toEqual(['请选择规则类型', '编码段第1行：请选择段类型']);
    expect(zh(rule('Common', []))).toEqual(['编码规则至少需要一个编码段']);
    expect(en(rule('Common', []))).toEqual(['a coding rule needs at least one segment']);
  });
});

describe('making codes', () => {
  const make = (r: RuleSpec, values: Record<string, string> = {}) => codeMaker(r, { date: day, values, lang: 'zh_CN' });
  const refusal = (fn: () => unknown) => {
    try {
      fn();
    } catch (e) {
      if (e instanceof CodeError) return im('zh_CN', e.key, e.vars);
      throw e;
    }
    throw new Error('not refused');
  };

  it('puts the segments together around the flow number, filled with 0 unless said', () => {
    const batch = rule('Batch', [{ kind: 'text', fixed_value: 'PC' }, { kind: 'date', date_format: 'YYYYMMDD' }, flow()]);
    expect([1, 2, 10, 9999].map(make(batch))).toEqual(['PC202601150001', 'PC202601150002', 'PC202601150010', 'PC202601159999']);
    const star = rule('Common', [{ kind: 'text', fixed_value: 'X' }, { kind: 'delimiter', fixed_value: '-' }, flow({ length: 3, fill_char: '*' })]);
    expect(make(star)(7)).toBe('X-**7');
  });

  it('refuses a flow number longer than its length (the numbers are used up)', () => {
    const r = rule('Common', [{ kind: 'text', fixed_value: 'A' }, flow({ length: 2 })]);
    expect(make(r)(99)).toBe('A99');
    expect(refusal(() => make(r)(100))).toBe('编码规则「R1」的流水号已用完（2 位）');
  });

  it('fills string segments left or right, removes spaces when asked, refuses values that are too long or missing', () => {
    const left = rule('Material', [{ kind: 'string', source_field: 'code', length: 8, fill_rule: 'LeftFill', fill_char: '0' }, flow()]);
    expect(make(left, { code: 'M12' })(1)).toBe('00000M120001');
    const right = rule('Material', [{ kind: 'string', source_field: 'spec', length: 6, fill_rule: 'RightFill', fill_char: '_', intercept_space: true }, flow()]);
    expect(make(right, { spec: 'M 8 ' })(1)).toBe('M8____0001');
    const kept = rule('Material', [{ kind: 'string', source_field: 'spec' }, flow()]);
    expect(make(kept, { spec: 'M 8' })(1)).toBe('M 80001');
    expect(refusal(() => make(left, { code: 'WL-000000001' }))).toBe('字段「物料编码」的值「WL-000000001」超过长度 8');
    expect(refusal(() => make(left, {}))).toBe('生成编码缺少字段「物料编码」的值');
    const en = () => codeMaker(left, { date: day, values: { code: '123456789' }, lang: 'en_US' });
    expect(() => en()).toThrow(CodeError);
    try {
      en();
    } catch (e) {
      expect(im('en_US', (e as CodeError).key, (e as CodeError).vars)).toBe('the value "123456789" of Material code is longer than 8');
    }
  });

  it('takes digits only into number segments', () => {
    const r = rule('Batch', [{ kind: 'number', source_field: 'quantity', length: 5, fill_rule: 'LeftFill', fill_char: '0' }, flow()]);
    expect(make(r, { quantity: '42' })(3)).toBe('000420003');
    expect(refusal(() => make(r, { quantity: '4.5' }))).toBe('字段「数量」的值「4.5」不是数字');
  });

  it('counts flow numbers per day, month or year of the clock (UTC), or for ever', () => {
    expect(periodKey('Day', day)).toBe('20260115');
    expect(periodKey('Month', day)).toBe('202601');
    expect(periodKey('Year', day)).toBe('2026');
    expect(periodKey('None', day)).toBe('');
    expect(periodKey(null, day)).toBe('');
    expect(periodKey('Day', new Date('2026-01-15T23:59:59Z'))).toBe('20260115');
    expect(periodKey('Day', new Date('2026-01-16T00:00:00Z'))).toBe('20260116');
  });
});

describe('preview and fields', () => {
  it('shows the first code of a period with the samples of the fields', () => {
    expect(previewCode(rule('Batch', [{ kind: 'text', fixed_value: 'PC' }, { kind: 'date', date_format: 'YYYYMMDD' }, flow({ reset_period: 'Day' })]), day)).toEqual({ code: 'PC202601150001' });
    expect(previewCode(rule('Warehouse', [{ kind: 'string', source_field: 'code' }, { kind: 'delimiter', fixed_value: '-' }, flow({ length: 3, flow_start: 5 })]), day)).toEqual({ code: 'CK01-005' });
  });

  it('says what is wrong instead, in the language asked for', () => {
    const bad = rule('Common', [{ kind: 'text' }, flow()]);
    expect(previewCode(bad, day)).toEqual({ error: '编码段第1行：固定文本不能为空' });
    expect(previewCode(bad, day, 'en_US')).toEqual({ error: 'segment row 1: the fixed text is required' });
    expect(previewCode(rule('Material', [{ kind: 'number', source_field: 'name' }, flow()]), day)).toEqual({ error: '字段「物料名称」的值「深沟球轴承」不是数字' });
  });

  it('answers the identity fields of each rule type, one source-field option per field code', () => {
    expect(fieldsOf('Material').map((f) => f.code)).toEqual(['code', 'name', 'spec', 'category', 'unit']);
    expect(fieldsOf('Warehouse').map((f) => f.code)).toEqual(['code', 'name', 'area_code', 'position_code']);
    expect(fieldsOf('Nope')).toEqual([]);
    expect(fieldName('Person', 'code', 'zh_CN')).toBe('员工编号');
    const codes = SOURCE_FIELD_OPTIONS.map((o) => o.value);
    expect(new Set(codes).size).toBe(codes.length);
    expect(SOURCE_FIELD_OPTIONS.find((o) => o.value === 'code')).toEqual({ value: 'code', label: '编码', labelEn: 'Code' });
  });

  it('reads rules as forms and records hold them (options as {dict}, numbers as text)', () => {
    const r = ruleSpecOf({ rule_type: { dict: 'Batch' }, segments: [{ kind: { value: 'flow' }, length: '4', flow_start: '', intercept_space: 'true' }] });
    expect(r.rule_type).toBe('Batch');
    expect(r.segments[0]).toMatchObject({ kind: 'flow', length: 4, flow_start: null, intercept_space: true });
    expect(ruleSpecOf({ segments: [{ kind: 'flow', length: 'x' }] }).segments[0].length).toBeNaN();
  });
});
