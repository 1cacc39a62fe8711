import { describe, expect, it } from 'vitest';
import { capitalAmount } from './capitalAmount';

describe('capitalAmount (人民币大写)', () => {
  it.each([
    [0, '零元整'],
    ['0.00', '零元整'],
    [1, '壹元整'],
    [10, '壹拾元整'],
    [15, '壹拾伍元整'],
    [100, '壹佰元整'],
    [101, '壹佰零壹元整'],
    [110, '壹佰壹拾元整'],
    [1004, '壹仟零肆元整'],
    [1040, '壹仟零肆拾元整'],
    [1234.5, '壹仟贰佰叁拾肆元伍角'],
    [1234.56, '壹仟贰佰叁拾肆元伍角陆分'],
    [1234.06, '壹仟贰佰叁拾肆元零陆分'],
    [1680.32, '壹仟陆佰捌拾元叁角贰分'],
    [0.5, '伍角'],
    [0.07, '柒分'],
    [0.57, '伍角柒分'],
    [10000, '壹万元整'],
    [10004, '壹万零肆元整'],
    [10400, '壹万零肆佰元整'],
    [100000.07, '壹拾万元零柒分'],
    [100100, '壹拾万零壹佰元整'],
    [101000, '壹拾万壹仟元整'],
    [1010000, '壹佰零壹万元整'],
    [1001000, '壹佰万壹仟元整'],
    [10010000, '壹仟零壹万元整'],
    [99999999.99, '玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
    [100000000, '壹亿元整'],
    [100000001, '壹亿零壹元整'],
    [100010000, '壹亿零壹万元整'],
    [100001000, '壹亿零壹仟元整'],
    [101000000, '壹亿零壹佰万元整'],
    [110000000, '壹亿壹仟万元整'],
    [1000000000.01, '壹拾亿元零壹分'],
    ['1000000000.01', '壹拾亿元零壹分'],
    [1234567890.12, '壹拾贰亿叁仟肆佰伍拾陆万柒仟捌佰玖拾元壹角贰分'],
    ['1000000000000', '壹万亿元整'],
    ['1000000010000', '壹万亿零壹万元整'],
    ['1234567800000000', '壹仟贰佰叁拾肆万伍仟陆佰柒拾捌亿元整'],
    ['1000100000000', '壹万零壹亿元整'],
    ['9999999999999999.99', '玖仟玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
  ])('%s → %s', (value, words) => {
    expect(capitalAmount(value)).toBe(words);
  });

  it('rounds half up to 分 on the decimal text, never through floats', () => {
    expect(capitalAmount(1.005)).toBe('壹元零壹分');
    expect(capitalAmount('2.675')).toBe('贰元陆角捌分');
    expect(capitalAmount(0.1 + 0.2)).toBe('叁角'); // 0.30000000000000004
    expect(capitalAmount(0.004)).toBe('零元整');
  });

  it('writes negatives with 负, and no 负 for an amount that rounds to zero', () => {
    expect(capitalAmount(-1234.5)).toBe('负壹仟贰佰叁拾肆元伍角');
    expect(capitalAmount('-0.07')).toBe('负柒分');
    expect(capitalAmount(-100000000)).toBe('负壹亿元整');
    expect(capitalAmount(-0.001)).toBe('零元整');
  });

  it('gives nothing for what is not a number, and refuses amounts past 万亿', () => {
    for (const v of [null, undefined, '', 'abc', true, {}]) expect(capitalAmount(v)).toBe('');
    expect(() => capitalAmount('10000000000000000')).toThrow(RangeError);
  });
});
