// VformList over a designed form: the design's bound fields in design order (labelled as designed,
// then the status) only when the list has no column metadata of its own.
import { describe, expect, it } from 'vitest';
import type { FormDesign } from '../../../schemas/forms/types';
import { pageField, supplierEntity } from '../../../tests/kit/web/fakes';
import { buildPageModel } from '../../engine/pageModel';
import { designedTableFields, hasFallbackColumns } from './designColumns';

const entity = supplierEntity();
const design: FormDesign = {
  version: 1,
  nodes: [
    { type: 'card', id: 'c', label: '基本', children: [{ type: 'field', id: 'a', code: 'tax_no', dataType: 'String', bound: true, label: '税号', labelEn: 'Tax id' }] },
    { type: 'field', id: 'b', code: 'name', dataType: 'String', bound: true },
    { type: 'field', id: 'n', code: 'note', dataType: 'Remark', bound: false, label: '备注' },
  ],
};

describe('designed list columns', () => {
  it('are the design’s bound fields in its order, then the status, when the page has no Table block', () => {
    const model = buildPageModel(entity, null);
    expect(hasFallbackColumns(model)).toBe(true);
    const fields = designedTableFields(model, design, 'zh_CN')!;
    expect(fields.map((f) => [f.code, f.name])).toEqual([['tax_no', '税号'], ['name', '供应商名称'], ['status_dict', '状态']]);
    expect(designedTableFields(model, design, 'en_US')![0].name).toBe('Tax id');
  });

  it('leave a list with its own column metadata, or without a design, as it is', () => {
    const own = buildPageModel(entity, { id: 1, code: 'x', name: 'x', url: 'mdm/Supplier', buttons: [], fieldPlates: [], uniqueKeys: [], functionControlTag: true, needCopy: false, fields: [pageField('code', 'String', { block: 'Table' })] });
    expect(hasFallbackColumns(own)).toBe(false);
    expect(designedTableFields(own, design, 'zh_CN')).toBeNull();
    expect(designedTableFields(buildPageModel(entity, null), null, 'zh_CN')).toBeNull();
  });
});
