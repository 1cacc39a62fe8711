// The writer of a call: who writes, for which tenant and organisation, in which language.
import type { CallContext } from '../rpc/registry';
import { session } from '../rpc/registry';
import type { EntityMeta } from '../../schemas/rpc/datax';
import { modelMeta, TENANT_ENTITY_ID_BASE } from './meta';
import { modelFor, tenantMeta } from './tenant-models';
import type { Writer } from './write';

export async function writerOf(ctx: CallContext): Promise<Writer> {
  const s = session(ctx);
  const user = await s.db.selectFrom('app_user').select('organ_id').where('id', '=', s.userId).executeTakeFirst();
  return { db: s.db, tenantId: s.tenantId, userId: s.userId, userName: s.userName, organId: user?.organ_id ?? null, lang: ctx.lang };
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
