import { describe, expect, it } from 'vitest';
import { parseReferenceLimit, refLabel, refName, refOf, refsOf } from './reference';

describe('reference values', () => {
  it('reads ids, digit strings and {id, code, name}', () => {
    expect(refOf(7)).toEqual({ id: 7, code: '', name: '' });
    expect(refOf('12')).toEqual({ id: 12, code: '', name: '' });
    expect(refOf({ id: 3, code: 'S3', name: '甲' })).toEqual({ id: 3, code: 'S3', name: '甲' });
    expect(refOf({ id: '3', code: 'S3' })).toEqual({ id: 3, code: 'S3', name: '' });
    expect(refOf({ code: 'X' })).toEqual({ id: null, code: 'X', name: '' });
  });

  it('ignores anything else', () => {
    for (const v of [null, undefined, '', 'abc', 1.5, NaN, {}, { id: {} }, true]) expect(refOf(v)).toBeNull();
    expect(refsOf([1, null, { id: 2, name: 'b' }, 'x'])).toEqual([
      { id: 1, code: '', name: '' },
      { id: 2, code: '', name: 'b' },
    ]);
  });

  it('labels "code name" and names by name, then code, then id', () => {
    expect(refLabel({ id: 1, code: 'S1', name: '甲' })).toBe('S1 甲');
    expect(refName({ id: 1, code: 'S1', name: '' })).toBe('S1');
    expect(refName({ id: 1, code: '', name: '' })).toBe('1');
  });
});

describe('parseReferenceLimit', () => {
  it('restricts the search to ids', () => {
    expect(parseReferenceLimit({ ids: [1, '2', 'x'] })).toEqual({ ids: [1, 2] });
    expect(parseReferenceLimit('{"ids":[5]}')).toEqual({ ids: [5] });
    expect(parseReferenceLimit({ ids: [] })).toEqual({});
  });

  it('fixes the choice to one or several records', () => {
    expect(parseReferenceLimit(9)).toEqual({ fixed: [{ id: 9, code: '', name: '' }] });
    expect(parseReferenceLimit({ id: 9, code: 'W1', name: '总仓' })).toEqual({ fixed: [{ id: 9, code: 'W1', name: '总仓' }] });
    expect(parseReferenceLimit([1, { id: 2, code: 'B', name: '乙' }])).toEqual({
      fixed: [
        { id: 1, code: '', name: '' },
        { id: 2, code: 'B', name: '乙' },
      ],
    });
  });

  it('means no limit for nothing or nonsense', () => {
    for (const v of [null, undefined, '', '{broken', 'abc', {}, { code: 'no id' }, [null]]) expect(parseReferenceLimit(v)).toEqual({});
  });
});
