import { describe, expect, it } from 'vitest';
import type { PageDetail } from '../../../schemas/rpc/portal';
import { buildPageModel } from '../../../src/engine/pageModel';
import { registerOverride } from '../../../src/engine/overrides';
import { combinePageDetails } from '../../../src/templates/shared/pageModelCache';
import { attr, pageField, supplierEntity } from '../../kit/web/fakes';

const detail = (fields: PageDetail['fields'], plates: PageDetail['fieldPlates'] = []): PageDetail => ({
  id: 1,
  code: 'mdm.Supplier',
  name: '供应商',
  url: 'mdm/Supplier',
  buttons: [],
  fields,
  fieldPlates: plates,
  uniqueKeys: [],
  functionControlTag: true,
  needCopy: false,
});

describe('buildPageModel', () => {
  it('takes each block from the page metadata, ordered by sn', () => {
    const model = buildPageModel(
      supplierEntity(),
      detail([pageField('name', 'String', { block: 'Table', sn: 2 }), pageField('code', 'String', { block: 'Table', sn: 1 }), pageField('name', 'String', { block: 'Form', sn: 1 })]),
    );
    expect(model.table.map((m) => m.code)).toEqual(['code', 'name']);
    expect(model.form.map((m) => m.code)).toEqual(['name']);
  });

  it('falls back to the entity for a block the metadata does not list (table: tableDisplay + status)', () => {
    const model = buildPageModel(supplierEntity(), null);
    expect(model.table.map((m) => m.code)).toEqual(['code', 'name', 'category', 'credit', 'status_dict']);
    expect(model.table[0].columnWidth).toBe(140);
    expect(model.form.map((m) => m.code)).toEqual(['code', 'name', 'category', 'credit', 'since', 'parent', 'tax_no']);
    expect(model.form[0]).toMatchObject({ required: true, editable: true, visible: true, width: 6 });
  });

  it('filters are the attributes flagged queryDisplay', () => {
    expect(buildPageModel(supplierEntity(), null).filters.map((m) => m.code)).toEqual(['code', 'name', 'category', 'credit', 'since', 'parent']);
  });

  it('child tables: Item fields grouped by plate; the plate code is the child key in the record', () => {
    const entity = supplierEntity({
      children: [
        { key: 'locations', name: '库位', nameIntl: {}, min: 1, attrs: [attr('loc_code', 'String'), attr('capacity', 'Number')] },
        { key: 'contacts', name: '联系人', nameIntl: {}, min: 0, attrs: [attr('person', 'String')] },
      ],
    });
    const model = buildPageModel(entity, detail([pageField('capacity', 'Number', { block: 'Item', belongPlateId: 5 })], [{ id: 5, code: 'locations', name: '仓库库位' }]));
    expect(model.children.map((c) => [c.key, c.name, c.min, c.fields.map((f) => f.code)])).toEqual([
      ['locations', '仓库库位', 1, ['capacity']],
      ['contacts', '联系人', 0, ['person']],
    ]);
  });

  it('a page field the entity does not have fails with invalid value passed', () => {
    expect(() => buildPageModel(supplierEntity(), detail([pageField('nope', 'String', { block: 'Form' })]))).toThrow('invalid value passed');
  });

  it('applies a code override’s field props by page url', () => {
    const remove = registerOverride('mdm/Supplier', { fieldProps: { parent: { picker: 'tree' } } });
    try {
      expect(buildPageModel(supplierEntity(), null, { url: '/mdm/Supplier' }).filters.find((f) => f.code === 'parent')?.props).toEqual({ picker: 'tree' });
    } finally {
      remove();
    }
    expect(buildPageModel(supplierEntity(), null, { url: 'mdm/Supplier' }).filters.find((f) => f.code === 'parent')?.props).toEqual({});
  });
});

describe('combinePageDetails', () => {
  it('takes each block group from the first page that lists it', () => {
    const detailPage = detail([pageField('name', 'String', { block: 'Form' })]);
    const listPage = detail([pageField('code', 'String', { block: 'Table' }), pageField('code', 'String', { block: 'Form' }), pageField('x', 'String', { block: 'Item', belongPlateId: 3 })], [{ id: 3, code: 'locations', name: '库位' }]);
    const combined = combinePageDetails([detailPage, listPage])!;
    expect(combined.fields.map((f) => `${f.block}:${f.code}`)).toEqual(['Table:code', 'Form:name', 'Item:x']);
    expect(combined.fieldPlates).toEqual([{ id: 3, code: 'locations', name: '库位' }]);
    expect(combinePageDetails([null, null])).toBeNull();
  });
});
