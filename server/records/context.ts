// The writer of a call: who writes, for which tenant and organisation, in which language.
import type { CallContext } from '../rpc/registry';
import { session } from '../rpc/registry';
import type { EntityMeta } from '../../schemas/rpc/datax';
import { modelMeta, TENANT_ENTITY_ID_BASE } from './meta';
import { modelFor, tenantMeta } from './tenant-models';
import type { RecordValue } from '../../schemas/rpc/datax';
import { visibilityOf, writerDepartment } from './data-scope';
import { withoutHidden } from './field-visibility';
import { type ListResult, listRecords, type Query } from './list';
import type { EntityModel } from './model';
import { readRecord } from './read';
import type { Writer } from './write';

/**
 * The caller as a writer: limited to the records of its role's data scope, creating records in
 * its first department, and — when the entity is named — never writing attributes its role may
 * not see.
 */
export async function writerOf(ctx: CallContext, model?: EntityModel): Promise<Writer> {
  const s = session(ctx);
  const [user, scope, departId] = await Promise.all([
    s.db.selectFrom('app_user').select('organ_id').where('id', '=', s.userId).executeTakeFirst(),
    visibilityOf(ctx, model),
    writerDepartment(s.db, s.userId),
  ]);
  return { db: s.db, tenantId: s.tenantId, userId: s.userId, userName: s.userName, organId: user?.organ_id ?? null, lang: ctx.lang, scope, departId, hiddenFields: model ? (scope.hidden ?? new Set()) : undefined, serials: ctx.env.db.drawSerial };
}

/** One record as the caller may see it: 11 outside its data scope, hidden attributes left out. */
export async function readForCaller(ctx: CallContext, model: EntityModel, id: number): Promise<RecordValue> {
  const vis = await visibilityOf(ctx, model);
  return withoutHidden(await readRecord(session(ctx).db, model, id, ctx.lang, vis), vis.hidden);
}

/** A page (or all, up to the summary limit) of the records the caller may see. */
export async function listForCaller(ctx: CallContext, model: EntityModel, q: Query, paged: boolean): Promise<ListResult> {
  const s = session(ctx);
  const vis = await visibilityOf(ctx, model);
  const r = await listRecords(s.db, model, q, ctx.lang, paged, s.tenantId, vis);
  return vis.hidden ? { ...r, itemList: r.itemList.map((rec) => withoutHidden(rec, vis.hidden)) } : r;
}

/** The entity as the caller's tenant sees it (its own attributes and entities included), or 11. */
export async function callerModel(ctx: CallContext, entityCode: string) {
  const s = session(ctx);
  return modelFor(s.db, s.tenantId, entityCode, ctx.lang, s.metaVersion);
}

/** The entity's metadata as the caller's tenant sees it (extended attributes marked), or 11. */
export async function callerEntityMeta(ctx: CallContext, entityCode: string): Promise<EntityMeta> {
  const s = session(ctx);
  const model = await modelFor(s.db, s.tenantId, entityCode, ctx.lang);
  const own = (await tenantMeta(s.db, s.tenantId)).entities.find((e) => e.code === entityCode);
  return modelMeta(model, own ? TENANT_ENTITY_ID_BASE + own.id : model.def.id);
}
