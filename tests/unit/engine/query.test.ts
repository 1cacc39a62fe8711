import { describe, expect, it } from 'vitest';
import { mergeFieldMeta } from '../../../src/engine/fieldMeta';
import { buildListQuery, filterValueOf } from '../../../src/engine/query';
import { attr, pageField } from '../../kit/web/fakes';

const filters = [
  mergeFieldMeta(pageField('name', 'String'), attr('name', 'String')),
  mergeFieldMeta(pageField('category', 'Dict'), attr('category', 'Dict')),
  mergeFieldMeta(pageField('parent', 'Supplier'), attr('parent', 'Supplier')),
  mergeFieldMeta(pageField('active', 'Bool'), attr('active', 'Bool')),
  mergeFieldMeta(pageField('credit', 'Number'), attr('credit', 'Number')),
  mergeFieldMeta(pageField('since', 'DateTime'), attr('since', 'DateTime')),
];

describe('filter values → list query', () => {
  it('text → fuzzyMap, dict/reference/bool → filterMap, number/date → rangeMap {first, second}', () => {
    const query = buildListQuery({
      entityCode: 'Supplier',
      page: 2,
      pageSize: 50,
      filters,
      values: { name: ' 华 ', category: 'A', parent: { id: 9, code: 'S9', name: '九' }, active: false, credit: { first: 10, second: 20 }, since: { second: '2025-01-31' } },
    });
    expect(query).toEqual({
      entityCode: 'Supplier',
      page: 2,
      pageSize: 50,
      fuzzyMap: { name: '华' },
      filterMap: { category: 'A', parent: 9, active: false },
      rangeMap: { credit: { first: 10, second: 20 }, since: { second: '2025-01-31' } },
    });
  });

  it('empty values send nothing; sorting is sent only with an order', () => {
    const query = buildListQuery({ entityCode: 'S', page: 1, pageSize: 20, filters, values: { name: '', category: [], credit: { first: '', second: null } }, sortField: 'code', sortOrder: 'descend' });
    expect(query).toMatchObject({ filterMap: {}, fuzzyMap: {}, rangeMap: {}, sortField: 'code', sortOrder: 'descend' });
    expect(buildListQuery({ entityCode: 'S', page: 1, pageSize: 20, filters, values: {}, sortField: 'code', sortOrder: null }).sortField).toBeUndefined();
  });

  it('a cleared picker (an object without id, code or value) sends nothing instead of an object the server refuses', () => {
    const query = buildListQuery({ entityCode: 'S', page: 1, pageSize: 20, filters, values: { parent: {}, category: { id: undefined, name: '' } } });
    expect(query.filterMap).toEqual({});
  });

  it('fixed filters of the page join filterMap', () => {
    const query = buildListQuery({ entityCode: 'S', page: 1, pageSize: 20, filters, values: { category: 'A' }, extraFilterMap: { status_dict: ['Saved'] } });
    expect(query.filterMap).toEqual({ category: 'A', status_dict: ['Saved'] });
  });

  it('a picked value is sent as its id, dictionary code or plain value', () => {
    expect(filterValueOf([{ id: 1 }, { id: 2 }])).toEqual([1, 2]);
    expect(filterValueOf({ dict: 'Audit', name: '已审核' })).toBe('Audit');
    expect(filterValueOf({ code: 'X' })).toBe('X');
    expect(filterValueOf(3)).toBe(3);
  });
});
