// The fields a report may name, resolved from its source's declarations: a header's attributes,
// a line's attributes with its header's as `header.x`, or a view's declared columns. Pure (no SQL):
// the declaration check (check.ts), the server's compiler (server/reports) and the columns answered
// to the web (columns.ts) all resolve codes here, so a code that is not declared never becomes SQL.
import type { AttrDef, ColumnKind, DataType, EntityDef } from '../entities/define';
import { fieldTypeOf } from '../fieldTypes';
import type { ReportDef, ReportDimension, ReportMeasure, ViewColumn } from './define';

export type EntityLookup = (code: string) => EntityDef | undefined;

/** SQL identifiers of views and columns: what a declaration may name (never input). */
export const SQL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export interface ReportField {
  /** as declared: `material_id`, `header.bill_date`, a view column */
  code: string;
  /** where the column lives: the line (child source), the header (entity sources), the view, or a linked document's line */
  scope: 'line' | 'header' | 'view' | 'linked';
  /** the column name in its table or view */
  column: string;
  kind: ColumnKind;
  name: string;
  nameEn: string;
  dataType: DataType;
  /** references: the entity whose {id, code, name} the value names */
  quote?: string;
  dict?: string;
  options?: Array<{ value: string; label: string; labelEn: string }>;
  /** decimals of a number */
  scale?: number;
}

const ID_NAMES = { name: 'ID', nameEn: 'ID' };

function fromAttr(code: string, scope: ReportField['scope'], at: AttrDef): ReportField {
  return {
    code,
    scope,
    column: at.code,
    kind: at.column,
    name: at.name,
    nameEn: at.nameEn,
    dataType: at.dataType,
    ...(at.quote ? { quote: at.quote.entity } : {}),
    ...(at.dict ? { dict: at.dict } : {}),
    ...(at.options ? { options: at.options } : {}),
    ...(at.digits ? { scale: at.digits.scale } : {}),
  };
}

function fromViewColumn(c: ViewColumn): ReportField {
  const quoted = fieldTypeOf(c.dataType)?.quote;
  const kind: ColumnKind = c.column ?? (c.quote || quoted ? 'bigint' : ((fieldTypeOf(c.dataType) as { column?: ColumnKind } | undefined)?.column ?? 'text'));
  return {
    code: c.code,
    scope: 'view',
    column: c.code,
    kind,
    name: c.name,
    nameEn: c.nameEn,
    dataType: c.dataType,
    ...(c.quote || quoted ? { quote: c.quote ?? quoted } : {}),
    ...(c.dict ? { dict: c.dict } : {}),
    ...(c.options ? { options: c.options } : {}),
    ...(c.scale !== undefined ? { scale: c.scale } : {}),
  };
}

const idField = (code: string, scope: ReportField['scope']): ReportField => ({ code, scope, column: 'id', kind: 'bigint', dataType: 'Number', ...ID_NAMES });

/** Every field of the source by code (empty when the source names no known entity, child or view). */
function buildFields(def: ReportDef, entityOf: EntityLookup): Map<string, ReportField> {
  const out = new Map<string, ReportField>();
  const src = def.source;
  if ('view' in src) {
    for (const c of src.columns) out.set(c.code, fromViewColumn(c));
    return out;
  }
  const entity = entityOf(src.entity);
  if (!entity) return out;
  if (!src.child) {
    out.set('id', idField('id', 'header'));
    for (const at of entity.attrs) out.set(at.code, fromAttr(at.code, 'header', at));
    return out;
  }
  const child = entity.children?.[src.child];
  if (!child) return out;
  out.set('id', idField('id', 'line'));
  for (const at of child.attrs) out.set(at.code, fromAttr(at.code, 'line', at));
  out.set('header.id', idField('header.id', 'header'));
  for (const at of entity.attrs) out.set(`header.${at.code}`, fromAttr(`header.${at.code}`, 'header', at));
  return out;
}

const cache = new WeakMap<ReportDef, Map<string, ReportField>>();

/** The fields of a report's source (computed once per declaration). */
export function reportFields(def: ReportDef, entityOf: EntityLookup): ReadonlyMap<string, ReportField> {
  let m = cache.get(def);
  if (!m) {
    m = buildFields(def, entityOf);
    cache.set(def, m);
  }
  return m;
}

/** The field a measure reads: a field of the source, or of the linked lines (ReportMeasure.linked). */
export function measureField(def: ReportDef, m: ReportMeasure, entityOf: EntityLookup): ReportField | undefined {
  if (!m.of) return undefined;
  if (!m.linked) return reportFields(def, entityOf).get(m.of);
  const at = entityOf(m.linked.entity)?.children?.[m.linked.child]?.attrs.find((x) => x.code === m.of);
  return at ? fromAttr(m.of, 'linked', at) : undefined;
}

export const isDateKind = (kind: ColumnKind) => kind === 'date' || kind === 'timestamptz';
export const isNumberKind = (kind: ColumnKind) => kind === 'numeric' || kind === 'integer' || kind === 'bigint';

/** A dimension's key in answered rows and as a sortField: its field, or `{field}:{bucket}`. */
export function dimensionKey(d: ReportDimension): string {
  return d.bucket ? `${d.field}:${d.bucket}` : d.field;
}

/** The grouping columns of a query: the rank type's dimensions in a rank report, else the declared ones. */
export function dimensionsOf(def: ReportDef, rankType?: string | null): ReportDimension[] {
  if (!def.rank) return def.dimensions;
  const types = Object.keys(def.rank.types);
  return def.rank.types[rankType && types.includes(rankType) ? rankType : types[0]] ?? def.dimensions;
}

/** The decimals a measure is rounded to: declared, else its field's, else 0 for counts and 2 for the rest. */
export function measureScale(m: ReportMeasure, field: ReportField | undefined): number {
  if (m.scale !== undefined) return m.scale;
  if (m.agg === 'count') return 0;
  // an average of whole numbers or money still has decimals worth showing
  if (m.agg === 'avg') return Math.max(field?.scale ?? 0, 2);
  if (field?.scale !== undefined && !m.formula) return field.scale;
  if (field && (field.kind === 'integer' || field.kind === 'bigint')) return 0;
  return 2;
}
