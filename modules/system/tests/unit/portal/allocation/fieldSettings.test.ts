// A role's field settings: default value checks, widths, ordering inside a block and
// plate, and what a save sends (addField / removeFields) — only what changed.
import { describe, expect, it } from 'vitest';
import type { AllocField } from '../../../../../../schemas/rpc/portal-alloc';
import { defaultValueProblem, fieldChanges, hasProblems, moveBefore, moveRow, previewFields, rowProblems, rowsOf, updateRow, widthProblem } from '../../../../web/portal/allocation/fieldSettings';
import { allocField as field } from './allocField';

const fields = (): AllocField[] => [
  field('name', 'Table', 20),
  field('code', 'Table', 10),
  field('contact', 'Table', 30, { allocated: false }),
  field('phone', 'Table', 40, { allocated: false, displayTag: false }),
  field('code', 'Form', 10),
  field('qty', 'Item', 20, { plateCode: 'lines' }),
  field('price', 'Item', 10, { plateCode: 'lines' }),
  field('note', 'Item', 5, { plateCode: 'extra' }),
];
const codes = (rows: ReturnType<typeof rowsOf>, block: string) => rows.filter((r) => r.block === block).map((r) => r.code);

describe('loading', () => {
  it('orders by block, then plate, then the page order; a hidden row of the role stays given but not displayed', () => {
    const rows = rowsOf(fields(), ['lines', 'extra']);
    expect(rows.map((r) => `${r.block}.${r.code}`)).toEqual(['Form.code', 'Item.price', 'Item.qty', 'Item.note', 'Table.code', 'Table.name', 'Table.contact', 'Table.phone']);
    expect(rows.find((r) => r.code === 'contact')).toMatchObject({ given: false, displayTag: true });
    expect(rows.find((r) => r.code === 'phone')).toMatchObject({ given: true, displayTag: false });
  });
});

describe('default values (JSON with dictValue, commonValue, normalValue)', () => {
  it('accept none, or an object of the three keys', () => {
    expect(defaultValueProblem('')).toBeNull();
    expect(defaultValueProblem('{"normalValue":"x"}')).toBeNull();
    expect(defaultValueProblem('{"dictValue":"Normal","commonValue":{"id":1,"name":"a"}}')).toBeNull();
  });
  it('refuse what is not JSON, not an object, or has other keys', () => {
    expect(defaultValueProblem('{normalValue:1}')).toBe('json');
    expect(defaultValueProblem('[1]')).toBe('object');
    expect(defaultValueProblem('"x"')).toBe('object');
    expect(defaultValueProblem('{"other":1}')).toBe('keys');
    expect(defaultValueProblem('{"normalValue":1,"value":2}')).toBe('keys');
  });
  it('block a save while a given field has one wrong; a field taken away does not count', () => {
    const rows = rowsOf(fields());
    const bad = updateRow(rows, 'Form::code', { defaultValue: '{"x":1}' });
    expect(rowProblems(bad.find((r) => r.key === 'Form::code')!)).toEqual({ defaultValue: 'keys' });
    expect(hasProblems(bad)).toBe(true);
    expect(hasProblems(updateRow(bad, 'Form::code', { given: false }))).toBe(false);
  });
});

describe('widths', () => {
  it('span 0-24 in forms, px in the Table block', () => {
    expect(widthProblem(24, 'Form')).toBeNull();
    expect(widthProblem(25, 'Form')).toBe('width');
    expect(widthProblem(1.5, 'Header')).toBe('width');
    expect(widthProblem(160, 'Table')).toBeNull();
    expect(widthProblem(2001, 'Table')).toBe('tableWidth');
  });
});

