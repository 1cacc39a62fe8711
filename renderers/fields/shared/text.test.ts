import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../src/i18n';
import { displayText, EMPTY, isBlank, localLabel, plainText } from './text';
import { findOption, normalizeOptions, optionText } from './options';

afterEach(async () => {
  await i18n.changeLanguage('zh_CN');
});

describe('text helpers', () => {
  it('turns any value into readable text', () => {
    expect(plainText('a')).toBe('a');
    expect(plainText(12.5)).toBe('12.5');
    expect(plainText(true)).toBe('是');
    expect(plainText({ id: 1, name: '甲' })).toBe('甲');
    expect(plainText([{ code: 'A' }, 'b', null])).toBe('A, b');
    expect(plainText({ deep: { x: 1 } })).toBe('');
    expect(plainText(NaN)).toBe('');
    expect(displayText('   ')).toBe(EMPTY);
    expect(isBlank([])).toBe(true);
    expect(isBlank(0)).toBe(false);
  });

  it('labels by language', async () => {
    expect(localLabel({ label: '自制', labelEn: 'House-made' })).toBe('自制');
    await i18n.changeLanguage('en_US');
    expect(localLabel({ label: '自制', labelEn: 'House-made' })).toBe('House-made');
    expect(localLabel({ name: '个', nameIntl: { en_US: 'Piece' } })).toBe('Piece');
    expect(localLabel({ name: '个', nameIntl: {} })).toBe('个');
  });
});

describe('option lists', () => {
  it('normalises {value,label}, {code,name} and plain values, skipping junk', () => {
    expect(normalizeOptions([{ value: 1, label: '一' }, { code: 'B', name: '乙' }, 'C', null, { label: 'no value' }])).toEqual([
      { value: 1, label: '一', labelEn: undefined, color: undefined },
      { value: 'B', label: '乙', labelEn: undefined, color: undefined },
      { value: 'C', label: 'C' },
    ]);
    expect(normalizeOptions('x')).toEqual([]);
  });

  it('matches values as strings and falls back to the raw value', () => {
    const options = normalizeOptions([{ value: 1, label: '一' }]);
    expect(findOption(options, '1')?.label).toBe('一');
    expect(optionText(options, 2)).toBe('2');
    expect(optionText(options, { x: 1 })).toBe('');
  });
});
