// The pure parts of 实体管理 and 应用数据详情: the attribute payload per data type, the server's
// refusals placed on fields, where 查看数据 goes and the route the templates get.
import { describe, expect, it } from 'vitest';
import type { EntityAttrMeta } from '../../../../schemas/rpc/datax';
import { RpcError } from '../../../../src/api/errors';
import type { AppRoute } from '../../../../src/app/routes/types';
import { appDataPermissions, appDataRoute, readAppDataQuery } from '../../web/appDataRoute';
import { formValuesOf, shownFields, toAttrInput, type AttributeFormValues } from '../../web/attributeForm';
import { serverErrors } from '../../web/serverErrors';
import { movedCodes } from '../../web/useAttributes';
import { viewDataTarget } from '../../web/viewDataTarget';
import { pageNode } from '../../../../tests/kit/web/fixtures';

const base = { code: 'surface', name: ' 表面处理 ', queryDisplay: true, tableDisplay: true, tableWidth: 120 } as const;
const all: Partial<AttributeFormValues> = { max: 20, noSpaces: true, fuzzy: true, unique: true, digitsInt: 4, digitsScale: 2, min: 0, positive: true, integer: true, dateOnly: true, when: 'past', dictCode: 'grade', quoteEntityCode: 'Vehicle', options: [{ value: 'a', label: 'A' }], defaultValue: '' };

function attr(partial: Partial<EntityAttrMeta>): EntityAttrMeta {
  return {
    id: 1, code: 'x', name: 'x', nameIntl: { zh_CN: 'x', en_US: 'x' }, dataType: 'String', dataTypeDict: 'STRING', quoteEntityCode: null, dictCode: null, options: null,
    required: false, max: null, noSpaces: false, unique: false, digits: null, positive: false, min: null, integer: false, files: null, when: null, defaultValue: null,
    queryDisplay: false, queryWidth: 6, tableDisplay: true, tableWidth: 120, extended: true, ...partial,
  };
}

describe('toAttrInput: only the settings of the chosen data type are sent', () => {
  it('String: max, no spaces, fuzzy, unique and a text default', () => {
    expect(toAttrInput({ ...base, ...all, dataType: 'String', defaultValue: '镀锌' })).toEqual({
      code: 'surface', name: '表面处理', dataType: 'String', required: false, queryDisplay: true, tableDisplay: true, tableWidth: 120,
      max: 20, noSpaces: true, fuzzy: true, unique: true, defaultValue: '镀锌',
    });
  });

  it('Number: digits, min, positive, integer and a numeric default; no text settings', () => {
    const out = toAttrInput({ ...base, ...all, dataType: 'Number', defaultValue: 3 });
    expect(out).toMatchObject({ dataType: 'Number', digits: { int: 4, scale: 2 }, min: 0, positive: true, integer: true, unique: true, defaultValue: 3 });
    expect(out).not.toHaveProperty('max');
    expect(out).not.toHaveProperty('fuzzy');
    expect(out).not.toHaveProperty('dictCode');
  });

  it('DateTime: date only and past/future; Bool: a boolean default', () => {
    expect(toAttrInput({ ...base, ...all, dataType: 'DateTime' })).toMatchObject({ dateOnly: true, when: 'past' });
    expect(toAttrInput({ ...base, ...all, dataType: 'DateTime' })).not.toHaveProperty('unique');
    expect(toAttrInput({ ...base, dataType: 'Bool', defaultValue: 'false' }).defaultValue).toBe(false);
    expect(toAttrInput({ ...base, dataType: 'Bool' })).not.toHaveProperty('defaultValue');
  });

  it('Select: trimmed options with an English label; Dict: the dictionary code; FuzzyCommon: the entity', () => {
    expect(toAttrInput({ ...base, dataType: 'Select', options: [{ value: ' a ', label: '甲', labelEn: 'A' }, { value: '', label: '' }] }).options).toEqual([{ value: 'a', label: '甲', labelEn: 'A' }]);
    expect(toAttrInput({ ...base, ...all, dataType: 'Dict' })).toMatchObject({ dictCode: 'grade' });
    expect(toAttrInput({ ...base, ...all, dataType: 'FuzzyCommon' })).toMatchObject({ quoteEntityCode: 'Vehicle' });
    expect(toAttrInput({ ...base, ...all, dataType: 'Supplier' })).not.toHaveProperty('quoteEntityCode');
  });

  it('an empty width is 0 (the default width) and an English name equal to nothing is left out', () => {
    const out = toAttrInput({ code: 'a', name: 'b', dataType: 'String', tableWidth: null, nameEn: ' ' });
    expect(out.tableWidth).toBe(0);
    expect(out).not.toHaveProperty('nameEn');
  });

  it('an edited attribute round-trips through the form', () => {
    const a = attr({ code: 'load', name: '载重', nameIntl: { zh_CN: '载重', en_US: 'Load' }, dataType: 'Number', dataTypeDict: 'NUMBER', digits: { int: 4, scale: 2 }, positive: true, defaultValue: 1 });
    expect(toAttrInput(formValuesOf(a), a)).toEqual({
      code: 'load', name: '载重', nameEn: 'Load', dataType: 'Number', required: false, queryDisplay: false, tableDisplay: true, tableWidth: 120, digits: { int: 4, scale: 2 }, positive: true, defaultValue: 1,
    });
    expect(formValuesOf(attr({ dataType: 'DateTime', dataTypeDict: 'DATE' })).dateOnly).toBe(true);
    expect(formValuesOf(attr({ dataType: 'Bool', dataTypeDict: 'BOOL', defaultValue: true })).defaultValue).toBe('true');
  });
});

