// Changes to a tenant's metadata: its own entities, the attributes it adds to any entity, their
// order. Each change is one transaction on meta_entity / meta_attr (triggers bump
// tenant.meta_version, so every instance reloads its models); indexes follow after the commit.
import { type Kysely, sql } from 'kysely';
import type { AttrDef } from '../../../schemas/entities/define';
import { columnFor, type Setting, storableFieldType, takesSetting } from '../../../schemas/fieldTypes';
import type { z } from 'zod';
import type { attrInput, entityInput } from '../contracts';
import type { DB } from '../../../server/db/types';
import type { Lang } from '../../../server/i18n';
import { badRequest, conflict, RpcError } from '../../../server/rpc/errors';
import { entityChanged } from '../../../server/records/count-memo';
import { dropAttrIndexes, syncAttrIndexes } from './attr-indexes';
import { mm } from './messages';
import { type EntityModel, referenceTable, SYSTEM_FIELDS } from '../../../server/records/model';
import { attrExpr, fromEntity } from '../../../server/records/storage';
import { attrFromRow, isBuiltinEntity, type MetaAttrRow, modelFor } from '../../../server/records/tenant-models';
import { validateAttrs } from '../../../server/records/validate';

export interface MetaWriter {
  /** the tenant's scoped db */
  db: Kysely<DB>;
  /** unscoped-by-plugin access for index DDL */
  system: Kysely<DB>;
  tenantId: string;
  userId: number;
  userName: string;
  lang: Lang;
}

/** Column names of entity tables a tenant attribute may not take (its values would shadow them). */
const RESERVED = new Set(['id', 'tenant_id', 'organ_id', 'status_dict', 'version', 'ext', 'data', 'entity_code', 'create_id', 'create_name', 'create_dt', 'modify_id', 'modify_name', 'modify_dt', 'organId', 'parent_id', 'owner_id', 'sn']);

const DEFAULT_FILES = { accept: ['jpg', 'jpeg', 'png', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'txt', 'zip'], maxBytes: 30 * 1024 * 1024, max: 20 };

type ParsedAttr = z.output<typeof attrInput>;
type ParsedEntity = z.output<typeof entityInput>;

/**
 * The meta_attr row for an attribute input, or 400 naming what is missing. Its field type says
 * the column, the entity it refers to and the settings it keeps (the ones the attribute form
 * shows for it); other settings sent along are dropped.
 */
function attrRow(a: ParsedAttr, lang: Lang) {
  const type = storableFieldType(a.dataType)!; // attrInput admits storable types only
  /** the value of a setting the type takes, else undefined */
  const takes = <K extends Setting>(setting: K, value: ParsedAttr[K]) => (takesSetting(type, setting) ? value : undefined);
  const quote = type.quote ?? takes('quoteEntityCode', a.quoteEntityCode) ?? null;
  if (takesSetting(type, 'quoteEntityCode') && !quote) throw badRequest(mm(lang, 'needsQuoteEntity', { type: a.dataType }));
  if (quote && !referenceTable(quote)) throw badRequest(mm(lang, 'needsQuote', { code: quote }));
  if (takesSetting(type, 'dictCode') && !a.dictCode) throw badRequest(mm(lang, 'needsDict', { type: a.dataType }));
  if (takesSetting(type, 'options') && !a.options) throw badRequest(mm(lang, 'needsOptions', { type: a.dataType }));
  const kind = columnFor(type, { integer: a.integer, dateOnly: a.dateOnly });
  const files = takes('files', a.files ?? DEFAULT_FILES);
  return {
    code: a.code,
    name: a.name,
    name_intl: JSON.stringify({ zh_CN: a.name, en_US: a.nameEn || a.name }),
    data_type: a.dataType,
    column_kind: kind,
    quote_entity_code: quote,
    dict_code: takes('dictCode', a.dictCode) ?? null,
    options: takes('options', a.options) ? JSON.stringify(a.options) : null,
    required: a.required,
    max_len: takes('max', a.max) ?? null,
    query_display: a.queryDisplay,
    table_display: a.tableDisplay,
    table_width: a.tableWidth,
    rules: JSON.stringify({
      noSpaces: takes('noSpaces', a.noSpaces),
      unique: takes('unique', a.unique),
      digits: takes('digits', a.digits),
      min: takes('min', a.min),
      positive: takes('positive', a.positive),
      integer: kind === 'integer' || undefined,
      when: takes('when', a.when),
      fuzzy: takes('fuzzy', a.fuzzy),
      defaultValue: takes('defaultValue', a.defaultValue),
      files,
    }),
  };
}

const table = (model: EntityModel) => model.def.table;

