// tenant.DictDiff (字典差异): a tenant's dictionaries beside the platform's, and the platform's
// entries copied into the tenant (added when missing, renamed when they differ; the tenant's own
// entries are left alone).
import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/types';
import { implement } from '../../../server/modules/types';
import { badRequest } from '../../../server/rpc/errors';
import type { CallContext } from '../../../server/rpc/registry';
import { tenantDictDiff } from '../contracts';
import { diffAll, diffDict, type DictRow } from './dict-diff';
import { tm } from './messages';
import { PLATFORM_TENANT_ID, platformOnly } from './platform';
import { oneTenant } from './tenant-service';

async function dictRows(db: Kysely<DB>, tenantId: string, dictCode?: string | null): Promise<DictRow[]> {
  let q = db.selectFrom('dict').select(['dict_code', 'code', 'name', 'name_intl', 'sn']).where('tenant_id', '=', tenantId);
  if (dictCode) q = q.where('dict_code', '=', dictCode);
  return q.orderBy('dict_code').orderBy('sn').orderBy('code').execute();
}

async function checkTenant(ctx: CallContext, tenantId: string) {
  if (tenantId === PLATFORM_TENANT_ID) throw badRequest(tm(ctx.lang, 'platformDiff'));
  await oneTenant(ctx, tenantId);
}

export const dictDiffService = implement(
  tenantDictDiff,
  platformOnly({
    async compare(ctx, [tenantId, dictCode]) {
      await checkTenant(ctx, tenantId);
      const db = ctx.env.db.system;
      const [platform, tenant] = await Promise.all([dictRows(db, PLATFORM_TENANT_ID, dictCode), dictRows(db, tenantId, dictCode)]);
      return { tenantId, dicts: diffAll(platform, tenant) };
    },

    async sync(ctx, [tenantId, dictCode, codes]) {
      await checkTenant(ctx, tenantId);
      const db = ctx.env.db.system;
      const platform = await dictRows(db, PLATFORM_TENANT_ID, dictCode);
      const byCode = new Map(platform.map((r) => [r.code, r]));
      const unknown = codes.filter((c) => !byCode.has(c));
      if (unknown.length) throw badRequest(tm(ctx.lang, 'unknownDictCodes', { dict: dictCode, codes: unknown.join(', ') }));
      const rows = [...new Set(codes)].map((c) => byCode.get(c)!);
      await db
        .insertInto('dict')
        .values(rows.map((r) => ({ tenant_id: tenantId, dict_code: dictCode, code: r.code, name: r.name, name_intl: JSON.stringify(r.name_intl ?? {}), sn: r.sn })))
        .onConflict((oc) => oc.columns(['tenant_id', 'dict_code', 'code']).doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), name_intl: eb.ref('excluded.name_intl') })))
        .execute();
      ctx.log.info({ tenant: tenantId, dict: dictCode, codes: rows.length }, 'dictionary entries synchronised from the platform');
      return diffDict(dictCode, platform, await dictRows(db, tenantId, dictCode));
    },
  }),
);
