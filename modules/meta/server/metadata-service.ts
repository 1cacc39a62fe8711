// datax.Metadata, also answered as `{app}.MetadataBean` for every module code of the Web menu:
// a tenant's own entities and the attributes it adds, at runtime (no restart, no DDL by hand).
import { sql } from 'kysely';
import { builtinEntities, pagesOfEntity, portalMenus } from '../../../server/modules/catalogue';
import { requireAccess } from '../../../server/rpc/access';
import { callerEntityMeta, callerModel, listForCaller, writerOf } from '../../../server/records/context';
import { TENANT_ENTITY_ID_BASE } from '../../../server/records/meta';
import { pageOfList } from '../../../server/records/paged-query';
import { builtinModel, type EntityModel } from '../../../server/records/model';
import { fromEntity } from '../../../server/records/storage';
import { flushTenantModels, tenantMeta } from '../../../server/records/tenant-models';
import { modifyRecord } from '../../../server/records/write';
import { implement, type ServiceImpl } from '../../../server/modules/types';
import { RpcError } from '../../../server/rpc/errors';
import { type CallContext, type Handlers, session } from '../../../server/rpc/registry';
import { attrInput, dataxMetadata, type EntityRelation, type EntitySummary, entityInput } from '../contracts';
import { mm } from './messages';
import { type MetaWriter, removeAttribute, removeEntity, saveAttribute, saveEntity, sortAttributes } from './metadata-write';

/** The writer of metadata; `op` narrows a save the route let through as create-or-update. */
async function metaWriter(ctx: CallContext, op?: 'create' | 'update'): Promise<MetaWriter> {
  const s = session(ctx);
  if (op) await requireAccess(ctx, { page: 'meta/Entity', op });
  return { db: s.db, system: ctx.env.db.system, tenantId: s.tenantId, userId: s.userId, userName: s.userName, lang: ctx.lang };
}

/** Every entity the tenant sees: built-in ones (with its added attributes) and its own. */
async function allModels(ctx: CallContext): Promise<Array<{ id: number; model: EntityModel; builtin: boolean }>> {
  const s = session(ctx);
  const meta = await tenantMeta(s.db, s.tenantId);
  const builtin = builtinEntities().map((e) => ({ id: e.id, model: meta.models.get(e.code) ?? builtinModel(e.code)!, builtin: true }));
  const own = meta.entities.map((e) => ({ id: TENANT_ENTITY_ID_BASE + e.id, model: meta.models.get(e.code)!, builtin: false }));
  return [...builtin, ...own];
}

const contains = (text: string | undefined, ...values: string[]) => !text?.trim() || values.some((v) => v.toLowerCase().includes(text.trim().toLowerCase()));

