// system.Config (参数配置): the declared parameters with the tenant's values, and their update. The
// values are validated by the contract (each key against its declaration); an update writes only
// the keys it names, in one statement per key inside one transaction, and the trigger of 015
// bumps tenant.config_version, so tenantConfig on every instance serves the new values next call.
import type { Kysely } from 'kysely';
import { configParams, type ParamDef, paramGroups } from '../../../server/config/params';
import { tenantConfigAll } from '../../../server/config/tenant-config';
import type { DB } from '../../../server/db/types';
import type { Lang } from '../../../server/i18n';
import { implement } from '../../../server/modules/types';
import { type CallContext, session } from '../../../server/rpc/registry';
import { type ConfigGroupView, type ConfigParamView, systemConfig } from '../contracts/config';

function paramView(key: string, def: ParamDef, value: unknown, stored: { modify_name: string | null; modify_dt: Date } | undefined, lang: Lang): ConfigParamView {
  const en = lang === 'en_US';
  const view: ConfigParamView = {
    key,
    kind: def.kind,
    name: en ? def.nameEn : def.name,
    description: en ? def.descriptionEn : def.description,
    value: value as ConfigParamView['value'],
    defaultValue: def.default,
    modifyName: stored?.modify_name ?? null,
    modifyDt: stored ? new Date(stored.modify_dt).toISOString() : null,
  };
  if (def.kind === 'number') Object.assign(view, { min: def.min, max: def.max, integer: def.integer ?? false, ...(def.unit ? { unit: def.unit[en ? 1 : 0] } : {}) });
  if (def.kind === 'string') view.maxLength = def.maxLength;
  if (def.kind === 'select') view.options = def.options.map((o) => ({ value: o.value, label: en ? o.labelEn : o.label }));
  return view;
}

async function listConfig(ctx: CallContext, db: Kysely<DB>): Promise<ConfigGroupView[]> {
  const s = session(ctx);
  const [values, rows] = await Promise.all([
    tenantConfigAll(db, s.tenantId),
    db.selectFrom('tenant_config').select(['key', 'modify_name', 'modify_dt']).execute(),
  ]);
  const stored = new Map(rows.map((r) => [r.key, r]));
  const params = Object.entries(configParams());
  const tenantValues = values as Record<string, unknown>;
  return Object.entries(paramGroups()).map(([group, names]) => ({
    group,
    name: names[ctx.lang === 'en_US' ? 1 : 0],
    params: params.filter(([, def]) => def.group === group).map(([k, def]) => paramView(k, def, tenantValues[k], stored.get(k), ctx.lang)),
  }));
}

export const configService = implement(systemConfig, {
  list: (ctx) => listConfig(ctx, session(ctx).db),
  async update(ctx, [values]) {
    const s = session(ctx);
    await s.db.transaction().execute(async (trx) => {
      for (const [key, value] of Object.entries(values)) {
        if (value === undefined) continue;
        const row = { value: JSON.stringify(value), modify_id: s.userId, modify_name: s.userName, modify_dt: new Date() };
        await trx
          .insertInto('tenant_config')
          .values({ tenant_id: s.tenantId, key, ...row })
          .onConflict((oc) => oc.columns(['tenant_id', 'key']).doUpdateSet(row))
          .execute();
      }
    });
    ctx.log.info({ keys: Object.keys(values) }, 'tenant parameters changed');
    return listConfig(ctx, s.db);
  },
});
