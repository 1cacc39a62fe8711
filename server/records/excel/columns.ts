// The import/export columns of an entity: every attribute except files, labelled in Chinese
// (headers are matched by Chinese name, English name or code, with or without the * mark).
import type { AttrDef } from '../../../schemas/entities/define';
import type { EntityModel } from '../model';

export interface ExcelColumn {
  attr: AttrDef;
  header: string;
  width: number;
}

export function excelColumns(model: EntityModel): ExcelColumn[] {
  return model.def.attrs
    .filter((a) => !a.files && a.column !== 'jsonb')
    .map((attr) => ({ attr, header: `${attr.name}${attr.required ? '*' : ''}`, width: Math.max(12, Math.min(40, (attr.max ?? 20) > 128 ? 40 : attr.name.length * 2 + 6)) }));
}

const norm = (s: string) => s.replace(/\*/g, '').replace(/\s+/g, '').toLowerCase();

/** header cell text → attribute, for the headers of an uploaded sheet */
export function headerMatcher(model: EntityModel): (header: string) => AttrDef | undefined {
  const map = new Map<string, AttrDef>();
  for (const c of excelColumns(model)) for (const k of [c.attr.name, c.attr.nameEn, c.attr.code]) map.set(norm(k), c.attr);
  return (h) => map.get(norm(h));
}

/** the text a user reads in a cell of this attribute, for export */
export function cellText(attr: AttrDef, value: unknown, lang: 'zh_CN' | 'en_US'): string | number | Date | null {
  if (value === null || value === undefined) return null;
  if (attr.quote) return (value as { code?: string; name?: string }).code ?? null;
  if (attr.options) {
    const o = attr.options.find((x) => x.value === value);
    return o ? (lang === 'en_US' ? o.labelEn : o.label) : String(value);
  }
  if (attr.column === 'boolean') return value ? (lang === 'en_US' ? 'Yes' : '是') : lang === 'en_US' ? 'No' : '否';
  if (attr.column === 'numeric' || attr.column === 'integer') return Number(value);
  if (attr.column === 'timestamptz') return new Date(String(value));
  return String(value);
}
