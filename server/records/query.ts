// The list query shape (filterMap, fuzzyMap, rangeMap, paging) compiled to parameterised SQL through Kysely. Every attribute named in
// filterMap / fuzzyMap / rangeMap / sortField must be a field of the entity (else 400): input never
// becomes SQL text, only bound values.
import { type Expression, type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { z } from 'zod';
import type { AttrDef } from '../../schemas/entities/define';
import type { RecordQuery } from '../../schemas/rpc/datax';
import type { Lang } from '../i18n';
import { badRequest } from '../rpc/errors';
import type { Query } from './list';
import { type EntityModel, referenceCodeColumn, referenceNameColumn, referenceTable, SYSTEM_FIELDS } from './model';
import { attrExpr, fromEntity } from './storage';
import { type Visibility, whereVisible } from './data-scope';

// biome-ignore lint/suspicious/noExplicitAny: dynamic tables
type AnyDb = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: dynamic tables
type AnyQb = SelectQueryBuilder<any, any, any>;

interface Field {
  /** the field's SQL expression (table alias `t`) */
  ref: Expression<unknown>;
  kind: AttrDef['column'];
  attr?: AttrDef;
}

/**
 * The field a client names (filterMap, fuzzyMap, rangeMap, sortField, columns), or 400 naming it:
 * not a field of the entity, or a field the caller's role may not see (a filter on it would
 * answer its value one guess at a time).
 */
export function fieldOf(model: EntityModel, code: string, where: string, lang: Lang, hidden?: ReadonlySet<string>): Field {
  if (hidden?.has(code)) throw hiddenField(model, `${where}.${code}`, lang);
  const attr = model.attrs.get(code);
  if (attr) return { ref: attrExpr(model, attr), kind: attr.column, attr };
  const sys = SYSTEM_FIELDS[code];
  if (sys) return { ref: sql.ref(`t.${sys.column}`), kind: sys.kind };
  throw badRequest(lang === 'en_US' ? `${where}.${code}: not a field of ${model.def.code}` : `${where}.${code}: 不是 ${model.def.name} 的字段`);
}

/** 400 naming a field the caller's role may not see. */
export function hiddenField(model: EntityModel, where: string, lang: Lang) {
  return badRequest(lang === 'en_US' ? `${where}: a field of ${model.def.code} your role may not see` : `${where}: 当前角色无权查看 ${model.def.name} 的该字段`);
}

const scalar = z.union([z.string(), z.number(), z.boolean()]);

/** A bound value of the field's type, or 400 naming where it came from. */
function typed(field: Field, value: unknown, where: string): unknown {
  const fail = (why: string) => badRequest(`${where}: ${why}`);
  const v = scalar.safeParse(value);
  if (!v.success) throw fail('must be a string, number or boolean');
  const raw = v.data;
  switch (field.kind) {
    case 'numeric':
    case 'integer':
    case 'bigint': {
      const n = typeof raw === 'number' ? raw : Number(String(raw).trim());
      if (!Number.isFinite(n) || String(raw).trim() === '') throw fail('must be a number');
      return n;
    }
    case 'boolean':
      if (typeof raw === 'boolean') return raw;
      if (raw === 'true' || raw === 1 || raw === '1') return true;
      if (raw === 'false' || raw === 0 || raw === '0') return false;
      throw fail('must be true or false');
    case 'timestamptz':
    case 'date': {
      const d = new Date(String(raw));
      if (Number.isNaN(d.getTime())) throw fail('must be a date');
      return field.kind === 'date' ? String(raw).slice(0, 10) : d.toISOString();
    }
    default:
      return String(raw);
  }
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

// biome-ignore lint/suspicious/noExplicitAny: dynamic tables
type Eb = ExpressionBuilder<any, any>;

/** The query's conditions (each field named checked against the entity and the caller's hidden fields). */
export function applyFilters(qb: AnyQb, model: EntityModel, q: Pick<Query, 'filterMap' | 'fuzzyMap' | 'rangeMap'>, lang: Lang, vis?: Visibility): AnyQb {
  let out = qb;
  const hidden = vis?.hidden;
  for (const [code, value] of Object.entries(q.filterMap)) {
    if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    const f = fieldOf(model, code, 'filterMap', lang, hidden);
    const ref = f.ref;
    if (Array.isArray(value)) {
      if (value.length > 1000) throw badRequest(`filterMap.${code}: at most 1000 values`);
      const vals = value.map((v, i) => typed(f, v, `filterMap.${code}[${i}]`));
      out = out.where((eb: Eb) => eb(ref, 'in', vals));
    } else {
      out = out.where((eb: Eb) => eb(ref, '=', typed(f, value, `filterMap.${code}`)));
    }
  }
  for (const [code, value] of Object.entries(q.fuzzyMap)) {
    const text = String(value).trim();
    if (!text) continue;
    const f = fieldOf(model, code, 'fuzzyMap', lang, hidden);
    if (f.kind !== 'text') throw badRequest(`fuzzyMap.${code}: fuzzy search needs a text field`);
    out = out.where((eb: Eb) => eb(f.ref, 'ilike', `%${escapeLike(text)}%`));
  }
  for (const [code, range] of Object.entries(q.rangeMap)) {
    const f = fieldOf(model, code, 'rangeMap', lang, hidden);
    const ref = f.ref;
    const { first, second } = range;
    if (first !== undefined && first !== null && first !== '') {
      const v = typed(f, first, `rangeMap.${code}.first`);
      out = out.where((eb: Eb) => eb(ref, '>=', v));
    }
    if (second !== undefined && second !== null && second !== '') {
      let v = typed(f, second, `rangeMap.${code}.second`);
      // a date range's end day is inclusive: compare timestamps with "before the next day"
      if (f.kind === 'timestamptz' && /^\d{4}-\d{2}-\d{2}$/.test(String(second))) {
        v = new Date(new Date(String(second)).getTime() + 86_400_000).toISOString();
        out = out.where((eb: Eb) => eb(ref, '<', v));
      } else out = out.where((eb: Eb) => eb(ref, '<=', v));
    }
  }
  return out;
}

/**
 * How many records match, counting at most `cap + 1` of them when a cap is given: the count then
 * stops reading at the first `cap + 1` matches instead of visiting every one (an exact count of a
 * broad filter on a million rows is ~95 % of the list's time). The inner select keeps its tenant
 * filter: the scope plugin adds it to the subquery as to any select.
 */
export async function countRecords(db: AnyDb, model: EntityModel, q: Pick<Query, 'filterMap' | 'fuzzyMap' | 'rangeMap'>, lang: Lang, cap?: number, vis?: Visibility): Promise<number> {
  const filtered = applyFilters(whereVisible(fromEntity(db, model), vis), model, q, lang, vis);
  const counted =
    cap === undefined
      ? filtered.select((eb) => eb.fn.countAll<string>().as('n'))
      : db.selectFrom(filtered.select(sql.lit(1).as('one')).limit(cap + 1).as('s')).select((eb) => eb.fn.countAll<string>().as('n'));
  return Number((await counted.executeTakeFirstOrThrow()).n);
}

const GENERIC_COLUMNS = ['id', 'status_dict', 'version', 'depart_id', 'create_id', 'create_name', 'create_dt', 'modify_id', 'modify_name', 'modify_dt'];

/** SELECT of records with their references' code and name (`{attr}__code`, `{attr}__name`). */
export function selectRecords(db: AnyDb, model: EntityModel): AnyQb {
  // the generic table's `data` is not read whole: each attribute comes out as its own column
  const base = fromEntity(db, model);
  let qb = model.generic ? base.select(GENERIC_COLUMNS.map((c) => `t.${c}`)) : base.selectAll('t');
  // the department the record belongs to, with its name (depart_id)
  qb = qb.leftJoin('department as r__depart', (j) => j.onRef('r__depart.id', '=', 't.depart_id')).select('r__depart.name as depart_id__name');
  // tenant attributes (jsonb) come out under their own code, typed, as columns do
  for (const code of model.json.keys()) qb = qb.select(sql`${attrExpr(model, model.attrs.get(code)!)}`.as(code));
  for (const at of model.def.attrs) if (at.readSql) qb = qb.select(sql`${attrExpr(model, at)}`.as(at.code));
  for (const at of model.def.attrs) {
    if (!at.quote) continue;
    const table = referenceTable(at.quote.entity);
    if (!table) continue;
    const alias = `r_${at.code}`;
    const ref = attrExpr(model, at);
    qb = qb
      .leftJoin(`${table} as ${alias}`, (j) => j.on(sql.ref(`${alias}.id`), '=', ref))
      .select([(referenceCodeColumn(at.quote.entity) ? sql.ref(`${alias}.code`) : sql`null`).as(`${at.code}__code`), sql.ref(`${alias}.${referenceNameColumn(at.quote.entity)}`).as(`${at.code}__name`)]);
  }
  return qb;
}

export function applySort(qb: AnyQb, model: EntityModel, q: { sortField?: string; sortOrder?: string }, lang: Lang, vis?: Visibility): AnyQb {
  if (!q.sortField) return qb.orderBy('t.id', 'desc');
  const f = fieldOf(model, q.sortField, 'sortField', lang, vis?.hidden);
  const dir = q.sortOrder === 'ascend' || q.sortOrder === 'asc' ? 'asc' : 'desc';
  return qb.orderBy(f.ref, (ob) => (dir === 'asc' ? ob.asc() : ob.desc()).nullsLast()).orderBy('t.id', dir);
}

export type { RecordQuery };
