// The pieces behind paste and keyboard moves in line tables: spreadsheet text, conversion of
// pasted text per field (numbers, dates, yes/no, dictionaries and options by code or name,
// references by code), and where a key press lands.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeField } from '../../../renderers/fields/shared/testFields';
import { clearDictCache } from '../../../renderers/fields/shared/dictCache';
import { moveFrom, moveOfKey } from '../../../src/templates/lines/keyboard';
import { convertText, parseDate, parseNumber, pickByCode, referenceLookup } from '../../../src/templates/lines/pasteValues';
import { isCellBlock, parseTsv } from '../../../src/templates/lines/tsv';
import { DictApi, EntityApi, resetServices } from '../../kit/web/servicesMock';

vi.mock('../../../src/api/services', () => import('../../kit/web/servicesMock'));

beforeEach(() => {
  resetServices();
  clearDictCache();
});

describe('spreadsheet text', () => {
  it('splits rows and cells; quoted cells keep their tabs, newlines and quotes; the last newline ends the block', () => {
    expect(parseTsv('a\tb\r\nc\td\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseTsv('"x\ty"\t"line 1\nline 2"\t"say ""hi"""\n1\t\t3')).toEqual([
      ['x\ty', 'line 1\nline 2', 'say "hi"'],
      ['1', '', '3'],
    ]);
    expect(isCellBlock('12')).toBe(false);
    expect(isCellBlock('12\n')).toBe(false);
    expect(isCellBlock('1\t2')).toBe(true);
    expect(isCellBlock('1\n2\n')).toBe(true);
  });
});

describe('pasted text → field values', () => {
  const never = async () => null;

  it('numbers with separators and a currency sign; whole numbers for integer fields; dates in the usual spellings', () => {
    expect(parseNumber('1,234.50')).toBe(1234.5);
    expect(parseNumber('¥ 12')).toBe(12);
    expect(typeof parseNumber('12abc')).toBe('symbol');
    expect(typeof parseNumber('1.5', true)).toBe('symbol');
    expect(parseDate('2024/3/5')).toBe('2024-03-05');
    expect(parseDate('2024年3月5日')).toBe('2024-03-05');
    expect(typeof parseDate('2024-02-30')).toBe('symbol');
  });

  it('yes/no, options by value or label, dictionary entries by code or name, empty text clears', async () => {
    DictApi.listByCode.mockResolvedValue([
      { code: 'pcs', dict: 'unit', name: '个', nameIntl: { en_US: 'Piece' } },
      { code: 'kg', dict: 'unit', name: '千克', nameIntl: { en_US: 'Kilogram' } },
    ]);
    const options = [
      { value: 'A', label: '甲类', labelEn: 'Class A' },
      { value: 'B', label: '乙类', labelEn: 'Class B' },
    ];
    expect(await convertText(makeField('Bool', { attr: { dataTypeDict: 'BOOL' } }), '是', never)).toEqual({ value: true });
    expect(await convertText(makeField('EnumType', { attr: { options } }), '乙类', never)).toEqual({ value: 'B' });
    expect(await convertText(makeField('EnumType', { attr: { options } }), 'class a', never)).toEqual({ value: 'A' });
    const unit = makeField('Dict', { attr: { dataTypeDict: 'DICT', dictCode: 'unit' } });
    expect(await convertText(unit, '千克', never)).toEqual({ value: 'kg' });
    expect(await convertText(unit, 'Piece', never)).toEqual({ value: 'pcs' });
    expect(await convertText(unit, '吨', never)).toBeNull();
    expect(await convertText(makeField('Dict', { multiple: true, attr: { dataTypeDict: 'DICT', dictCode: 'unit' } }), 'pcs，kg', never)).toEqual({ value: ['pcs', 'kg'] });
    expect(await convertText(unit, '  ', never)).toEqual({ value: null });
    expect(DictApi.listByCode).toHaveBeenCalledTimes(1);
  });

  it('references by code: the exact code, else a unique code or name ignoring case; one lookup per distinct text', async () => {
    const hits = [
      { id: 1, code: 'M-1', name: '螺栓' },
      { id: 2, code: 'M-10', name: '螺母' },
    ];
    expect(pickByCode(hits, 'M-1')?.id).toBe(1);
    expect(pickByCode(hits, 'm-10')?.id).toBe(2);
    expect(pickByCode(hits, '螺母')?.id).toBe(2);
    expect(pickByCode(hits, 'M')).toBeNull();
    EntityApi.fuzzyPage.mockResolvedValue({ itemList: hits, total: 2, page: 1, pageSize: 20 });
    const lookup = referenceLookup();
    const material = makeField('Material', { attr: { dataTypeDict: 'QUOTE', quoteEntityCode: 'Material' } });
    expect(await convertText(material, 'M-10', lookup)).toEqual({ value: { id: 2, code: 'M-10', name: '螺母' } });
    expect(await convertText(material, 'M-10', lookup)).toEqual({ value: { id: 2, code: 'M-10', name: '螺母' } });
    expect(await convertText(material, 'X', lookup)).toBeNull();
    expect(EntityApi.fuzzyPage).toHaveBeenCalledTimes(2);
    expect(EntityApi.fuzzyPage).toHaveBeenCalledWith([{ entityCode: 'Material', text: 'M-10', page: 1, pageSize: 20 }], { cancelPrevious: false, ignoreError: true });
  });
});

describe('keyboard moves', () => {
  const key = (k: string, extra: Partial<{ shiftKey: boolean; ctrlKey: boolean }> = {}) => ({ key: k, shiftKey: false, altKey: false, ctrlKey: false, metaKey: false, ...extra });
  const input = () => document.createElement('input');

  it('Tab / Enter go on through the editable columns and rows; Enter past the end appends; arrows stay in the column', () => {
    const editable = [0, 2];
    expect(moveFrom({ row: 0, col: 0 }, 'next', 2, editable)).toEqual({ row: 0, col: 2 });
    expect(moveFrom({ row: 0, col: 2 }, 'next', 2, editable)).toEqual({ row: 1, col: 0 });
    expect(moveFrom({ row: 1, col: 2 }, 'next', 2, editable)).toBeNull();
    expect(moveFrom({ row: 1, col: 2 }, 'enter', 2, editable)).toBe('append');
    expect(moveFrom({ row: 1, col: 0 }, 'previous', 2, editable)).toEqual({ row: 0, col: 2 });
    expect(moveFrom({ row: 0, col: 0 }, 'previous', 2, editable)).toBeNull();
    expect(moveFrom({ row: 0, col: 1 }, 'down', 2, editable)).toEqual({ row: 1, col: 1 });
    expect(moveFrom({ row: 0, col: 1 }, 'up', 2, editable)).toBeNull();
  });

  it('keys an open dropdown, a select or a multi-line text needs are left to them', () => {
    expect(moveOfKey(key('Tab', { shiftKey: true }), input())).toBe('previous');
    expect(moveOfKey(key('Enter'), input())).toBe('enter');
    expect(moveOfKey(key('Enter', { ctrlKey: true }), input())).toBeNull();
    expect(moveOfKey(key('Enter'), document.createElement('textarea'))).toBeNull();
    const open = input();
    open.setAttribute('aria-expanded', 'true');
    expect(moveOfKey(key('Enter'), open)).toBeNull();
    const select = document.createElement('div');
    select.className = 'ant-select';
    const search = select.appendChild(input());
    expect(moveOfKey(key('ArrowDown'), search)).toBeNull();
    expect(moveOfKey(key('Enter'), search)).toBe('enter');
    expect(moveOfKey(key('ArrowDown'), input())).toBe('down');
  });
});
