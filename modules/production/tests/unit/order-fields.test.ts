// The order dialogs' input rules: quantities typed as a list (commas, Chinese commas, spaces or new
// lines), each positive with at most 6 decimals; a batch size a positive whole number; each dialog
// asks its own fields.
import { describe, expect, it } from 'vitest';
import { FIELDS_OF, isOrderDialog, isPositiveInteger, parseQuantities } from '../../orders/web/fields';

describe('the work order dialogs', () => {
  it('read the quantities to split off, or name the first bad one', () => {
    expect(parseQuantities('3, 2.5')).toEqual({ ok: ['3', '2.5'] });
    expect(parseQuantities('1，2\n3 ; 4')).toEqual({ ok: ['1', '2', '3', '4'] });
    expect(parseQuantities('3, -1')).toEqual({ bad: '-1' });
    expect(parseQuantities('0')).toEqual({ bad: '0' });
    expect(parseQuantities('1.1234567')).toEqual({ bad: '1.1234567' });
    expect(parseQuantities('  ')).toEqual({ bad: '' });
  });

  it('take a batch size only as a positive whole number', () => {
    expect(['10', ' 7 '].map(isPositiveInteger)).toEqual([true, true]);
    expect(['0', '2.5', '-3', '', '05'].map(isPositiveInteger)).toEqual([false, false, false, false, false]);
  });

  it('ask each its own fields, and know no other action', () => {
    expect(FIELDS_OF.dispatch).toEqual(['equipmentId']);
    expect(FIELDS_OF.toWorkOrder).toEqual(['spread', 'release']);
    expect([isOrderDialog('split'), isOrderDialog('start')]).toEqual([true, false]);
  });
});
