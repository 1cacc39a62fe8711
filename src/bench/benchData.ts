// A generated 50-column entity (mixed data types that need no server: String, Number, DateTime,
// Bool, EnumType, Status, Costs, Remark), its Table-block page fields, and 100 rows of values.
import type { DataType } from '../../schemas/entities/define';
import type { EntityAttrMeta, EntityMeta } from '../../schemas/rpc/datax';
import type { PageDetail, PageField } from '../../schemas/rpc/portal';

const TYPES: ReadonlyArray<{ dataType: DataType; storage: EntityAttrMeta['dataTypeDict'] }> = [
  { dataType: 'String', storage: 'STRING' },
  { dataType: 'Number', storage: 'NUMBER' },
  { dataType: 'DateTime', storage: 'DATETIME' },
  { dataType: 'Bool', storage: 'BOOL' },
  { dataType: 'EnumType', storage: 'ENUM' },
  { dataType: 'Costs', storage: 'NUMBER' },
  { dataType: 'Remark', storage: 'STRING' },
];
export const COLUMNS = 50;
export const ROWS = 100;
const OPTIONS = [
  { value: 'Enable', label: '启用', labelEn: 'Enabled' },
  { value: 'Disable', label: '停用', labelEn: 'Disabled' },
];

function attrOf(i: number): EntityAttrMeta {
  const { dataType, storage } = TYPES[i % TYPES.length];
  return {
    id: i + 1, code: `c${i}`, name: `字段${i + 1}`, nameIntl: { en_US: `Field ${i + 1}` }, dataType, dataTypeDict: storage,
    quoteEntityCode: null, dictCode: null, options: dataType === 'EnumType' ? OPTIONS : null, required: false, max: null,
    noSpaces: false, unique: false, digits: null, positive: false, min: null, integer: false, files: null, when: null,
    defaultValue: undefined, queryDisplay: false, queryWidth: 0, tableDisplay: true, tableWidth: 120, extended: false,
  };
}

export function benchEntity(): EntityMeta {
  return { id: 1, code: 'Bench', name: '基准', nameIntl: {}, formId: 'Bench', receiptTypeCode: null, hasFlow: false, tree: false, attrs: Array.from({ length: COLUMNS - 1 }, (_, i) => attrOf(i)), children: [] };
}

/** The page's Table block: the 49 attributes plus the record status (the 50th column, type Status). */
export function benchPage(entity: EntityMeta): PageDetail {
  const field = (code: string, name: string, dataType: string, sn: number): PageField => ({
    id: sn, code, name, dataType, displayTag: true, editTag: true, requiredTag: false, width: 120, fieldLength: null, defaultValue: null,
    limitValue: null, preFun: null, fieldScript: null, multipleTag: false, extendedTag: false, sn, belongPlateId: null, block: 'Table',
  });
  const fields = entity.attrs.map((a, i) => field(a.code, a.name, a.dataType, i + 1));
  fields.push(field('status_dict', '状态', 'Status', COLUMNS));
  return { id: 1, code: 'bench', name: '基准', url: 'bench/List', buttons: [], fields, fieldPlates: [], uniqueKeys: [], functionControlTag: true, needCopy: false };
}

const STATUSES = ['Saved', 'Audit', 'DeApproval', 'Commit'];
const VALUES: Record<string, (row: number, col: number, seed: number) => unknown> = {
  String: (r, c, s) => `文本 ${r}-${c}-${s}`,
  Remark: (r, c, s) => `备注内容 ${r * c + s}`,
  Number: (r, c, s) => r * 1.5 + c + s,
  Costs: (r, c, s) => (r * 37 + c * 11 + s) / 7,
  DateTime: (r, c, s) => new Date(Date.UTC(2025, 0, 1 + ((r + c + s) % 300), 8, 30)).toISOString(),
  Bool: (r, c, s) => (r + c + s) % 2 === 0,
  EnumType: (r, c, s) => ((r + c + s) % 2 ? 'Enable' : 'Disable'),
};

export function benchRows(entity: EntityMeta, seed = 0): Array<Record<string, unknown>> {
  return Array.from({ length: ROWS }, (_, r) => {
    const row: Record<string, unknown> = { id: r + 1, status_dict: { dict: STATUSES[(r + seed) % STATUSES.length], name: '' } };
    entity.attrs.forEach((a, c) => {
      row[a.code] = VALUES[a.dataType](r, c, seed);
    });
    return row;
  });
}