/** How many of the entity's records hold a value for a jsonb attribute. */
async function valuesHeld(db: Kysely<DB>, model: EntityModel, code: string): Promise<number> {
  const column = model.generic ? 'data' : 'ext';
  const row = await fromEntity(db, model)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(sql<boolean>`jsonb_typeof(${sql.ref(`t.${column}`)} -> ${code}) not in ('null')`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function firstDuplicate(db: Kysely<DB>, model: EntityModel, at: AttrDef): Promise<string | null> {
  const expr = attrExpr(model, at);
  let qb = fromEntity(db, model).select(sql<string>`${expr}::text`.as('v')).where(expr, 'is not', null).groupBy(expr);
  if (model.def.perOrgan) qb = qb.groupBy(sql`coalesce(t.organ_id, 0)`);
  const row = await qb.having((eb) => eb.fn.countAll(), '>', 1).limit(1).executeTakeFirst();
  return row ? String(row.v) : null;
}

export async function saveEntity(w: MetaWriter, input: ParsedEntity): Promise<EntityModel> {
  if (isBuiltinEntity(input.code)) throw badRequest(mm(w.lang, 'builtinEntity', { code: input.code }));
  const values = {
    name: input.name,
    name_intl: JSON.stringify({ zh_CN: input.name, en_US: input.nameEn || input.name }),
    form_id: input.formId ?? input.code,
    sn: input.sn ?? 0,
    modify_id: w.userId,
    modify_name: w.userName,
    modify_dt: new Date(),
  };
  await w.db
    .insertInto('meta_entity')
    .values({ ...values, tenant_id: w.tenantId, code: input.code, create_id: w.userId, create_name: w.userName })
    .onConflict((oc) => oc.columns(['tenant_id', 'code']).doUpdateSet(values))
    .execute();
  return modelFor(w.db, w.tenantId, input.code, w.lang);
}

export async function removeEntity(w: MetaWriter, code: string): Promise<void> {
  if (isBuiltinEntity(code)) throw badRequest(mm(w.lang, 'builtinRemove', { code }));
  const model = await modelFor(w.db, w.tenantId, code, w.lang);
  const codes = [...model.json.keys()];
  await w.db.transaction().execute(async (trx) => {
    await trx.selectFrom('meta_entity').select('id').where('code', '=', code).forUpdate().execute();
    const held = await trx.selectFrom('meta_record').select((eb) => eb.fn.countAll<number>().as('n')).where('entity_code', '=', code).executeTakeFirstOrThrow();
    if (Number(held.n) > 0) throw conflict(mm(w.lang, 'entityHasRecords', { name: model.def.name, count: Number(held.n) }));
    await trx.deleteFrom('meta_attr').where('entity_code', '=', code).execute();
    // its designed forms go with it (a new entity of the same code starts from its attributes)
    await sql`delete from form_design where tenant_id = ${w.tenantId} and entity_code = ${code}`.execute(trx);
    await trx.deleteFrom('meta_entity').where('code', '=', code).execute();
  });
  await dropAttrIndexes(w.system, model, w.tenantId, codes);
}

/**
 * Attribute changes of one entity run one after another on this instance: each ends in index DDL
 * (CREATE / DROP INDEX CONCURRENTLY) on the entity's table, and concurrent builds on one table
 * deadlock each other under load (a 500 the fuzz test found).
 */
const attributeQueues = new Map<string, Promise<unknown>>();
function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const run = (attributeQueues.get(key) ?? Promise.resolve()).catch(() => undefined).then(work);
  const tail = run.catch(() => undefined);
  attributeQueues.set(key, tail);
  void tail.then(() => attributeQueues.get(key) === tail && attributeQueues.delete(key));
  return run;
}

export function saveAttribute(w: MetaWriter, entityCode: string, a: ParsedAttr): Promise<{ model: EntityModel; failedIndexes: string[] }> {
  return oneAtATime(`${w.tenantId}/${entityCode}`, () => saveAttributeNow(w, entityCode, a));
}

async function saveAttributeNow(w: MetaWriter, entityCode: string, a: ParsedAttr): Promise<{ model: EntityModel; failedIndexes: string[] }> {
  const model = await modelFor(w.db, w.tenantId, entityCode, w.lang);
  const isTenantAttr = model.json.has(a.code);
  if (!isTenantAttr && model.attrs.has(a.code)) throw badRequest(mm(w.lang, 'builtinAttr', { code: a.code, entity: model.def.name }));
  if (RESERVED.has(a.code) || SYSTEM_FIELDS[a.code] || (model.def.children && a.code in model.def.children)) {
    throw badRequest(mm(w.lang, 'reservedAttr', { code: a.code }));
  }
  const row = attrRow(a, w.lang);
  const def = attrFromRow({ ...row, id: 0, tenant_id: w.tenantId, entity_code: entityCode, query_width: 0, sn: 0, create_dt: new Date(), name_intl: JSON.parse(row.name_intl), options: row.options ? JSON.parse(row.options) : null, rules: JSON.parse(row.rules) } as MetaAttrRow);
  if (def.defaultValue !== undefined) {
    const { errors } = validateAttrs([def], { [a.code]: def.defaultValue }, 'create', w.lang, 'attribute.defaultValue.');
    const first = Object.entries(errors)[0];
    if (first) throw new RpcError(400, `${first[0]}: ${first[1]}`, { fields: errors });
  }
  // the model with the new definition, for the checks against stored values
  const next: EntityModel = {
    ...model,
    attrs: new Map(model.attrs).set(a.code, def),
    json: new Map(model.json).set(a.code, model.generic ? 'data' : 'ext'),
  };
  await w.db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('meta_attr').selectAll().where('entity_code', '=', entityCode).where('code', '=', a.code).forUpdate().executeTakeFirst();
    if (existing && existing.column_kind !== row.column_kind && (await valuesHeld(trx, model, a.code)) > 0) {
      throw conflict(mm(w.lang, 'kindChange', { name: existing.name }));
    }
    if (def.unique) {
      const dup = await firstDuplicate(trx, next, def);
      if (dup !== null) throw conflict(mm(w.lang, 'duplicates', { name: def.name, value: dup }));
    }
    if (existing) {
      await trx.updateTable('meta_attr').set({ ...row, sn: a.sn ?? existing.sn }).where('id', '=', existing.id).execute();
    } else {
      const last = await trx.selectFrom('meta_attr').select((eb) => eb.fn.max('sn').as('sn')).where('entity_code', '=', entityCode).executeTakeFirst();
      // two saves of the same new attribute at once: the second updates what the first inserted
      await trx
        .insertInto('meta_attr')
        .values({ ...row, tenant_id: w.tenantId, entity_code: entityCode, sn: a.sn ?? Number(last?.sn ?? 0) + 10 })
        .onConflict((oc) => oc.columns(['tenant_id', 'entity_code', 'code']).doUpdateSet(row))
        .execute();
    }
  });
  entityChanged(w.tenantId, entityCode);
  const { failed } = await syncAttrIndexes(w.system, next, w.tenantId, a.code, def);
  return { model: await modelFor(w.db, w.tenantId, entityCode, w.lang), failedIndexes: failed };
}

