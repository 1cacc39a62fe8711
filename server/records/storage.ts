// Where an entity's values live. Built-in attributes are typed columns of the entity's table;
// attributes a tenant adds at runtime live in that table's `ext` jsonb; the records of a
// tenant-defined entity are rows of `meta_record` (entity_code = the entity) with every value in
// `data`. Everything that reads or writes records goes through these helpers, so lists, filters,
// sorting, uniqueness, imports and exports work the same on all three.
import { type Expression, type Kysely, type RawBuilder, sql } from 'kysely';
import type { AttrDef } from '../../schemas/entities/define';
import { ATTR_CODE } from '../../schemas/entities/define';
import type { EntityModel } from './model';

// biome-ignore lint/suspicious/noExplicitAny: entity tables are dynamic
type AnyDb = Kysely<any>;


/** `from <table> as t`, limited to the entity's rows in the generic table. */
export function fromEntity(db: AnyDb, model: EntityModel) {
  const qb = db.selectFrom(`${model.def.table} as t`);
  return model.generic ? qb.where('t.entity_code', '=', model.def.code) : qb;
}

/**
 * The SQL expression of an attribute (table alias `t`). jsonb values are cast to the attribute's
 * kind; dates and times stay ISO text (UTC, fixed width), which orders and compares correctly and,
 * unlike a cast to timestamptz, can be indexed.
 */
export function attrExpr(model: EntityModel, at: AttrDef, alias = 't'): Expression<unknown> {
  // the product's own declaration (never tenant input), written over alias t
  if (at.readSql) return sql.raw(`(${alias === 't' ? at.readSql : at.readSql.replace(/\bt\./g, `${alias}.`)})`);
  const column = model.json.get(at.code);
  if (!column) return sql.ref(`${alias}.${at.code}`);
  if (!ATTR_CODE.test(at.code)) throw new Error(`bad attribute code ${at.code}`);
  return jsonExpr(sql.ref(`${alias}.${column}`), at);
}

/** The same expression over a bare column reference (index definitions use it too). */
export function jsonExpr(column: Expression<unknown> | RawBuilder<unknown>, at: AttrDef): RawBuilder<unknown> {
  const key = sql.lit(at.code);
  switch (at.column) {
    case 'jsonb':
      return sql`(${column} -> ${key})`;
    case 'numeric':
      return sql`((${column} ->> ${key})::numeric)`;
    case 'integer':
    case 'bigint':
      return sql`((${column} ->> ${key})::bigint)`;
    case 'boolean':
      return sql`((${column} ->> ${key})::boolean)`;
    default:
      return sql`(${column} ->> ${key})`;
  }
}

/** Values of a write split into typed columns and the patch of the jsonb column. */
function split(model: EntityModel, values: Record<string, unknown>) {
  const columns: Record<string, unknown> = {};
  const patch: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    if (model.json.has(k)) patch[k] = v instanceof Date ? v.toISOString() : v;
    else columns[k] = v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : v;
  }
  return { columns, patch };
}

/** The row to insert for validated values (the caller adds tenant, status and audit fields). */
export function insertValues(model: EntityModel, values: Record<string, unknown>): Record<string, unknown> {
  const { columns, patch } = split(model, values);
  if (model.generic) return { entity_code: model.def.code, code: values.code == null ? null : String(values.code), data: JSON.stringify(patch) };
  return { ...columns, ...(Object.keys(patch).length ? { ext: JSON.stringify(patch) } : {}) };
}

/** SET clause of an update: given columns replaced, given jsonb keys merged into the stored ones. */
export function updateValues(model: EntityModel, values: Record<string, unknown>): Record<string, unknown> {
  const { columns, patch } = split(model, values);
  const out: Record<string, unknown> = model.generic ? {} : { ...columns };
  if (Object.keys(patch).length) {
    const column = model.generic ? 'data' : 'ext';
    out[column] = sql`${sql.ref(column)} || ${JSON.stringify(patch)}::jsonb`;
  }
  if (model.generic && Object.hasOwn(values, 'code')) out.code = values.code == null ? null : String(values.code);
  return out;
}
