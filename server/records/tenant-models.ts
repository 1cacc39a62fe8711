// The entity models a tenant sees: built-in entities plus the attributes it added to them, and the
// entities it defined itself (meta_entity / meta_attr). Kept per tenant and reloaded when
// tenant.meta_version moves (triggers bump it on any metadata change, from any instance), so a
// new attribute or entity is served by the next call: no restart, no hand-written DDL.
import type { Kysely, Selectable } from 'kysely';
import { isBuiltinEntity } from '../modules/catalogue';
import type { AttrDef, ColumnKind, DataType, EntityDef } from '../../schemas/entities/define';
import type { DB, MetaAttrTable, MetaEntityTable } from '../db/types';
import type { Lang } from '../i18n';
import { TENANT_ENTITY_ID_BASE } from './meta';
import { builtinModel, type EntityModel, noEntity } from './model';
import { cacheChanged, cacheGeneration } from '../cluster/cache-generations';
import { processCache } from '../db/process-caches';

export type MetaEntityRow = Selectable<MetaEntityTable>;
export type MetaAttrRow = Selectable<MetaAttrTable>;

/** Validation rules of a tenant attribute that have no column of their own in meta_attr. */
export interface AttrRules {
  noSpaces?: boolean;
  unique?: boolean;
  digits?: { int: number; scale: number };
  min?: number;
  positive?: boolean;
  integer?: boolean;
  when?: 'past' | 'future';
  fuzzy?: boolean;
  defaultValue?: unknown;
  files?: { accept: string[]; maxBytes: number; max?: number };
}

export interface TenantMeta {
  version: number;
  entities: MetaEntityRow[];
  attrs: MetaAttrRow[];
  models: Map<string, EntityModel>;
}

export function attrFromRow(r: MetaAttrRow): AttrDef {
  const rules = (r.rules ?? {}) as AttrRules;
  const intl = (r.name_intl ?? {}) as Record<string, string>;
  return {
    code: r.code,
    name: r.name,
    nameEn: intl.en_US || r.name,
    dataType: r.data_type as DataType,
    column: r.column_kind as ColumnKind,
    required: r.required,
    max: r.max_len ?? undefined,
    noSpaces: rules.noSpaces,
    unique: rules.unique,
    digits: rules.digits,
    min: rules.min,
    positive: rules.positive,
    integer: rules.integer,
    when: rules.when,
    fuzzy: rules.fuzzy,
    defaultValue: rules.defaultValue,
    files: rules.files,
    dict: r.dict_code ?? undefined,
    options: r.options ?? undefined,
    quote: r.quote_entity_code ? { entity: r.quote_entity_code, show: ['code', 'name'] } : undefined,
    query: r.query_display,
    table: r.table_display ? r.table_width || true : false,
  };
}

function build(entities: MetaEntityRow[], attrs: MetaAttrRow[]): Map<string, EntityModel> {
  const byEntity = new Map<string, AttrDef[]>();
  for (const r of attrs) byEntity.set(r.entity_code, [...(byEntity.get(r.entity_code) ?? []), attrFromRow(r)]);
  const models = new Map<string, EntityModel>();
  for (const [code, extra] of byEntity) {
    const base = builtinModel(code);
    if (!base) continue;
    const def: EntityDef = { ...base.def, attrs: [...base.def.attrs, ...extra] };
    models.set(code, { def, attrs: new Map(def.attrs.map((a) => [a.code, a])), json: new Map(extra.map((a) => [a.code, 'ext'])), generic: false });
  }
  for (const e of entities) {
    const own = byEntity.get(e.code) ?? [];
    const intl = (e.name_intl ?? {}) as Record<string, string>;
    const def: EntityDef = {
      id: TENANT_ENTITY_ID_BASE + e.id,
      code: e.code,
      name: e.name,
      nameEn: intl.en_US || e.name,
      module: 'tenant',
      table: 'meta_record',
      attrs: own,
      importKey: own.some((a) => a.code === 'code') ? ['code'] : undefined,
      receipt: e.receipt_type_code ? { typeCode: e.receipt_type_code, flow: e.has_flow } : undefined,
    };
    models.set(e.code, { def, attrs: new Map(own.map((a) => [a.code, a])), json: new Map(own.map((a) => [a.code, 'data'])), generic: true });
  }
  return models;
}

const cache = processCache<string, { generation: number; meta: Promise<TenantMeta> }>();
/** the named cache (server/cluster/cache-generations.ts) a flush moves on every instance */
const FLUSHED = 'tenantModels';

/** The tenant's metadata, reloaded when its meta_version has moved. `db` is the tenant's scoped db. */
export async function tenantMeta(db: Kysely<DB>, tenantId: string, knownVersion?: number): Promise<TenantMeta> {
  const version =
    knownVersion ?? Number((await db.selectFrom('tenant').select('meta_version').where('id', '=', tenantId).executeTakeFirstOrThrow()).meta_version);
  const generation = cacheGeneration(tenantId, FLUSHED);
  const hit = cache.get(tenantId);
  if (hit && hit.generation === generation) {
    const meta = await hit.meta;
    // a newer copy than the version the caller read is as good (another call reloaded it meanwhile)
    if (meta.version >= version) return meta;
  }
  const load = (async (): Promise<TenantMeta> => {
    const [entities, attrs] = await Promise.all([
      db.selectFrom('meta_entity').selectAll().orderBy('sn').orderBy('id').execute(),
      db.selectFrom('meta_attr').selectAll().orderBy('entity_code').orderBy('sn').orderBy('id').execute(),
    ]);
    return { version, entities, attrs, models: build(entities, attrs) };
  })();
  load.catch(() => {
    if (cache.get(tenantId)?.meta === load) cache.delete(tenantId);
  });
  cache.set(tenantId, { generation, meta: load });
  return load;
}

/** The model of an entity as this tenant sees it, or 11 when the tenant has no such entity. */
export async function modelFor(db: Kysely<DB>, tenantId: string, entityCode: string, lang: Lang, knownVersion?: number): Promise<EntityModel> {
  const meta = await tenantMeta(db, tenantId, knownVersion);
  const m = meta.models.get(entityCode) ?? builtinModel(entityCode);
  if (!m) throw noEntity(entityCode, lang);
  return m;
}

/**
 * Drops the tenant's cached models (datax.Metadata/flushCache) here and on every other instance (a
 * named cache's change crosses the cluster bus); the next call on each reloads them. The models
 * follow meta_version by themselves: a flush is for metadata written around its triggers.
 */
export function flushTenantModels(tenantId: string): void {
  cache.delete(tenantId);
  cacheChanged(tenantId, FLUSHED);
}

export { isBuiltinEntity };