export function removeAttribute(w: MetaWriter, entityCode: string, code: string): Promise<number> {
  return oneAtATime(`${w.tenantId}/${entityCode}`, () => removeAttributeNow(w, entityCode, code));
}

async function removeAttributeNow(w: MetaWriter, entityCode: string, code: string): Promise<number> {
  const model = await modelFor(w.db, w.tenantId, entityCode, w.lang);
  if (!model.json.has(code)) throw badRequest(mm(w.lang, 'noAttr', { entity: model.def.name, code }));
  const column = model.generic ? 'data' : 'ext';
  const cleared = await w.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('meta_attr').where('entity_code', '=', entityCode).where('code', '=', code).execute();
    // biome-ignore lint/suspicious/noExplicitAny: entity tables are dynamic
    let q = (trx as Kysely<any>).updateTable(table(model)).set({ [column]: sql`${sql.ref(column)} - ${code}` }).where(sql<boolean>`${sql.ref(column)} ? ${code}`);
    if (model.generic) q = q.where('entity_code', '=', entityCode);
    const r = await q.executeTakeFirst();
    return Number(r.numUpdatedRows);
  });
  entityChanged(w.tenantId, entityCode);
  await dropAttrIndexes(w.system, model, w.tenantId, [code]);
  return cleared;
}

/** The tenant attributes named come first, in that order; the others follow in their old order. */
export function sortAttributes(w: MetaWriter, entityCode: string, codes: string[]): Promise<EntityModel> {
  return oneAtATime(`${w.tenantId}/${entityCode}`, () => sortAttributesNow(w, entityCode, codes));
}

async function sortAttributesNow(w: MetaWriter, entityCode: string, codes: string[]): Promise<EntityModel> {
  const model = await modelFor(w.db, w.tenantId, entityCode, w.lang);
  const unknown = codes.find((c) => !model.json.has(c));
  if (unknown) throw badRequest(mm(w.lang, 'sortUnknown', { code: unknown }));
  const order = [...new Set(codes), ...[...model.json.keys()].filter((c) => !codes.includes(c))];
  if (!order.length) return model;
  // one statement: its rows are locked before meta_version's trigger takes the tenant row, the order
  // every other metadata write takes them in (an update per attribute held the tenant row while
  // waiting for the next attribute's row: a save of that attribute on another instance deadlocked)
  const places = sql.join(order.map((code, i) => sql`(${code}::text, ${(i + 1) * 10}::int)`));
  await sql`update meta_attr a set sn = p.sn from (values ${places}) as p(code, sn)
    where a.tenant_id = ${w.tenantId} and a.entity_code = ${entityCode} and a.code = p.code`.execute(w.db);
  return modelFor(w.db, w.tenantId, entityCode, w.lang);
}
