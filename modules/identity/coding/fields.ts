// 标识字段: the fields a string or number segment may draw its value from, per rule type
// (identity.Rule/getFieldList). The caller of a generation passes their values by field code
// (generateCodes(…, { code: 'WL0001' })); the samples feed the preview. A fixed catalogue: the
// records the codes are made for (materials, batches …) belong to other modules, which pass the
// values in, so a tenant never needs to map columns here.
import type { Lang, Option, RuleType } from './types';

export interface IdentityField {
  code: string;
  name: string;
  nameEn: string;
  /** a value of the kind the field holds, for previews */
  sample: string;
}

const f = (code: string, name: string, nameEn: string, sample: string): IdentityField => ({ code, name, nameEn, sample });

export const IDENTITY_FIELDS: Readonly<Record<RuleType, readonly IdentityField[]>> = {
  Common: [f('code', '编码', 'Code', 'A001'), f('name', '名称', 'Name', '示例')],
  Batch: [
    f('material_code', '物料编码', 'Material code', 'WL0001'),
    f('supplier_code', '供应商编码', 'Supplier code', 'GYS001'),
    f('arrival_date', '到货日期', 'Arrival date', '20260115'),
    f('supplier_batch', '供应商批次', 'Supplier batch', 'SB2601'),
    f('quantity', '数量', 'Quantity', '100'),
  ],
  Material: [
    f('code', '物料编码', 'Material code', 'WL0001'),
    f('name', '物料名称', 'Material name', '深沟球轴承'),
    f('spec', '规格型号', 'Specification', '6204-2RS'),
    f('category', '物料类别', 'Material category', 'RAW'),
    f('unit', '计量单位', 'Unit', 'PCS'),
  ],
  Container: [f('code', '容器编码', 'Container code', 'RQ001'), f('name', '容器名称', 'Container name', '周转箱'), f('type', '容器类型', 'Container type', 'BOX'), f('quantity', '数量', 'Quantity', '20')],
  Person: [f('code', '员工编号', 'Employee number', 'E0001'), f('name', '姓名', 'Name', '王强'), f('department_code', '部门编码', 'Department code', 'D01')],
  Equipment: [f('code', '设备编码', 'Equipment code', 'SB001'), f('name', '设备名称', 'Equipment name', '数控车床'), f('model', '型号', 'Model', 'CK6140')],
  Warehouse: [
    f('code', '仓库编码', 'Warehouse code', 'CK01'),
    f('name', '仓库名称', 'Warehouse name', '原料仓'),
    f('area_code', '库区编码', 'Area code', 'A01'),
    f('position_code', '库位编码', 'Position code', 'A01-01'),
  ],
};

/** The generic names of the field codes, for the segment's source-field options (one list for every type). */
const GENERIC: Record<string, readonly [string, string]> = {
  code: ['编码', 'Code'],
  name: ['名称', 'Name'],
  type: ['类型', 'Type'],
  category: ['类别', 'Category'],
};

/** Every field code of any type, once: the options of a segment's 来源字段 (the save checks it fits the rule's type). */
export const SOURCE_FIELD_OPTIONS: readonly Option[] = (() => {
  const seen = new Map<string, Option>();
  for (const fields of Object.values(IDENTITY_FIELDS)) {
    for (const x of fields) {
      if (seen.has(x.code)) continue;
      const [label, labelEn] = GENERIC[x.code] ?? [x.name, x.nameEn];
      seen.set(x.code, { value: x.code, label, labelEn });
    }
  }
  return [...seen.values()];
})();

export function isRuleType(type: string | null | undefined): type is RuleType {
  return !!type && Object.hasOwn(IDENTITY_FIELDS, type);
}

export function fieldsOf(type: string | null | undefined): readonly IdentityField[] {
  return isRuleType(type) ? IDENTITY_FIELDS[type] : [];
}

export function fieldOf(type: string | null | undefined, code: string | null | undefined): IdentityField | undefined {
  return fieldsOf(type).find((x) => x.code === code);
}

/** A field's name for messages: the type's own name for it, else the generic one, else its code. */
export function fieldName(type: string | null | undefined, code: string, lang: Lang): string {
  const own = fieldOf(type, code);
  if (own) return lang === 'en_US' ? own.nameEn : own.name;
  const generic = SOURCE_FIELD_OPTIONS.find((o) => o.value === code);
  return generic ? (lang === 'en_US' ? generic.labelEn : generic.label) : code;
}
