// Small stand-in renderers (one per data type) and metadata builders for engine and template
// tests: they make what the engine chose visible (edit-/read-/cell- test ids) without the real
// renderers' calls and widgets.
import { makeAttr } from '../../../renderers/fields/shared/testFields';
import { DATA_TYPES, type DataType } from '../../../schemas/entities/define';
import { STATUS_NAMES } from '../../../schemas/receipts';
import type { EntityAttrMeta, EntityMeta } from '../../../schemas/rpc/datax';
import type { PageField } from '../../../schemas/rpc/portal';
import type { FieldRenderer } from '../../../renderers/fields/types';
import type { RendererRegistry } from '../../../src/engine/renderers';

const VALUE_TYPES: Partial<Record<DataType, FieldRenderer['valueType']>> = { Number: 'number', Bool: 'boolean', Enclosure: 'array', Costs: 'number' };

export function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (typeof v.dict === 'string' && v.dict in STATUS_NAMES) return STATUS_NAMES[v.dict as keyof typeof STATUS_NAMES].zh_CN;
    return String(v.name ?? v.code ?? JSON.stringify(v));
  }
  return String(value);
}

export function fakeRenderer(dataType: DataType): FieldRenderer {
  const valueType = VALUE_TYPES[dataType] ?? 'string';
  return {
    dataType,
    valueType,
    Edit: ({ value, onChange, field, disabled }) => (
      <input
        data-testid={`edit-${field.code}`}
        aria-label={field.name}
        value={textOf(value)}
        disabled={disabled}
        onChange={(e) => onChange?.(valueType === 'number' && e.target.value !== '' ? Number(e.target.value) : e.target.value)}
      />
    ),
    Read: ({ value, field }) => <span data-testid={`read-${field.code}`}>{textOf(value)}</span>,
    Cell: ({ value, field }) => <span data-testid={`cell-${field.code}`}>{textOf(value)}</span>,
  };
}

export const fakeRenderers: RendererRegistry = Object.fromEntries(DATA_TYPES.map((t) => [t, fakeRenderer(t)]));

let nextId = 1;

export function attr(code: string, dataType: DataType, extra: Partial<EntityAttrMeta> = {}): EntityAttrMeta {
  const storage: Record<string, EntityAttrMeta['dataTypeDict']> = { Number: 'NUMBER', Bool: 'BOOL', DateTime: 'DATETIME', Dict: 'DICT', EnumType: 'ENUM', Enclosure: 'FILES', Supplier: 'QUOTE', Material: 'QUOTE', Customer: 'QUOTE', WareHouse: 'QUOTE' };
  // the blank attribute of the renderers' test helpers, typed for this data type
  return makeAttr({
    id: nextId++,
    code,
    name: code,
    nameIntl: { en_US: `${code} (en)` },
    dataType,
    dataTypeDict: storage[dataType] ?? 'STRING',
    quoteEntityCode: storage[dataType] === 'QUOTE' ? dataType : null,
    dictCode: dataType === 'Dict' ? `${code}_dict` : null,
    defaultValue: undefined,
    tableDisplay: false,
    tableWidth: 0,
    ...extra,
  });
}

export function pageField(code: string, dataType: DataType | string, extra: Partial<PageField> = {}): PageField {
  return {
    id: nextId++,
    code,
    name: code,
    dataType,
    displayTag: true,
    editTag: true,
    requiredTag: false,
    width: 0,
    fieldLength: null,
    defaultValue: null,
    limitValue: null,
    preFun: null,
    fieldScript: null,
    multipleTag: false,
    extendedTag: false,
    sn: nextId,
    belongPlateId: null,
    block: 'Form',
    ...extra,
  };
}

/** The page metadata of entity `code` (its form id too): no receipt type, no flow, not a tree, no children unless given. */
export function entityMeta(code: string, name: string, nameEn: string, body: Pick<EntityMeta, 'attrs'> & Partial<EntityMeta>): EntityMeta {
  return { id: 1, code, name, nameIntl: { en_US: nameEn }, formId: code, receiptTypeCode: null, hasFlow: false, tree: false, children: [], ...body };
}

/** The document lines of an entity (child `items`), none required. */
export function linesOf(attrs: EntityAttrMeta[], name = '明细', nameEn = 'Lines'): NonNullable<EntityMeta['children']>[number] {
  return { key: 'items', name, nameIntl: { en_US: nameEn }, min: 0, attrs };
}

/** A supplier-like entity: text, dictionary, options, a number and a date range, a reference. */
export function supplierEntity(extra: Partial<EntityMeta> = {}): EntityMeta {
  return entityMeta('Supplier', '供应商', 'Supplier', {
    attrs: [
      attr('code', 'String', { name: '供应商编码', required: true, queryDisplay: true, tableDisplay: true, tableWidth: 140 }),
      attr('name', 'String', { name: '供应商名称', required: true, queryDisplay: true, tableDisplay: true, tableWidth: 180 }),
      attr('category', 'Dict', { name: '供应商类别', queryDisplay: true, tableDisplay: true, tableWidth: 110 }),
      attr('credit', 'Number', { name: '信用额度', queryDisplay: true, tableDisplay: true }),
      attr('since', 'DateTime', { name: '合作日期', queryDisplay: true }),
      attr('parent', 'Supplier', { name: '上级供应商', queryDisplay: true }),
      attr('tax_no', 'String', { name: '纳税人识别号' }),
    ],
    ...extra,
  });
}