describe('ordering', () => {
  it('moves a row up and down among its block and plate only', () => {
    const rows = rowsOf(fields(), ['lines', 'extra']);
    expect(codes(moveRow(rows, 'Table::name', -1), 'Table')).toEqual(['name', 'code', 'contact', 'phone']);
    expect(codes(moveRow(rows, 'Table::code', -1), 'Table')).toEqual(['code', 'name', 'contact', 'phone']);
    expect(codes(moveRow(rows, 'Table::phone', 1), 'Table')).toEqual(['code', 'name', 'contact', 'phone']);
    // the last of plate `lines` does not pass into plate `extra`
    expect(codes(moveRow(rows, 'Item:lines:qty', 1), 'Item')).toEqual(['price', 'qty', 'note']);
  });
  it('drops a dragged row before the target of the same block and plate', () => {
    const rows = rowsOf(fields(), ['lines', 'extra']);
    expect(codes(moveBefore(rows, 'Table::contact', 'Table::code'), 'Table')).toEqual(['contact', 'code', 'name', 'phone']);
    expect(moveBefore(rows, 'Table::contact', 'Form::code')).toEqual(rows);
    expect(moveBefore(rows, 'Item:extra:note', 'Item:lines:price')).toEqual(rows);
  });
  it('keeps plates together when a field changes plate', () => {
    const rows = rowsOf(fields(), ['lines', 'extra']);
    expect(codes(updateRow(rows, 'Item:lines:price', { plateCode: 'extra' }, ['lines', 'extra']), 'Item')).toEqual(['qty', 'price', 'note']);
  });
});

describe('what a save sends', () => {
  it('nothing when nothing changed', () => {
    const rows = rowsOf(fields());
    expect(fieldChanges(rows, rows)).toEqual({ add: [], remove: [] });
  });
  it('removeFields for an unticked field, addField with all settings for a ticked or changed one', () => {
    const rows = rowsOf(fields());
    let next = updateRow(rows, 'Table::name', { given: false });
    next = updateRow(next, 'Table::contact', { given: true });
    next = updateRow(next, 'Form::code', { requiredTag: true, width: 12, defaultValue: '{"normalValue":"A"}' });
    const changes = fieldChanges(rows, next);
    expect(changes.remove).toEqual([{ block: 'Table', code: 'name', plateCode: '' }]);
    expect(changes.add).toEqual([
      { block: 'Form', code: 'code', plateCode: '', displayTag: true, editTag: true, requiredTag: true, width: 12, defaultValue: '{"normalValue":"A"}', limitValue: null, sn: 10 },
      { block: 'Table', code: 'contact', plateCode: '', displayTag: true, editTag: true, requiredTag: false, width: 120, defaultValue: null, limitValue: null, sn: 30 },
    ]);
  });
  it('renumbers a reordered block (sending the rows whose order changed), and moves a field to another plate as remove + add', () => {
    const rows = rowsOf(fields(), ['lines', 'extra']);
    const reordered = moveRow(rows, 'Table::name', -1);
    expect(fieldChanges(rows, reordered).add.map((s) => [s.code, s.sn])).toEqual([
      ['name', 10],
      ['code', 20],
    ]);
    const moved = updateRow(rows, 'Item:lines:price', { plateCode: 'extra' }, ['lines', 'extra']);
    const changes = fieldChanges(rows, moved);
    expect(changes.remove).toEqual([{ block: 'Item', code: 'price', plateCode: 'lines' }]);
    expect(changes.add.find((s) => s.code === 'price')).toMatchObject({ plateCode: 'extra' });
  });
});

describe('preview', () => {
  it('shows the given and displayed fields, with their plate ids and a default only when valid', () => {
    const rows = updateRow(rowsOf(fields(), ['lines', 'extra']), 'Form::code', { defaultValue: '{"bad":1}' });
    const shown = previewFields(rows, [{ id: 7, code: 'lines' }]);
    expect(shown.map((f) => `${f.block}.${f.code}`)).toEqual(['Form.code', 'Item.price', 'Item.qty', 'Item.note', 'Table.code', 'Table.name']);
    expect(shown.find((f) => f.code === 'qty')!.belongPlateId).toBe(7);
    expect(shown.find((f) => f.code === 'note')!.belongPlateId).toBeNull();
    expect(shown[0].defaultValue).toBeNull();
  });
});