describe('serverErrors: a refused save on the fields it names', () => {
  it('splits a zod message naming the argument', () => {
    const e = new RpcError(400, 'attribute.code: must start with a lower-case letter; attribute.digits.int: too big; arguments: odd');
    expect(serverErrors(e, 'attribute')).toEqual({ fields: { code: 'must start with a lower-case letter', digitsInt: 'too big' }, message: 'arguments: odd' });
  });

  it('reads the {fields} body, and keeps a 409 as one message', () => {
    const e = new RpcError(400, 'attribute.defaultValue.qty: 必须是数字', { fields: { 'attribute.defaultValue.qty': '必须是数字' } });
    expect(serverErrors(e, 'attribute')).toEqual({ fields: { defaultValue: '必须是数字' }, message: null });
    expect(serverErrors(new RpcError(400, 'entity.code: 「Supplier」是系统内置实体'), 'entity').fields).toEqual({ code: '「Supplier」是系统内置实体' });
    expect(serverErrors(new RpcError(409, '实体「车辆」还有 2 条数据，请先删除数据'), 'entity')).toEqual({ fields: {}, message: '实体「车辆」还有 2 条数据，请先删除数据' });
  });

  it('knows which fields each data type shows', () => {
    expect(shownFields('Number')).toContain('digitsInt');
    expect(shownFields('Number')).not.toContain('max');
    expect(shownFields('Select')).toContain('options');
  });
});

describe('查看数据 and the records page', () => {
  it('a tenant entity opens meta/AppDataDetail; a built-in one its own list page when the role has it', () => {
    const has = (paths: string[]) => (p: string) => paths.includes(p);
    expect(viewDataTarget({ code: 'Vehicle', builtin: false, pageUrls: [] }, '车辆', has(['meta/AppDataDetail']))).toBe('meta/AppDataDetail?entityCode=Vehicle&titleName=%E8%BD%A6%E8%BE%86');
    expect(viewDataTarget({ code: 'Vehicle', builtin: false, pageUrls: [] }, '车辆', has([]))).toBeNull();
    expect(viewDataTarget({ code: 'Material', builtin: true, pageUrls: ['mdm/Material'] }, '物料', has(['mdm/Material']))).toBe('mdm/Material');
    expect(viewDataTarget({ code: 'Material', builtin: true, pageUrls: ['mdm/Material'] }, '物料', has([]))).toBeNull();
    expect(viewDataTarget({ code: 'Person', builtin: true, pageUrls: [] }, '人员', () => true)).toBeNull();
  });

  it('gives the templates a DataList/DataDetail route for the entity at the same path', () => {
    const node = pageNode('meta.AppDataDetail', 'meta/AppDataDetail', '应用数据详情', { functionControlTag: true });
    const route: AppRoute = { path: 'meta/AppDataDetail', componentKey: 'meta/AppDataDetail', meta: { title: '应用数据详情', titleIntl: {}, code: node.code, node } };
    const list = appDataRoute(route, readAppDataQuery(new URLSearchParams('entityCode=Vehicle&titleName=车辆')));
    expect(list.meta.title).toBe('车辆');
    expect(list.meta.lowcode).toMatchObject({ kind: 'list', params: { class: 'DataList', entityCode: 'Vehicle' }, detailUrl: 'meta/AppDataDetail', listUrl: 'meta/AppDataDetail?entityCode=Vehicle&titleName=%E8%BD%A6%E8%BE%86' });
    expect(list.meta.node?.functionControlTag).toBe(false);
    const detail = appDataRoute(route, readAppDataQuery(new URLSearchParams('entityCode=Vehicle&formId=Vehicle&id=3')));
    expect(detail.meta.lowcode?.kind).toBe('detail');
  });

  it('meta.entity.data (or a copy of it) grants the record operations; nothing else does', () => {
    expect(appDataPermissions({ 'meta.entity.data': true })).toMatchObject({ 'meta.appData.create': true, 'meta.appData.update': true, 'meta.appData.delete': true });
    expect(appDataPermissions({ 'meta.Entity2@meta.entity.data': true })['meta.appData.create']).toBe(true);
    expect(appDataPermissions({ 'meta.entity.create': true })['meta.appData.create']).toBeUndefined();
  });

  it('moves a tenant attribute among the tenant attributes only', () => {
    const attrs = [attr({ code: 'code', extended: false }), attr({ code: 'a' }), attr({ code: 'b' }), attr({ code: 'c' })];
    expect(movedCodes(attrs, 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(movedCodes(attrs, 'c', 1)).toBeNull();
    expect(movedCodes(attrs, 'a', -1)).toBeNull();
  });
});
