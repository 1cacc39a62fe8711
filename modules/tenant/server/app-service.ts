// tenant.App (应用管理): the product's modules (modules/index.ts) and which of them each tenant
// uses. A switch is stored per tenant in tenant_app (no row: enabled): a module switched off leaves
// the tenant's nav trees and its pages cannot be called (server/services/tenant-apps.ts); the
// tenant's own administration (system) always stays.
import { catalogue, portalMenus } from '../../../server/modules/catalogue';
import { CORE_MODULES } from '../../../server/services/tenant-apps';
import { implement } from '../../../server/modules/types';
import { badRequest } from '../../../server/rpc/errors';
import type { CallContext } from '../../../server/rpc/registry';
import { type AppView, tenantApp } from '../contracts';
import { systemDb } from './db';
import { tm } from './messages';
import { platformOnly, platformSession } from './platform';
import { oneTenant } from './tenant-service';

/** A module's name: its top-level Web menu node (`mod.{code}`), else its code. */
function moduleNames(): Map<string, { name: string; nameEn: string }> {
  const nodes = new Map(portalMenus('Web').map((n) => [n.code, n]));
  return new Map(
    catalogue().modules.map((m) => {
      const node = nodes.get(`mod.${m.code}`);
      return [m.code, { name: node?.name ?? m.code, nameEn: node?.nameEn ?? m.code }];
    }),
  );
}

async function appsOf(ctx: CallContext, tenantId: string): Promise<AppView[]> {
  await oneTenant(ctx, tenantId);
  const rows = await systemDb(ctx).selectFrom('tenant_app').select(['module_code', 'enabled']).where('tenant_id', '=', tenantId).execute();
  const off = new Set(rows.filter((r) => !r.enabled).map((r) => r.module_code));
  return [...moduleNames()].map(([code, n]) => ({ code, name: n.name, nameEn: n.nameEn, enabled: !off.has(code) }));
}

async function setEnabled(ctx: CallContext, tenantId: string, codes: string[], enabled: boolean): Promise<AppView[]> {
  const s = platformSession(ctx);
  await oneTenant(ctx, tenantId);
  const known = moduleNames();
  const unknown = codes.filter((c) => !known.has(c));
  if (unknown.length) throw badRequest(tm(ctx.lang, 'unknownModules', { codes: unknown.join(', ') }));
  const core = enabled ? [] : codes.filter((c) => CORE_MODULES.includes(c));
  if (core.length) throw badRequest(tm(ctx.lang, 'coreModules', { codes: core.join(', ') }));
  await systemDb(ctx)
    .insertInto('tenant_app')
    .values([...new Set(codes)].map((module_code) => ({ tenant_id: tenantId, module_code, enabled, modify_name: s.userName })))
    .onConflict((oc) => oc.columns(['tenant_id', 'module_code']).doUpdateSet((eb) => ({ enabled: eb.ref('excluded.enabled'), modify_name: eb.ref('excluded.modify_name'), modify_dt: new Date() })))
    .execute();
  // the tenant's nav trees and grants are cached by its menu version
  await systemDb(ctx).updateTable('tenant').set((eb) => ({ menu_version: eb('menu_version', '+', 1) })).where('id', '=', tenantId).execute();
  return appsOf(ctx, tenantId);
}

export const appService = implement(
  tenantApp,
  platformOnly({
    list: (ctx, [tenantId]) => appsOf(ctx, tenantId),
    enable: (ctx, [tenantId, codes]) => setEnabled(ctx, tenantId, codes, true),
    disable: (ctx, [tenantId, codes]) => setEnabled(ctx, tenantId, codes, false),
  }),
);
