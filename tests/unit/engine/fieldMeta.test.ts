// The field metadata rules of the schema engine, one by one.
import { describe, expect, it } from 'vitest';
import { defaultKindOf, parseDefaultValue, parseLimitValue } from '../../../src/engine/defaults';
import { columnWidthOf, DEFAULT_COLUMN_WIDTH, INVALID_VALUE, isSortable, mergeFieldMeta, spanOf } from '../../../src/engine/fieldMeta';
import { attr, pageField } from '../../kit/web/fakes';

describe('mergeFieldMeta: field metadata rules', () => {
  it('requiredTag gives required', () => {
    expect(mergeFieldMeta(pageField('code', 'String', { requiredTag: true }), attr('code', 'String')).required).toBe(true);
    // the page decides, not the attribute
    expect(mergeFieldMeta(pageField('code', 'String', { requiredTag: false }), attr('code', 'String', { required: true })).required).toBe(false);
  });

  it('width 0 means 6 on the 24-column grid; wider than the grid is the whole row', () => {
    expect(mergeFieldMeta(pageField('code', 'String', { width: 0 }), attr('code', 'String')).width).toBe(6);
    expect(mergeFieldMeta(pageField('code', 'String', { width: 12 }), attr('code', 'String')).width).toBe(12);
    expect(spanOf(40)).toBe(24);
    expect(spanOf(-3)).toBe(6);
  });

  it('editTag false is not editable, displayTag false is not visible', () => {
    const meta = mergeFieldMeta(pageField('code', 'String', { editTag: false, displayTag: false }), attr('code', 'String'));
    expect(meta).toMatchObject({ editable: false, visible: false });
  });

  it('merging with missing metadata fails with "invalid value passed"', () => {
    expect(() => mergeFieldMeta(undefined, attr('code', 'String'))).toThrow(INVALID_VALUE);
    expect(() => mergeFieldMeta(null, null)).toThrow(INVALID_VALUE);
    expect(() => mergeFieldMeta({ ...pageField('x', 'String'), code: '' }, null)).toThrow(INVALID_VALUE);
    // a page field the entity does not have (and no system field) is missing metadata too
    expect(() => mergeFieldMeta(pageField('no_such_field', 'String'), undefined)).toThrow('invalid value passed');
  });

  it('system fields need no attribute', () => {
    const meta = mergeFieldMeta(pageField('status_dict', 'Status'), null);
    expect(meta).toMatchObject({ code: 'status_dict', dataType: 'Status', attr: null });
    expect(isSortable(meta)).toBe(true);
    expect(isSortable(mergeFieldMeta(pageField('files', 'Enclosure'), null))).toBe(false);
  });

  it('takes the page field name, else the attribute name in the current language', () => {
    expect(mergeFieldMeta(pageField('code', 'String', { name: '编码' }), attr('code', 'String')).name).toBe('编码');
    expect(mergeFieldMeta(pageField('code', 'String', { name: '' }), attr('code', 'String', { name: '代码' })).name).toBe('代码');
    expect(mergeFieldMeta(pageField('code', 'String', { name: '' }), attr('code', 'String'), { language: 'en_US' }).name).toBe('code (en)');
  });

  it('column width: a Table field its own px, else the attribute tableWidth, else the default', () => {
    expect(columnWidthOf(pageField('a', 'String', { block: 'Table', width: 210 }), attr('a', 'String', { tableWidth: 90 }))).toBe(210);
    expect(columnWidthOf(pageField('a', 'String', { block: 'Form', width: 12 }), attr('a', 'String', { tableWidth: 90 }))).toBe(90);
    expect(columnWidthOf(pageField('a', 'String', { block: 'Table', width: 0 }), attr('a', 'String'))).toBe(DEFAULT_COLUMN_WIDTH);
  });

  it('the data type comes from the page field (widget overrides), else from the attribute', () => {
    expect(mergeFieldMeta(pageField('note', 'Remark'), attr('note', 'String')).dataType).toBe('Remark');
    expect(mergeFieldMeta(pageField('note', ''), attr('note', 'String')).dataType).toBe('String');
  });

  it('passes limitValue and override props through', () => {
    const meta = mergeFieldMeta(pageField('parent', 'Supplier', { limitValue: '{"filterMap":{"category":"A"}}' }), attr('parent', 'Supplier'), { props: { extra: 1 } });
    expect(meta.limitValue).toEqual({ filterMap: { category: 'A' } });
    expect(meta.props).toEqual({ extra: 1 });
  });
});

describe('default values {dictValue, commonValue, normalValue}', () => {
  const json = JSON.stringify({ dictValue: 'A', commonValue: { id: 7, code: 'S7', name: '七' }, normalValue: 'plain' });

  it('dictValue wins for dictionary fields', () => {
    expect(defaultKindOf('Dict', attr('c', 'Dict'))).toBe('dictValue');
    expect(defaultKindOf('DictType', null)).toBe('dictValue');
    expect(mergeFieldMeta(pageField('c', 'Dict', { defaultValue: json }), attr('c', 'Dict')).defaultValue).toBe('A');
  });

  it('commonValue wins for references', () => {
    expect(mergeFieldMeta(pageField('p', 'Supplier', { defaultValue: json }), attr('p', 'Supplier')).defaultValue).toEqual({ id: 7, code: 'S7', name: '七' });
    expect(defaultKindOf('FuzzyCommon', null)).toBe('commonValue');
  });

  it('normalValue otherwise', () => {
    expect(mergeFieldMeta(pageField('n', 'String', { defaultValue: json }), attr('n', 'String')).defaultValue).toBe('plain');
    expect(parseDefaultValue('{"normalValue": 5}', 'Number', attr('n', 'Number'))).toBe(5);
  });

  it('a parse failure (or a JSON without the member) gives an empty default', () => {
    expect(parseDefaultValue('{not json', 'String', attr('n', 'String', { defaultValue: 'x' }))).toBeUndefined();
    expect(parseDefaultValue('"text"', 'String', null)).toBeUndefined();
    expect(parseDefaultValue('{"dictValue":"A"}', 'String', null)).toBeUndefined();
  });

  it('without a page default the attribute default applies', () => {
    expect(parseDefaultValue(null, 'EnumType', attr('status', 'EnumType', { defaultValue: 'Enable' }))).toBe('Enable');
    expect(parseDefaultValue('  ', 'String', null)).toBeUndefined();
  });

  it('limitValue: JSON when it parses, else the text, null when empty', () => {
    expect(parseLimitValue('[1,2]')).toEqual([1, 2]);
    expect(parseLimitValue('S001')).toBe('S001');
    expect(parseLimitValue('')).toBeNull();
    expect(parseLimitValue(null)).toBeNull();
  });
});

describe('a stored default of "today"', () => {
  it('is the browser\'s day whether it comes from the page field ({"normalValue":"$today"}) or the attribute', async () => {
    const { parseDefaultValue } = await import('../../../src/engine/defaults');
    const d = new Date();
    const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    expect(parseDefaultValue('{"normalValue":"$today"}', 'DateTime', null)).toBe(day);
    expect(parseDefaultValue(null, 'DateTime', { defaultValue: '$today' } as never)).toBe(day);
    expect(parseDefaultValue('{"normalValue":"2026-01-02"}', 'DateTime', null)).toBe('2026-01-02');
  });
});
