// Builders of FieldMeta / EntityAttrMeta for renderer tests (and anyone who needs a plain field).
import type { DataType } from '../../../schemas/entities/define';
import type { EntityAttrMeta } from '../../../schemas/rpc/datax';
import type { FieldMeta } from '../types';

export function makeAttr(partial: Partial<EntityAttrMeta> = {}): EntityAttrMeta {
  return {
    id: 1,
    code: 'code',
    name: '编码',
    nameIntl: { en_US: 'Code' },
    dataType: 'String',
    dataTypeDict: 'STRING',
    quoteEntityCode: null,
    dictCode: null,
    options: null,
    required: false,
    max: null,
    noSpaces: false,
    unique: false,
    digits: null,
    positive: false,
    min: null,
    integer: false,
    files: null,
    when: null,
    defaultValue: null,
    queryDisplay: false,
    queryWidth: 0,
    tableDisplay: true,
    tableWidth: 120,
    extended: false,
    ...partial,
  };
}

/** A field of `dataType`; `attr` given as a partial is completed by makeAttr (null: no attribute). */
export function makeField(dataType: DataType, partial: Omit<Partial<FieldMeta>, 'attr'> & { attr?: Partial<EntityAttrMeta> | null } = {}): FieldMeta {
  const { attr, ...rest } = partial;
  return {
    code: attr?.code ?? 'field',
    name: attr?.name ?? '字段',
    dataType,
    required: false,
    editable: true,
    visible: true,
    width: 6,
    columnWidth: 120,
    fieldLength: null,
    multiple: false,
    defaultValue: null,
    limitValue: null,
    attr: attr === null || attr === undefined ? null : makeAttr({ dataType, ...attr }),
    props: {},
    ...rest,
  };
}