const handlers: Handlers<typeof dataxMetadata.calls> = {
  async entities(ctx, [q]) {
    const items: EntitySummary[] = (await allModels(ctx))
      .filter(({ model }) => contains(q.text, model.def.code, model.def.name, model.def.nameEn))
      .map(({ id, model, builtin }) => ({
        id,
        code: model.def.code,
        name: ctx.lang === 'en_US' ? model.def.nameEn : model.def.name,
        nameIntl: { zh_CN: model.def.name, en_US: model.def.nameEn },
        builtin,
        attrCount: model.def.attrs.length,
        extendedCount: model.json.size,
        pageUrls: pagesOfEntity(model.def.code).map((p) => p.url),
      }));
    return pageOfList(items, q, 30);
  },
  entity: (ctx, [code]) => callerEntityMeta(ctx, code),
  async saveEntity(ctx, [input]) {
    const s = session(ctx);
    const exists = await s.db.selectFrom('meta_entity').select('id').where('code', '=', input.code).executeTakeFirst();
    const w = await metaWriter(ctx, exists ? 'update' : 'create');
    await saveEntity(w, entityInput.parse(input));
    return callerEntityMeta(ctx, input.code);
  },
  async removeEntity(ctx, [code]) {
    await removeEntity(await metaWriter(ctx), code);
    return { removed: true };
  },
  attributes: async (ctx, [code]) => (await callerEntityMeta(ctx, code)).attrs,
  async saveAttribute(ctx, [code, input]) {
    const model = await callerModel(ctx, code);
    const w = await metaWriter(ctx, model.json.has(input.code) ? 'update' : 'create');
    const { failedIndexes } = await saveAttribute(w, code, attrInput.parse(input));
    if (failedIndexes.length) ctx.log.warn({ entity: code, attr: input.code, failedIndexes }, 'attribute indexes could not be built');
    return (await callerEntityMeta(ctx, code)).attrs.find((a) => a.code === input.code)!;
  },
  async removeAttribute(ctx, [code, attr]) {
    return { removed: true, clearedValues: await removeAttribute(await metaWriter(ctx), code, attr) };
  },
  async sortAttributes(ctx, [code, codes]) {
    await sortAttributes(await metaWriter(ctx), code, codes);
    return (await callerEntityMeta(ctx, code)).attrs;
  },
  async relations(ctx, [code, q]) {
    const self = await callerModel(ctx, code);
    const all = await allModels(ctx);
    const nameOf = (c: string) => {
      const m = all.find((x) => x.model.def.code === c)?.model;
      return m ? (ctx.lang === 'en_US' ? m.def.nameEn : m.def.name) : c;
    };
    const rel = (direction: EntityRelation['direction'], m: EntityModel, a: EntityModel['def']['attrs'][number]): EntityRelation => ({
      direction,
      entityCode: m.def.code,
      entityName: nameOf(m.def.code),
      attrCode: a.code,
      attrName: ctx.lang === 'en_US' ? a.nameEn : a.name,
      quoteEntityCode: a.quote!.entity,
      quoteEntityName: nameOf(a.quote!.entity),
    });
    const out = self.def.attrs.filter((a) => a.quote).map((a) => rel('out', self, a));
    const incoming = all.flatMap(({ model }) => model.def.attrs.filter((a) => a.quote?.entity === code).map((a) => rel('in', model, a)));
    const items = [...out, ...incoming].filter((r) => contains(q.text, r.entityCode, r.entityName, r.attrName, r.quoteEntityName));
    return pageOfList(items, q, 10);
  },
  async dynamicValues(ctx, [code, ids]) {
    const model = await callerModel(ctx, code);
    const { itemList } = await listForCaller(ctx, model, { entityCode: code, page: 1, pageSize: ids.length, filterMap: { id: ids }, fuzzyMap: {}, rangeMap: {} }, true);
    const byId = new Map(itemList.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
  },
  async extendValues(ctx, [code, ids]) {
    const model = await callerModel(ctx, code);
    const column = model.generic ? 'data' : 'ext';
    const rows = await fromEntity(session(ctx).db, model).select(['t.id', sql<Record<string, unknown>>`${sql.ref(`t.${column}`)}`.as('values')]).where('t.id', 'in', ids).execute();
    const known = [...model.json.keys()];
    return Object.fromEntries(rows.map((r) => [String(r.id), Object.fromEntries(known.map((k) => [k, (r.values as Record<string, unknown>)[k] ?? null]))]));
  },
  async saveExtendValues(ctx, [code, id, values, version]) {
    const model = await callerModel(ctx, code);
    const stranger = Object.keys(values).find((k) => !model.json.has(k));
    if (stranger) throw new RpcError(400, mm(ctx.lang, 'noExtend', { code: stranger }), { fields: { [stranger]: mm(ctx.lang, 'noExtend', { code: stranger }) } });
    // a modify like any other: the state machine and the version apply to extended values too
    const w = await writerOf(ctx, model);
    return w.db.transaction().execute((trx) => modifyRecord(w, model, id, { ...values, version }, trx));
  },
  async flushCache(ctx) {
    const s = session(ctx);
    flushTenantModels(s.tenantId);
    return { flushed: true as const, version: (await tenantMeta(s.db, s.tenantId)).version };
  },
};

/** datax.Metadata, also answered as `{app}.MetadataBean` for every module code of the Web menu (mdm, warehouse, purchase ...). */
export function metadataService(): ServiceImpl {
  const apps = portalMenus('Web').map((m) => `${m.code.replace(/^mod\./, '')}.MetadataBean`);
  return implement(dataxMetadata, handlers, { aliases: apps });
}
