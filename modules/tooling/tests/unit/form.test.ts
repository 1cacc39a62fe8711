// The tool dialogs' arguments: what each operation needs before it posts, the readings of a check
// in the plan's order, a reading out of limits marked as it is typed, and strings in both languages.
import { describe, expect, it } from 'vitest';
import { argumentOf, emptyForm, kindOf, outside } from '../../web/form';
import en from '../../web/i18n/en_US';
import zh from '../../web/i18n/zh_CN';

const form = emptyForm('2026-03-01');

describe('tool dialog arguments', () => {
  it('asks for the machine before an install and the reason of an abnormal uninstall', () => {
    expect(argumentOf('install', 7, form)).toEqual({ missing: 'equipmentId' });
    expect(argumentOf('install', 7, { ...form, equipmentId: 3 })).toEqual({ arg: { id: 7, equipmentId: 3, remark: undefined } });
    expect(argumentOf('uninstall', 7, { ...form, abnormal: true })).toEqual({ missing: 'reasonId' });
    expect(argumentOf('uninstall', 7, { ...form, abnormal: false, reasonId: 2 })).toEqual({ arg: { id: 7, abnormal: false, reasonId: undefined, remark: undefined } });
    expect(argumentOf('uninstall', 7, { ...form, abnormal: true, reasonId: 2, remark: ' 崩刃 ' })).toEqual({ arg: { id: 7, abnormal: true, reasonId: 2, remark: '崩刃' } });
    expect(argumentOf('dress', 7, form)).toEqual({ arg: { id: 7, remark: undefined } });
  });

  it('takes a number for every check item, in the plan’s order', () => {
    const items = ['压力', '跳动'];
    expect(argumentOf('check', 9, { ...form, readings: { 压力: '2.5' } }, items)).toEqual({ missing: 'reading:跳动' });
    expect(argumentOf('check', 9, { ...form, readings: { 压力: '2.5', 跳动: 'ok' } }, items)).toEqual({ missing: 'reading:跳动' });
    expect(argumentOf('check', 9, { ...form, shift: 'Evening', readings: { 跳动: ' 0.01 ', 压力: '2.5' } }, items)).toEqual({
      arg: { id: 9, shift: 'Evening', checkDate: '2026-03-01', readings: [{ item: '压力', value: '2.5' }, { item: '跳动', value: '0.01' }], remark: undefined },
    });
  });

  it('marks a reading outside standard − lower … standard + upper, the limits themselves inside', () => {
    const item = { standard_value: '2.5', upper_deviation: '0.3', lower_deviation: '0.2' };
    expect(outside('2.8', item)).toBe(false);
    expect(outside('2.3', item)).toBe(false);
    expect(outside('2.8001', item)).toBe(true);
    expect(outside('2.2999', item)).toBe(true);
    expect(outside('', item)).toBe(false);
  });

  it('knows the kind from the list’s entity', () => {
    expect(kindOf('FixtureFile')).toBe('Fixture');
    expect(kindOf('CutterFile')).toBe('Cutter');
  });
});

describe('tool strings', () => {
  const keys = (o: object, prefix = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
  it('has every string in both languages', () => {
    expect(keys(en).sort()).toEqual(keys(zh).sort());
  });
});
