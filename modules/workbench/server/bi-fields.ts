// What BI may name of a report source: its declared fields (a header's or line's attributes, a
// view's declared columns: schemas/reports/fields), less the row ids, the jsonb columns, the
// attributes derived when read and the
// header fields the caller's role may not see. Nothing else ever reaches SQL.
import type { ReportDef } from '../../../schemas/reports/define';
import { isDateKind, isNumberKind, type ReportField, reportFields } from '../../../schemas/reports/fields';
import { builtinEntityOf } from '../../../server/reports/run';
import type { ReportVisibility } from '../../../server/reports/visibility';
import type { BiField } from '../contracts';

const isRowId = (f: ReportField) => f.column === 'id' && (f.code === 'id' || f.code === 'header.id');

/** Attributes derived when read (readSql) have no column of their own: the report engine cannot group by them. */
function derivedColumns(def: ReportDef): Set<string> {
  const out = new Set<string>();
  if ('view' in def.source) return out;
  const entity = builtinEntityOf(def.source.entity);
  for (const at of entity?.attrs ?? []) if (at.readSql) out.add(`header:${at.code}`);
  const child = def.source.child ? entity?.children?.[def.source.child] : undefined;
  for (const at of child?.attrs ?? []) if (at.readSql) out.add(`line:${at.code}`);
  return out;
}

/** Is the field one the role may not see (a hidden field of the documents it reads)? */
export function isHiddenField(f: ReportField, vis: ReportVisibility | undefined): boolean {
  const hidden = vis?.rows?.hidden;
  return !!hidden?.size && f.scope === 'header' && hidden.has(f.column);
}

/** The fields of a source BI may group by, filter by or measure, for this caller. */
export function analysableFields(def: ReportDef, vis: ReportVisibility | undefined): Map<string, ReportField> {
  const out = new Map<string, ReportField>();
  const derived = derivedColumns(def);
  for (const f of reportFields(def, builtinEntityOf).values()) {
    if (isRowId(f) || f.kind === 'jsonb' || derived.has(`${f.scope}:${f.column}`) || isHiddenField(f, vis)) continue;
    out.set(f.code, f);
  }
  return out;
}

export const isNumericField = (f: ReportField): boolean => isNumberKind(f.kind) && !f.quote;

export function biField(f: ReportField): BiField {
  return {
    code: f.code,
    name: f.name,
    nameEn: f.nameEn,
    dataType: f.dataType,
    date: isDateKind(f.kind),
    numeric: isNumericField(f),
    ...(f.quote ? { quote: f.quote } : {}),
    ...(f.options ? { options: f.options } : {}),
  };
}
